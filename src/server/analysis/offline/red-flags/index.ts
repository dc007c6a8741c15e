/**
 * Red-flag detection: the cue rules, plus the flags that need context: impersonation (a brand
 * named together with a request, a threat or a link it does not own), suspicious links,
 * "experts say" with no named source nearby, shouting and piled-up exclamation marks.
 * One flag per type (links: one per link, a few at most), strongest first.
 */
import { SEVERITY_RANK, type RedFlagType, type RedFlag, type Severity } from '../../../../shared';
import { REQUEST_FLAG_TYPES } from './flag-types';
import { clickbaitHeadline, firstLine } from './headline';
import { BRANDS, type Brand } from '../../knowledge/lexicons';
import { linkSpanFor } from './link-spans';
import type { LinkReport } from '../../knowledge/links';
import {
  allMatches,
  countRuns,
  cue,
  cueCased,
  firstMatch,
  gap,
  type Span,
} from '../../knowledge/patterns';
import { steepDiscount } from './price-drop';
import { MIN_DISGUISED_WORDS, undisguise } from './disguised-words';
import { detectActs } from './acts';
import { CUE_RULES } from './rules';
import { hasNamedSourceNear } from '../../signals/source-evidence';

/** Suspicious links shown separately, at most. */
export const MAX_LINK_FLAGS = 3;
/** Hits counted per rule: enough to judge strength, bounded for long texts. */
const MAX_HITS_PER_RULE = 20;

export interface RedFlagReport {
  flags: RedFlag[];
  /** The organisation the text seems to impersonate, for questions and the summary. */
  impersonated: Brand | null;
  /** Where each flag's example starts in the text (-1 when it came from outside the text). */
  positions: Map<RedFlag, number>;
}

const LOWER: Record<Severity, Severity> = { high: 'medium', medium: 'low', low: 'low' };

const REQUEST_TYPES = REQUEST_FLAG_TYPES;

const BRAND_CUES: ReadonlyArray<[Brand, RegExp]> = BRANDS.map((b) => [
  b,
  b.cased ? cueCased([b.pattern]) : cue([b.pattern]),
]);
/**
 * A brand named as the means of payment ("Apple gift cards", "an Amazon voucher") is not the
 * brand speaking: the scam may be anyone's, so it is no sign of impersonation.
 */
const AS_PAYMENT_METHOD =
  /^[\s-]?(?:store |e-?)?(?:gift ?(?:cards?|vouchers?|codes?|certificates?)|giftcards?|vouchers?)(?![\p{L}])/iu;
/** Brand mentions looked at before giving up on finding one that is not a payment method. */
const MAX_BRAND_MENTIONS = 20;
/**
 * A brand named as the channel a message came through or an address ("add me on WhatsApp",
 * "hr.jobs@gmail.com") is not the brand speaking. Must not fire on: "send your CV to
 * jobs.partners@gmail.com" (Gmail is the sender's mailbox, not the sender).
 */
const AS_CHANNEL_BEFORE = /(?:[@.]|(?:^|[^\p{L}])(?:on|via|through|over|by|using) (?:the )?)$/iu;
const AS_ADDRESS_AFTER = /^(?:\.[a-z]{2,}|@)/i;
/** The brand signs the message: a "From:" or "Subject:" line, or a line of its own ("Norton LifeLock"). */
const FROM_LINE = /^\s*(?:from|frm|sender|subject|subj)\b/iu;
const SHORT_LINE = 40;
/** How far either side of a mention its line is looked for. */
const LINE_WINDOW = 120;
/** How far into the text a sender prefix ("HSBC ALERT:", "Santander: …") may reach. */
const SENDER_CHARS = 60;
/** The brand as the speaker or the reader's own account with it. */
const SPEAKS_BEFORE =
  /(?:(?:^|[^\p{L}])(?:from|this is|welcome to|thank you for (?:choosing|using)|thanks for (?:choosing|using)|dear|your|ur|yr) )$/iu;
const SPEAKS_AFTER =
  /^[\s-]*(?:\d{2,3}\s*)?(?:team|support|security|customer (?:service|care|support)|account (?:team|services?)|notification|alert|billing|services?|help ?desk|online|id|account|card|wallet|member services)(?![\p{L}])/iu;
