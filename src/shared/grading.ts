/**
 * The grading rules of spec section 4, shared by the server (which stores a grade with every
 * analysis) and the UI (which colours it). One table per rule so the thresholds live in one place.
 */

export const GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
export type Grade = (typeof GRADES)[number];

/** Spec 4: 90+ A, 80+ B, 70+ C, 60+ D, below 60 F. */
const GRADE_BANDS: ReadonlyArray<readonly [number, Grade]> = [
  [90, 'A'],
  [80, 'B'],
  [70, 'C'],
  [60, 'D'],
];

export function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.max(0, Math.min(100, Math.round(score)));
}

export function scoreToGrade(score: number): Grade {
  const s = clampScore(score);
  for (const [min, grade] of GRADE_BANDS) if (s >= min) return grade;
  return 'F';
}

/** Overall-grade emoji follows the same bands as the grade. */
const GRADE_EMOJI: Record<Grade, string> = { A: '🏆', B: '👍', C: '🤔', D: '⚠️', F: '🚫' };
export function gradeEmoji(grade: Grade): string {
  return GRADE_EMOJI[grade];
}
/** Spec 4: the feed shows an extra emoji for F. */
export const FEED_F_EXTRA_EMOJI = '🚨';

export type Tone = 'green' | 'blue' | 'yellow' | 'orange' | 'red' | 'grey';

/** Spec 4: 80+ High credibility, 60+ Moderate, 40+ Low, else Very low; green, blue, yellow, red. */
const CREDIBILITY_BANDS: ReadonlyArray<readonly [number, string, Tone]> = [
  [80, 'High credibility', 'green'],
  [60, 'Moderate', 'blue'],
  [40, 'Low', 'yellow'],
];
export function credibilityLabel(score: number): string {
  const s = clampScore(score);
  return CREDIBILITY_BANDS.find(([min]) => s >= min)?.[1] ?? 'Very low';
}
export function credibilityTone(score: number): Tone {
  const s = clampScore(score);
  return CREDIBILITY_BANDS.find(([min]) => s >= min)?.[2] ?? 'red';
}

/** Spec 4: source quality, factual accuracy, transparency bars: green 80+, yellow 60+, else red. */
export function barTone(score: number): Tone {
  const s = clampScore(score);
  if (s >= 80) return 'green';
  if (s >= 60) return 'yellow';
  return 'red';
}
/** Spec 4: bias bar: green at 20 or below, yellow at 40 or below, else red. */
export function biasBarTone(bias: number): Tone {
  const s = clampScore(bias);
  if (s <= 20) return 'green';
  if (s <= 40) return 'yellow';
  return 'red';
}

/** Spec 4: grade badge colours. */
const GRADE_TONE: Record<Grade, Tone> = {
  A: 'green',
  B: 'blue',
  C: 'yellow',
  D: 'orange',
  F: 'red',
};
export function gradeTone(grade: Grade): Tone {
  return GRADE_TONE[grade];
}

/** Spec 4: verified green, false red, uncertain yellow, anything else a grey warning. */
export function claimStatusTone(status: string): Tone {
  switch (status) {
    case 'verified':
      return 'green';
    case 'false':
      return 'red';
    case 'uncertain':
      return 'yellow';
    default:
      return 'grey';
  }
}

/** Spec 4: feed status badge hidden when uncertain, 'TRUE' when verified, else upper-cased. */
export function feedStatusBadge(status: string): string | null {
  if (status === 'uncertain') return null;
  if (status === 'verified') return 'TRUE';
  return status.toUpperCase();
}

/** Spec 9: flagged percentage = round((false + uncertain) x 100), from 0-1 fractions. */
export function flaggedPercentage(falseFraction: number, uncertainFraction: number): number {
  return Math.round((falseFraction + uncertainFraction) * 100);
}

/** Spec 9: image size shown as bytes / 1024 rounded, in KB. */
export function imageSizeKb(bytes: number): number {
  return Math.round(bytes / 1024);
}
