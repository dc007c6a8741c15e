/**
 * Is an uploaded screenshot shown with its report? A pure decision over what the offline image
 * check (acquire/image/classify.ts) found and the text read from the image. It fails safe: an
 * image is shown only when the check ran on it and nothing below applies. A withheld image is
 * never stored, so it is never on /shared, the feed, the hub or an export; its text is analyzed
 * as usual and the report says, in one plain sentence, that the image was withheld and why.
 *
 * The thresholds keep ordinary screenshots visible: chat threads, news pages, shop pages and
 * receipts score at most 0.03 for Porn or Hentai and 0.01 for Sexy (measured with the bench, see
 * README "Screenshots are screened"), an order of magnitude below them.
 */
import { identityDocumentSign } from './identity-documents';
import { maskPersonalData, type MaskKind } from './mask';

/** The model's probabilities (0-1) for its five classes, each the highest over the tiles. */
export interface ImageScores {
  Drawing: number;
  Hentai: number;
  Neutral: number;
  Porn: number;
  Sexy: number;
}

/** What the image check gave: scores, or why it could not finish. */
export type ImageCheck =
  | { ok: true; scores: ImageScores; animated: boolean }
  | { ok: false; reason: 'deadline' | 'memory' | 'crashed' | 'busy' | 'failed' };

/** Withheld at or above these probabilities: pornographic photos, pornographic drawings, sexy. */
export const PORN_THRESHOLD = 0.5;
export const HENTAI_THRESHOLD = 0.5;
/** Higher: swimwear and underwear adverts score "Sexy" without being adult content. */
export const SEXY_THRESHOLD = 0.7;
/** Withheld when the three adult classes together reach this, though none does alone. */
export const ADULT_TOTAL_THRESHOLD = 0.8;

export const WITHHOLD_REASONS = [
  'adult',
  'identity-document',
  'payment-card',
  'personal-data',
  'animated',
  'unchecked',
] as const;
export type WithholdReason = (typeof WITHHOLD_REASONS)[number];

export type ImageScreening =
  | { shown: true }
  | { shown: false; reasons: WithholdReason[]; sentence: string };

export function isAdult(scores: ImageScores): boolean {
  return (
    scores.Porn >= PORN_THRESHOLD ||
    scores.Hentai >= HENTAI_THRESHOLD ||
    scores.Sexy >= SEXY_THRESHOLD ||
    scores.Porn + scores.Hentai + scores.Sexy >= ADULT_TOTAL_THRESHOLD
  );
}

/** A reference or order number alone (a shop's receipt) is no reason to withhold a screenshot. */
const PERSONAL_DATA_WORDS: Record<Exclude<MaskKind, 'card' | 'reference'>, string> = {
  email: 'an e-mail address',
  phone: 'a phone number',
  iban: 'a bank account number',
  nationalId: 'an ID number',
  passport: 'a passport number',
  mrz: 'the machine-readable lines of a passport or ID card',
  code: 'a one-time code',
  name: 'a name',
  tracking: 'a parcel tracking number',
  account: 'a sort code or account number',
  address: 'a street address',
};

const DOCUMENT_EXAMPLES = 'a passport, an ID card or a driving licence';

function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function because(reason: WithholdReason, personal: readonly string[]): string {
  switch (reason) {
    case 'adult':
      return 'the image check found that it very likely shows sexual or adult imagery';
    case 'identity-document':
      return `it looks like an identity document, such as ${DOCUMENT_EXAMPLES}`;
    case 'payment-card':
      return 'it shows a payment card number';
    case 'personal-data':
      return `it shows personal details (${joinAnd(personal)})`;
    case 'animated':
      return 'it is animated, and only still images are checked before they are shown';
    case 'unchecked':
      return 'the image check could not finish, and only checked images are shown';
  }
}

export function screenImage(check: ImageCheck, text: string): ImageScreening {
  const reasons: WithholdReason[] = [];
  if (!check.ok) reasons.push('unchecked');
  else if (isAdult(check.scores)) reasons.push('adult');
  else if (check.animated) reasons.push('animated');
  const document = identityDocumentSign(text) !== null;
  if (document) reasons.push('identity-document');
  const found = maskPersonalData(text).found;
  if (found.card) reasons.push('payment-card');
  const personal = (Object.keys(PERSONAL_DATA_WORDS) as Array<keyof typeof PERSONAL_DATA_WORDS>)
    // An identity document's own lines need no second mention.
    .filter((kind) => found[kind] && !(document && kind === 'mrz'))
    .map((kind) => PERSONAL_DATA_WORDS[kind]);
  if (personal.length > 0) reasons.push('personal-data');
  if (reasons.length === 0) return { shown: true };
  const sentence = `The screenshot is not shown with this report because ${joinAnd(
    reasons.map((r) => because(r, personal)),
  )}. The text read from it was analyzed as usual, with personal details hidden.`;
  return { shown: false, reasons, sentence };
}
