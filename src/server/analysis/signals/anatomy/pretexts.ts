/**
 * Pretexts about the reader's own affairs: "your <thing>" with a state, "you have won", an amount
 * owed, a deal the sender says it made with the reader, an offer of work or earnings, and the
 * stated asks and returns of an investment pitch. Split from read.ts, which puts the parts
 * together; who the sender claims to be is in senders.ts.
 */
import { MONEY_ASKS } from './asks';
import { earningsOffered } from './earnings';
import { type NounClass, nounClasses, verbClasses } from './lexicon';
import { type Anatomy, DEAL_WITH_YOU, type Part, WAY_TO_MAKE_MONEY, PUT_MONEY_IN } from './parts';
import type { Clause, Token } from './tokens';
import {
  CRYPTO,
  LOSS_NOUN,
  LOSS_VERB,
  classesIn,
  classesOfClause,
  hasMoney,
  lowerOf,
  noChecksAt,
  span,
} from './words';

/** "your <thing>" with a state, "you have <something>", "you('ve) won/been selected". */

const UNPAID_STATE =
  /^(?:unpaid|outstanding|overdue|pending|held|suspended|blocked|locked|failed|expired|unclaimed)$/;
/** What the reader's thing did unpaid: "your vehicle used an express lane without paying". */
const withoutPaying = (after: readonly Token[]) =>
  after.some((s, n) => s.lower === 'without' && /^pa(?:y|ying|yment)$/.test(lowerOf(after[n + 1])));
