/**
 * A deadline put on the reader: the last chance said without a date ("final notice", "before we
 * close out your file", "is about to expire") or a deadline named with its day, in a message that
 * asks; "now", "today", "within 48 hours" or "by Friday" next to an ask. Split from pressure.ts.
 */
import type { Part, PressureKind } from './parts';
import type { Token } from './tokens';
import { lowerOf, span } from './words';

const URGENT =
  /^(?:now|immediately|urgently|urgent|asap|today|tonight|promptly|quickly|soon|expires?|expiring|expiry|deadline|within|before|until|by)$/;
/** Lending and borrowing: a date after them is the loan's term ("lend me $50 until payday"). */
const LOAN = /^(?:lend|borrow|loan|front|spot)$/;
/** A state a date ends: "out of stock until Thursday", "closed until Monday", "away until the 3rd". */
const STATE_UNTIL = /^(?:stock|unavailable|closed|away|leave|holiday|backorder|off|shut)$/;
const UNTIL = /^(?:until|till)$/;
/** Words that deny the urgency after them ("nothing urgent", "not urgent"). */
const NOT_SO = /^(?:nothing|not|no|non|never|n't)$/;
/**
 * A shop's invitation before "now" ("Shop now", "Order now", "Listen now", "Book now"): a button's
 * wording, not a deadline. "Pay now", "verify now" and "call now" stay one.
 */
const INVITATION =
  /^(?:shop|shopping|order|buy|browse|discover|explore|listen|watch|stream|play|read|book|reserve|subscribe|learn|view)$/;
/** What a "final" or "last" is said of when it is the last chance to act. */
const LAST_CHANCE =
  /^(?:call|calls|notice|attempt|attempts|warning|chance|time|opportunity|reminder)$/;
/** "Same account as last time", "more than last time": a past occasion, no last chance. */
const PAST_OCCASION = /^(?:as|than|since|like|from|unlike)$/;
/** Words before a date or a time that make it a deadline. */
const DEADLINE_BEFORE =
  /^(?:by|before|within|until|till|due|expires?|expiring|expiry|deadline|latest|than)$/;

/** A term of weeks or more: "within 30 days", "in two weeks", "by next month". */
const WEEKS = /^(?:weeks?|fortnights?|months?|years?|quarters?)$/;
/** Days enough that a term does not rush anyone. */
const UNHURRIED_DAYS = 8;
const DAY_COUNT_WORDS: Record<string, number> = {
  ten: 10,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};

/**
 * The writer's own everyday act, said in the first person singular ("I can fix your laptop
 * tonight", "I'll ring you today", "I'm working late today"): when the writer will do it, not a
 * time the reader must act by. Not a need ("I need it today"), nor a business's "we".
 */
const WRITER = /^(?:i|i'll|i’ll|i'm|i’m|im|ill)$/;
const WRITERS_ACT =
  /^(?:call|ring|phone|text|fix|come|coming|be|see|meet|pick|drop|arrive|finish|work|working|cook|bring|visit|leave|leaving|head|heading|back|home|late|busy|off|out)$/;
function writersOwnTime(t: readonly Token[], i: number): boolean {
  const who = t.findIndex((x, k) => k < i && WRITER.test(x.lower));
  if (who < 0 || t.slice(0, who).some((x) => x.lower === 'if')) return false;
  const between = t.slice(who + 1, i);
  return (
    between.some((x) => WRITERS_ACT.test(x.lower) || WRITERS_ACT.test(x.lemma)) &&
    !between.some((x) => /^(?:need|needs|must|have|got|require|want)$/.test(x.lower))
  );
}

/** The tokens from `i` (a deadline's word) name a term of weeks or more, not a rush. */
function unhurried(t: readonly Token[], i: number): boolean {
  const next = t.slice(i, i + 4);
  return next.some((x, k) => {
    if (WEEKS.test(x.lower)) return true;
    if (!/^days?$/.test(x.lower) || k === 0) return false;
    const count = next[k - 1]!.lower;
    return (DAY_COUNT_WORDS[count] ?? Number(count)) >= UNHURRIED_DAYS;
  });
}

/** The deadline a clause's tokens `t` put on the reader, or null (see above). */
export function deadlineOf(
  reading: { text: string },
  t: readonly Token[],
  hasAsk: boolean,
  messageAsks: boolean,
): Part<PressureKind> | null {
  // "a final courtesy call", "for the last time", "before we close out your file", "is about to
  // expire": the last chance, said without a date, in any sentence of a message that asks.
  if (hasAsk || messageAsks) {
    const last = t.findIndex(
      (x, i) =>
        (/^(?:final|last)$/.test(x.lower) &&
          !PAST_OCCASION.test(lowerOf(t[i - 1])) &&
          (t.slice(i + 1, i + 3).some((y) => LAST_CHANCE.test(y.lower)) ||
            // "Today is the final day to enroll": the last day to act, as "by Friday" is.
            (lowerOf(t[i + 1]) === 'day' && lowerOf(t[i + 2]) === 'to'))) ||
        (x.lemma === 'close' &&
          t.slice(i + 1, i + 4).some((y) => /^(?:file|case|claim)$/.test(y.lower))) ||
        (x.lower === 'about' &&
          lowerOf(t[i + 1]) === 'to' &&
          /^(?:expire|lapse|end|close|run)$/.test(lowerOf(t[i + 2]))),
    );
    if (last >= 0)
      return {
        kind: 'deadline',
        label: 'says it is your last chance',
        span: span(reading, t[last]!, t[Math.min(t.length - 1, last + 4)]!),
      };
    // "Deadline to enroll is Friday": a deadline named, with its day, in a message that asks.
    const named = t.findIndex(
      (x, i) =>
        /^(?:deadline|deadlines)$/.test(x.lower) &&
        t
          .slice(i + 1, i + 6)
          .some((y) => y.entity === 'DATE' || y.entity === 'TIME' || y.entity === 'DURATION'),
    );
    if (named >= 0)
      return {
        kind: 'deadline',
        label: 'rushes you with a deadline',
        span: span(reading, t[named]!, t[Math.min(t.length - 1, named + 4)]!),
      };
  }
  if (hasAsk) {
    // "now", "today", "within 48 hours", "by Friday": "by clicking" or "before you go" is no deadline.
    const timed = (x: Token | undefined) =>
      !!x &&
      (x.entity === 'DATE' ||
        x.entity === 'DURATION' ||
        x.entity === 'TIME' ||
        x.kind === 'number');
    // A date or a time is a deadline when something must happen by it ("by 20 June", "due on
    // the 5th", "within 48 hours"); "approved at 3:42 PM" or "see you Thursday at 2:45pm" is not.
    // "lend me $100 until Friday", "out of stock until Thursday": how long a loan or a state
    // lasts, not a deadline to act by.
    const lastsUntil = (i: number) =>
      t.slice(0, i).some((y) => LOAN.test(y.lemma)) ||
      t.slice(Math.max(0, i - 3), i).some((y) => STATE_UNTIL.test(y.lower));
    const urgent = t.findIndex(
      (x, i) =>
        (x.lower === 'away' && lowerOf(t[i - 1]) === 'right') ||
        (URGENT.test(x.lower) &&
          // "nothing urgent", "no rush, not urgent": urgency denied.
          !(x.lower === 'urgent' && NOT_SO.test(lowerOf(t[i - 1]))) &&
          !(UNTIL.test(x.lower) && lastsUntil(i)) &&
          !(x.lower === 'now' && INVITATION.test(lowerOf(t[i - 1]))) &&
          (!/^(?:within|before|until|by|expires?|expiring|expiry)$/.test(x.lower) ||
            timed(t[i + 1]) ||
            timed(t[i + 2]))) ||
        ((x.entity === 'DATE' || x.entity === 'DURATION' || x.entity === 'TIME') &&
          t
            .slice(Math.max(0, i - 2), i)
            .some(
              (y) =>
                (DEADLINE_BEFORE.test(y.lower) && !(UNTIL.test(y.lower) && lastsUntil(i))) ||
                (y.lower === 'in' && x.entity === 'DURATION'),
            )),
    );
    if (urgent >= 0 && !unhurried(t, urgent) && !writersOwnTime(t, urgent))
      return {
        kind: 'deadline',
        label: 'rushes you with a deadline',
        span: span(reading, t[urgent]!, t[Math.min(t.length - 1, urgent + 3)]!),
      };
  }
  return null;
}
