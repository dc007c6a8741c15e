/**
 * Issue 33, item 2: a time is never a link, and a token shaped like a phone number, a code, a
 * price or a domain is read for what it is. Property-style: a bounded generator (seeded, the seed
 * printed and in every failure message; replay with TOKENS_SEED=<seed>) writes neutral messages
 * around times and opening hours, prices, version numbers, dates, tracking numbers and
 * abbreviations with dots ("Dr.", "St.", "No.", "Ref.no", "Pvt.Ltd"), and every place that can
 * read a token as a link, a domain, a phone number, a code or money is asked about them: the link
 * finder, the anatomy's tokens and clauses, the act rules' link pattern, and the red flags and
 * anatomy of the whole message.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../helpers/prng';
import { findLinks } from '../../src/server/analysis/knowledge/link-finder';
import { splitSentences } from '../../src/server/analysis/knowledge/sentences';
import { cue, allMatches } from '../../src/server/analysis/knowledge/patterns';
import { LINK } from '../../src/server/analysis/offline/red-flags/act-rule';
import { detectRedFlags } from '../../src/server/analysis/offline/red-flags';
import { readAnatomy } from '../../src/server/analysis/signals/anatomy';
import { readTokens } from '../../src/server/analysis/signals/anatomy/tokens';
import { hasMoney } from '../../src/server/analysis/signals/anatomy/words';

const SEED = Number(process.env.TOKENS_SEED ?? 20261203);
const CASES = 240;

type Kind = 'time' | 'hours' | 'price' | 'version' | 'date' | 'tracking' | 'abbreviation';
interface Case {
  text: string;
  kind: Kind;
  /** Where the generated token sits in the text. */
  start: number;
  end: number;
}

