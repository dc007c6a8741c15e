/**
 * Written for these tests (none is a row of any corpus or battery): a bank's alert that sends the
 * reader to a mobile number ("call our fraud team on 07700 900461") is someone's own phone, not
 * the bank's line; read from numbering plans (mobile-lines.ts), never from a list of numbers.
 * Beside them, the same alerts with the bank's 0800 line or the number on the card, and the plans'
 * other numbers: a Rome or Madrid landline, a North American number, a Kenyan mobile (banks and
 * mobile money there do answer on numbers shaped like mobiles), a shop's mobile.
 */
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/server/analysis/knowledge/brands';
import { mobileAsLine } from '../../src/server/analysis/signals/anatomy/mobile-lines';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const MOBILE_AS_LINE = [
  "Santander: a purchase of £749.99 at CURRYS was attempted on your card. If this wasn't you, call our fraud team on 07700 900461",
  "La Banque Postale : un virement de 1 480 EUR est en attente de validation. Si vous n'êtes pas à l'origine de cette opération, appelez le service fraude au 06 12 55 01 87",
];
const OWN_LINES = [
  "Santander: a purchase of £749.99 at CURRYS was attempted on your card. If this wasn't you, call us on 0800 389 7000",
  "Barclays: we've stopped a payment of £1,320.00 to a new payee. If you didn't set this up, call the number on the back of your card",
];

pinGrades(OWN_LINES, MOBILE_AS_LINE, 'alerts and the lines they give');

describe("a bank's alert that gives a mobile", () => {
  it('says the number is a mobile, not the bank’s line', async () => {
    const r = await analyzeText(MOBILE_AS_LINE[0]!);
    expect(r.redFlags.find((f) => f.type === 'scam_anatomy')?.textExample).toBe(
      'call our fraud team on 07700 900461',
    );
  });
});

describe('mobileAsLine', () => {
  const brand = (name: string) => BRANDS.find((b) => b.name === name)!;
  it('reads mobiles by the plans, written with or without a country code', () => {
    expect(mobileAsLine('07700 900461', brand('Santander'))).toBe(true);
    expect(mobileAsLine('+44 7700 900583', brand('Santander'))).toBe(true);
    expect(mobileAsLine('0044 7700 900583', brand('Santander'))).toBe(true);
    expect(mobileAsLine('+34 612 555 019', brand('BBVA'))).toBe(true);
    expect(mobileAsLine('+39 347 555 0192', brand('Poste Italiane'))).toBe(true);
    // Without a code, by the country of the brand's own site.
    expect(mobileAsLine('351 000 4472', brand('Poste Italiane'))).toBe(true);
    expect(mobileAsLine('06 12 55 01 87', brand('La Banque Postale'))).toBe(true);
  });
  it('leaves landlines, service numbers and other plans alone', () => {
    expect(mobileAsLine('0800 389 7000', brand('Santander'))).toBe(false);
    // Stuttgart's area code is 0711: eleven digits from 07, a UK mobile's shape.
    expect(mobileAsLine('0711 555 0190', brand('Volksbank'))).toBe(false);
    expect(mobileAsLine('07700 900461', brand('NatWest'))).toBe(false);
    expect(mobileAsLine('07700 900461', brand('NatWest'), 'a payment of £120.00')).toBe(true);
    expect(mobileAsLine('06 4526 3322', brand('Poste Italiane'))).toBe(false);
    expect(mobileAsLine('01 45 55 01 23', brand('La Banque Postale'))).toBe(false);
    expect(mobileAsLine('(312) 555-0147', brand('Chase'))).toBe(false);
    expect(mobileAsLine('0722 123 456', brand('Santander'))).toBe(false);
    // A mobile said by someone who is no bank, carrier or authority.
    expect(mobileAsLine('07700 900218', null)).toBe(false);
  });
});
