/**
 * The judge's amount input reads the currency before or after the number in the scripts and
 * spellings scams use: it had been $ £ € ₹ ¥ and a few codes, so "Betaal 8,90 euro", "35 TL
 * vergiyi" and "25,000 บาท" carried no amount. Written for this test; each line a different
 * language and currency. A time or a count is no amount.
 */
import { describe, expect, it } from 'vitest';
import { judgeInputs } from '../../src/server/analysis/signals/judge/inputs';

const hasAmount = (text: string) => judgeInputs(text, null, [], 'und').includes('amount');

describe('An amount in any currency is an input of the judge', () => {
  it('reads the currency after the number, in words, codes and signs of many languages', () => {
    for (const text of [
      'Betaal 8,90 euro binnen 24 uur.',
      'Ureguluj opłatę 4,50 zł dzisiaj.',
      '35 TL vergiyi bugün ödeyin.',
      'รับเพิ่มผู้ติดตาม 25,000 บาท',
      'Nạp 500.000đ để nhận thưởng.',
      'Only 5 dollars per like.',
      'Pague ₺120 hoje.',
    ])
      expect(hasAmount(text), text).toBe(true);
  });
  it('does not read a time, a count or a year as one', () => {
    for (const text of ['See you at 3pm.', 'We are 15 Uhr da.', 'Two tries left.', 'Since 2019.'])
      expect(hasAmount(text), text).toBe(false);
  });
});
