/**
 * Identifiers written with letters, which numbers.ts (digits only) does not read: IBANs in any
 * case or spelling, Spanish DNI/NIE, the UK National Insurance number, the Italian codice
 * fiscale, parcel numbers by their carriers' shapes, the lines of a passport's machine-readable
 * zone, and any code the words before it say is someone's: a password or a one-time code
 * ("clave: Perro88", "mot de passe : soleil2024"), a reference, a parcel or a document number
 * ("Sendungsnummer JJD000390007781234", "passport C01X00T47"). All on the normal form.
 */
import { ibanValid, spanishIdValid } from './checks';
import type { HiddenNumberKind } from './numbers';
import {
  ACCOUNT_WORDS,
  CODE_WORDS,
  ID_WORDS,
  REFERENCE_WORDS,
  TRACKING_WORDS,
  alternation,
} from './words';

export type IdentifierKind = HiddenNumberKind | 'iban' | 'mrz';

export interface FoundIdentifier {
  start: number;
  end: number;
  kind: IdentifierKind;
}

/** Two letters, two check digits, then groups of letters and digits split any way. */
const IBAN = /(?<![\p{L}\p{N}])[A-Za-z]{2}\d{2}(?:[ .-]?[A-Za-z0-9]){11,30}(?![\p{L}\p{N}])/gu;
const SPANISH_ID = /(?<![\p{L}\p{N}])(?:[XYZxyz][ -]?\d{7}|\d{8})[ -]?[A-Za-z](?![\p{L}\p{N}])/gu;
const UK_NINO =
  /(?<![\p{L}\p{N}])(?![DFIQUV])[A-CEGHJ-PR-TW-Z](?![DFIQUVO])[A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![\p{L}\p{N}])/gu;
const CODICE_FISCALE =
  /(?<![\p{L}\p{N}])[A-Za-z]{6}\d{2}[ABCDEHLMPRSTabcdehlmprst]\d{2}[A-Za-z]\d{3}[A-Za-z](?![\p{L}\p{N}])/gu;
/** UPS 1Z..., UPU S10 (RR123456789GB), DHL's JJD/JVGL numbers. */
const TRACKING_SHAPES = [
  /(?<![\p{L}\p{N}])1Z ?[0-9A-Z]{3} ?[0-9A-Z]{3} ?[0-9A-Z]{2} ?[0-9A-Z]{4} ?[0-9A-Z]{4}(?![\p{L}\p{N}])/gu,
  /(?<![\p{L}\p{N}])[A-Z]{2} ?\d{3} ?\d{3} ?\d{3} ?[A-Z]{2}(?![\p{L}\p{N}])/gu,
  /(?<![\p{L}\p{N}])(?:JJD|JVGL|GM)\d{10,24}(?![\p{L}\p{N}])/gu,
];
const MRZ_LINE = /^[ \t]*[A-Z0-9<«‹][A-Z0-9<«‹ ]{26,58}[A-Z0-9<«‹][ \t]*$/gm;

function looksLikeMrz(line: string): boolean {
  const fillers = line.match(/[<«‹]/g)?.length ?? 0;
  const alphanumerics = line.match(/[A-Z0-9]/g)?.length ?? 0;
  const touching = line.match(/[A-Z0-9][<«‹]|[<«‹][A-Z0-9]/g)?.length ?? 0;
  return fillers >= 3 && alphanumerics >= 5 && touching >= 2;
}

/** Between an introducing word and its code: "number", "is", ":", "your", "de"... */
const GAP =
  '(?:\\s*(?:number|no\\.?|nr\\.?|n[º°o]\\.?|numéro|número|nummer|numer|numero|numara(?:sı|nız)?|nomor|số|id|is|es|est|ist|lautet|è|to|jest|adalah|là|de|da|do|di|del|van|du|your|votre|ihr|il tuo|je|uw|twój|anda|của bạn|sizin|:|=|#|-))*\\s*';
/**
 * A code: letters and digits (dashes and slashes inside), at least one of each, 5 to 40 long. One
 * of digits alone is a number, read by numbers.ts (which weighs what follows it too).
 */
const CODE_TOKEN =
  '(?=[\\p{L}\\p{N}/-]*\\d)(?=[\\p{N}/-]*\\p{L})[\\p{L}\\p{N}](?:[\\p{L}\\p{N}/-]{3,38}[\\p{L}\\p{N}])';
