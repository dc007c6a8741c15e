/**
 * The shape of an act rule (a hook and the request that must be near it) and the patterns the
 * rules share: a web address, a push to act on a link, and an account with the loss threatened
 * for it. Kept apart so the two rule lists (acts-accounts.ts, acts-money.ts) and the detector
 * (acts.ts) import them without importing one another.
 */
import type { RedFlagType, Severity } from '../../../../shared';
import { cue } from '../../knowledge/patterns';

export interface ActRule {
  type: RedFlagType;
  indicator: string;
  severity: Severity;
  explanation: string;
  /** What the message threatens or promises (quoted in the flag). */
  hook: RegExp;
  /** What it asks the reader to do; must occur within ACT_WINDOW characters of the hook (none: the hook is the request). */
  act?: RegExp;
  /** Hooks that also occur in honest notices: with them the flag is one level lower. */
  weakHook?: RegExp;
  /** Near the hook, this makes it advice or a report (a "never share" notice, a denial). */
  unless?: RegExp;
  /** A second thing that must also be near the hook (a reason to call as well as a number). */
  also?: RegExp;
}

/**
 * A web address: "https://…", "www.…" or a bare host with a common ending and a path or end. (It
 * also meets the domain of an e-mail address, which is a way to act too: "write to claims@….com".)
 */
export const LINK =
  '(?:https?\\s?:?\\s?/\\s?/ ?|www\\.)[\\p{L}\\p{N}-]{1,63}(?:\\.[\\p{L}\\p{N}-]{1,63}){0,6}|[a-z0-9-]{2,40}\\.(?:com|net|org|info|io|me|co|us|uk|in|xyz|top|link|ly|gy|cc|app|site|online|support|help|live|report|legal)(?=/|\\s|$)';

/**
 * Asking the reader to act through a link, a log-in, a call or a reply, in English. Not a sign-in
 * the reader is told they will lose ("or you will not be able to sign in"): that is the loss.
 */
export const ACT_ON_IT_WORDS =
  '(?:recover|retrieve|release|restore|fix|resolve)(?: (?:your|the|pending|held|incoming))? (?:messages|mails|e-?mails|message delivery|delivery)|(?:click|tap|press)|(?<!(?:able to|cannot|can.t|won.t|not) )(?:log ?in|login|sign ?in)|(?:verify|validate|confirm|update|upgrade|re-?activate|restore|authenticate|re-?confirm|unlock)(?! (?:that|whether|if))|follow (?:the|this) (?:link|url|steps)|visit|call (?:us|our|the|customer|now|immediately|\\d)|contact (?:us|our|customer)|reply|download|open the (?:link|attachment)|proceed|kindly';

/** Asking the reader to act through a link, a log-in, a call or a reply. */
export const ACT_ON_IT = cue([
  ACT_ON_IT_WORDS,
  // A bare link after the threat is the request.
  LINK,
]);
export const PAY_OR_ACT = cue([
  'pay|payment|settle|settlement|click|tap|visit|follow (?:the|this) link|reschedule|schedule|confirm|update|arrange|release|continue',
]);

// Legitimate text these must not fire on (tests hold each):
// - "Your card ending 4821 was used for £23.40 at TESCO STORES. If this wasn't you, call us on
//   the number on the back of your card. We will never ask for your PIN." (no loss threatened)
// - "Your subscription renews on 5 June; you can change it in Settings." (no loss, no link push)
// - "Our office will be closed on Monday; call us on Tuesday." (an office, not your account)
export const ACCOUNT =
  '(?:account|a/?c|acc|mailbox|e-?mail(?: account| address)?|password|card|access|membership|subscription|profile|kyc|bvn|wallet|sim(?: card)?|apple id|online banking|internet banking)';
export const BEING =
  '(?:(?:will|would|has|have|had|is|are|was|were|being|be|been|get|gets|got|getting|now|currently|temporarily|permanently|soon) ){0,3}';
export const SEVERE =
  '(?:suspend(?:ed)?|block(?:ed)?|lock(?:ed)?|clos(?:e|ed)|deactivat(?:e|ed)|de-?activat(?:e|ed)|disabl(?:e|ed)|terminat(?:e|ed)|delet(?:e|ed)|restrict(?:ed)?|frozen|freez(?:e|ing)|revok(?:e|ed)|compromised|unverified|cancell?ed)';
export const SOFT =
  '(?:expir(?:e|ed|es|ing)|limited|on hold|outdated|full|exceeded|almost full|running out)';
