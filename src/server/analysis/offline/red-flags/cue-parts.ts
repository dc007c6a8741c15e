/**
 * Parts of rules.ts's cues that say whose a thing is or what it is about, kept here so each reads
 * with its examples.
 */
import { gap } from '../../knowledge/patterns';

/** Money words a promise of no risk must be said with to be about money. */
const MONEY_WORDS =
  '(?:invest\\p{L}*|profits?|returns?|earn\\p{L}*|income|trading|trade|money|capital|crypto\\p{L}*|bitcoin|btc|forex|deposit\\p{L}*|funds?)';
/**
 * "No risk" about money ("invest $500 with no risk", "zero risk, daily profit"): not a free trial
 * ("try it for 30 days, no risk") or a doctor's "there is no risk of infection".
 */
export const NO_RISK_MONEY = `(?:zero|no) risk(?: at all)?${gap(40)}${MONEY_WORDS}|${MONEY_WORDS}${gap(40)}(?:zero|no) risk`;
/**
 * "Copy and paste this to your wall", "don't share, copy and paste": a post asking to be copied,
 * not a colleague's "you can copy and paste some of the slides".
 */
export const COPY_THIS = `copy (?:and|&) paste (?:this|it)|(?:share|forward)${gap(10)}copy (?:and|&) paste|(?:please|just) copy (?:and|&) paste|copy (?:and|&) paste${gap(20)}(?:status|wall|timeline|profile)`;
/**
 * Before a help desk to call: "call your help desk", "your IT support team" is the reader's own
 * workplace's, not a stranger's "certified technicians".
 */
export const NOT_YOURS = '(?<!\\byour (?:it |local |own )?)';
/**
 * An amount to win, or won by the reader: "Win $500 today", "winner of £1,000", "you have been
 * awarded $2,500", "Your Mobile No. was awarded a £2,000 prize" ("our" for "your" too). Not news of someone else's win: "a novel has won the $10,000 fiction prize", "a
 * former teller won more than $100,000 in a bias case".
 */
export const WON_MONEY = `(?:win|winner of|prize of|cash prize of)${gap(12)}(?:£|\\$|€)\\s?\\d[\\d,]*|(?<=\\b(?:you|u|ur|yr|your|our|you've|you're)\\b[^!?\\n]{0,40})(?:won|awarded(?: with)?)${gap(12)}(?:£|\\$|€)\\s?\\d[\\d,]*`;