const introducedCode = (list: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${alternation(list)})${GAP}(${CODE_TOKEN})(?![\\p{L}\\p{N}])`,
    'giu',
  );
const INTRODUCED: ReadonlyArray<[IdentifierKind, RegExp]> = [
  ['tracking', introducedCode(TRACKING_WORDS)],
  ['reference', introducedCode(REFERENCE_WORDS)],
  ['account', introducedCode(ACCOUNT_WORDS)],
  ['nationalId', introducedCode(ID_WORDS)],
  ['code', introducedCode(CODE_WORDS)],
];
const PASSPORT = /pass(?:port|eport|aporte|aporto|oort|zport|por)|reisepass|hộ chiếu/iu;
/**
 * A password after its word (and a word such as "provisoire") and a colon or a copula: any
 * token, letters only included.
 */
const PASSWORD_WORDS =
  'password|passwort|kennwort|contraseña|clave|senha|mot de passe|wachtwoord|hasło|şifre|şifreniz|parola|kata sandi|sandi|mật khẩu|codice segreto|palavra-passe';
const PASSWORD = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${PASSWORD_WORDS})(?:\\s+\\p{L}{3,15})?\\s*(?:(?:is|es|est|ist|lautet|è|to|jest|adalah|là)\\s+|[:=]\\s*)(\\S{3,40})`,
  'giu',
);
/**
 * What every match of a pattern above holds, tested on the whole text first: the patterns open
 * with a lookbehind and try every position of a text, the tests skip ahead to a word or a digit.
 */
const PASSWORD_WORD = new RegExp(PASSWORD_WORDS, 'iu');
const SEVEN_DIGITS = /\d{7}/;
const SIX_DIGITS = /\d{6}/;
const CODICE_FISCALE_DIGITS = /\d{2}[ABCDEHLMPRSTabcdehlmprst]\d{2}[A-Za-z]\d{3}[A-Za-z]/;
/** A German social insurance number: area, birth date, initial, serial ("12 150785 M 123"). */
const SOCIAL_INSURANCE_DE = /(?<![\p{L}\p{N}])\d{2} ?\d{6} ?[A-Z] ?\d{3}(?![\p{L}\p{N}])/gu;
/** A code anyone may use: a promotion, a discount, a voucher (its word comes before "code"). */
const PUBLIC_CODE_BEFORE =
  /(?:promo(?:tional)?|discount|voucher|coupon|gift|referral|promocional|descuento|cupón|promoção|desconto|cupom|réduction|gutschein|rabatt|sconto|kortings|rabatowy|indirim|diskon|giảm giá)\s*$/iu;
/** Words that are not a password even after "password is" ("password is incorrect"). */
const NOT_A_PASSWORD =
  /^(?:incorrect|wrong|invalid|expired|required|needed|correct|valid|weak|strong|safe|secret|changed|reset|the|your|a|an|not|never|incorrecta|incorrecto|inválida|caducada|incorreta|inválida|incorrect|erroné|falsch|ungültig|abgelaufen|errata|sbagliata|onjuist|fout|nieprawidłowe|błędne|yanlış|geçersiz|salah|sai)[.,!]?$/iu;

function push(out: FoundIdentifier[], start: number, end: number, kind: IdentifierKind) {
  out.push({ start, end, kind });
}

export function identifierSpans(text: string): FoundIdentifier[] {
  const out: FoundIdentifier[] = [];
  if (text.includes('<'))
    for (const m of text.matchAll(MRZ_LINE))
      if (looksLikeMrz(m[0])) push(out, m.index, m.index + m[0].length, 'mrz');
  for (const m of PASSWORD_WORD.test(text) ? text.matchAll(PASSWORD) : []) {
    const token = m[1]!.replace(/[.,;:)]+$/, '');
    if (NOT_A_PASSWORD.test(token)) continue;
    const start = m.index + m[0].length - m[1]!.length;
    push(out, start, start + token.length, 'code');
  }
  if (!/\d/.test(text)) return out;
  IBAN.lastIndex = 0;
  for (let m = IBAN.exec(text); m !== null; m = IBAN.exec(text)) {
    // The longest start of the run that is a valid IBAN ("...0130 00 or DE89..." is two), and
    // the next one is looked for right after it.
    const raw = m[0];
    for (let end = raw.length; end >= 15; end -= 1) {
      if (!/[\p{L}\p{N}]/u.test(raw[end - 1]!) || !ibanValid(raw.slice(0, end))) continue;
      push(out, m.index, m.index + end, 'iban');
      IBAN.lastIndex = m.index + end;
      break;
    }
  }
  for (const m of SEVEN_DIGITS.test(text) ? text.matchAll(SPANISH_ID) : [])
    if (spanishIdValid(m[0])) push(out, m.index, m.index + m[0].length, 'nationalId');
  for (const m of text.matchAll(UK_NINO)) push(out, m.index, m.index + m[0].length, 'nationalId');
  for (const m of SIX_DIGITS.test(text) ? text.matchAll(SOCIAL_INSURANCE_DE) : [])
    push(out, m.index, m.index + m[0].length, 'nationalId');
  for (const m of CODICE_FISCALE_DIGITS.test(text) ? text.matchAll(CODICE_FISCALE) : [])
    push(out, m.index, m.index + m[0].length, 'nationalId');
  for (const shape of TRACKING_SHAPES)
    for (const m of text.matchAll(shape)) push(out, m.index, m.index + m[0].length, 'tracking');
  for (const [start, end] of runsWithDigits(text))
    if (/\p{L}/u.test(text.slice(start, end))) introducedCodes(text, start, end, out);
  return out;
}

