/**
 * Numbers that are public by nature and are kept wherever they appear: the helplines and short
 * codes that authorities and card schemes publish for reporting fraud, blocking a card and
 * getting help. A message quoting one is the most useful thing a reader can check ("forward it
 * to 7726"), and no one is found through it. Numbers of three digits or fewer (999, 112, 017)
 * are never hidden, so only longer ones are listed. Written as dialled at home; the country
 * code makes the international form match too.
 */

interface PublicNumber {
  /** Digits as dialled in the country, trunk prefix included. */
  digits: string;
  /** Country calling code, for the "+44 300..." spelling; null for a short code. */
  country: string | null;
  name: string;
}

// biome-ignore format: one number per line.
const PUBLIC_NUMBERS: readonly PublicNumber[] = [
  { digits: '7726', country: null, name: 'spam text reporting (UK and US networks)' },
  { digits: '03001232040', country: '44', name: 'Action Fraud (UK)' },
  { digits: '116123', country: null, name: 'Samaritans and other emotional support lines (EU/UK)' },
  { digits: '116111', country: null, name: 'child helplines (EU)' },
  { digits: '116000', country: null, name: 'missing children hotlines (EU)' },
  { digits: '116116', country: '49', name: 'Sperr-Notruf, card blocking (Germany)' },
  { digits: '08001111', country: '44', name: 'Childline (UK)' },
  { digits: '0800555111', country: '44', name: 'Crimestoppers (UK)' },
  { digits: '18773824357', country: null, name: 'FTC consumer help line (US)' },
  { digits: '18883821222', country: null, name: 'National Do Not Call Registry (US)' },
  { digits: '18008291040', country: null, name: 'IRS help line (US)' },
  { digits: '33700', country: null, name: 'spam text reporting (France)' },
  { digits: '0805805817', country: '33', name: 'Info Escroqueries (France)' },
  { digits: '3018', country: null, name: 'online harassment help line (France)' },
  { digits: '08001110111', country: '49', name: 'Telefonseelsorge (Germany)' },
  { digits: '08001110222', country: '49', name: 'Telefonseelsorge (Germany)' },
  { digits: '09008844', country: '31', name: 'police non-emergency line (Netherlands)' },
  { digits: '08000113', country: '31', name: '113 suicide prevention (Netherlands)' },
  { digits: '1522', country: null, name: 'anti-violence line (Italy)' },
];

const LISTED = new Set(
  PUBLIC_NUMBERS.flatMap(({ digits, country }) =>
    country === null ? [digits] : [digits, `${country}${digits.replace(/^0/, '')}`],
  ),
);

/** Whether these digits (separators removed, a leading "00" or "+" read as the country code) are listed. */
export function isListedPublicNumber(digits: string): boolean {
  return LISTED.has(digits) || (digits.startsWith('00') && LISTED.has(digits.slice(2)));
}