/** The text talks as "we" to "you": with a personal hook, the brand it names is the speaker. */
const FIRST_PERSON = /(?<![\p{L}])(?:we|our|us)(?![\p{L}])/iu;

function brandMentions(re: RegExp, text: string): Span[] {
  return allMatches(re, text, MAX_BRAND_MENTIONS).filter((m) => {
    if (AS_PAYMENT_METHOD.test(text.slice(m.end, m.end + 20))) return false;
    return (
      !AS_CHANNEL_BEFORE.test(text.slice(Math.max(0, m.start - 12), m.start)) &&
      !AS_ADDRESS_AFTER.test(text.slice(m.end, m.end + 5))
    );
  });
}

/** Does the text speak as the brand at this mention (sender line, sign-off, "your <brand> account")? */
function speaksAs(text: string, m: Span): boolean {
  // Read a bounded window around the mention, so a long text without line breaks stays linear.
  const from = Math.max(0, m.start - LINE_WINDOW);
  const before = text.slice(from, m.start);
  const after = text.slice(m.end, m.end + LINE_WINDOW);
  const cutBefore = before.lastIndexOf('\n');
  const cutAfter = after.indexOf('\n');
  const startKnown = cutBefore !== -1 || from === 0;
  const whole = startKnown && (cutAfter !== -1 || m.end + LINE_WINDOW >= text.length);
  const line =
    `${before.slice(cutBefore + 1)}${m.text}${cutAfter === -1 ? after : after.slice(0, cutAfter)}`.trim();
  if ((startKnown && FROM_LINE.test(line)) || (whole && line.length <= SHORT_LINE)) return true;
  // A text that opens with the brand ("Santander We would like to confirm…") signs with it.
  if (/^\W{0,3}$/u.test(text.slice(0, m.start))) return true;
  if (m.start < SENDER_CHARS && /^[^.!?\n]{0,20}:/u.test(text.slice(m.end, m.end + 21)))
    return true;
  return (
    SPEAKS_BEFORE.test(text.slice(Math.max(0, m.start - 30), m.start)) ||
    SPEAKS_AFTER.test(text.slice(m.end, m.end + 30))
  );
}
const PERSONAL_HOOK = cue([
  `(?:your|ur)${gap(25)}(?:account|parcel|package|delivery|shipment|refund|tax|card|order|payment|subscription|device|computer|prize|benefit|pension|licence|license)`,
]);
const UNSOURCED_AUTHORITY = cue([
  '(?:many |most |top |leading )?(?:experts|scientists|doctors|researchers|specialists|economists|insiders|sources|officials) (?:say|said|agree|warn|believe|claim|confirm|have (?:found|shown|proven|confirmed))',
  '(?:studies|research|science|statistics) (?:show|shows|prove|proves|has (?:shown|proven)|have (?:shown|proven)|confirms?)',
  'it is (?:a )?(?:well[- ])?(?:known|proven|established) (?:fact )?that|(?:a|one) (?:recent )?study (?:found|shows|showed|proves)|many people are saying|people are saying',
]);
const KNOWN_ACRONYMS = new Set([
  'NASA',
  'NATO',
  'COVID',
  'UNESCO',
  'UNICEF',
  'OPEC',
  'HSBC',
  'FIFA',
  'IKEA',
  'USPS',
  'NYSE',
  'NASDAQ',
  'FTSE',
  'AIDS',
  'ASAP',
  'UEFA',
  'OECD',
  'NAACP',
  'SARS',
  'MERS',
  'NOAA',
  'DEFRA',
  'OFCOM',
  'OFGEM',
  'BREXIT',
  'GDPR',
  'HTML',
  'HTTP',
  'HTTPS',
  'JSON',
  'CNBC',
  'MSNBC',
  'NPR',
  'WHO',
]);
/** A word in capitals (two letters or more, so "IT" and "IS" join a shouted run). */
const CAPS_TOKEN = /(?<![\p{L}\p{N}])\p{Lu}[\p{Lu}'’]+(?![\p{L}\p{N}])/gu;
/** Capital words in a row that read as shouting ("SHARE IT BEFORE IT IS DELETED"). */
const SHOUTED_RUN = 3;
/** Scattered capital words that read as shouting even apart, when none is a name or acronym. */
const SCATTERED_SHOUTS = 6;
/** Long capital words (not acronyms) from which shouting is a medium flag. */
const MANY_SHOUTED_WORDS = 6;
/** Capital words looked at: enough to judge, bounded for long texts. */
const MAX_CAPS_WORDS = 200;

/**
 * Shouting is a run of words in capitals, or many scattered ones. A lone capitalised word is
 * mostly a name or an acronym: must not fire on "Back in 2002 CNET ran a piece on FOAF … the
 * BIBLE study group … the ATM outside TESCO" (four names, none shouted).
 */
function shoutingRun(text: string): { first: Span; words: number } | null {
  const caps = allMatches(CAPS_TOKEN, text, MAX_CAPS_WORDS);
  let runStart = 0;
  let best: { from: number; length: number } | null = null;
  for (let i = 1; i <= caps.length; i++) {
    const joined =
      i < caps.length && /^[\s,:;!?.-]{1,3}$/u.test(text.slice(caps[i - 1]!.end, caps[i]!.start));
    if (joined) continue;
    const length = i - runStart;
    const longWords = caps.slice(runStart, i).filter((c) => c.text.length >= 4).length;
    if (length >= SHOUTED_RUN && longWords >= 2 && (!best || length > best.length))
      best = { from: runStart, length };
    runStart = i;
  }
  // Scattered words: long ones only, and not the acronyms and names every report uses.
  const scattered = caps.filter((c) => c.text.length >= 4 && !KNOWN_ACRONYMS.has(c.text));
  if (!best && scattered.length < SCATTERED_SHOUTS) return null;
  const first = best ? caps[best.from]! : scattered[0]!;
  const end = best ? caps[best.from + best.length - 1]!.end : first.end;
  return {
    first: { text: text.slice(first.start, end), start: first.start, end },
    words: scattered.length,
  };
}
const PUNCTUATION_RUN = /[!?]{2,}/g;
/** How far back a punctuation run's quote reaches for the word it follows. */
const PUNCTUATION_WORD_CHARS = 30;

/** The run with the word before it ("deal!!!"): found from the run, so the scan stays linear. */
function withPrecedingWord(text: string, run: Span): Span {
  let start = run.start;
  while (
    start > 0 &&
    run.start - start < PUNCTUATION_WORD_CHARS &&
    !/[\s!?]/.test(text[start - 1]!)
  )
    start--;
  return { text: text.slice(start, run.end), start, end: run.end };
}
const SENSATIONAL = cue([
  'shocking|shocked|unbelievable|bombshell|explosive|outrageous|horrifying|terrifying|insane|jaw-?dropping|mind-?blowing|stunning revelation|must[- ]see|incredible|unreal|scandalous|sensational|breaking',
]);
const ABSOLUTE = cue([
  'always|never|everyone|everybody|nobody|no one|100 ?%|undeniabl[ey]|proven fact|without exception|absolutely|totally|completely|forever|guaranteed|every single',
]);

function flag(
  type: RedFlagType,
  indicator: string,
  severity: Severity,
  explanation: string,
  span: Span,
  positions: Map<RedFlag, number>,
): RedFlag {
  const f: RedFlag = { indicator, type, severity, explanation, textExample: span.text };
  positions.set(f, span.start);
  return f;
}

function spanEquals(a: Span, b: Span): boolean {
  return a.start === b.start && a.end === b.end;
}

function linkFlags(
  text: string,
  reports: readonly LinkReport[],
  positions: Map<RedFlag, number>,
): RedFlag[] {
  const out: RedFlag[] = [];
  const bad = reports
    .filter((r) => r.severity !== null)
    .sort((a, b) => SEVERITY_RANK[b.severity!] - SEVERITY_RANK[a.severity!]);
  for (const report of bad.slice(0, MAX_LINK_FLAGS)) {
    const span: Span = linkSpanFor(text, report) ?? { text: report.url, start: -1, end: -1 };
    out.push(
      flag(
        'suspicious_link',
        report.impersonates ? `Link imitates ${report.impersonates.name}` : 'Suspicious link',
        report.severity!,
        `Do not open it: ${report.reasons.join('; ')}. To check, type the organisation's address yourself or use its app.`,
        span,
        positions,
      ),
    );
  }
  return out;
}

function impersonationFlag(
  text: string,
  flags: readonly RedFlag[],
  reports: readonly LinkReport[],
  positions: Map<RedFlag, number>,
): { flag: RedFlag | null; brand: Brand | null } {
  const requested = flags.some((f) => REQUEST_TYPES.has(f.type));
  const hook = firstMatch(PERSONAL_HOOK, text) !== null;
  const firstPerson = FIRST_PERSON.test(text);
  let named: Brand | null = null;
  for (const [brand, re] of BRAND_CUES) {
    const mentions = brandMentions(re, text);
    const linked = reports.find((r) => r.impersonates === brand);
    if (mentions.length === 0 && !linked) continue;
    // Only a link that is itself suspicious counts as "not theirs": a newsletter that names Yahoo
    // beside a shortened link to its own article is not pretending to be Yahoo.
    const foreignLink = reports.some(
      (r) =>
        r.impersonates === brand ||
        ((r.severity === 'high' || r.severity === 'medium') &&
          r.domain !== null &&
          !r.domain.includes(brand.token)),
    );
    // The text must speak as the brand: its sender line, "your <brand> account", or "we" writing
    // about your account. Must not fire on a newsletter that reports "Yahoo said on Tuesday it
    // will close Groups" or a job scam whose reply address is at gmail.com.
    const speaking =
      mentions.find((m) => speaksAs(text, m)) ?? (hook && firstPerson ? mentions[0] : undefined);
    // Speaking as the brand ("your card", "your order") is what genuine alerts do too: it takes a
    // request or a link that is not the brand's to make it impersonation. Must not fire on "HSBC:
    // Your card ending 4821 was used for £23.40 ... We will never ask for your PIN."
    if (!linked && (!speaking || (!requested && !foreignLink))) {
      if (hook && mentions.length > 0) named ??= brand;
      continue;
    }
    const mention = speaking ?? mentions[0];
    const severity: Severity = 'high';
    const why: Record<Brand['kind'], string> = {
      bank: 'Banks never ask you to verify details, unlock accounts or move money through a link in a message.',
      payment:
        'Payment services never ask for your password or card details through a link in a message.',
      delivery:
        'Delivery firms do not ask for fees or card details by text or email link; check the tracking number on their own site.',
      tech: 'Real tech companies do not contact you out of the blue about problems with your account or computer.',
      shop: 'Shops do not ask you to confirm payments or accounts through links in unexpected messages.',
      authority:
        'Tax offices, police and courts do not demand payment, gift cards or personal data by message or phone call.',
    };
    const span: Span = mention ?? { text: linked!.url, start: -1, end: -1 };
    return {
      brand,
      flag: flag(
        'impersonation',
        `Claims to be ${brand.name}`,
        severity,
        `${why[brand.kind]} The message names ${brand.name}${
          foreignLink ? ' but links to a site that is not theirs' : ' and asks you for something'
        }: contact them through their official app, website or the number on your card.`,
        span,
        positions,
      ),
    };
  }
  return { flag: null, brand: named };
}

function unsourcedAuthorityFlag(text: string, positions: Map<RedFlag, number>): RedFlag | null {
  for (const hit of allMatches(UNSOURCED_AUTHORITY, text, MAX_HITS_PER_RULE)) {
    if (hasNamedSourceNear(text, hit.start, hit.end)) continue;
    return flag(
      'unsourced_authority',
      'Authority without a named source',
      'medium',
      '"Experts say" or "studies show" without saying which experts or which study cannot be checked. Credible writing names its sources so you can look them up.',
      hit,
      positions,
    );
  }
  return null;
}

/**
 * Does a pasted first line read as a headline rather than a chat message or a sentence? Headlines
 * are one statement, start with a capital or a number and do not end in a full stop; a question
 * counts only in headline capitals ("Which Pizza Are You?"), since chat is full of questions.
 */
export function looksLikeHeadline(line: string): boolean {
  const t = line.trim();
  const words = t.split(/\s+/);
  if (words.length < 3 || !/^[\p{Lu}\d"'‘“]/u.test(t)) return false;
  if (/[.,;:]\s*$/.test(t) || /[.?!]\s+\S/u.test(t)) return false;
  if (t.endsWith('?')) {
    const long = words.filter((w) => /^\p{L}{4,}/u.test(w));
    return long.length > 0 && long.filter((w) => /^\p{Lu}/u.test(w)).length / long.length >= 0.6;
  }
  return true;
}

/** The first line, when it stands as a headline (alone, or above the body), judged by its traits. */
function headlineFlag(text: string, positions: Map<RedFlag, number>): RedFlag | null {
  const line = firstLine(text);
  if (!looksLikeHeadline(line.text)) return null;
  const verdict = clickbaitHeadline(line.text, line.start);
  if (!verdict) return null;
  return flag(
    'clickbait',
    'Clickbait headline',
    verdict.traits.length >= 3 ? 'medium' : 'low',
    `The headline ${verdict.traits.join(', ')}: it is written to make you click rather than to tell you what happened.`,
    verdict.span,
    positions,
  );
}

function styleFlags(text: string, positions: Map<RedFlag, number>): RedFlag[] {
  const out: RedFlag[] = [];
  const shout = shoutingRun(text);
  if (shout) {
    out.push(
      flag(
        'shouting',
        'Shouting in capital letters',
        shout.words >= MANY_SHOUTED_WORDS ? 'medium' : 'low',
        'Writing in capitals is meant to alarm or excite you; careful sources state facts in a calm voice.',
        shout.first,
        positions,
      ),
    );
  }
  const runs = allMatches(PUNCTUATION_RUN, text, 50)
    .filter((s) => s.text.includes('!'))
    .map((s) => withPrecedingWord(text, s));
  if (runs.length > 0) {
    out.push(
      flag(
        'excessive_punctuation',
        'Repeated exclamation marks',
        runs.length >= 3 ? 'medium' : 'low',
        'Piled-up exclamation marks signal emotion, not evidence; they are common in scams and hype.',
        runs[0]!,
        positions,
      ),
    );
  }
  const sensational = allMatches(SENSATIONAL, text, 20);
  const absolutes = allMatches(ABSOLUTE, text, 20);
  const words = Math.max(1, countRuns(text).spaceRuns + 1);
  const absoluteDense = absolutes.length >= 3 && absolutes.length / words >= 0.015;
  if (sensational.length > 0 || absoluteDense) {
    out.push(
      flag(
        'sensational_language',
        'Sensational or absolute language',
        sensational.length >= 3 ? 'medium' : 'low',
        'Words like "shocking" or "always/never/everyone" overstate; real evidence is usually more qualified.',
        sensational[0] ?? absolutes[0]!,
        positions,
      ),
    );
  }
  return out;
}

/** How far either side of a hit a rule's weakening context is looked for. */
const NEAR_CHARS = 120;

function nearby(text: string, hit: Span, re: RegExp): boolean {
  return (
    firstMatch(re, text.slice(Math.max(0, hit.start - NEAR_CHARS), hit.end + NEAR_CHARS)) !== null
  );
}

/** How far back a hit's own sentence is read for a framing word. */
const FRAME_CHARS = 80;

/** The part of the hit's sentence before it (bounded). */
function sentenceBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - FRAME_CHARS), at);
  const cut = Math.max(
    before.lastIndexOf('.'),
    before.lastIndexOf('!'),
    before.lastIndexOf('?'),
    before.lastIndexOf('\n'),
  );
  return before.slice(cut + 1);
}

