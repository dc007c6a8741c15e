/**
 * A short message the language reader cannot place is read with the European word table only
 * where it shows those languages' common words: a Polish courier's text without its marks is,
 * an office's list of names and phone numbers is not (on 31542ba the list read three phone
 * numbers as ways to act, and the judge's probability for it rose from 0.20 to 0.46).
 */
import { describe, expect, it } from 'vitest';
import { acquireText } from '../../acquire/text';
import { readLanguage } from '../../knowledge/language';
import { computeSignals } from '../index';

const anatomyOf = (text: string) => {
  const a = computeSignals(acquireText(text), { model: null }).anatomy;
  if (!a) throw new Error('no anatomy read');
  return a.anatomy;
};

describe('a message no language is read for', () => {
  it('is read with the European table when it shows Polish words without their marks', () => {
    const text =
      'Kurier: Twoj zwrot nr 48291 wymaga doplaty 1,49 PLN z powodu nadwagi paczki. Brak wplaty spowoduje anulowanie zwrotu srodkow: zwroty-kurier.pl/oplac';
    expect(readLanguage(text).code).toBe('und');
    const a = anatomyOf(text);
    expect(a.pressures.map((p) => p.kind)).toContain('fee');
    expect(a.asks.map((x) => x.kind)).toContain('link');
  });
  it('is not, when it is a list of names and numbers', () => {
    const text = [
      'Subject: y 2 k-dallas log',
      '',
      'name home pager',
      'henry walsh 214-282-9084 972-764-5128',
      'maria keller 214-655-0952 972-506-4006',
      'dana osei 972-594-6562 214-698-7722',
      'peter lund 214-847-2808 972-698-5446',
      'olga brandt 214-448-9067 972-200-8376',
      'luis moreno 972-688-6186 214-200-8368',
    ].join('\n');
    expect(readLanguage(text).code).toBe('und');
    const a = anatomyOf(text);
    expect(a.channels).toEqual([]);
    expect(a.asks).toEqual([]);
  });
});
