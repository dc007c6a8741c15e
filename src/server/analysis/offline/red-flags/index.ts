/**
 * Red-flag detection: the cue rules, plus the flags that need context: impersonation (a brand
 * named together with a request, a threat or a link it does not own), suspicious links,
 * "experts say" with no named source nearby, shouting and piled-up exclamation marks.
 * One flag per type (links: one per link, a few at most), strongest first. * The context flags live in their own files (impersonation.ts, style.ts, context-flags.ts) and
 * every flag is made by flag.ts; this file runs the cue rules and the acts, then the rest in order.
 */
import { SEVERITY_RANK, type RedFlag, type Severity } from '../../../../shared';
import type { Brand } from '../../knowledge/lexicons';
import type { LinkSpan } from '../../knowledge/link-finder';
import type { LinkReport } from '../../knowledge/links';
import { allMatches, firstMatch, type Span } from '../../knowledge/patterns';
import { detectActs } from './acts';
import { headlineFlag, linkFlags, unsourcedAuthorityFlag } from './context-flags';
import { MIN_DISGUISED_WORDS, undisguise } from '../../signals/disguised-words';
import { asRetold } from '../../signals/anatomy/retold';
import { MAX_HITS_PER_RULE, flag } from './flag';
import { REQUEST_FLAG_TYPES } from './flag-types';
import { givenInPerson, namedAsFake, postalPinCode } from './followed-by';
import { impersonationFlag } from './impersonation';
import { fromOwnService, senderAddressFlag } from './sender-address';
import { steepDiscount } from './price-drop';
import { impossibleReturnFlag } from './periodic-returns';
import { CUE_RULES } from './rules';
import { styleFlags } from './style';
import { REQUESTED } from '../../signals/anatomy/european-words';
import { readScopes, scopeAt } from '../../signals/anatomy/scope';
import { inTurns, receiverTurns } from '../../signals/anatomy/turns';
import {
  bankAlert,
  noticedOnOwnCard,
  ownExpiry,
  reportsOwnAccount,
} from '../../signals/anatomy/own-expiry';
import { PAYMENT_ALERT, UPDATE_THROUGH_LINK, VERIFY_THROUGH_LINK } from './acts-accounts';

import { PHONE_NUMBER, hasPhoneNumber, onlyInPerson, onlyOnNamedSites } from './own-ways';
import { pressedOrHidden, saysNoAction } from './own-ways';
import { onlyOnGovernmentSites, onlyOnOwnSites } from './own-ways';
import { openingBrand } from '../../signals/anatomy/senders';
import { chargedAtMerchant } from '../../signals/anatomy/channels';

export { MAX_LINK_FLAGS, looksLikeHeadline } from './context-flags';

export interface RedFlagReport {
  flags: RedFlag[];
  /** The organisation the text seems to impersonate, for questions and the summary. */
  impersonated: Brand | null;
  /** Where each flag's example starts in the text (-1 when it came from outside the text). */
  positions: Map<RedFlag, number>;
}

/**
 * REQUESTED opens with a lookbehind for a word boundary, so V8 tries it at every position of a
 * long text. Without that lookbehind it matches wherever REQUESTED does and more, and V8 skips
 * ahead to its first letters: where it finds nothing, REQUESTED cannot match, and most texts
 * never say "as requested" (0.75 -> 0.15 ms on 25,000 characters).
 */
const WORD_START = '(?<![\\p{L}\\p{N}])';
const REQUESTED_UNBOUNDED = REQUESTED.source.startsWith(WORD_START)
  ? new RegExp(REQUESTED.source.slice(WORD_START.length), REQUESTED.flags.replace(/[gy]/g, ''))
  : null;

/** Does the text say a state was set at the reader's own request? */
function saysRequested(text: string): boolean {
  if (REQUESTED_UNBOUNDED && !REQUESTED_UNBOUNDED.test(text)) return false;
  return firstMatch(REQUESTED, text) !== null;
}

const LOWER: Record<Severity, Severity> = { high: 'medium', medium: 'low', low: 'low' };

