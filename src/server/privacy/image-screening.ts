/**
 * Is an uploaded screenshot shown with its report? A pure decision over what the offline image
 * check (acquire/image/classify.ts) found and the text read from the image. It fails safe: an
 * image is shown only when the check ran on it and nothing below applies. Personal details the
 * masking finds (a phone number, an e-mail address...) do not withhold an image whose words can
 * be painted over (screenshot-masking.ts): it is shown with them covered. A withheld image is
 * never stored, so it is never on /shared, the feed, the hub or an export; its text is analyzed
 * as usual and the report says, in one plain sentence, that the image was withheld and why.
 *
 * The thresholds keep ordinary screenshots visible: chat threads, news pages, shop pages and
 * receipts score at most 0.03 for Porn or Hentai and 0.01 for Sexy (measured with the bench, see
 * docs/inputs.md, "Screenshots are screened"), an order of magnitude below them.
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
  /** `covered`: the personal details to paint over before it is shown, in words. */
  | { shown: true; covered?: string[] }
  | { shown: false; reasons: WithholdReason[]; sentence: string };

export function isAdult(scores: ImageScores): boolean {
  return (
    scores.Porn >= PORN_THRESHOLD ||
    scores.Hentai >= HENTAI_THRESHOLD ||
    scores.Sexy >= SEXY_THRESHOLD ||
    scores.Porn + scores.Hentai + scores.Sexy >= ADULT_TOTAL_THRESHOLD
  );
}

/** A reference or order number alone (a shop's receipt) is covered when it can be, but is no reason
 * to withhold a screenshot. */
const PERSONAL_DATA_WORDS: Partial<Record<Exclude<MaskKind, 'card'>, string>> = {
  reference: 'a reference number',
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

/** What a kind of personal data the masking finds, but that has no name here, is called. */
const OTHER_DETAILS = 'other personal details';

function rank(named: readonly string[], kind: string): number {
  const at = named.indexOf(kind);
  return at === -1 ? named.length : at;
}

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

/**
 * `canCover`: the words holding the personal details were found in the image, so they can be
 * painted over; without it such an image is withheld.
 */
/** The note a report carries when its screenshot is shown with personal details painted over. */
export function coveredSentence(covered: readonly string[]): string {
  return `The screenshot is shown with ${joinAnd(covered)} covered by a grey box, and the same details are hidden in the text read from it.`;
}

export function screenImage(check: ImageCheck, text: string, canCover = false): ImageScreening {
  const reasons: WithholdReason[] = [];
  if (!check.ok) reasons.push('unchecked');
  else if (isAdult(check.scores)) reasons.push('adult');
  else if (check.animated) reasons.push('animated');
  const document = identityDocumentSign(text) !== null;
  if (document) reasons.push('identity-document');
  const found = maskPersonalData(text).found;
  if (found.card) reasons.push('payment-card');
  // Every kind the masking found, named in a fixed order (kinds without a name of their own last).
  const named = Object.keys(PERSONAL_DATA_WORDS) as Array<keyof typeof PERSONAL_DATA_WORDS>;
  const kinds = (Object.keys(found) as MaskKind[])
    // An identity document's own lines need no second mention.
    .filter((kind) => kind !== 'card' && found[kind] && !(document && kind === 'mrz'))
    .sort((a, b) => rank(named, a) - rank(named, b));
  const personal = [
    ...new Set(
      kinds.map(
        (kind) => PERSONAL_DATA_WORDS[kind as keyof typeof PERSONAL_DATA_WORDS] ?? OTHER_DETAILS,
      ),
    ),
  ];
  const withholding = kinds.some((kind) => kind !== 'reference');
  if (withholding && !canCover) reasons.push('personal-data');
  if (reasons.length === 0)
    return personal.length > 0 && canCover ? { shown: true, covered: personal } : { shown: true };
  const sentence = `The screenshot is not shown with this report because ${joinAnd(
    reasons.map((r) => because(r, personal)),
  )}. The text read from it was analyzed as usual, with personal details hidden.`;
  return { shown: false, reasons, sentence };
}