export function affairsClaim(clause: Clause): { label: string; from: number; to: number } | null {
  const t = clause.tokens;
  for (let i = 0; i < t.length; i++) {
    const w = t[i]!;
    // "I'll send it back to your usual account": money repaid to the reader, no claim about it;
    // "pay it from your own account": the way the reader pays, no claim either.
    const repaid =
      (i > 1 && /^(?:to|into)$/.test(t[i - 1]!.lower) && t[i - 2]!.lower === 'back') ||
      /^(?:from|through|via|using)$/.test(lowerOf(t[i - 1]));
    if (
      (w.lower === 'your' || w.lower === 'ur' || w.lower === 'yr') &&
      i + 1 < t.length &&
      !repaid
    ) {
      let j = i + 1;
      while (
        j < t.length &&
        (t[j]!.pos === 'ADJ' ||
          t[j]!.pos === 'NUM' ||
          (t[j]!.pos === 'PROPN' && t[j + 1]?.pos !== 'AUX'))
      )
        j++;
      // "your car's extended warranty": the thing is what the possessive names.
      if (t[j]?.pos === 'NOUN' && t[j + 1]?.lower === "'s") {
        j += 2;
        while (
          j < t.length &&
          (t[j]!.pos === 'ADJ' || (t[j]!.pos === 'VERB' && t[j]!.lower.endsWith('ed')))
        )
          j++;
      }
      // The noun group: up to three nouns ("your PAN card number").
      let k = j;
      while (
        k < t.length &&
        k < j + 3 &&
        (t[k]!.pos === 'NOUN' || t[k]!.pos === 'PROPN' || t[k]!.kind === 'word') &&
        t[k]!.pos !== 'AUX' &&
        t[k]!.pos !== 'VERB' &&
        t[k]!.pos !== 'ADP' &&
        t[k]!.pos !== 'PRON' &&
        t[k]!.pos !== 'CCONJ' &&
        t[k]!.pos !== 'SCONJ' &&
        t[k]!.pos !== 'DET'
      )
        k++;

      if (k === j) continue;
      const head = t[k - 1]!;
      const thing = classesIn(t.slice(i + 1, k));
      // "your card": WordNet's card is a playing card or a greeting first; said as the reader's
      // own, with nothing else named, it is the card they pay with.
      if (!thing.size && k === j + 1 && /^cards?$/.test(head.lower)) thing.add('card');
      const named = t.slice(i + 1, k).find((x) => classesIn([x]).size) ?? head;
      // A state said of it: "has been held", "is suspended", "will expire", "is pending".
      const state = t
        .slice(k, k + 4)
        .some(
          (s) =>
            s.pos === 'AUX' ||
            (s.pos === 'VERB' && s.lower !== s.lemma) ||
            /^(?:pending|due|unpaid|overdue|outstanding|blocked|suspended|on|awaiting|ready|eligible|approved)$/.test(
              s.lower,
            ),
        );
      // "your toll is unpaid", or what it has: "your vehicle has an unpaid parking violation".
      const has = t[k]?.lemma === 'have' ? 4 : 0;
      const unpaid =
        t.slice(i + 1, k + has).some((s) => UNPAID_STATE.test(s.lower)) ||
        withoutPaying(t.slice(k, k + 8));
      // "Your number was chosen in our draw", "your entry has won": a win said of the reader's thing.
      const won = t
        .slice(k, k + 4)
        .find((x) =>
          /^(?:won|wins|chosen|selected|drawn|picked|shortlisted|approved|awarded)$/.test(x.lower),
        );
      if (won)
        return {
          label: 'that you have won, are owed or were chosen for something',
          from: i,
          to: Math.min(t.length - 1, t.indexOf(won) + 2),
        };
      // "your benefits enrolment is incomplete", "your details are outdated": whatever the thing, a
      // fault said of it.
      const faulty = t
        .slice(k, k + 3)
        .some((x) =>
          /^(?:incomplete|unverified|invalid|inactive|outdated|incorrect|missing|unconfirmed|expiring)$/.test(
            x.lower,
          ),
        );
      if (faulty)
        return {
          label: `about your ${head.lower}`,
          from: i,
          to: Math.min(t.length - 1, k + 2),
        };
      // "your alarm system needs an upgrade": whatever the thing, it is said to need something.
      const needs = /^(?:need|require|must)$/.test(t[k]?.lemma ?? '');
      // Or anything said of a thing that is the reader's business ("you missed your package").
      const said = thing.size > 0 && t.some((x) => x.pos === 'VERB');
      // "your home faces disconnection", "your line is due for suspension": a loss said of it.
      // So is "your power will be shut off", "your line has been suspended".
      const cut =
        t.slice(k, k + 4).some((x) => LOSS_NOUN.test(x.lower)) ||
        t
          .slice(k, k + 6)
          .some((x, n, after) => LOSS_VERB.test(x.lower) && after[n - 1]?.lemma === 'be');
      if (cut && !thing.size)
        return {
          label: 'about your service or account being cut off',
          from: i,
          to: Math.min(t.length - 1, k + 3),
        };
      if ((thing.size && state) || unpaid || needs || said) {
        const about = [...thing][0];
        return {
          label: `about your ${about ? labelOfClass(about, named.lower) : head.lower}`,
          from: i,
          to: Math.min(t.length - 1, k + 3),
        };
      }
    }
    // "a road charge of 4.50 USD remains outstanding", "the shipment addressed to you could not be
    // dropped off": an amount owed or a thing sent to the reader that is held or failed.
    if (i === 0) {
      const owed =
        t.some((x) =>
          /^(?:unpaid|outstanding|overdue|owed|owing|due|unsettled|pending)$/.test(x.lower),
        ) && hasMoney(t);
      const thing = t.find(
        (x) =>
          x.kind === 'word' &&
          nounClasses(x.lemma).some(
            (c) => c === 'parcel' || c === 'card' || c === 'refund' || c === 'prize' || c === 'tax',
          ),
      );
      const toYou = t.some(
        (x, k) =>
          (x.lower === 'you' || x.lower === 'u') && k > 0 && /^(?:to|for)$/.test(t[k - 1]!.lower),
      );
      const failed =
        clause.negated ||
        t.some((x) =>
          /^(?:failed|unsuccessful|held|suspended|returned|stopped|undelivered|pending)$/.test(
            x.lower,
          ),
        );
      if (owed) return { label: 'about money you owe', from: 0, to: t.length - 1 };
      if (thing && toYou && failed)
        return {
          label: `about your ${labelOfClass(nounClasses(thing.lemma)[0]!, thing.lower)}`,
          from: 0,
          to: t.length - 1,
        };
    }
    // "You have an unpaid toll", "you have won", "you've been selected", "you are eligible".
    if ((w.lower === 'you' || w.lower === 'u') && i + 1 < t.length) {
      const next = t.slice(i + 1, i + 5);
      const got = next.find((s) => s.pos === 'NOUN' && classesIn([s]).size);
      const won = next.find((s) =>
        /^(?:won|win|winner|selected|select|chosen|shortlisted|hired|eligible|qualified|approved|owe|owed|entitled|pre-approved|awarded)$/.test(
          s.lower,
        ),
      );
      // "You have an automatic interruption of service": a loss the reader is said to have coming.
      const loss =
        next.some((s) => s.lemma === 'have') && next.find((s) => LOSS_NOUN.test(s.lower));
      if (loss && !won && !got)
        return {
          label: 'about your service or account being cut off',
          from: i,
          to: Math.min(t.length - 1, next.indexOf(loss) + i + 3),
        };
      if (won || (got && next.some((s) => s.lemma === 'have'))) {
        const end = next.indexOf((won ?? got)!) + i + 1;
        const what = got ? classesIn([got]) : new Set<NounClass>();
        const first = [...what][0];
        return {
          label: won
            ? 'that you have won, are owed or were chosen for something'
            : `about your ${first ? labelOfClass(first, got!.lower) : got!.lower}`,
          from: i,
          to: Math.min(t.length - 1, end + 2),
        };
      }
    }
  }
  return null;
}

