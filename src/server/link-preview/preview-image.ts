/**
 * The link-preview image of a shared report (og:image): a 1200x630 PNG with the grade, the state
 * ("Not enough to judge" when it applies), the credibility label and score, and the headline a
 * person reads first on the report, so a chat or social post carries the verdict itself.
 *
 * Drawn with @napi-rs/canvas (Skia, prebuilt binaries on npm, no download at install or run time)
 * in DejaVu Sans from the dejavu-fonts-ttf package (TrueType, which Skia reads; it covers Latin,
 * Greek, Cyrillic, Arabic and Hebrew). Text is measured with the font's real metrics, so every
 * line is cut to fit. Hostile text costs a bounded amount: control, format and private-use
 * characters and pictographs are dropped, and at most PREVIEW_TEXT_MAX_CHARS of any text is
 * ever measured.
 *
 * Only what the shared page shows publicly goes in: the stored (masked) results and title, masked
 * once more as they are handed over (ARCHITECTURE.md rule 16), so what is drawn is exactly the
 * masked text, even for a row an older masker stored. drawableText then drops characters that
 * draw nothing: masking read them first, so no value split by an invisible character is joined.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AnalysisType, Results } from '../../shared';
import { type Grade, credibilityLabel, gradeTone, type Tone } from '../../shared/grading';
import { judgementLabel } from '../../shared/judgement-state';
import { PRODUCT_NAME } from '../../shared/constants';
import { shownVerdict } from '../../shared/verdict-fallback';
import { maskPersonalData } from '../privacy/mask';

/** The size social sites ask for (1.91:1). */
export const PREVIEW_IMAGE_WIDTH = 1200;
export const PREVIEW_IMAGE_HEIGHT = 630;
/** No text longer than this is measured or drawn (bounded cost for any input). */
export const PREVIEW_TEXT_MAX_CHARS = 400;
/** The headline wraps onto at most this many lines; the last is cut with an ellipsis. */
export const PREVIEW_HEADLINE_MAX_LINES = 4;
/** Bumped when the drawing changes, so cached images of the old drawing are not served. */
const DRAWING_VERSION = 1;

const FONT_FAMILY = 'FactLens Preview Sans';
// Not named `require`: the desktop build adds its own module-level `require` shim to the bundle.
const requireFromHere = createRequire(import.meta.url);
const FONT_FILES = [
  'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
] as const;

/** The report's own colours (Tailwind's 600/50 shades the grade badges use). */
const TONES: Record<Tone, { strong: string; soft: string }> = {
  green: { strong: '#16a34a', soft: '#f0fdf4' },
  blue: { strong: '#2563eb', soft: '#eff6ff' },
  yellow: { strong: '#ca8a04', soft: '#fefce8' },
  orange: { strong: '#ea580c', soft: '#fff7ed' },
  red: { strong: '#dc2626', soft: '#fef2f2' },
  grey: { strong: '#475569', soft: '#f8fafc' },
};
const INK = '#0f172a';
const MUTED = '#475569';

/** Everything drawn, and nothing else: the cache key is a hash of exactly this. */
export interface PreviewImageContent {
  grade: Grade;
  score: number;
  credibility: string;
  state: string | null;
  headline: string;
  title: string | null;
  type: AnalysisType;
}

export function previewImageContent(report: {
  results: Results;
  title: string | null;
  type: AnalysisType;
}): PreviewImageContent {
  const { results } = report;
  const score = results.scorecard.credibilityScore;
  return {
    grade: results.summary.overallGrade,
    score,
    credibility: credibilityLabel(score),
    state: judgementLabel(results),
    headline: maskPersonalData(shownVerdict(results).headline).text,
    title: report.title === null ? null : maskPersonalData(report.title).text,
    type: report.type,
  };
}

export function previewImageKey(id: string, content: PreviewImageContent): string {
  return createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, id, content]))
    .digest('hex');
}

/**
 * Characters that draw nothing useful or draw as boxes: controls, format characters (bidi
 * controls, zero-width joiners), private use, lone surrogates, pictographs and their modifiers.
 */
const UNDRAWABLE =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\uFE00-\uFE0F\u20E3\uFFFC\uFFFD]/gu;

/** Drawable, one line, and bounded in length (by code points, never splitting a pair). */
export function drawableText(text: string): string {
  const bounded = Array.from(text.slice(0, PREVIEW_TEXT_MAX_CHARS * 4))
    .slice(0, PREVIEW_TEXT_MAX_CHARS)
    .join('');
  return bounded.replace(UNDRAWABLE, '').replace(/\s+/g, ' ').trim();
}

type Canvas = typeof import('@napi-rs/canvas');
type Context = import('@napi-rs/canvas').SKRSContext2D;

let canvasModule: Promise<Canvas> | null = null;
/** Loaded on first use: the server starts without it, and the fonts are registered once. */
function loadCanvas(): Promise<Canvas> {
  canvasModule ??= import('@napi-rs/canvas').then((canvas) => {
    for (const file of FONT_FILES) {
      if (!canvas.GlobalFonts.registerFromPath(requireFromHere.resolve(file), FONT_FAMILY))
        throw new Error(`The preview font ${file} could not be loaded.`);
    }
    return canvas;
  });
  canvasModule.catch(() => {
    canvasModule = null;
  });
  return canvasModule;
}

const font = (weight: 'normal' | 'bold', px: number) => `${weight} ${px}px "${FONT_FAMILY}"`;

/** The longest prefix of `text` (whole code points) that fits in `width` with `suffix` after it. */
function fittingPrefix(ctx: Context, text: string, width: number, suffix: string): string {
  const points = Array.from(text);
  let low = 0;
  let high = points.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (ctx.measureText(points.slice(0, mid).join('') + suffix).width <= width) low = mid;
    else high = mid - 1;
  }
  return points.slice(0, low).join('');
}