const REQUEST_TYPES = REQUEST_FLAG_TYPES;

function spanEquals(a: Span, b: Span): boolean {
  return a.start === b.start && a.end === b.end;
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

/**
 * The reader's own app or online banking as where to act ("in the app", "in the Monzo app",
 * "through your online banking"); not "into your account" or "on the website", which is what a
 * phishing message asks the reader to sign in to through its link.
 */
const OWN_APP =
  /(?<!\w)(?:in|through|via|using) (?:your|the) (?:[\p{L}\p{N}'’-]+ ){0,2}(?:app|online banking)(?!\w)/iu;

/**
 * Or a named service the reader signs in to themselves ("log into Workday, go to Pay and enter
 * your bank details there", "sign in to PayPal"): the name in capitals, not "your account".
 */
const OWN_SIGN_IN =
  /(?<![\p{L}])(?:[Ll]og|[Ss]ign) ?(?:in ?)?(?:to|into) (?:your )?\p{Lu}[\p{L}\p{N}]+/u;

/** A secret named in a hit: never to be given, whatever app the message names. */
const SECRET_NAMED = /pass(?:word|code)|\bpin\b|\bcode|\botp\b|\bcvv|card (?:number|details)/i;

/** The sentence a hit stands in (bounded either side). */
function sentenceAround(text: string, h: Span): string {
  const after = text.slice(h.end, h.end + FRAME_CHARS);
  const stop = after.search(/[.!?\n]/);
  return (
    sentenceBefore(text, h.start) +
    text.slice(h.start, h.end) +
    (stop < 0 ? after : after.slice(0, stop))
  );
}

/**
 * Words that ask the reader to act on a win, in the languages the rules read: claim, reply, call,
 * contact, send, pay, click, confirm, verify, provide. Global: read with matchAll, which copies it.
 */
const ACT_ON_WIN =
  /(?<![\p{L}])(?:claim|collect|redeem|reply|respond|text|sms|call|ring|dial|contact|send|pay|click|tap|visit|confirm|verify|provide|register|apply|join|sign|log|download|install|get|grab|accept|activate|enter|fill|submit|follow|go|check|open|buy|order|whatsapp|telegram|e-?mail|fordern|antworten|antwort|anrufen|kontakt\p{L}*|senden|schick\p{L}*|zahl\p{L}*|klick\p{L}*|best[äa]tig\p{L}*|r[ée]clam\p{L}*|r[ée]pond\p{L}*|appel\p{L}*|contact\p{L}*|envo\p{L}*|envi\p{L}*|pa[yi]\p{L}*|cliqu\p{L}*|confirm\p{L}*|reclam\p{L}*|respond\p{L}*|llam\p{L}*|lig[au]\p{L}*|pag\p{L}*|clic\p{L}*|resgat\p{L}*|claim\p{L}*|antwoord\p{L}*|bel\p{L}*|stuur\p{L}*|betaal\p{L}*|betalen|klik\p{L}*|bevestig\p{L}*|rispond\p{L}*|chiam\p{L}*|invia\p{L}*|riscuot\p{L}*|ritir\p{L}*)(?![\p{L}])/giu;
/** A short code or a number to text or call ("text WIN to 80082"), not a year. */
const SHORT_NUMBER = /(?<![\d.,])(?!(?:19|20)\d\d(?!\d))\d{4,6}(?![\d.,])/;
/** The sender as the one who acts: "we'll send the prize", "wir senden", "nous vous enverrons". */
const SENDER_ACTS = /(?<![\p{L}])(?:we|we['’]ll|we will|wir|nous(?: vous)?|we zullen|noi)\s+$/iu;
/** A win said to be paid already into the reader's own account or wallet. */
const PAID_IN =
  /\b(?:has|have) been (?:deposited|credited|sent|paid|added|transferred|loaded)\b[^.!?\n]{0,40}?\b(?:to|into|in) (?:your|ur)\b[^.!?\n]{0,30}?\b(?:account|wallet|m-?pesa|momo|balance|line)\b/i;
const PAID_IN_PRIZE =
  'It says a prize has already been paid into your own account and asks for no fee, link or call to a number, as mobile operators’ own draws do, so on its own this is a minor sign. Check your balance in the operator’s app or by its code; never pay a fee or share your PIN to receive a prize.';
const FEE_NAMED = /\b(?:fees?|charges?|registration|processing|activation|clearance|tax)\b/i;
const FEE_DENIED =
  /\b(?:never|no (?:fees?|charges?|payment)|(?:not|never) (?:required|needed|charged|be charged))\b/i;
/**
 * An operator's raffle notice: the prize already paid into the reader's own account, no link, no
 * phone number to call (a short service number or code is the operator's), no fee named ("You
 * have WON UGX 1,000,000 … deposited to your MoMo account … Queries: call 100").
 */
function paidIn(text: string, textLinks: readonly LinkSpan[]): boolean {
  return (
    !textLinks.length &&
    PAID_IN.test(text) &&
    !PHONE_NUMBER.test(text) &&
    // Not a fee the operator says it never asks for ("Airtel will NEVER ask you for a fee", "No
    // fee is required to claim").
    !text.split(/[.!?\n]/).some((s) => FEE_NAMED.test(s) && !FEE_DENIED.test(s))
  );
}

function nothingToActOn(text: string, textLinks: readonly LinkSpan[]): boolean {
  if (textLinks.length || PHONE_NUMBER.test(text) || SHORT_NUMBER.test(text) || text.includes('@'))
    return false;
  for (const m of text.matchAll(ACT_ON_WIN))
    if (!SENDER_ACTS.test(text.slice(Math.max(0, m.index - 16), m.index))) return false;
  return true;
}

/** A threat's words that name an account's state (not an arrest, not unauthorised access). */
const ACCOUNT_STATE =
  /suspen|clos|lock|block|bloqu|terminat|deactivat|desactiv|disabl|restrict|frozen|on hold|cancel|gesperrt|eingeschr|sospes/i;

/**
 * `textLinks` are the links written in `text` with their spans (Signals.textLinks), where the
 * flags of `linkReports` quote them.
 */
export function detectRedFlags(
  text: string,
  linkReports: readonly LinkReport[],
  textLinks: readonly LinkSpan[],
): RedFlagReport {
  const positions = new Map<RedFlag, number>();
  const flags: RedFlag[] = [];
  // Rules read the text with digits-for-letters undone ("BL0CKED", "w0n"); quotes come from the
  // text as written (the swap keeps every position).
  const { plain, disguised } = undisguise(text);
  const asWritten = (s: Span): Span => ({ ...s, text: text.slice(s.start, s.end) });
  // A hit said under a reassuring negation or a disowning condition means the opposite of its
  // flag ("Chase will never ask for your PIN", "if you didn't request a reset"): it is no hit.
  const scope = readScopes(plain);
  const reassured = (h: Span) => scopeAt(scope, h.start) !== null;
  // In a call's transcript the receiver's lines are the reader's own words ("Can I call you back
  // to verify your identity?"), not what the call asks of them.
  const turns = receiverTurns(plain);
  const readersOwn = (h: Span) => inTurns(turns, h.start);
  // The links the message sends the reader to: not a merchant a card alert names by its site
  // ("a charge of $312.45 at TARGET.COM", "$1,150.00 at APPLE.COM/BILL").
  let sending: LinkSpan[] | undefined;
  const sentTo = () => (sending ??= textLinks.filter((l) => !chargedAtMerchant(plain, l)));
  // A state the message says was set at the reader's own request is no threat of a loss.
  const atRequest = saysRequested(plain);
  // A bank's own alert of a transaction made (own-expiry.ts), read only when an urgency hit needs it.
  let isAlert: boolean | undefined;
  const alert = () => (isAlert ??= bankAlert(plain, openingBrand(plain)));
  // Identity checked through the reader's own app or online banking ("To verify your identity,
  // take a selfie and a photo of your ID in the app"), in a message with no link and no number of
  // its own: it sends the reader nowhere but where they already sign in. Never a password, PIN
  // or code ("enter your password and the code shown in your authenticator app").
  const throughOwnWayOnly = (h: Span) => {
    if (SECRET_NAMED.test(h.text) || textLinks.length > 0 || linkReports.length > 0) return false;
    if (PHONE_NUMBER.test(plain)) return false;
    const sentence = sentenceAround(plain, h);
    return OWN_APP.test(sentence) || OWN_SIGN_IN.test(sentence);
  };
  const requestedState = (type: string, h: Span) =>
    atRequest && type === 'threat' && ACCOUNT_STATE.test(h.text);
  if (disguised.length >= MIN_DISGUISED_WORDS) {
    flags.push(
      flag(
        'disguised_text',
        'Letters swapped for look-alikes',
        'medium',
        'Writing "BL0CKED" or "w0n" with digits in place of letters, or slipping look-alike letters from another alphabet into a word, is a trick to get past spam filters; honest senders have no reason to do it.',
        disguised[0]!,
        positions,
      ),
    );
  }
  // A fee asked only on the carrier's own site ("Pay at royalmail.com/fees"): no one else can put a
  // payment page there, and no number is given to pay another way.
  let namedSites: boolean | undefined;
  const noActionSaid = saysNoAction(scope.reassurances);
  const onNamedSitesOnly = () => (namedSites ??= onlyOnNamedSites(plain, linkReports));
  const ownSiteOnly = () => onNamedSitesOnly() && (noActionSaid || !pressedOrHidden(plain));
  let ownSites: boolean | undefined; // a card alert's links all the bank's own, whatever its length
  const ownSitesOnly = () => (ownSites ??= onlyOnOwnSites(plain, linkReports, true));
  let ownSiteFee: boolean | undefined;
  const feeOnOwnSite = () =>
    (ownSiteFee ??= !hasPhoneNumber(plain) && onlyOnOwnSites(plain, linkReports));
  for (const rule of CUE_RULES) {
    if (rule.type === 'fee_request' && feeOnOwnSite()) continue;
    // Details updated only on the named firm's own site ("update your card on netflix.com"), with
    // nothing threatened and no hidden button (ownSiteOnly below).
    if (rule.type === 'credential_request' && ownSiteOnly()) continue;
    const weakHits = rule.weak ? allMatches(rule.weak, plain, MAX_HITS_PER_RULE) : [];
    let example: Span | null = null;
    let strongExample: Span | null = null;
    for (const [index, re] of rule.cues.entries()) {
      const near = rule.weakNear?.cue === index ? rule.weakNear.near : null;
      const hits = allMatches(re, plain, MAX_HITS_PER_RULE)
        .filter(
          (h) =>
            !rule.exclude?.test(h.text) &&
            !namedAsFake(plain, h) &&
            !rule.frame?.test(sentenceBefore(plain, h.start)) &&
            !reassured(h) &&
            !readersOwn(h) &&
            !requestedState(rule.type, h) &&
            !(
              rule.type === 'credential_request' &&
              (throughOwnWayOnly(h) || postalPinCode(plain, h) || givenInPerson(plain, h))
            ) &&
            !(rule.type === 'urgency' && ownExpiry(plain, h, scope, alert())) &&
            !(
              rule.type === 'threat' &&
              noticedOnOwnCard(plain, h, ownSitesOnly() ? 0 : sentTo().length)
            ) &&
            !rule.notFollowedBy?.by.test(plain.slice(h.end, h.end + rule.notFollowedBy.within)),
        )
        .map(asWritten);
      // Read the text for what the cue needs beside it only where the cue was found.
      if (hits.length && rule.onlyWith?.cue === index && !firstMatch(rule.onlyWith.with, plain))
        continue;
      example ??= hits[0] ?? null;
      strongExample ??=
        hits.find(
          (h) => !weakHits.some((w) => spanEquals(w, h)) && !(near && nearby(plain, h, near)),
        ) ?? null;
      if (strongExample) break;
    }
    if (!example) continue;
    let severity = strongExample ? rule.severity : LOWER[rule.severity];
    // A win told with no way to act on it (no link, number or short code, nothing to claim, pay,
    // reply or confirm): "Congratulations! You are the winner of our photo contest. We'll send
    // the prize to your address." Prize bait always asks something of the reader.
    const idle = rule.type === 'prize_scam' && nothingToActOn(plain, textLinks);
    const paid = rule.type === 'prize_scam' && !idle && paidIn(plain, textLinks);
    if (idle || paid) severity = 'low';
    flags.push(
      flag(
        rule.type,
        rule.indicator,
        severity,
        paid ? PAID_IN_PRIZE : rule.explanation,
        strongExample ?? example,
        positions,
      ),
    );
  }
  // What a scam does (threatens an account, asks a parcel fee, wants money on a new number): a
  // type the cue rules already raised keeps the stronger of the two, and on a tie the act, which
  // names what the text does ("millions of fake ballots" rather than "wake up people").
  // A message retold by its receiver is read as the message it retells (retold.ts) by the act
  // rules, which need what it asked as well as what it claimed.
  for (const act of detectActs(asRetold(plain), scope)) {
    if (atRequest && (act.rule.type === 'account_lure' || requestedState(act.rule.type, act.span)))
      continue;
    // A bank's report on the reader's own account is no callback scam by its number alone.
    if (act.rule.type === 'refund_lure' && reportsOwnAccount(plain, sentTo().length)) continue;
    // A refund claimed only on a government's own site (gov.uk, a .gov, a .gouv.fr): no one else
    // can put a page there, and no number to call or reply is given to claim it another way.
    if (act.rule.type === 'refund_lure' && onlyOnGovernmentSites(plain, linkReports)) continue;
    if (act.rule.type === 'account_lure' && onlyInPerson(plain, textLinks)) continue;
    if (act.rule.indicator === PAYMENT_ALERT && onlyOnOwnSites(plain, linkReports)) continue;
    // Details to update only on the named firm's own site, shown in full ("Update payment:
    // https://www.netflix.com/YourAccount", "log in … at www.e-zpassny.com"): no one else's page,
    // where nothing is said to be needed, or nothing is threatened and no button hides its address
    // (a phish shows "www.Chase.com" and links elsewhere: "services will be disabled … Login Now").
    const throughLink =
      act.rule.indicator === UPDATE_THROUGH_LINK || act.rule.indicator === VERIFY_THROUGH_LINK;
    if (throughLink && ownSiteOnly()) continue;
    // Nor a fee asked only on the carrier's own site (feeOnOwnSite).
    if (act.rule.type === 'fee_request' && feeOnOwnSite()) continue;
    // A document shared through a service, in mail from that service's own domain (fromOwnService).
    if (act.rule.type === 'document_lure' && fromOwnService(text)) continue;
    // An operator's draw paid into the reader's own account is a minor sign, as the cue rule read it.
    const paid = act.rule.type === 'prize_scam' && paidIn(plain, textLinks);
    const same = flags.find((f) => f.type === act.rule.type);
    if (paid && same) continue;
    if (same && SEVERITY_RANK[same.severity] > SEVERITY_RANK[act.severity]) continue;
    if (same) flags.splice(flags.indexOf(same), 1);
    flags.push(
      flag(
        act.rule.type,
        act.rule.indicator,
        paid ? 'low' : act.severity,
        paid ? PAID_IN_PRIZE : act.rule.explanation,
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
  // A stake said to multiply, or a rate per period no investment pays (periodic-returns.ts).
  const returns = impossibleReturnFlag(text, flags, reassured, positions);
  if (returns) flags.push(returns);
  if (!flags.some((f) => f.type === 'clickbait')) {
    const headline = headlineFlag(text, positions);
    if (headline) flags.push(headline);
  }
  const askedFor = scope.reassurances.some((r) => r.kind === 'ignore_if_not_you');
  flags.push(...linkFlags(textLinks, linkReports, positions, plain, askedFor));
  const sender = senderAddressFlag(text, positions);
  if (sender) flags.push(sender);
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
