/**
 * A gain promised in per cent for every day, week or month, above what any real investment pays:
 * "our members earn 8-15% daily", "üyelerimiz günlük %8-15 kazanç elde ediyor", "rendimento de 20%
 * ao mês". The pitch of investment and trading-group fraud in any language: like the multiplied
 * stake (multiplied-stake.ts) it takes arithmetic, not a phrase, so the rate is read as a number
 * and its period and the gain by short lists of words per language. A rate said over "this week"
 * (a news report of a market) is no promise; only a rate per period is. Read in a message only.
 */
import type { RedFlag } from '../../../../shared';
import type { Span } from '../../knowledge/patterns';
import { flag } from './flag';
import { multipliedStake, STAKE_WHY } from './multiplied-stake';

export const PERIODIC_RETURN_WHY =
  'It promises a gain every day, week or month far above what any bank, fund or market pays. Such returns are the promise of investment fraud: the first "profits" are paid from new money, and what you pay in is gone.';

/** Longer texts are pages and reports, not a pitch. */
const MAX_MESSAGE_CHARS = 1_500;
/** The least rate per period no real investment pays: a day, a week, a month. */
const DAY_RATE = 1;
const WEEK_RATE = 5;
const MONTH_RATE = 15;

const NUMBER = '\\d{1,3}(?:[.,]\\d{1,2})?';
/** "8%", "8 %", "%8" (Turkish), "8-15%", "%8-15", "8 per cent". */
const PERCENT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:%\\s?(?<a>${NUMBER})(?:\\s?[-–]\\s?%?(?<b>${NUMBER}))?|(?<c>${NUMBER})(?:\\s?%?\\s?[-–]\\s?(?<d>${NUMBER}))?\\s?(?:%|per ?cent|percent|por ?ciento|pour ?cent|prozent|procent|persen|phần trăm))`,
  'giu',
);
const word = (alternatives: string) =>
  new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'iu');
const PER_DAY = word(
  '(?:a|per|each|every) day|daily|al d[ií]a|por d[ií]a|ao dia|diari[oa]|di[aá]ri[oa]|par jour|quotidien(?:ne)?|pro tag|am tag|t[äa]glich|al giorno|ogni giorno|giornalier[oa]|per dag|dagelijks|dziennie|na dzie[ńn]|g[üu]nl[üu]k|g[üu]nde|her g[üu]n|per hari|setiap hari|harian|m[ỗo]i ng[àa]y|h[àa]ng ng[àa]y',
);
const PER_WEEK = word(
  '(?:a|per|each|every) week|weekly|a la semana|por semana|semanal|par semaine|hebdomadaire|pro woche|w[öo]chentlich|a settimana|settimanale|wekelijks|tygodniowo|na tydzie[ńn]|haftal[ıi]k|haftada|per minggu|mingguan|m[ỗo]i tu[ầa]n|h[àa]ng tu[ầa]n',
);
const PER_MONTH = word(
  '(?:a|per|each|every) month|monthly|al mes|por mes|mensual|ao m[êe]s|por m[êe]s|mensal|par mois|mensuel(?:le)?|pro monat|im monat|monatlich|al mese|mensile|per maand|maandelijks|miesi[ęe]cznie|na miesi[ąa]c|ayl[ıi]k|ayda|per bulan|bulanan|m[ỗo]i th[áa]ng|h[àa]ng th[áa]ng',
);
/** A gain, profit or return, or earning it, in the languages the periods are read in. */
const GAIN = word(
  'earn\\p{L}*|make|makes|making|made|return|returns|profit\\p{L}*|gain\\p{L}*|yield\\p{L}*|roi|ganancia\\p{L}*|ganar|gana\\p{L}*|rentabilidad|rendimiento\\p{L}*|lucro\\p{L}*|rendimento\\p{L}*|ganho\\p{L}*|ganhar|ganha\\p{L}*|rendement\\p{L}*|b[ée]n[ée]fice\\p{L}*|gagn\\p{L}*|gewinn\\p{L}*|rendite\\p{L}*|verdien\\p{L}*|guadagn\\p{L}*|profitt\\p{L}*|winst\\p{L}*|zysk\\p{L}*|zarabia\\p{L}*|kazan\\p{L}*|getiri\\p{L}*|k[âa]r|keuntungan|untung|cuan|l[ợo]i nhu[ậa]n|l[ãa]i',
);

/** The sentence around `at`: from the last full stop, mark or line break to the next. */
function sentenceAround(text: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && !/[.!?\n]/.test(text[from - 1]!)) from--;
  let to = end;
  while (to < text.length && !/[!?\n]/.test(text[to]!) && !/\.\s/.test(text.slice(to, to + 2)))
    to++;
  return text.slice(from, to);
}

const rate = (s: string | undefined) => (s ? Number(s.replace(',', '.')) : 0);

/** The first rate per period no investment pays, as a span, or null. */
export function periodicReturn(text: string): Span | null {
  if (text.length > MAX_MESSAGE_CHARS || !/%|cent|prozent|procent|persen|trăm/iu.test(text))
    return null;
  for (const m of text.matchAll(PERCENT)) {
    const g = m.groups!;
    const most = Math.max(rate(g.a), rate(g.b), rate(g.c), rate(g.d));
    const start = m.index;
    const end = start + m[0].length;
    const sentence = sentenceAround(text, start, end);
    if (!GAIN.test(sentence)) continue;
    const least = PER_DAY.test(sentence)
      ? DAY_RATE
      : PER_WEEK.test(sentence)
        ? WEEK_RATE
        : PER_MONTH.test(sentence)
          ? MONTH_RATE
          : Number.POSITIVE_INFINITY;
    if (most >= least) return { text: m[0], start, end };
  }
  return null;
}

/** Each reading of a return no investment pays, with what its flag says, first found first flagged. */
const RETURN_READINGS: ReadonlyArray<[(text: string) => Span | null, string, string]> = [
  [multipliedStake, 'Turns a small stake into a large income', STAKE_WHY],
  [periodicReturn, 'Promises a return no investment pays', PERIODIC_RETURN_WHY],
];

/**
 * The flag of a return no investment pays, where the cue rules raised none: a small stake said to
 * become a large income (multiplied-stake.ts), or a rate per period (above). Not where the text
 * says it in a reassuring scope (a warning that quotes the promise).
 */
export function impossibleReturnFlag(
  text: string,
  flags: readonly RedFlag[],
  reassured: (span: Span) => boolean,
  positions: Map<RedFlag, number>,
): RedFlag | null {
  if (flags.some((f) => f.type === 'guaranteed_returns')) return null;
  for (const [find, indicator, why] of RETURN_READINGS) {
    const span = find(text);
    if (span && !reassured(span))
      return flag('guaranteed_returns', indicator, 'high', why, span, positions);
  }
  return null;
}