function generator(seed: number) {
  const r = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = (): string => {
    const h = int(1, 12);
    const m = pad(pick([0, 15, 30, 45, int(0, 59)]));
    return pick([
      `${h}:${m}${pick(['am', 'pm', 'AM', 'PM', ' am', ' pm', ' a.m.', ' p.m.', ''])}`,
      `${h}.${m}${pick(['am', 'pm', ' am', ' pm'])}`,
      `${h}${pick(['am', 'pm', ' am', ' pm', ' a.m.', ' p.m.'])}`,
      `${pad(int(0, 23))}:${m}`,
      `${pad(int(6, 11))}h${m}`,
    ]);
  };
  const hhmm = () => `${pad(int(6, 21))}${pad(pick([0, 15, 30, 45]))}`;
  const dash = () => pick(['-', '–', ' - ', ' to ', '-']);
  const tokens: Record<Kind, () => string> = {
    time: clock,
    hours: () =>
      pick([
        `${clock()}${dash()}${clock()}`,
        `${hhmm()}${pick(['-', '–'])}${hhmm()}`,
        `${pick(['Mon-Fri', 'Mon–Sat', 'Sat', 'Sun', 'Weekdays'])} ${hhmm()}-${hhmm()}`,
        `${int(7, 10)}${pick(['am', ''])}-${int(4, 10)}pm`,
        `${pick(['MON', 'TUE', 'SAT', 'SUN'])} ${int(8, 10)}-${int(4, 6)}`,
        `${pick(['MON-FRI', 'SAT'])} ${hhmm()}-${hhmm()}`,
        '24/7',
      ]),
    price: () =>
      pick([
        `$${int(1, 2999)}.${pad(int(0, 99))}`,
        `£${int(1, 999)}.${pad(int(0, 99))}`,
        `€${int(1, 999)},${pad(int(0, 99))}`,
        `${int(1, 999)},${pad(int(0, 99))} €`,
        `£${int(1, 9)},${int(100, 999)}.00`,
        `USD ${int(1, 999)}.${pad(int(0, 99))}`,
        `Rs. ${int(10, 99999)}`,
        `R$ ${int(1, 999)},${pad(int(0, 99))}`,
      ]),
    version: () =>
      pick([
        `v${int(1, 20)}.${int(0, 9)}.${int(0, 30)}`,
        `${int(1, 20)}.${int(0, 9)}.${int(0, 30)}`,
        `iOS ${int(12, 18)}.${int(0, 6)}`,
        `${int(1, 9)}.${int(0, 9)}.${int(0, 9)}-beta`,
        `Android ${int(10, 15)}`,
      ]),
    date: () =>
      pick([
        `${pad(int(1, 28))}/${pad(int(1, 12))}/${int(2024, 2027)}`,
        `${pad(int(1, 28))}.${pad(int(1, 12))}.${int(2024, 2027)}`,
        `${int(2024, 2027)}-${pad(int(1, 12))}-${pad(int(1, 28))}`,
        `${int(1, 28)} ${pick(['Jan', 'Mar', 'May', 'Nov', 'Dec'])}`,
        `${pick(['Nov.', 'Dec.', 'Jan.'])} ${int(1, 28)}`,
      ]),
    tracking: () =>
      pick([
        `${int(1000, 9999)} ${int(1000, 9999)} ${int(1000, 9999)} ${int(1000, 9999)}`,
        `9400 ${int(1000, 9999)} ${int(1000, 9999)} ${int(1000, 9999)} ${int(10, 99)}`,
        `#${int(1000000, 99999999)}`,
        `9400 1000 0000 ${pad(int(0, 99))}00 0000 ${pad(int(0, 99))}`,
        `0${int(100, 999)} ${int(1000, 9999)} ${int(1000, 9999)} ${int(1000, 9999)}`,
      ]),
    abbreviation: () =>
      pick([
        'Dr.',
        'St.',
        'Mr.',
        'Mrs.',
        'No.',
        'Ref.no',
        'Tel.no',
        'Ref.',
        'approx.',
        'e.g.',
        'i.e.',
        'U.S.',
        'Inc.',
        'Ltd.',
        'Co.Ltd',
        'CO.LTD',
        'Pvt.Ltd',
        'PVT.LTD',
        'Ave.',
        'Rd.',
        'Jr.',
        'vs.',
        'etc.',
        'Dr.Patel',
        'St.Mary',
        'ref.no',
        'a.m.',
      ]),
  };
  const templates: Record<Kind, readonly string[]> = {
    time: [
      'See you at {T} for your appointment.',
      'The meeting moved to {T} in room 4.',
      'Your table is booked for {T} tonight.',
      'Doors close at {T} on Sundays.',
    ],
    hours: [
      'Your prescription is ready to collect. Open today {T}.',
      'Pharmacy hours {T}. Bring your slip.',
      'Our branch on High Street is open {T}.',
      'Opening hours: {T}. No appointment is needed.',
    ],
    price: [
      'Your order total was {T}.',
      'The tickets cost {T} each.',
      'Thanks for your payment of {T} last week.',
    ],
    version: [
      'The app was updated to {T} with new features.',
      'We fixed the crash in {T}.',
      'This guide covers {T} and later.',
    ],
    date: [
      'Your appointment is on {T} at the surgery.',
      'The school trip is on {T}.',
      'We received your letter dated {T}.',
    ],
    tracking: [
      'Your item {T} was delivered to the mailbox.',
      'The parcel {T} is with the courier.',
    ],
    abbreviation: [
      'Your appointment with {T} Okafor is confirmed.',
      'The clinic is at 12 {T} Mary Street.',
      'Please bring item {T} 5 with you.',
      'Sold by Brightway {T} and shipped from Leeds.',
    ],
  };
  const kinds = Object.keys(tokens) as Kind[];
  return (): Case => {
    const kind = pick(kinds);
    const token = tokens[kind]();
    const template = pick(templates[kind]);
    const start = template.indexOf('{T}');
    return { text: template.replace('{T}', token), kind, start, end: start + token.length };
  };
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

const cases = (() => {
  const next = generator(SEED);
  return Array.from({ length: CASES }, next);
})();
console.log(`tokens-read-for-what-they-are: seed ${SEED} (replay with TOKENS_SEED=${SEED})`);
const why = (c: Case) => `seed ${SEED}, ${c.kind}: ${JSON.stringify(c.text)}`;
const LINK_CUE = cue([LINK]);

/** Every case that fails `check` (a description of what was read wrongly), at most ten shown. */
function failures(check: (c: Case) => string[]): string[] {
  return cases.flatMap((c) => check(c).map((x) => `${why(c)} -> ${x}`)).slice(0, 10);
}

describe('a time, a price, a version, a date or an abbreviation is read for what it is', () => {
  it('is never found as a link', () => {
    expect(
      failures((c) =>
        findLinks(c.text)
          .filter((l) => overlaps(l, c))
          .map((l) => l.text),
      ),
    ).toEqual([]);
  });

  it('is never a link, a phone number, an e-mail address or a short code to the anatomy', () => {
    expect(
      failures((c) =>
        readTokens(c.text, splitSentences(c.text), findLinks(c.text))
          .clauses.flatMap((cl) => cl.tokens)
          .filter((t) => t.kind !== 'word' && t.kind !== 'number' && t.kind !== 'punct')
          .filter((t) => overlaps(t, c))
          .map((t) => `${t.kind}: ${t.text}`),
      ),
    ).toEqual([]);
  });

  it('is money only when it is a price', () => {
    expect(
      failures((c) => {
        const reading = readTokens(c.text, splitSentences(c.text), findLinks(c.text));
        const money = reading.clauses.some((cl) => hasMoney(cl.tokens));
        return money === (c.kind === 'price') ? [] : [`money: ${money}`];
      }),
    ).toEqual([]);
  });

  it('never matches the act rules’ web-address pattern', () => {
    expect(
      failures((c) =>
        allMatches(LINK_CUE, c.text, 5)
          .filter((m) => overlaps(m, c))
          .map((m) => m.text),
      ),
    ).toEqual([]);
  });

  it('raises no warning, and the anatomy reads no order to open a link or call a number', () => {
    expect(
      failures((c) => {
        const textLinks = findLinks(c.text);
        const flags = detectRedFlags(c.text, [], textLinks).flags.filter(
          (f) => f.severity !== 'low',
        );
        const a = readAnatomy(c.text, splitSentences(c.text), textLinks, [], null);
        return [
          ...flags.map((f) => `flag ${f.type}: ${f.textExample}`),
          ...a.asks
            .filter((x) => x.kind === 'link' || x.kind === 'call')
            .map((x) => `ask ${x.kind}: ${x.span.text}`),
          ...a.pressures.map((p) => `pressure ${p.kind}: ${p.span.text}`),
          ...a.channels.map((x) => `channel ${x.kind}: ${x.span.text}`),
        ];
      }),
    ).toEqual([]);
  });
});
