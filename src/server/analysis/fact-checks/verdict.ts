/**
 * A fact-checker's own rating ("Pants on Fire", "Mostly True", "Falso", a 1-5 score) normalised to
 * false | mixed | true | other. Ratings that say the claim is partly right or lacks context are
 * "mixed"; ratings that judge something else (satire, unproven, outdated) are "other" and never
 * change a claim's status.
 */
import type { FactCheckVerdict } from '../../../shared';

/**
 * Checked in this order: "half true" must be read before "true". "Mostly false" counts as false
 * and "mostly true" as true (the claim's core is wrong, or right); "half" and "partly" as mixed.
 */
const RULES: ReadonlyArray<[RegExp, FactCheckVerdict]> = [
  [/\b(?:partly|partially|half)[\s-]*(?:false|true|correct|wrong|accurate)\b/, 'mixed'],
  [/\b(?:mostly|largely)[\s-]*(?:false|wrong|inaccurate)\b/, 'false'],
  [/\b(?:mostly|largely)[\s-]*(?:true|correct|accurate)\b/, 'true'],
  [
    /\b(?:misleading|mixture|mixed|missing context|lacks context|out of context|exaggerat\w*|distort\w*|cherry[\s-]?pick\w*|spin|half[\s-]?truth|needs context|not the whole story)\b/,
    'mixed',
  ],
  [
    /\b(?:engañoso|enganoso|enganador|trompeur|irreführend|fuorviante|misleidend|parcialmente|en partie|teilweise)\b/,
    'mixed',
  ],
  [
    /\b(?:unproven|unverified|unsupported|satire|satirical|opinion|outdated|research in progress|undetermined|legend|miscaptioned)\b/,
    'other',
  ],
  [
    /\b(?:false|fake|hoax|incorrect|wrong|untrue|not true|baseless|fabricated|debunked|pants on fire|four pinocchios|inaccurate|no evidence|scam|misattributed|bogus)\b/,
    'false',
  ],
  [
    /\b(?:falso|falsa|faux|fausse|falsch|onwaar|fałsz|fałszywe|sahte|falsk|bulo|fake news)\b/,
    'false',
  ],
  [/\b(?:true|correct|accurate|verified|confirmed|legit|one pinocchio|geppetto)\b/, 'true'],
  [/\b(?:verdadero|verdadeiro|vrai|wahr|richtig|vero|waar|prawda|doğru)\b/, 'true'],
];

/** A numeric rating on a scale: the lowest quarter is false, the top quarter true, else mixed. */
export function verdictFromScale(value: number, worst: number, best: number): FactCheckVerdict {
  if (
    !Number.isFinite(value) ||
    !Number.isFinite(worst) ||
    !Number.isFinite(best) ||
    best === worst
  )
    return 'other';
  const position = (value - worst) / (best - worst);
  if (position < 0 || position > 1) return 'other';
  if (position <= 0.25) return 'false';
  if (position >= 0.75) return 'true';
  return 'mixed';
}

export function verdictOfRating(rating: string): FactCheckVerdict {
  const text = rating.normalize('NFC').toLowerCase().replace(/[’']/g, "'").trim();
  for (const [pattern, verdict] of RULES) if (pattern.test(text)) return verdict;
  return 'other';
}
