/**
 * Whether a hidden number is a phone number, by libphonenumber-js (Google's metadata for every
 * region): an international number ("+44 7700 900128", "0044...") is read as one when it is a
 * possible number of its country; a national one ("612 34 56 78", "0151/23456780",
 * "1-877-402-5816") when it is a valid number of one of the regions whose languages the judge
 * reads, or of the regions most texts come from. The number is hidden either way (numbers.ts);
 * this only names it. Answers are kept for the next text (the same numbers come back in claims
 * and quotes), so a number is parsed once.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** Regions a national number is tried in, most likely first. */
export const PHONE_REGIONS: readonly CountryCode[] = [
  'GB',
  'US',
  'ES',
  'FR',
  'DE',
  'IT',
  'PT',
  'BR',
  'NL',
  'BE',
  'PL',
  'TR',
  'ID',
  'VN',
  'IN',
  'MX',
  'AR',
  'CO',
  'CL',
  'AT',
  'CH',
  'IE',
  'CA',
  'AU',
];
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;
/** Answers kept; past this the oldest half is dropped. */
const MAX_REMEMBERED = 4096;
const remembered = new Map<string, boolean>();

function remember(key: string, value: boolean): boolean {
  if (remembered.size >= MAX_REMEMBERED)
    for (const old of [...remembered.keys()].slice(0, MAX_REMEMBERED / 2)) remembered.delete(old);
  remembered.set(key, value);
  return value;
}

function international(written: string): boolean {
  const number = parsePhoneNumberFromString(written.replace(/^00/, '+'));
  return number?.isPossible() === true;
}

export function isPhoneNumber(written: string, digits: string): boolean {
  if (digits.length < MIN_PHONE_DIGITS || digits.length > MAX_PHONE_DIGITS + 2) return false;
  const key = written.trim();
  const known = remembered.get(key);
  if (known !== undefined) return known;
  if (/^\+/.test(key) || /^00[1-9]/.test(digits))
    return remember(key, international(key.startsWith('+') ? key : `+${digits.slice(2)}`));
  if (digits.length > MAX_PHONE_DIGITS) return remember(key, false);
  for (const region of PHONE_REGIONS) {
    if (parsePhoneNumberFromString(key, region)?.isValid()) return remember(key, true);
  }
  return remember(key, false);
}
