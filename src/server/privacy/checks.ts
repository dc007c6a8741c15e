/**
 * Check digits that tell what a number is, so the mask can say so: payment cards (Luhn, ISO/IEC
 * 7812), IBANs (ISO 13616, through ibantools) and the national identifiers of the languages the
 * judge reads, each by its published rule. A number that passes none is still hidden when it is
 * not proven public (numbers.ts); the checks only name it.
 */
import { isValidIBAN } from 'ibantools';

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** An IBAN in any spelling: spaces, dashes or dots between its groups, any case. */
export function ibanValid(candidate: string): boolean {
  const iban = candidate.replace(/[\s.-]/g, '').toUpperCase();
  return iban.length >= 15 && iban.length <= 34 && isValidIBAN(iban);
}

const digitsOf = (s: string) => Array.from(s, (c) => c.charCodeAt(0) - 48);
const weighted = (d: number[], weights: number[]) =>
  weights.reduce((sum, w, i) => sum + w * d[i]!, 0);

/** A payment card: 13 to 19 digits that pass Luhn, starting as issued cards do (not 0). */
export const isCardNumber = (digits: string) =>
  digits.length >= 13 && digits.length <= 19 && digits[0] !== '0' && luhnValid(digits);

/** Spain: DNI (8 digits and a letter) and NIE (X, Y or Z, 7 digits and a letter). */
export function spanishIdValid(id: string): boolean {
  const s = id.replace(/[\s-]/g, '').toUpperCase();
  const m = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(s);
  if (!m || m[1]!.length + m[2]!.length !== 8) return false;
  const n = Number(`${'XYZ'.indexOf(m[1]!) === -1 ? '' : 'XYZ'.indexOf(m[1]!)}${m[2]}`);
  return 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23] === m[3];
}

/** France: the social security number (NIR, "numéro INSEE"), 13 digits and a 2-digit key. */
export function inseeValid(digits: string): boolean {
  if (!/^[12378]\d{14}$/.test(digits)) return false;
  return 97 - Number(BigInt(digits.slice(0, 13)) % 97n) === Number(digits.slice(13));
}

/** Germany: the tax identification number (Steuer-ID), ISO 7064 MOD 11,10. */
export function steuerIdValid(digits: string): boolean {
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  let product = 10;
  for (const d of digitsOf(digits.slice(0, 10))) {
    const sum = (d + product) % 10 || 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === Number(digits[10]);
}

/** Poland: PESEL. */
export function peselValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const d = digitsOf(digits);
  return (10 - (weighted(d, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === d[10];
}

/** Turkey: T.C. Kimlik No. */
export function tcKimlikValid(digits: string): boolean {
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  const d = digitsOf(digits);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  return tenth === d[9] && d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10];
}

/** Brazil: CPF, two mod-11 check digits. */
export function cpfValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const d = digitsOf(digits);
  const check = (n: number) => {
    const sum = weighted(
      d,
      Array.from({ length: n }, (_, i) => n + 1 - i),
    );
    return ((sum * 10) % 11) % 10;
  };
  return check(9) === d[9] && check(10) === d[10];
}

/** Portugal: NIF (número de contribuinte), mod 11. */
export function nifPortugalValid(digits: string): boolean {
  if (!/^[1-9]\d{8}$/.test(digits)) return false;
  const d = digitsOf(digits);
  const rest = weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11;
  return (rest < 2 ? 0 : 11 - rest) === d[8];
}

/** Netherlands: BSN (burgerservicenummer), the "11-proef". */
export function bsnValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  const d = digitsOf(digits);
  return (weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]) - d[8]!) % 11 === 0;
}

/** United States: a Social Security number written 3-2-4 (area 000, 666 and 9xx never issued). */
export const ssnShape = (grouped: string) =>
  /^(?!000|666|9\d\d)\d{3}[ -](?!00)\d{2}[ -](?!0000)\d{4}$/.test(grouped);

/** Whether a run of digits (as written, and as digits) passes a national identifier's check. */
export function isNationalIdNumber(written: string, digits: string): boolean {
  switch (digits.length) {
    case 9:
      return ssnShape(written) || bsnValid(digits) || nifPortugalValid(digits);
    case 11:
      return (
        steuerIdValid(digits) || peselValid(digits) || tcKimlikValid(digits) || cpfValid(digits)
      );
    case 15:
      return inseeValid(digits);
    default:
      return false;
  }
}
