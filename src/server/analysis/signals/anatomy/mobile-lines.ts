/**
 * A mobile number given as an organisation's line. Banks, carriers, authorities and payment
 * services answer on landline and service numbers (0800, 0345, 1-800, 800 …), not on a mobile: a
 * mobile number where such a message sends the reader is someone's own phone. Read from the
 * numbering plans, never from a list of numbers: a number written with the country code of a plan
 * below and its mobile prefix and, where the brand's own site names its country (or, for the UK,
 * the message counts in pounds), that country's mobiles written without a code (the UK 07…,
 * Italy 3…, Spain 6 or 7…, Portugal 91/92/93/96…, France 06/07, the Netherlands 06, Germany
 * 015-017, Belgium 04, Vietnam 03/05/07/08/09); where the brand's sites say no country (a .com),
 * the country of the message's language, where one country's plan is that language's (Italian,
 * French, Spanish, Dutch, German, Vietnamese). Not the plans of countries where banks and shops do answer on
 * chat-app numbers shaped like mobiles (Indonesia, India, Brazil, Nigeria, Kenya, the Philippines),
 * nor North America's, whose mobiles look like any other number.
 */
import type { Brand } from '../../knowledge/brand-types';
import { readLanguage } from '../../knowledge/language';

/** The brands whose line is never a mobile. Not shops: a small shop may answer on one. */
const LINE_KINDS: ReadonlySet<Brand['kind']> = new Set([
  'bank',
  'authority',
  'delivery',
  'payment',
  'tech',
]);

/** Mobiles written with their country code. */
const ANY_COUNTRY =
  /^(?:(?:\+|00)(?:447\d{9}|33[67]\d{8}|316\d{8}|491[5-7]\d{8,9}|324[5-9]\d{7}|393\d{8,9}|34[67]\d{8}|3519[1236]\d{7}|3538[3-9]\d{7}|84[35789]\d{8}))$/;

/** A UK mobile without its code: eleven digits from 07 (Stuttgart's 0711 … has them too). */
const UK_MOBILE = /^07[1-9]\d{8}$/;
/** A country's mobiles without a code, by its sites' ending. */
const BY_ENDING: ReadonlyArray<[RegExp, RegExp]> = [
  [/\.uk$/, UK_MOBILE],
  [/\.it$/, /^3\d{8,9}$/],
  [/\.es$/, /^[67]\d{8}$/],
  [/\.pt$/, /^9[1236]\d{7}$/],
  [/\.fr$/, /^0[67]\d{8}$/],
  [/\.nl$/, /^06\d{8}$/],
  [/\.de$/, /^01[5-7]\d{8,9}$/],
  [/\.be$/, /^04[5-9]\d{7}$/],
  // Vietnam's mobiles (03, 05, 07, 08, 09); its lines are 02… landlines and 1800 or 1900 numbers.
  [/\.vn$/, /^0[35789]\d{8}$/],
];

/**
 * A country's mobiles without a code, by the message's language, for a brand whose sites name no
 * country. Not Portuguese (Brazil's numbers are written so too), nor English.
 */
const BY_LANGUAGE: ReadonlyMap<string, RegExp> = new Map([
  ['it', /^3\d{8,9}$/],
  ['fr', /^0[67]\d{8}$/],
  ['es', /^[67]\d{8}$/],
  ['nl', /^06\d{8}$/],
  ['de', /^01[5-7]\d{8,9}$/],
  ['vi', /^0[35789]\d{8}$/],
]);

/** Every plan's mobiles of BY_LANGUAGE: a number none matches needs no language read. */
const LANGUAGE_MOBILES = [...BY_LANGUAGE.values()];

/**
 * Whether `number` (as written) is a mobile given as the line of `brand`, in `text` (whose pounds
 * say a UK number written without its code is one, and whose language says whose plan a number
 * is, where the brand's sites do not).
 */
export function mobileAsLine(number: string, brand: Brand | null, text = ''): boolean {
  if (!brand || !LINE_KINDS.has(brand.kind)) return false;
  const digits = number.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  if (ANY_COUNTRY.test(digits) || (/£|\bGBP\b/.test(text) && UK_MOBILE.test(digits))) return true;
  const byEnding = BY_ENDING.filter(([ending]) => brand.official.some((d) => ending.test(d)));
  if (byEnding.length > 0) return byEnding.some(([, mobile]) => mobile.test(digits));
  if (!text || !LANGUAGE_MOBILES.some((mobile) => mobile.test(digits))) return false;
  return BY_LANGUAGE.get(readLanguage(text).code)?.test(digits) ?? false;
}