export function detectRedFlags(text: string, linkReports: readonly LinkReport[]): RedFlagReport {
  const positions = new Map<RedFlag, number>();
  const flags: RedFlag[] = [];
  // Rules read the text with digits-for-letters undone ("BL0CKED", "w0n"); quotes come from the
  // text as written (the swap keeps every position).
  const { plain, disguised } = undisguise(text);
  const asWritten = (s: Span): Span => ({ ...s, text: text.slice(s.start, s.end) });
  if (disguised.length >= MIN_DISGUISED_WORDS) {
    flags.push(
      flag(
        'disguised_text',
        'Letters swapped for digits',
        'medium',
        'Writing "BL0CKED" or "w0n" with digits in place of letters is a trick to slip past spam filters; honest senders have no reason to do it.',
        disguised[0]!,
        positions,
      ),
    );
  }
  for (const rule of CUE_RULES) {
    const weakHits = rule.weak ? allMatches(rule.weak, plain, MAX_HITS_PER_RULE) : [];
    let example: Span | null = null;
    let strongExample: Span | null = null;
    for (const [index, re] of rule.cues.entries()) {
      const near = rule.weakNear?.cue === index ? rule.weakNear.near : null;
      const hits = allMatches(re, plain, MAX_HITS_PER_RULE)
        .filter(
          (h) => !rule.exclude?.test(h.text) && !rule.frame?.test(sentenceBefore(plain, h.start)),
        )
        .map(asWritten);
      example ??= hits[0] ?? null;
      strongExample ??=
        hits.find(
          (h) => !weakHits.some((w) => spanEquals(w, h)) && !(near && nearby(plain, h, near)),
        ) ?? null;
      if (strongExample) break;
    }
    if (!example) continue;
    const severity = strongExample ? rule.severity : LOWER[rule.severity];
    flags.push(
      flag(
        rule.type,
        rule.indicator,
        severity,
        rule.explanation,
        strongExample ?? example,
        positions,
      ),
    );
  }
  // What a scam does (threatens an account, asks a parcel fee, wants money on a new number): a
  // type the cue rules already raised keeps the stronger of the two, and on a tie the act, which
  // names what the text does ("millions of fake ballots" rather than "wake up people").
  for (const act of detectActs(plain)) {
    const same = flags.find((f) => f.type === act.rule.type);
    if (same && SEVERITY_RANK[same.severity] > SEVERITY_RANK[act.severity]) continue;
    if (same) flags.splice(flags.indexOf(same), 1);
    flags.push(
      flag(
        act.rule.type,
        act.rule.indicator,
        act.severity,
        act.rule.explanation,
        asWritten(act.span),
        positions,
      ),
    );
  }
  if (!flags.some((f) => f.type === 'too_good_to_be_true')) {
    const deal = steepDiscount(text);
    const rule = CUE_RULES.find((r) => r.type === 'too_good_to_be_true');
    if (deal && rule) {
      const cut = Math.round(deal.discount * 100);
      flags.push(
        flag(
          rule.type,
          rule.indicator,
          rule.severity,
          `The stated prices are a ${cut}% cut. ${rule.explanation}`,
          deal.span,
          positions,
        ),
      );
    }
  }
  if (!flags.some((f) => f.type === 'clickbait')) {
    const headline = headlineFlag(text, positions);
    if (headline) flags.push(headline);
  }
  flags.push(...linkFlags(text, linkReports, positions));
  const { flag: impersonation, brand } = impersonationFlag(text, flags, linkReports, positions);
  if (impersonation) flags.push(impersonation);
  const unsourced = unsourcedAuthorityFlag(text, positions);
  if (unsourced) flags.push(unsourced);
  flags.push(...styleFlags(text, positions));

  // Pressure with nothing asked for is a sales or news tone; pressure plus a request is a scam.
  const urgency = flags.find((f) => f.type === 'urgency');
  const scammy = flags.some(
    (f) =>
      REQUEST_TYPES.has(f.type) ||
      f.type === 'impersonation' ||
      (f.type === 'suspicious_link' && f.severity !== 'low'),
  );
  if (urgency && scammy) urgency.severity = urgency.severity === 'low' ? 'medium' : 'high';
  // A generic shortener only hides where a link goes; it weighs as a warning when the text also
  // asks for something, threatens or impersonates (health desks post bit.ly links all day).
  if (scammy)
    for (const f of flags)
      if (f.type === 'suspicious_link' && f.severity === 'low') f.severity = 'medium';

  const pos = (f: RedFlag) => positions.get(f) ?? -1;
  flags.sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || pos(a) - pos(b));
  return { flags, impersonated: brand, positions };
}
