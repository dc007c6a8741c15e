/**
 * npm run bench preview-image: how long one link-preview image (og:image, 1200x630 PNG) takes to
 * draw and encode, for an ordinary verdict, a right-to-left one and hostile text (a 3,000-character
 * URL, emoji, control characters). Only a cache miss costs this; a cached image is a Map read.
 * Goal: median under 150 ms, so a link posted to a busy chat is drawn well within a crawler's wait.
 */
import {
  previewImageContent,
  renderPreviewImage,
  type PreviewImageContent,
} from '../src/server/link-preview/preview-image';
import { makeResults } from '../tests/helpers/fixtures';
import { addSummary, fmtNumber, measure, printTable, verdict } from './lib';

const GOAL_MS = 150;

function content(
  headline: string,
  score: number,
  evidence: 'none' | 'warning',
): PreviewImageContent {
  const results = makeResults({ score });
  return previewImageContent({
    results: {
      ...results,
      summary: { ...results.summary, verdict: { headline, actions: [], reasons: [], evidence } },
    },
    title: 'A message about your parcel',
    type: 'text',
  });
}

const CASES: Array<[string, PreviewImageContent]> = [
  [
    'ordinary (C, not enough to judge)',
    content('Nothing here could be checked either way.', 74, 'none'),
  ],
  [
    'scam (F)',
    content(
      'This looks like a scam: a message pretending to be your bank asks you to tap a link.',
      20,
      'warning',
    ),
  ],
  [
    'right-to-left',
    content(
      'هذه الرسالة تبدو احتيالية: لا ترد ولا تضغط على أي رابط قبل أن تتحقق من المرسل.',
      20,
      'warning',
    ),
  ],
  [
    'hostile',
    content(
      `https://example.com/${'a'.repeat(3000)} 😀👍🏽 \u0000\u202E ${'word '.repeat(2000)}`,
      10,
      'warning',
    ),
  ],
];

const rows: Array<Record<string, string | number>> = [];
for (const [name, input] of CASES) {
  const timing = await measure(() => renderPreviewImage(input), { runs: 20, warmup: 2 });
  const bytes = (await renderPreviewImage(input)).length;
  rows.push({
    case: name,
    'median ms': timing.medianMs,
    'p90 ms': timing.p90Ms,
    'PNG bytes': bytes,
  });
  addSummary({
    bench: 'preview-image',
    measure: `draw + encode, ${name}`,
    figure: `${fmtNumber(timing.medianMs)} ms`,
    goal: `< ${GOAL_MS} ms`,
    verdict: verdict(timing.medianMs, { atMost: GOAL_MS }),
  });
}
printTable(rows);
