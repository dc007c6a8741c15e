/**
 * Masks personal data in text before an analysis is stored or shown publicly: payment card numbers
 * (only those passing the Luhn check), IBANs (only those passing the ISO 13616 mod-97 check),
 * e-mail addresses, phone numbers, national-ID and passport-number shapes, and the lines of a
 * passport's machine-readable zone. Pure and deterministic. The checks are there so ordinary text
 * keeps its numbers: prices, years, dates, times, scores, order and version numbers are left alone.
 */

export const MASKS = {
  card: '[card number hidden]',
  iban: '[IBAN hidden]',
  email: '[e-mail hidden]',
  phone: '[phone number hidden]',
  nationalId: '[ID number hidden]',
  passport: '[passport number hidden]',
  mrz: '[machine-readable document line hidden]',
} as const;
export type MaskKind = keyof typeof MASKS;

export interface MaskResult {
  text: string;
  /** What was found, by kind (empty when nothing was masked). */
  found: Partial<Record<MaskKind, number>>;
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
  const count = (kind: MaskKind) => {
    found[kind] = (found[kind] ?? 0) + 1;
    return MASKS[kind];
  };
  let out = text.replace(MRZ_LINE, (m) => (looksLikeMrz(m) ? count('mrz') : m));
  out = out.replace(EMAIL, () => count('email'));
  out = out.replace(IBAN_CANDIDATE, (m) => (ibanValid(m) ? count('iban') : m));
  out = out.replace(ID_INTRODUCED, (_m, word: string, gap: string, code: string) =>
    /\d/.test(code)
      ? `${word}${gap}${count(/pass|reisepass/i.test(word) ? 'passport' : 'nationalId')}`
      : _m,
  );
  out = out.replace(CARD_CANDIDATE, (m) => {
    const digits = m.replace(/\D/g, '');
    return digits.length >= 13 && luhnValid(digits) ? count('card') : m;
  });
  out = out.replace(SSN, () => count('nationalId'));
  out = out.replace(UK_NINO, () => count('nationalId'));
  out = out.replace(PHONE_CANDIDATE, (m) => {
    const trimmed = m.trim();
    return looksLikePhone(trimmed) ? m.replace(trimmed, count('phone')) : m;
  });
  return { text: out, found };
}

/** True when the text had anything to mask. */
export function hasPersonalData(text: string): boolean {
  return Object.keys(maskPersonalData(text).found).length > 0;
}
