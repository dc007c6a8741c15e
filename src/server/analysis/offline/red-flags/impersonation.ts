/**
 * Impersonation: a brand named together with a request, or a link that is not the brand's, in a
 * text that speaks as the brand (its sender line, "your <brand> account", "we" about your account).
 * Mentions that are the means of payment ("Apple gift cards") or the channel ("on WhatsApp") do
 * not count. Split from index.ts, which runs every red-flag pass.
 */
import type { RedFlag, Severity } from '../../../../shared';
import { BRANDS, type Brand } from '../../knowledge/lexicons';
import type { LinkReport } from '../../knowledge/links';
import { allMatches, cue, cueCased, firstMatch, gap, type Span } from '../../knowledge/patterns';
import { READERS_CARD_AFTER } from '../../signals/anatomy/opening-brand';
import { flag } from './flag';
import { REQUEST_FLAG_TYPES } from './flag-types';

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
const FROM_LINE = /^\s*(?:from|frm|sender|subject|subj)(?!\w)/iu;
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

function brandMentions(brand: Brand, re: RegExp, text: string): Span[] {
  return allMatches(re, text, MAX_BRAND_MENTIONS).filter((m) => {
    if (AS_PAYMENT_METHOD.test(text.slice(m.end, m.end + 20))) return false;
    // "Payment method: Visa ending 5512", "Mastercard **** 4417": the reader's own card.
    if (
      (brand.kind === 'payment' || brand.kind === 'bank') &&
      READERS_CARD_AFTER.test(text.slice(m.end, m.end + 24))
    )
      return false;
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

export function impersonationFlag(
  text: string,
  flags: readonly RedFlag[],
  reports: readonly LinkReport[],
  positions: Map<RedFlag, number>,
): { flag: RedFlag | null; brand: Brand | null } {
  // A minor sign (a win already paid into the reader's account, a deadline on a sale) asks nothing.
  const requested = flags.some((f) => REQUEST_TYPES.has(f.type) && f.severity !== 'low');
  const hook = firstMatch(PERSONAL_HOOK, text) !== null;
  const firstPerson = FIRST_PERSON.test(text);
  let named: Brand | null = null;
  for (const [brand, re] of BRAND_CUES) {
    const mentions = brandMentions(brand, re, text);
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
      charity:
        "Appeals after a disaster are copied to collect money for fraudsters. Give through the charity's own website, typed in yourself, never through a link in a message.",
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