/** Letters, digits, dashes and slashes: where a code (CODE_TOKEN) can stand. */
const CODE_CHAR = /^[\p{L}\p{N}/-]$/u;
/** A code is at least this many code points long. */
const MIN_CODE_RUN = 5;
const ASCII_DIGIT = /\d/g;

/** Is the code point that starts at `at` a code character? Its width (1 or 2), or 0 when not. */
function codeCharAt(text: string, at: number): number {
  const point = text.codePointAt(at);
  if (point === undefined) return 0;
  const width = point > 0xffff ? 2 : 1;
  return CODE_CHAR.test(text.slice(at, at + width)) ? width : 0;
}
/** The width of the code character that ends at `at`, or 0 when none does. */
function codeCharBefore(text: string, at: number): number {
  if (at <= 0) return 0;
  const low = text.charCodeAt(at - 1);
  const pair = low >= 0xdc00 && low <= 0xdfff && at >= 2;
  if (pair && codeCharAt(text, at - 2) === 2) return 2;
  return codeCharAt(text, at - 1) === 1 ? 1 : 0;
}

/**
 * The runs of code characters (what `/[\p{L}\p{N}/-]{5,}/gu` finds, start and end) that hold an
 * ASCII digit, found from the digits: most of a long text's runs are words without one, and
 * reading each of them took a millisecond over 25,000 characters.
 */
export function* runsWithDigits(text: string): Generator<[number, number]> {
  ASCII_DIGIT.lastIndex = 0;
  for (let m = ASCII_DIGIT.exec(text); m !== null; m = ASCII_DIGIT.exec(text)) {
    let start = m.index;
    let points = 1;
    for (let w = codeCharBefore(text, start); w > 0; w = codeCharBefore(text, start)) {
      start -= w;
      points++;
    }
    let end = m.index + 1;
    for (let w = codeCharAt(text, end); w > 0; w = codeCharAt(text, end)) {
      end += w;
      points++;
    }
    ASCII_DIGIT.lastIndex = end;
    if (points >= MIN_CODE_RUN) yield [start, end];
  }
}
/** How far before a code its introducing words and the words between are looked for. */
const INTRO_REACH = 80;

/**
 * The codes their words introduce within one run of letters and digits (runStart-runEnd). Only
 * the stretch before the run is read, started after a space, so each pattern sees what it would
 * in the whole text, and a long article costs what its few mixed runs cost.
 */
function introducedCodes(text: string, runStart: number, runEnd: number, out: FoundIdentifier[]) {
  let from = Math.max(0, runStart - INTRO_REACH);
  while (from > 0 && runStart - from < INTRO_REACH + 40 && !/\s/.test(text[from - 1]!)) from -= 1;
  const window = text.slice(from, runEnd);
  for (const [kind, re] of INTRODUCED) {
    for (const m of window.matchAll(re)) {
      const code = m[1]!;
      const start = from + m.index + m[0].length - code.length;
      if (start < runStart) continue;
      const at = from + m.index;
      if (kind === 'code' && PUBLIC_CODE_BEFORE.test(text.slice(Math.max(0, at - 20), at)))
        continue;
      const named = kind === 'nationalId' && PASSPORT.test(m[0]) ? 'passport' : kind;
      push(out, start, start + code.length, named);
    }
  }
}
