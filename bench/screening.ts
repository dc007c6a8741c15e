/**
 * npm run bench screening: the cost of the offline adult-imagery check (issue 20), through the
 * real untrusted-content pool. Prints the model's load time (median over fresh workers, each
 * loading it once, as a server's workers do on their first image), each image's classification
 * time (median) and, as a baseline measured in the same run, the pool's header-and-metadata check
 * of the same image. Also the scores the model gave each ordinary screenshot (the thresholds in
 * src/server/privacy/image-screening.ts are set well above them) and the worker's JavaScript heap
 * after each image against the pool's heap cap, with the largest image allowed (a 29.9 MP PNG).
 * Needs Chromium (CHROMIUM_PATH) to render the screenshots.
 */
import { performance } from 'node:perf_hooks';
import type { AllowedImageType } from '../src/shared';
import {
  createUntrustedPool,
  UNTRUSTED_HEAP_MB,
} from '../src/server/analysis/acquire/isolation/untrusted-pool';
import { isAdult } from '../src/server/privacy/image-screening';
import { renderPassportPage } from '../tests/helpers/identity-screenshots';
import { renderHtml, scamSmsHtml } from '../tests/helpers/screenshots';
import { addSummary, median, printTable, verdict } from './lib';
import { noisePng } from './support/hostile-images';

const LOAD_RUNS = Number(process.env.BENCH_SCREENING_LOADS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);

const NEWS = `<html><body style="font-family:serif;margin:30px"><h1>Council approves new bus lanes</h1>
<p style="font-size:18px">The city council voted 7-2 on Tuesday to approve dedicated bus lanes along Main Street,
a plan officials say will cut commute times by up to 12 minutes.</p>
<div style="width:500px;height:250px;background:linear-gradient(#8ab,#456)"></div>
<p>Residents raised concerns about parking during the meeting.</p></body></html>`;
const SHOP = `<html><body style="font-family:sans-serif;margin:20px"><h2>SuperShoes Outlet - 80% OFF</h2>
<div style="display:flex;gap:20px">${['#c33', '#3c3', '#33c']
  .map(
    (c) =>
      `<div><div style="width:200px;height:200px;background:${c};border-radius:40px"></div><p>Runner X $29.99 <s>$149</s></p><button>Add to cart</button></div>`,
  )
  .join('')}</div></body></html>`;
const RECEIPT = `<html><body style="font-family:monospace;margin:40px;width:380px"><h3>CORNER GROCERY</h3>
<pre>Milk 2L          2.49\nBread            1.99\nApples 1kg       3.20\nTOTAL            7.68\nCARD ****1234\nThank you!</pre></body></html>`;

interface Sample {
  name: string;
  bytes: Uint8Array;
  mime: AllowedImageType;
  ordinary: boolean;
}

const samples: Sample[] = [
  {
    name: 'chat 900x420 PNG',
    bytes: await renderHtml(scamSmsHtml(), { width: 900, height: 420 }),
    mime: 'image/png',
    ordinary: true,
  },
  {
    name: 'news 1000x700 JPEG',
    bytes: await renderHtml(NEWS, { width: 1000, height: 700, type: 'jpeg' }),
    mime: 'image/jpeg',
    ordinary: true,
  },
  {
    name: 'shop 800x500 PNG',
    bytes: await renderHtml(SHOP, { width: 800, height: 500 }),
    mime: 'image/png',
    ordinary: true,
  },
  {
    name: 'receipt 460x900 WebP',
    bytes: await renderHtml(RECEIPT, { width: 460, height: 900, type: 'webp' }),
    mime: 'image/webp',
    ordinary: true,
  },
  {
    name: 'passport page 1000x560 PNG',
    bytes: await renderPassportPage(),
    mime: 'image/png',
    ordinary: true,
  },
  {
    name: 'noise 5468x5468 PNG (29.9 MP)',
    bytes: noisePng(5468),
    mime: 'image/png',
    ordinary: false,
  },
];

// The pool's workers do not keep a process alive while they start; this bench waits on them.
// It also samples the process's resident memory (the workers are threads of this process): the
// decoded pixels live outside the JavaScript heap the pool caps.
let peakRss = 0;
const keepAlive = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 20);
// Model load: a fresh one-worker pool each time; the first image pays the load.
const loads: number[] = [];
for (let i = 0; i < LOAD_RUNS; i++) {
  const pool = createUntrustedPool({ workers: 1 });
  try {
    loads.push((await pool.classifyImage(samples[0]!.bytes, 'image/png')).modelLoadMs);
  } finally {
    await pool.close();
  }
}

