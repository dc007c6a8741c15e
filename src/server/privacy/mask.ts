/**
 * Masks personal data in text before an analysis is stored or shown publicly: payment card numbers
 * (only those passing the Luhn check), IBANs (only those passing the ISO 13616 mod-97 check),
 * e-mail addresses, phone numbers, national-ID and passport-number shapes, the lines of a
 * passport's machine-readable zone, one-time codes, names after greetings and before sign-offs
 * (src/shared/personal-text.ts), parcel tracking numbers, numbers introduced as a reference, case,
 * policy or order number, bank account numbers and sort codes, and street addresses. Pure and
 * deterministic. The checks are there so ordinary text keeps its numbers: prices, years, dates,
 * times, scores, percentages and version numbers are left alone.
 *
 * Kept on purpose: the last four digits of an account or card ("account ending 4821"). Banks and
 * shops print them openly, they cannot be used to pay or to find anyone, and they help a reader
 * see whether a message really comes from their bank.
 */
import { greetingNameSpans, oneTimeCodeSpans, type PersonalSpan } from '../../shared/personal-text';

export const MASKS = {
  card: '[card number hidden]',
  iban: '[IBAN hidden]',
  email: '[e-mail hidden]',
  phone: '[phone number hidden]',
  nationalId: '[ID number hidden]',
  passport: '[passport number hidden]',
  mrz: '[machine-readable document line hidden]',
  code: '[code hidden]',
  name: '[name hidden]',
  tracking: '[tracking number hidden]',
  reference: '[reference number hidden]',
  account: '[account number hidden]',
  address: '[street address hidden]',
} as const;
export type MaskKind = keyof typeof MASKS;

export interface MaskResult {
  text: string;
  /** What was found, by kind (empty when nothing was masked). */
  found: Partial<Record<MaskKind, number>>;
  /** What was hidden, in the order it was found. */
  hidden: HiddenValue[];
}

export interface HiddenValue {
  kind: MaskKind;
  value: string;
}

/** Values shorter than this are not looked for again elsewhere (a two-letter name would hit words). */
const MIN_REPEATED_VALUE_CHARS = 3;

/**
 * Hides, anywhere in `text`, the values masking found in the whole content: a quote or a claim
 * cut from "Good morning Rachel, ..." may read "Rachel, the plumber ..." without its greeting.
 * Whole words only, case as written.
 */
export function maskKnownValues(text: string, hidden: readonly HiddenValue[]): string {
  let out = text;
  const longestFirst = [...hidden].sort((a, b) => b.value.length - a.value.length);
  for (const { kind, value } of longestFirst) {
    if (value.trim().length < MIN_REPEATED_VALUE_CHARS) continue;
    const escaped = value.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu'),
      MASKS[kind],
    );
  }
  return out;
}

/** Card numbers are 13-19 digits (ISO/IEC 7812), written whole or in groups. */
const CARD_CANDIDATE = /(?<![\w.+-])\d(?:[ -]?\d){12,18}(?![\w-]|\.\d)/g;
/** Two capitals, two check digits, then letters and digits in groups of four (with or without spaces). */
const IBAN_CANDIDATE = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/g;
// Starts only where a token starts: a long run of letters without "@" is scanned once, not per character.
const EMAIL =
  /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** US Social Security number shape; area 000, 666 and 9xx are never issued. */
