/**
 * Red flags for what a scam does, not for the words it happens to use: each rule needs two parts
 * close together (what it threatens or promises, and what it asks you to do), so a text that only
 * mentions an account, a parcel or a refund never fires. Each rule names the legitimate text it
 * must not fire on; red-flag-acts.test.ts holds those texts. * The rules are data in acts-accounts.ts, acts-money.ts and acts-payments.ts (and more), their shape and shared patterns in
 * act-rule.ts; this file runs them.
 */
import type { Severity } from '../../../../shared';
import { allMatches, firstMatch, type Span } from '../../knowledge/patterns';
import { type ScopeReading, readScopes, scopeAt } from '../../signals/anatomy/scope';
import { inTurns, receiverTurns } from '../../signals/anatomy/turns';
import { type ActRule, SEVERE } from './act-rule';
import { ACCOUNT_ACT_RULES } from './acts-accounts';
import { MONEY_ACT_RULES } from './acts-money';
import { PAYMENT_ACT_RULES } from './acts-payments';
import { LANGUAGE_ACT_RULES } from './acts-languages';
import { SAFE_ACCOUNT_ACT_RULES } from './acts-safe-account';
import { UPGRADE_FEE_ACT_RULES } from './acts-upgrade-fee';
import { namedAsFake, OPTION_BEFORE } from './followed-by';

export type { ActRule } from './act-rule';

/** How far apart the hook and the request may be (about two sentences). */
export const ACT_WINDOW = 220;
const MAX_HOOKS = 10;
/** How far before a hook "if you'd like to" is looked for. */
const OPTION_REACH = 40;
/** A file's name: no slash, an extension at the end. */
const FILE_NAME = /^[^/]+\.[a-z]{2,5}$/i;
/** Every act rule, in the order they are tried and reported. */
export const ACT_RULES: readonly ActRule[] = [
  ...ACCOUNT_ACT_RULES,
  ...MONEY_ACT_RULES,
  ...PAYMENT_ACT_RULES,
  ...LANGUAGE_ACT_RULES,
  ...SAFE_ACCOUNT_ACT_RULES,
  ...UPGRADE_FEE_ACT_RULES,
];

export interface ActHit {
  rule: ActRule;
  span: Span;
  severity: Severity;
}

const LOWER: Record<Severity, Severity> = { high: 'medium', medium: 'low', low: 'low' };
const SEVERE_RE = new RegExp(SEVERE, 'iu');

/**
 * Each rule's strongest hook that has its request close by (the first of equals), quoted. A hook
 * said under a reassuring negation or a disowning condition (scope.ts) is no hook.
 */
export function detectActs(text: string, scope: ScopeReading = readScopes(text)): ActHit[] {
  const out: ActHit[] = [];
  // A call transcript's receiver lines are the reader's own words (turns.ts).
  const turns = receiverTurns(text);
  for (const rule of ACT_RULES) {
    let best: ActHit | null = null;
    for (const hook of allMatches(rule.hook, text, MAX_HOOKS)) {
      // Act rules read sentences, not addresses: "/update-your-account" in a link is the link
      // rules' business (must not fire on "twitter.com/…/update-your-twitter-profile"). A file's
      // name ("INV_55812.html") is read: it is what was attached.
      if (!/\s/u.test(hook.text) && /[-_/]/u.test(hook.text) && !FILE_NAME.test(hook.text))
        continue;
      // A scam's words quoted as a fake's ("fake 'mailbox full' e-mails") are named, not used.
      // Nor is one the reader may choose ("if you'd like to update your details, …").
      if (
        scopeAt(scope, hook.start) ||
        namedAsFake(text, hook) ||
        inTurns(turns, hook.start) ||
        OPTION_BEFORE.test(text.slice(Math.max(0, hook.start - OPTION_REACH), hook.start))
      )
        continue;
      const from = Math.max(0, hook.start - ACT_WINDOW);
      const window = text.slice(from, Math.min(text.length, hook.end + ACT_WINDOW));
      if (rule.act && !firstMatch(rule.act, window)) continue;
      if (rule.unless && firstMatch(rule.unless, window)) continue;
      if (rule.also && !firstMatch(rule.also, window)) continue;
      const weak = rule.weakHook
        ? firstMatch(rule.weakHook, hook.text) !== null && !SEVERE_RE.test(hook.text)
        : false;
      const severity = weak ? LOWER[rule.severity] : rule.severity;
      if (!best || (best.severity !== rule.severity && severity === rule.severity))
        best = { rule, span: hook, severity };
      if (severity === rule.severity) break;
    }
    if (best) out.push(best);
  }
  return out;
}
