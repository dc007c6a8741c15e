/**
 * Does the text read from a screenshot come from an identity document? Two independent signs,
 * each strict enough to leave ordinary screenshots alone:
 *
 * - a machine-readable zone (ICAO 9303: passports, ID cards, visas), recognised by its data line,
 *   whose check digits must agree, or by its name line (document code, country, SURNAME<<GIVEN);
 * - a document's title (passport, identity card, driving licence...) together with at least
 *   ID_FIELD_LABELS_NEEDED of the field labels printed on such documents (surname, date of birth,
 *   nationality, date of expiry...). An article or a message that merely mentions a passport has
 *   the title but not the fields.
 *
 * Pure and linear in the text's length.
 */

export type IdentityDocumentSign = 'machine-readable-zone' | 'document-wording';

/** Field labels, besides a document title, that make text read as an identity document. */
export const ID_FIELD_LABELS_NEEDED = 3;

/** What OCR makes of the MRZ's fillers in some fonts: « for "<<", ‹ for "<". */
const DOUBLE_FILLER = /«/g;
const FILLER_LOOKALIKES = /[‹〈⟨]/g;

/** ICAO 9303 check digit: weights 7, 3, 1 over digits, letters A=10..Z=35 and "<" = 0. */
export function mrzCheckDigit(field: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < field.length; i += 1) {
    const ch = field[i]!;
    const value = ch === '<' ? 0 : ch >= 'A' && ch <= 'Z' ? ch.charCodeAt(0) - 55 : Number(ch);
    sum += (Number.isNaN(value) ? 0 : value) * weights[i % 3]!;
  }
  return sum % 10;
}

const checks = (field: string, digit: string) => mrzCheckDigit(field) === Number(digit);

/**
 * Passport (TD3) or TD2 data line: document number, check, nationality, birth date, check, sex,
 * expiry, check. Two of its three check digits must agree (OCR may misread one character). The
 * nationality may hold a digit: OCR reads the O of "UTO" as 0.
 */
const DATA_LINE_TD3 = /([A-Z0-9<]{9})(\d)([A-Z0-9<]{3})(\d{6})(\d)([MFX<])(\d{6})(\d)/g;
/** ID-card (TD1) second line: birth date, check, sex, expiry, check, nationality; both agree. */
const DATA_LINE_TD1 = /(\d{6})(\d)([MFX<])(\d{6})(\d)[A-Z0-9<]{3}/g;
/** Name line: document code, country, then SURNAME<<GIVEN<NAMES padded with "<" (30 to 44 long). */
const NAME_LINE = /^[PIACV][A-Z<][A-Z<]{3}[A-Z]+<<[A-Z]+(?:<[A-Z]+)*<*$/;

function mrzLines(text: string): string[] {
  return text
    .toUpperCase()
    .replace(DOUBLE_FILLER, '<<')
    .replace(FILLER_LOOKALIKES, '<')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ''));
}

export function hasMachineReadableZone(text: string): boolean {
  for (const line of mrzLines(text)) {
    if (line.length < 28 || line.length > 48 || !line.includes('<')) continue;
    for (const m of line.matchAll(DATA_LINE_TD3)) {
      const agreeing = [checks(m[1]!, m[2]!), checks(m[4]!, m[5]!), checks(m[7]!, m[8]!)].filter(
        Boolean,
      ).length;
      if (agreeing >= 2) return true;
    }
    for (const m of line.matchAll(DATA_LINE_TD1)) {
      if (checks(m[1]!, m[2]!) && checks(m[4]!, m[5]!)) return true;
    }
    if (
      line.length >= 30 &&
      line.length <= 44 &&
      NAME_LINE.test(line) &&
      (line.match(/</g)?.length ?? 0) >= 5
    )
      return true;
  }
  return false;
}

/** A case-insensitive pattern for any of these words or phrases (regex sources), whole words. */
const anyOf = (...words: string[]) => new RegExp(`\\b(?:${words.join('|')})\\b`, 'i');

/** Titles printed on identity documents, in English and in the languages of the masks. */
const DOCUMENT_TITLE = anyOf(
  'passport',
  '(?:national )?identity card',
  'identification card',
  'ID card',
  'driving licen[cs]e',
  "driver'?s? licen[cs]e",
  'residence permit',
  'personalausweis',
  'reisepass',
  'f[üu]hrerschein',
  "carte nationale d'identit[ée]",
  'permis de conduire',
  'documento nacional de identidad',
  "carta d'identit[àa]",
);

/** Field labels printed on identity documents, one pattern for each kind of field. */
const FIELD_LABELS: readonly RegExp[] = [
  anyOf('surname', 'family name', 'nom'),
  anyOf('given names?', 'forenames?', 'first names?', 'pr[ée]noms?', 'vornamen?'),
  anyOf('date of birth', 'birth ?date', 'DOB', 'geburtsdatum', 'date de naissance'),
  anyOf('nationality', 'staatsangeh[öo]rigkeit', 'nationalit[ée]'),
  anyOf('place of birth', 'geburtsort', 'lieu de naissance'),
  anyOf('sex', 'sexe', 'geschlecht'),
  anyOf(
    'date of issue',
    'issue date',
    'date of issuance',
    'issued on',
    'ausstellungsdatum',
    'date de d[ée]livrance',
  ),
  anyOf(
    'date of expiry',
    'expiry date',
    'expiration date',
    'valid until',
    'g[üu]ltig bis',
    "date d'expiration",
  ),
  anyOf('(?:document|passport|licen[cs]e|card) (?:no|number)'),
];

export function hasIdentityDocumentWording(text: string): boolean {
  if (!DOCUMENT_TITLE.test(text)) return false;
  return FIELD_LABELS.filter((label) => label.test(text)).length >= ID_FIELD_LABELS_NEEDED;
}

/** The sign found, the stronger first; null for text that does not read as an identity document. */
export function identityDocumentSign(text: string): IdentityDocumentSign | null {
  if (hasMachineReadableZone(text)) return 'machine-readable-zone';
  if (hasIdentityDocumentWording(text)) return 'document-wording';
  return null;
}
