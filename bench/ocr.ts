/**
 * Screenshot reading cost: how long the OCR worker takes to start (once per server), the median
 * time to read a 900 x 420 scam-SMS screenshot rendered by Chromium, and, as a baseline measured
 * in the same run, the median time to analyze the text it read (what a pasted text costs).
 * Needs Chromium (CHROMIUM_PATH, tests/helpers/chromium.ts) to render the screenshot.
 */
import { performance } from 'node:perf_hooks';
import { acquireImage, inspectImage } from '../src/server/analysis/acquire/image/acquire-image';
import { readImageMetadata } from '../src/server/analysis/acquire/image/exif';
import { createOcrEngine } from '../src/server/analysis/acquire/image/ocr';
import { acquireText } from '../src/server/analysis/acquire/text';
import { analyzeAlone } from '../src/server/analysis/offline/__fixtures__/analyze-alone';
import { renderHtml, scamSmsHtml } from '../tests/helpers/screenshots';
import { addSummary, measure, printTable } from './lib';

const png = await renderHtml(scamSmsHtml(), { width: 900, height: 420 });
const ocr = createOcrEngine();
try {
  const started = performance.now();
  await ocr.warmUp();
  const startMs = performance.now() - started;

  let text = '';
  const read = await measure(
    async () => {
      text = (await ocr.recognise(png)).text;
    },
    { runs: 10, warmup: 1 },
  );
  const whole = await measure(
    async () =>
      acquireImage({ bytes: png, name: 'sms.png' }, ocr, {
        inspected: inspectImage(png),
        metadata: await readImageMetadata(png),
      }),
    { runs: 5, warmup: 0 },
  );
  const analyze = await measure(() => analyzeAlone(acquireText(text)), { runs: 30, warmup: 3 });

  printTable([
    {
      step: 'OCR worker start (once per server)',
      medianMs: startMs,
      p90Ms: startMs,
      runs: 1,
      'x text analysis': startMs / analyze.medianMs,
    },
    {
      step: 'OCR of a 900x420 screenshot',
      ...read,
      'x text analysis': read.medianMs / analyze.medianMs,
    },
    {
      step: 'acquireImage (sniff, size, OCR, EXIF)',
      ...whole,
      'x text analysis': whole.medianMs / analyze.medianMs,
    },
    {
      step: `offline analysis of the ${text.length} chars read (baseline)`,
      ...analyze,
      'x text analysis': 1,
    },
  ]);
  console.log(`\nRead text:\n${text.trim()}`);
  addSummary({
    bench: 'ocr',
    measure: 'OCR of a 900x420 screenshot (worker started)',
    figure: `${read.medianMs.toFixed(0)} ms (worker start ${startMs.toFixed(0)} ms)`,
    goal: '',
    verdict: '',
  });
} finally {
  await ocr.close();
}