const SSN = /\b(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}\b/g;
/** UK National Insurance number shape, e.g. QQ 12 34 56 C. */
const UK_NINO =
  /\b(?![DFIQUV])[A-CEGHJ-PR-TW-Z](?![DFIQUVO])[A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g;
/**
 * A passport or identity-card number is only recognisable by what introduces it: a 6-12 character
 * code with at least one digit right after such words. Alone, the same shape is an order number.
 */
const ID_INTRODUCED =
  /\b(passport|ID card|identity card|national ID|ID number|ID no\.?|personal number|personal ID|Personalausweis|Reisepass|DNI|NIF|codice fiscale|PESEL|BSN|Ausweisnummer)(\s*(?:number|no\.?|nr\.?|#)?\s*(?:is|:|=)?\s*)([A-Z0-9](?:-?[A-Z0-9]){5,15})\b/gi;
/**
 * A line of a passport's or ID card's machine-readable zone: 28 to 60 capitals, digits and "<"
 * fillers (OCR may read some as « or ‹, and put spaces in). It holds the name, document number
 * and birth date. looksLikeMrz then asks for at least three fillers, five letters or digits, and
 * fillers written against them at least twice ("P<UTO", "B<<<<<10"), which "A << B" is not.
 */
const MRZ_LINE = /^[ \t]*[A-Z0-9<«‹][A-Z0-9<«‹ ]{26,58}[A-Z0-9<«‹][ \t]*$/gm;

function looksLikeMrz(line: string): boolean {
  const fillers = line.match(/[<«‹]/g)?.length ?? 0;
  const alphanumerics = line.match(/[A-Z0-9]/g)?.length ?? 0;
  const touching = line.match(/[A-Z0-9][<«‹]|[<«‹][A-Z0-9]/g)?.length ?? 0;
  return fillers >= 3 && alphanumerics >= 5 && touching >= 2;
}

/** A phone number: digits with the usual separators, an optional +country code. */
const PHONE_CANDIDATE =
  /(?<![\w/.:+-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?\d{1,8}(?:[ .-]\d{1,8}){0,5}(?![\w/]|[.:-]\d)/g;
const DATE_SHAPES = [/^\d{4}[-./]\d{1,2}[-./]\d{1,2}$/, /^\d{1,2}[-./]\d{1,2}[-./]\d{2,4}$/];

/** Parcel numbers by their carriers' shapes: UPS 1Z..., USPS 92-95 + 18-20 digits, UPU S10 (AB123456789GB). */
const TRACKING_SHAPES = [
  /\b1Z ?[0-9A-Z]{3} ?[0-9A-Z]{3} ?[0-9A-Z]{2} ?[0-9A-Z]{4} ?[0-9A-Z]{4}\b/g,
  /\b9[2-5]\d\d(?: ?\d{4}){4}(?: ?\d{2,4})?\b/g,
  /\b[A-Z]{2} ?\d{3} ?\d{3} ?\d{3} ?(?:GB|US|DE|FR|NL|BE|IE|ES|IT|CN|HK|SG|AU|CA|CH|AT|PL|SE|DK|NO|FI|PT|JP|IN|LT|LV|EE|CZ)\b/g,
];
/** A code right after words that say it identifies a parcel. */
const TRACKING_INTRODUCED =
  /\b((?:tracking|track(?:ing)? and trace|parcel|package|shipment|consignment|waybill|AWB)(?:\s+(?:number|no\.?|nr\.?|#|ID|code|ref(?:erence)?))?\s{0,3}(?:is|:|=)?\s{0,3})(\d{2,5}(?: \d{2,5}){1,5}|#?[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)\b/gi;
/** A code right after words that say it is someone's reference, case, policy or order number. */
const REFERENCE_INTRODUCED =
  /\b((?:reference|ref\.?|case|claim|policy|order|booking|ticket|invoice|customer|membership|member|application|complaint|patient|NHS|student|employee|payroll|UTR|PNR)(\s+(?:number|no\.?|nr\.?|#|ID|code|ref(?:erence)?))?\s{0,3}(?:is|:|=)?\s{0,3})(\d{2,5}(?: \d{2,5}){1,5}|#?[A-Za-z0-9]+(?:[-/][A-Za-z0-9]+)*)\b/gi;
/** A bank account number or a sort code, only after the words that introduce it. */
const ACCOUNT_INTRODUCED =
  /\b((?:account|acct|acc|a\/c|routing|sort code|BSB|ABA)(?:\s+(?:number|no\.?|nr\.?|#|code))?\s{0,3}(?:is|:|=|#)?\s{0,3})(\d{2}[- ]\d{2}[- ]\d{2}|\d{6,12})\b/gi;
/** A sort code and an account number written together: 20-00-00 12345678. */
const SORT_CODE_AND_ACCOUNT = /\b\d{2}-\d{2}-\d{2}\s+\d{8}\b/g;
/**
 * A street address: a house number, one to three capitalised words and a street-type word, then
 * optionally the town and a postcode on the same line ("12 Elm Road, Leeds LS6 2AB"), or a
 * German-style "Hauptstraße 12".
 */
const STREET_TYPES =
  'Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Close|Court|Ct|Crescent|Cres|Place|Pl|Way|Boulevard|Blvd|Terrace|Gardens|Grove|Square|Sq|Hill|Row|Mews|Walk|Parade|Highway|Hwy|Circle|Cir|Trail|Parkway|Pkwy|View|Rise|Green';
const POSTCODE = '(?:[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}|[A-Z]{2} \\d{5}(?:-\\d{4})?|\\d{5})';
const STREET_ADDRESS = new RegExp(
  `(?<![\\w.,£$€-])(?:(?:Flat|Apt|Apartment|Unit)\\.? ?\\d{1,4}[A-Z]?,? )?\\d{1,5}[A-Za-z]?,? (?:[A-Z][a-z'’.-]+ ){1,3}(?:${STREET_TYPES})\\b\\.?(?:,? (?:[A-Z][a-z]+(?: [A-Z][a-z]+)?,? )?${POSTCODE}\\b|,? [A-Z][a-z]+(?: [A-Z][a-z]+)?(?=[,.\\n]|$))?`,
  'gm',
);
const GERMAN_STREET =
  /\b[A-ZÄÖÜ][a-zäöüß]+(?:straße|strasse|weg|gasse|platz|allee|ring|damm)\s\d{1,4}[a-z]?\b(?:,?\s\d{5}\s[A-ZÄÖÜ][a-zäöüß]+)?/g;
/** Public addresses news writes about, which are no one's private home. */
const PUBLIC_ADDRESSES =
  /^(?:10 Downing Street|11 Downing Street|1600 Pennsylvania Avenue|221B Baker Street)/;
/**
 * A business's address is public by law (a shop's imprint, a company's registered office) and is a
 * sign of an accountable seller, not personal data: an address that follows a company form or an
 * "our office / registered office / visit us" phrase in the words just before it is kept.
 */
const BUSINESS_BEFORE =
  /(?:\b(?:Ltd|Limited|plc|PLC|Inc|LLC|LLP|GmbH|AG|SAS|SARL|S\.A|B\.V|BV|Pty|Corp|Corporation|Co)\b\.?|\b(?:registered (?:office|address)|head office|headquarters|HQ|our (?:office|offices|shop|store|showroom|warehouse|address)|visit us(?: at)?|find us(?: at)?|trading address|business address|company address))[^.\n]{0,40}$/i;
const BUSINESS_LOOKBACK = 80;
/** Words before a number that make it a year or a count, not a house number ("in 2019 Oxford Street"). */
const NOT_HOUSE_NUMBER =
  /\b(?:in|since|by|until|of|during|before|after|about|over|under|nearly|almost|all|the|than|top|and)\s$/i;

function digitCount(code: string): number {
  return code.match(/\d/g)?.length ?? 0;
}

/** A code a reference or tracking number can be: capitals and digits only, enough digits, no year. */
function isReferenceCode(code: string, introducedAsNumber: boolean): boolean {
  if (code !== code.toUpperCase() || /^#?(?:19|20)\d\d$/.test(code)) return false;
  const digits = digitCount(code);
  if (/[A-Z]/.test(code)) return digits >= 3 && code.replace(/\W/g, '').length >= 6;
  return digits >= 5 || (digits >= 4 && (introducedAsNumber || code.startsWith('#')));
}

function replaceSpans(
  text: string,
  spans: PersonalSpan[],
  mask: (value: string) => string,
): string {
  let out = text;
  for (const span of [...spans].sort((a, b) => b.start - a.start))
    out = out.slice(0, span.start) + mask(out.slice(span.start, span.end)) + out.slice(span.end);
  return out;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function ibanValid(candidate: string): boolean {
  const iban = candidate.replace(/ /g, '').toUpperCase();
  if (iban.length < 15 || iban.length > 34 || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function looksLikePhone(match: string): boolean {
  const digits = match.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  if (DATE_SHAPES.some((shape) => shape.test(match))) return false;
  if (match.startsWith('+')) return digits.length >= 8;
  const groups = match.split(/[ .-]/).length;
  // A trunk prefix (0...) or an area code in brackets is how phone numbers are written at home.
  if ((match.startsWith('0') || match.startsWith('(')) && digits.length >= 9) return true;
  // Otherwise only the grouped North American shape (555-123-4567, 555 123 4567).
  return groups === 3 && /^\(?\d{3}\)?[ .-]\d{3}[ .-]\d{4}$/.test(match);
}

export function maskPersonalData(text: string): MaskResult {
  const found: Partial<Record<MaskKind, number>> = {};
  const hidden: HiddenValue[] = [];
  const count = (kind: MaskKind, value: string) => {
    found[kind] = (found[kind] ?? 0) + 1;
    hidden.push({ kind, value });
    return MASKS[kind];
  };
  let out = text.replace(MRZ_LINE, (m) => (looksLikeMrz(m) ? count('mrz', m) : m));
  out = out.replace(EMAIL, (m) => count('email', m));
  out = out.replace(IBAN_CANDIDATE, (m) => (ibanValid(m) ? count('iban', m) : m));
  out = out.replace(ID_INTRODUCED, (_m, word: string, gap: string, code: string) =>
    /\d/.test(code)
      ? `${word}${gap}${count(/pass|reisepass/i.test(word) ? 'passport' : 'nationalId', code)}`
      : _m,
  );
  for (const shape of TRACKING_SHAPES) out = out.replace(shape, (m) => count('tracking', m));
  out = out.replace(TRACKING_INTRODUCED, (m, intro: string, code: string) =>
    isReferenceCode(code, true) && digitCount(code) >= 5 ? `${intro}${count('tracking', code)}` : m,
  );
  out = out.replace(SORT_CODE_AND_ACCOUNT, (m) => count('account', m));
  out = out.replace(
    ACCOUNT_INTRODUCED,
    (_m, intro: string, account: string) => `${intro}${count('account', account)}`,
  );
  out = out.replace(CARD_CANDIDATE, (m) => {
    const digits = m.replace(/\D/g, '');
    return digits.length >= 13 && luhnValid(digits) ? count('card', m) : m;
  });
  out = out.replace(SSN, (m) => count('nationalId', m));
  out = out.replace(UK_NINO, (m) => count('nationalId', m));
  out = out.replace(
    REFERENCE_INTRODUCED,
    (m, intro: string, numberWord: string | undefined, code: string) =>
      isReferenceCode(code, numberWord !== undefined || /[:=]\s*$/.test(intro))
        ? `${intro}${count('reference', code)}`
        : m,
  );
  out = out.replace(STREET_ADDRESS, (m, offset: number, whole: string) =>
    PUBLIC_ADDRESSES.test(m) ||
    NOT_HOUSE_NUMBER.test(whole.slice(Math.max(0, offset - 12), offset)) ||
    BUSINESS_BEFORE.test(whole.slice(Math.max(0, offset - BUSINESS_LOOKBACK), offset))
      ? m
      : count('address', m),
  );
  out = out.replace(GERMAN_STREET, (m) => count('address', m));
  out = out.replace(PHONE_CANDIDATE, (m) => {
    const trimmed = m.trim();
    return looksLikePhone(trimmed) ? m.replace(trimmed, count('phone', trimmed)) : m;
  });
  out = replaceSpans(out, oneTimeCodeSpans(out), (value) => count('code', value));
  out = replaceSpans(out, greetingNameSpans(out), (value) => count('name', value));
  return { text: out, found, hidden };
}

/** True when the text had anything to mask. */
export function hasPersonalData(text: string): boolean {
  return Object.keys(maskPersonalData(text).found).length > 0;
}