const pool = createUntrustedPool({ workers: 1 });
const rows: Array<Record<string, string | number>> = [];
const scoreRows: Array<Record<string, string | number>> = [];
let worstHeapMb = 0;
let worstOrdinaryAdult = 0;
const failures: string[] = [];
try {
  await pool.classifyImage(samples[0]!.bytes, 'image/png'); // this worker's load, not counted
  for (const sample of samples) {
    const runs = sample.ordinary ? RUNS : Math.max(3, Math.ceil(RUNS / 3));
    const classify: number[] = [];
    const wall: number[] = [];
    const inspect: number[] = [];
    let last: Awaited<ReturnType<typeof pool.classifyImage>> | undefined;
    const rssBefore = process.memoryUsage.rss();
    peakRss = rssBefore;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await pool.inspectImage(sample.bytes);
      inspect.push(performance.now() - started);
      const classifyStarted = performance.now();
      try {
        last = await pool.classifyImage(sample.bytes, sample.mime);
      } catch (error) {
        // Past the deadline (a busy machine, the largest images): screening would withhold it.
        failures.push(`${sample.name}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      wall.push(performance.now() - classifyStarted);
      classify.push(last.classifyMs);
      worstHeapMb = Math.max(worstHeapMb, last.heapUsedMb);
    }
    const inspectMs = median(inspect);
    const done = classify.length;
    rows.push({
      image: sample.name,
      tiles: last?.tiles ?? '-',
      'classify ms (in worker)': done ? median(classify) : '-',
      'round trip ms': done ? median(wall) : '-',
      'header check ms (baseline)': inspectMs,
      'x baseline': done ? median(wall) / inspectMs : '-',
      'worker heap MB': last?.heapUsedMb ?? '-',
      'process RSS rise MB': (peakRss - rssBefore) / (1024 * 1024),
      'runs (failed)': `${runs} (${runs - done})`,
    });
    if (!last) continue;
    const s = last.scores;
    if (sample.ordinary && sample.name !== 'passport page 1000x560 PNG')
      worstOrdinaryAdult = Math.max(worstOrdinaryAdult, s.Porn, s.Hentai, s.Sexy);
    scoreRows.push({
      image: sample.name,
      Neutral: s.Neutral,
      Drawing: s.Drawing,
      Porn: s.Porn,
      Hentai: s.Hentai,
      Sexy: s.Sexy,
      withheld: isAdult(s) ? 'yes' : 'no',
    });
  }
} finally {
  clearInterval(keepAlive);
  await pool.close();
}

const loadMs = median(loads);
console.log(
  `Model load (fresh worker, median of ${LOAD_RUNS}): ${loadMs.toFixed(0)} ms; each: ${loads.map((l) => l.toFixed(0)).join(', ')} ms`,
);
printTable(rows);
console.log('\nScores (0-1, highest over the tiles):');
printTable(
  scoreRows.map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? v.toFixed(4) : v]),
    ),
  ),
);
if (failures.length) console.log(`\nChecks that did not finish:\n${failures.join('\n')}`);
console.log(
  `\nWorst worker heap after an image: ${worstHeapMb.toFixed(0)} MB (cap ${UNTRUSTED_HEAP_MB} MB).`,
);
const chat = rows[0]!;
addSummary({
  bench: 'screening',
  measure: 'classifier model load, fresh worker',
  figure: `${loadMs.toFixed(0)} ms`,
  goal: '',
  verdict: '',
});
addSummary({
  bench: 'screening',
  measure: 'classify a 900x420 chat screenshot',
  figure: `${Number(chat['round trip ms']).toFixed(0)} ms (${Number(chat['x baseline']).toFixed(1)}x the header check)`,
  goal: '',
  verdict: '',
});
addSummary({
  bench: 'screening',
  measure: 'worker heap, 29.9 MP image included',
  figure: `${worstHeapMb.toFixed(0)} MB`,
  goal: `< ${UNTRUSTED_HEAP_MB} MB`,
  verdict: verdict(worstHeapMb, { atMost: UNTRUSTED_HEAP_MB }),
});
addSummary({
  bench: 'screening',
  measure: 'highest adult score, ordinary screenshots',
  figure: worstOrdinaryAdult.toFixed(3),
  goal: '< 0.5',
  verdict: verdict(worstOrdinaryAdult, { atMost: 0.5 }),
});
