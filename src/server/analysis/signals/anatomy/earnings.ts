/**
 * Pay by the day, the hour or the piece offered in a message ("earn 3000 a day", "$50 per task",
 * "$200-$500 per day" for a job): the offer too good to be true of a task or job scam. Split from
 * pressure.ts, which reads it as pressure, and read by read.ts for the whole message.
 */
import { nounClasses } from './lexicon';
import type { Token } from './tokens';
import { hasMoney, lowerOf } from './words';

/**
 * What a rate by the day ends with before "day": an amount of money or a range of them and a slash
 * ("$800/", "450 USD/", "$80-300/", "PHP 800-3,000/").
 */
const DAY_RATE =
  /(?:(?:[$£€₹₱₦]|(?:php|usd|inr|rs\.?|rp|ksh|ugx|ngn)\s)\s?\d[\d,.]*k?(?:\s?[-–]\s?[$£€₹₱₦]?\d[\d,.]*k?)?|\d[\d,.]*k?\s?(?:usd|eur|gbp|inr|php|dollars?|euros?|pounds?|rs\.?))\s?\/\s?$/i;
/**
 * A rate by the day written out ("$200-$500 per day", "£350 a day"): its last amount, read where
 * work is offered anywhere in the message (the rate may stand in a sentence of its own).
 */
const PER_DAY_RATE = /[$£€]\s?(\d[\d,]*)(?:\.\d\d)?\s?(?:per|a)\s?$/i;
/** A day's pay no ordinary job offers in a text message: a lure, not a wage. */
const LURING_DAY_RATE = 300;
const WORK_OFFERED =
  /\b(?:jobs?|positions?|roles?|hiring|recruit\w*|vacanc\w+|part-time|remote work|work from home)\b/i;

/** The simple online tasks of a task scam: rating products, liking videos, reviewing hotels. */
const TASK_WORK =
  /\b(?:rat(?:e|es|ing)|review(?:s|ing)?|lik(?:e|es|ing)|boost(?:s|ing)?|optimi[sz](?:e|es|ing)|click(?:s|ing)?|subscrib(?:e|es|ing) to) (?:\w+ ){0,2}(?:products?|apps?|hotels?|videos?|posts?|restaurants?|movies?|items?|orders?|data)\b/;

/** Work done online, from home, on the phone: not a shop's shift reviewing orders. */
const ONLINE = /\b(?:online|from home|at home|remote(?:ly)?|on your phone|apps?)\b/;

/**
 * Pay by the day or hour ("earn 3000 a day", "daily salary up to", "$500 per hour"): the index in
 * `t` of the time word, or -1. Earning and the amount are read over the whole sentence `st`.
 */
export function perTimeEarnings(t: readonly Token[], st: readonly Token[], text = ''): number {
  // Read over the whole sentence only when a word of time is found: this runs for every clause.
  let earning: boolean | undefined;
  let offered: boolean | undefined;
  const earns = () =>
    (earning ??= st.some((y) =>
      /^(?:earn|salary|income|profit|pay|wage|commission|make)$/.test(y.lemma),
    ));
  // A wage written as a rate for a job offered: "a remote position, $300-$800/day".
  const offers = () =>
    (offered ??= hasMoney(st) && st.some((y) => nounClasses(y.lemma).includes('job')));
  const lures = (before: string) => {
    const rate = PER_DAY_RATE.exec(before);
    return (
      !!rate && Number(rate[1]!.replace(/,/g, '')) >= LURING_DAY_RATE && WORK_OFFERED.test(text)
    );
  };
  // Paid for simple clicks online, with or without an amount: "a flexible online role rating
  // products, paid daily", "review hotels online, paid every day".
  let tasked: boolean | undefined;
  const tasks = () => {
    if (tasked === undefined) {
      const said = st.map((y) => y.lower).join(' ');
      tasked = TASK_WORK.test(said) && ONLINE.test(said);
    }
    return tasked;
  };
  return t.findIndex(
    (x, i) =>
      ((/^(?:daily|weekly|hourly)$/.test(x.lower) ||
        (/^(?:a|per|each|every)$/.test(x.lower) &&
          // Paid by the day or by the piece: "$50 per task", "a commission on every order".
          /^(?:day|hour|week|task|order|review|rating|like|follow|click|survey|video|post)s?$/.test(
            lowerOf(t[i + 1]),
          ))) &&
        earns() &&
        (hasMoney(st) || st.some((y) => y.kind === 'number' || /X{2,}/.test(y.text)) || tasks())) ||
      (/^(?:day|daily)$/.test(x.lower) &&
        DAY_RATE.test(text.slice(Math.max(0, x.start - 24), x.start)) &&
        (earns() || offers())) ||
      (x.lower === 'day' && lures(text.slice(Math.max(0, x.start - 24), x.start))),
  );
}

/** Money to be earned, as a job or a side line offers it (not "cash back" or "points"). */
const EARNED_MONEY =
  /^(?:income|money|cash|salary|commission|commissions|profit|profits|wage|wages)$/;
/** What may stand before an offered "earn" or "make": nothing, "you can", "to", "want to". */
const OFFERED_BEFORE = /^(?:can|could|will|to|and|now|easily|also)$/;

/**
 * Earnings offered to the reader ("Earn extra income from home", "you can make money online",
 * "want to earn cash?"): the verb said as an offer (it opens the clause, or follows "can", "to"),
 * with money in the next three words, not cash back. Read with no amount named: the job and
 * task scams that move the reader to a messaging app often name none. The index in `t` of the
 * verb, or -1.
 */
export function earningsOffered(t: readonly Token[]): number {
  for (let i = 0; i < t.length; i++) {
    if (t[i]!.lemma !== 'earn' && t[i]!.lemma !== 'make') continue;
    if (i > 0 && !OFFERED_BEFORE.test(lowerOf(t[i - 1]))) continue;
    for (let j = i + 1; j <= i + 3 && j < t.length; j++)
      if (EARNED_MONEY.test(t[j]!.lower) && lowerOf(t[j + 1]) !== 'back') return i;
  }
  return -1;
}