/**
 * Greedy word wrap into at most `maxLines` lines of `width`. A word wider than a line is broken;
 * the last line is filled with as much of the rest as fits, and ends with an ellipsis when
 * something was left out.
 */
export function wrapLines(ctx: Context, text: string, width: number, maxLines: number): string[] {
  const fits = (candidate: string) => ctx.measureText(candidate).width <= width;
  const lines: string[] = [];
  let rest = text.trim();
  while (rest && lines.length < maxLines - 1) {
    if (fits(rest)) break;
    const words = rest.split(' ');
    let line = '';
    let used = 0;
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (!fits(candidate)) break;
      line = candidate;
      used++;
    }
    if (!line) {
      // One word wider than a line: as much of it as fits; the rest starts the next line.
      line = fittingPrefix(ctx, words[0]!, width, '') || Array.from(words[0]!)[0]!;
      rest = rest.slice(line.length);
    } else rest = words.slice(used).join(' ');
    lines.push(line);
    rest = rest.trim();
  }
  if (rest) lines.push(fits(rest) ? rest : `${fittingPrefix(ctx, rest, width, '…').trimEnd()}…`);
  return lines;
}

const RIGHT_TO_LEFT_LETTER =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** Whether the first letter is of a right-to-left script (Hebrew, Arabic and kin). */
export function startsRightToLeft(text: string): boolean {
  const letter = /\p{L}/u.exec(text.slice(0, PREVIEW_TEXT_MAX_CHARS));
  return letter !== null && RIGHT_TO_LEFT_LETTER.test(letter[0]);
}

function roundedRect(ctx: Context, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** Draws the card; returns the PNG bytes. */
export async function renderPreviewImage(content: PreviewImageContent): Promise<Buffer> {
  const { createCanvas } = await loadCanvas();
  const canvas = createCanvas(PREVIEW_IMAGE_WIDTH, PREVIEW_IMAGE_HEIGHT);
  const ctx = canvas.getContext('2d');
  const tone = TONES[gradeTone(content.grade)];
  const pad = 64;

  ctx.fillStyle = tone.soft;
  ctx.fillRect(0, 0, PREVIEW_IMAGE_WIDTH, PREVIEW_IMAGE_HEIGHT);
  ctx.fillStyle = tone.strong;
  ctx.fillRect(0, 0, PREVIEW_IMAGE_WIDTH, 16);
  ctx.textBaseline = 'alphabetic';
  ctx.direction = 'ltr';
  ctx.textAlign = 'left';

  // The product's name, and what was checked.
  ctx.fillStyle = INK;
  ctx.font = font('bold', 34);
  ctx.fillText(PRODUCT_NAME, pad, 84);
  const nameWidth = ctx.measureText(PRODUCT_NAME).width;
  ctx.fillStyle = MUTED;
  ctx.font = font('normal', 28);
  const subject = content.title ? drawableText(content.title) : '';
  const kicker = content.type === 'video' ? 'Video fact-check' : 'Fact-check';
  const titleLine = wrapLines(
    ctx,
    subject ? `${kicker}: ${subject}` : kicker,
    PREVIEW_IMAGE_WIDTH - pad * 2 - nameWidth - 32,
    1,
  );
  ctx.fillText(titleLine[0] ?? kicker, pad + nameWidth + 32, 84);

  // The grade badge.
  const badge = 200;
  const badgeY = 128;
  ctx.fillStyle = tone.strong;
  roundedRect(ctx, pad, badgeY, badge, badge, 32);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = font('bold', 150);
  ctx.textAlign = 'center';
  ctx.fillText(content.grade, pad + badge / 2, badgeY + badge / 2 + 54);
  ctx.textAlign = 'left';

  // The state (when it applies), then the credibility label and score.
  const textX = pad + badge + 48;
  const textWidth = PREVIEW_IMAGE_WIDTH - textX - pad;
  // Centred beside the badge: two lines with a state, one without.
  let y = content.state ? badgeY + 86 : badgeY + badge / 2 + 12;
  if (content.state) {
    ctx.font = font('bold', 40);
    ctx.fillStyle = INK;
    ctx.fillText(wrapLines(ctx, content.state, textWidth, 1)[0] ?? '', textX, y);
    y += 60;
  }
  ctx.font = font('normal', 36);
  ctx.fillStyle = MUTED;
  const credibility = `Grade ${content.grade} · ${content.credibility} · ${content.score}/100`;
  ctx.fillText(wrapLines(ctx, credibility, textWidth, 1)[0] ?? '', textX, y);

  // The headline, across the full width under the badge.
  ctx.font = font('bold', 44);
  ctx.fillStyle = INK;
  const headline = wrapLines(
    ctx,
    drawableText(content.headline),
    PREVIEW_IMAGE_WIDTH - pad * 2,
    PREVIEW_HEADLINE_MAX_LINES,
  );
  // A right-to-left headline (Arabic, Hebrew) reads from the right edge.
  const rtl = startsRightToLeft(content.headline);
  ctx.direction = rtl ? 'rtl' : 'ltr';
  ctx.textAlign = rtl ? 'right' : 'left';
  let lineY = badgeY + badge + 72;
  for (const line of headline) {
    ctx.fillText(line, rtl ? PREVIEW_IMAGE_WIDTH - pad : pad, lineY);
    lineY += 56;
  }
  return canvas.encode('png');
}

/** The alt text of the image: the same facts in words. */
export function previewImageAlt(content: PreviewImageContent): string {
  const state = content.state ? `${content.state}. ` : '';
  return `Grade ${content.grade}, ${content.credibility}, ${content.score} out of 100. ${state}${drawableText(content.headline)}`;
}
