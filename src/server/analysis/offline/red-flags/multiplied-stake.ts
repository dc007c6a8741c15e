/**
 * A small stake said to become a large income every day, week or month: "turning £250 into
 * £1,000s a week", "convierte 250 € en 6.000 € al mes", "com apenas 250 euros … ganhar até 20 mil
 * euros por mês", "10.000 TL yatırdım, ayda 250.000 TL kazanıyorum". The promise of the fake news
 * pages and adverts of investment fraud, in any language: it takes arithmetic, not a phrase, to
 * see it (as price-drop.ts sees a steep discount), so the sums are read as numbers and the period
 * by a short list of words per language.
 */
import type { Span } from '../../knowledge/patterns';
import { priceValue } from './price-drop';

/** What the flag says: no one turns a small stake into a large income, whatever the advert. */
export const STAKE_WHY =
  'It promises that a small sum becomes a large income every day, week or month. No real investment pays so: this is the promise of investment fraud, often dressed as a news report or an advert with a famous person. What you pay in is gone.';
/** The income must be at least this many times the stake. */
export const STAKE_MULTIPLE = 4;
/** Amounts looked at per text: an advert names a few; a long page is cut here. */
const MAX_AMOUNTS = 40;
/** The income follows the stake within this many characters. */
const STAKE_TO_INCOME = 120;

const CURRENCY = '(?:[$£€₺₹]|R\\$|Rp\\.?|US\\$)';
const CODE =
  '(?:€|eur|euros?|usd|dollars?|gbp|pounds?|tl|lira|zł|zl|pln|złotych|vnd|đ|đồng|dong|rupiah|reais|real|k|tr|triệu|trieu|rb|ribu|jt|juta|mil|mila|tys\\.?|bin)(?![\\p{L}])';
const NUMBER = '\\d{1,3}(?:[.,  ]\\d{3})*(?:[.,]\\d{1,2})?';
/**
 * An amount with its currency before or after: "£250", "250 €", "10.000 TL", "20 mil euros". It
 * opens with a currency sign or a digit: the lookahead of those (cheap) is read before the
 * lookbehind (which V8 would otherwise run at every position of the text, 0.6 ms in 25,000
 * characters against 0.15 ms).
 */
const AMOUNT = new RegExp(
  `(?=[$£€₺₹RrUu0-9])(?<![\\p{L}\\p{N}])(?:${CURRENCY}\\s?(?<n1>${NUMBER})(?:\\s?(?<m1>mil|mila|k|tys\\.?|bin)(?![\\p{L}]))?(?:'?s)?|(?<n2>${NUMBER})\\s?(?<m2>mil|mila|k|tys\\.?|bin|tr|triệu|trieu|rb|ribu|jt|juta)?\\s?(?<c2>${CODE}|${CURRENCY}))`,
  'giu',
);
/** Each multiplier word's factor. */
const MULTIPLIER: Readonly<Record<string, number>> = {
  mil: 1_000,
  mila: 1_000,
  k: 1_000,
  'tys.': 1_000,
  tys: 1_000,
  bin: 1_000,
  rb: 1_000,
  ribu: 1_000,
  tr: 1_000_000,
  triệu: 1_000_000,
  trieu: 1_000_000,
  jt: 1_000_000,
  juta: 1_000_000,
};
/** Per day, week or month (not per year: savings and pensions are told so), in twelve languages. */
const PERIOD =
  /(?<![\p{L}])(?:(?:a|per|each|every) (?:day|week|month)|daily|weekly|monthly|\/(?:day|week|month|dia|mes|mês|tag|monat|giorno|mese|maand|dag|ngày|tháng)|al (?:día|dia|mes|giorno|mese)|a la semana|por (?:día|dia|mes|mês|semana)|ao (?:dia|mês)|par (?:jour|mois|semaine)|(?:pro|im|je|am) (?:tag|monat|woche)|täglich|monatlich|wöchentlich|a settimana|alla settimana|(?:al|per) mese|per (?:dag|week|maand)|dziennie|miesięcznie|tygodniowo|na (?:dzień|miesiąc|tydzień)|ayda|günde|haftada|aylık|günlük|haftalık|(?:per|se)(?:hari|minggu|bulan)|per (?:hari|minggu|bulan)|(?:mỗi|moi|1|một|mot) (?:ngày|ngay|tuần|tuan|tháng|thang))(?![\p{L}])/iu;
/** A stake paid each month ("$30 per month for a $250,000 policy") is a premium, not a stake. */
const PERIOD_RIGHT_AFTER = new RegExp(`^\\s*${PERIOD.source}`, 'iu');
/** Within this many characters of the income, before or after ("ayda 250.000 TL", "£1,000s a week"). */
const PERIOD_REACH = 30;
/** Only a word between the two sums that makes them a range or a choice ("£25 to £5,000"). */
const RANGE = /^\s*(?:to|bis|à|a|até|hasta|tot|do|-|–|or|ou|o|oder|of|und|and|y|e|et)\s*$/iu;
/**
 * A price or a rate named before the second sum ("get £50 when you spend £500 a month", "£5 for
 * every £25"): no gain.
 */
const PRICE_BEFORE =
  /(?<![\p{L}])(?:spend|spent|pay|paid|cost|costs|costing|every|each|per|for|por|pour|für|voor|per)(?:\s+(?:a|an|the|un|una|um|uma|une|ein|eine|een))?\s*$/iu;

interface Amount {
  value: number;
  start: number;
  end: number;
}

function amountsIn(text: string): Amount[] {
  const out: Amount[] = [];
  AMOUNT.lastIndex = 0;
  for (let m = AMOUNT.exec(text); m !== null && out.length < MAX_AMOUNTS; m = AMOUNT.exec(text)) {
    const g = m.groups!;
    const digits = (g.n1 ?? g.n2 ?? '').replace(/[  ]/g, '');
    const factor =
      MULTIPLIER[(g.m1 ?? g.m2 ?? '').toLowerCase()] ?? MULTIPLIER[(g.c2 ?? '').toLowerCase()] ?? 1;
    const value = priceValue(digits) * factor;
    if (value > 0) out.push({ value, start: m.index, end: m.index + m[0].length });
  }
  AMOUNT.lastIndex = 0;
  return out;
}

/** The first stake and the income it is said to become, as one span, or null. */
export function multipliedStake(text: string): Span | null {
  const amounts = amountsIn(text);
  for (let i = 0; i < amounts.length; i++) {
    const stake = amounts[i]!;
    for (let j = i + 1; j < amounts.length; j++) {
      const income = amounts[j]!;
      if (income.start - stake.end > STAKE_TO_INCOME) break;
      if (income.value < stake.value * STAKE_MULTIPLE) continue;
      const between = text.slice(stake.end, income.start);
      if (/[.!?\n]\s/.test(between) || RANGE.test(between) || PRICE_BEFORE.test(between)) continue;
      if (PERIOD_RIGHT_AFTER.test(between)) continue;
      const around = text.slice(
        Math.max(income.start - PERIOD_REACH, stake.end),
        income.end + PERIOD_REACH,
      );
      if (!PERIOD.test(around)) continue;
      return {
        text: text.slice(stake.start, income.end),
        start: stake.start,
        end: income.end,
      };
    }
  }
  return null;
}