function labelOfClass(c: NounClass, word: string): string {
  switch (c) {
    case 'parcel':
      return 'parcel or delivery';
    case 'tax':
      return word === 'toll' || word === 'tolls' ? 'toll' : 'tax or fines';
    case 'money':
      return word;
    case 'card':
      return 'account or card';
    default:
      return word;
  }
}
/**
 * An investment pitch states its ask rather than giving an order: "the minimum deposit is $500",
 * "I made 40% in a month". A stated amount to put in, with investing or returns in the message,
 * is an ask to pay; a return in per cent or money said of an investment is its pretext.
 */
export function isInvesting(clauses: readonly Clause[]): boolean {
  return clauses.some((c) => {
    const cls = classesOfClause(c.tokens);
    return (
      cls.has('investment') ||
      c.tokens.some((x) => CRYPTO.test(x.lower) || /^(?:invest|trade|trading)$/.test(x.lemma))
    );
  });
}

export function investmentOffer(
  reading: { text: string; clauses: Clause[] },
  anatomy: Anatomy,
): void {
  // A pitch is said between the sender and the reader ("I made 40%", "you should join"); a report
  // of what a company or a country invested or earned speaks of third parties and offers nothing.
  const personal = new Set(
    reading.clauses
      .filter((c) =>
        c.tokens.some((x) => /^(?:i|i'm|we|my|our|me|us|you|your|u|ur)$/.test(x.lower)),
      )
      .map((c) => c.sentence),
  );
  for (const c of reading.clauses) {
    const t = c.tokens;
    // "The minimum to join is just $250", "min deposit is only $500": the stake named in a pitch
    // that speaks to the reader elsewhere, though this clause names no one.
    const minimum =
      personal.size > 0 &&
      t.some((x) => x.lemma === 'minimum' || x.lower === 'min' || x.lower === 'min.') &&
      t.some((x) => /^(?:join|start|deposit|invest|entry|open)$/.test(x.lemma));
    if (!personal.has(c.sentence) && !minimum) continue;
    const money = hasMoney(t) ? 0 : -1;
    const percent = t.findIndex(
      (x, i) =>
        /^\d+(?:\.\d+)?%$/.test(x.text) || (x.kind === 'number' && lowerOf(t[i + 1]) === '%'),
    );
    const stake = t.some((x) =>
      /^(?:minimum|deposit|invest|investment|start|starting|join|entry|register|registration)$/.test(
        x.lemma,
      ),
    );
    if (money >= 0 && stake && !anatomy.asks.some((a) => MONEY_ASKS.has(a.kind)))
      anatomy.asks.push({
        kind: 'pay',
        label: PUT_MONEY_IN,
        span: span(reading, t[0]!, t[t.length - 1]!),
      });
    const gain = t.some((x) => /^(?:make|earn|gain|profit|return|get|double|grow)$/.test(x.lemma));
    if ((percent >= 0 || money >= 0) && gain && !anatomy.pretexts.some((p) => p.kind === 'affairs'))
      anatomy.pretexts.push({
        kind: 'affairs',
        label: WAY_TO_MAKE_MONEY,
        span: span(reading, t[0]!, t[t.length - 1]!),
      });
  }
}

/**
 * A deal between the sender and the reader ("I sold the sofa to you", "we shipped your order",
 * "I bought your bike"): the sender's act of buying, selling or sending, done with the reader.
 */
export function dealClaim(
  reading: { text: string },
  c: Clause,
  sentence: readonly Token[] = c.tokens,
): Part<'affairs'> | null {
  const t = c.tokens;
  for (let i = 0; i + 1 < t.length; i++) {
    // "I'm the buyer of your bike", "I am the seller of your order": a role in the reader's deal.
    const self =
      t[i]!.lower === "i'm" || (t[i]!.lower === 'i' && /^(?:am|'m)$/.test(lowerOf(t[i + 1])));
    if (self) {
      const k = t[i]!.lower === "i'm" ? i + 1 : i + 2;
      if (
        /^(?:the|a|an)$/.test(lowerOf(t[k])) &&
        t[k + 1]?.pos === 'NOUN' &&
        /^(?:of|for)$/.test(lowerOf(t[k + 2])) &&
        /^(?:your|ur)$/.test(lowerOf(t[k + 3]))
      )
        return {
          kind: 'affairs',
          label: DEAL_WITH_YOU,
          span: span(reading, t[i]!, t[Math.min(t.length - 1, k + 4)]!),
        };
    }
    if (!/^(?:i|we|i've|we've)$/.test(t[i]!.lower)) continue;
    const v = t.slice(i + 1, i + 3).find((x) => x.pos === 'VERB');
    if (!v) continue;
    // A trade already made ("I sold", "we've paid", "I bought"): buying, selling or paying, done.
    const done =
      v.lower !== v.lemma || t.slice(i + 1, t.indexOf(v)).some((x) => x.lemma === 'have');
    const trade =
      done &&
      (v.lemma === 'sell' || verbClasses(v.lemma).some((k) => k === 'acquire' || k === 'pay'));
    const from = sentence.indexOf(v);
    const withYou = sentence
      .slice(from + 1, from + 6)
      .some((x) => /^(?:you|u|your|ur)$/.test(x.lower));
    if (trade && withYou)
      return {
        kind: 'affairs',
        label: DEAL_WITH_YOU,
        span: span(reading, t[0]!, t[t.length - 1]!),
      };
  }
  return null;
}

/**
 * An offer of work or earnings from the sender ("we are hiring", "a part-time position", "earn
 * daily"): WordNet's jobs, or hiring, said by the sender rather than of the reader's own job.
 */
export function offerClaim(
  reading: { text: string },
  c: Clause,
  earnings: boolean,
  /** Where earningsOffered found an offer in this clause, when the caller has read it. */
  offered?: number,
): Part<'affairs'> | null {
  const t = c.tokens;
  // Hiring said by the sender, or a job named in a message that promises pay by the day or hour
  // (WordNet's jobs alone are the stuff of every workplace e-mail).
  const at = t.findIndex(
    (x, i) =>
      x.kind === 'word' &&
      ((earnings && nounClasses(x.lemma).includes('job')) ||
        /^(?:hire|hiring|recruit\p{L}*|vacanc(?:y|ies))$/u.test(x.lower) ||
        // "JOBS IN DUBAI", "Jobs available": jobs offered by a headline that opens the clause.
        (i === 0 && x.lower === 'jobs' && /^(?:in|abroad|available)$/.test(lowerOf(t[1])))) &&
      !/^(?:your|ur|my|his|her|their)$/.test(lowerOf(t[i - 1])) &&
      !/^(?:your|ur|my|his|her|their)$/.test(lowerOf(t[i - 2])),
  );
  // Earnings offered with no job or amount named: "Earn extra income from home".
  const earn = at < 0 ? (offered ?? earningsOffered(t)) : -1;
  if (earn >= 0)
    return {
      kind: 'affairs',
      label: 'to offer you work or earnings',
      span: span(reading, t[earn]!, t[Math.min(t.length - 1, earn + 3)]!),
    };
  if (at < 0) {
    // Money lent without the lender's checks: "Get $2,500 today, bad credit OK".
    const loan = noChecksAt(t);
    return loan < 0
      ? null
      : {
          kind: 'affairs',
          label: 'to offer a loan on easy terms',
          span: span(reading, t[Math.max(0, loan - 3)]!, t[Math.min(t.length - 1, loan + 2)]!),
        };
  }
  return {
    kind: 'affairs',
    label: 'to offer you work or earnings',
    span: span(reading, t[Math.max(0, at - 3)]!, t[Math.min(t.length - 1, at + 3)]!),
  };
}
