/**
 * Sentences a genuine notice offers as the reader's own choice, which scope.ts reads as
 * hypothetical (nothing in them is a demand): an option after "no action is needed" ("To change
 * the pickup date, open the link", "If you'd like to reschedule, reply R"), and what to do "if you
 * made this request" ("enter the code above to verify your identity"). Not a loss to avoid ("To
 * keep your account, verify …"), and not a sentence that carries a link or an address, where a
 * phishing page can hide.
 */
import type { Span } from '../../knowledge/patterns';

const OPTION_VERBS =
  'change|cancel|manage|view|see|reschedule|edit|modify|add|remove|review|opt out|unsubscribe|stop';
const OPTION = new RegExp(
  `^\\s*(?:to (?:${OPTION_VERBS}|update your (?:preferences|pickup|delivery|appointment))|if you(?:'d| would)? (?:like|want|wish|prefer|need) to (?:${OPTION_VERBS}))\\b`,
  'i',
);
const OWN_REQUEST =
  /^\s*if (?:this was you|it was you|you (?:made|requested|asked for|initiated|started|sent) (?:this|the|that|a) (?:request|change|reset|code|sign-?in|log-?in|password reset))\b/i;
const ADDRESS_IN =
  /https?:|www\.|\b[a-z0-9-]+\.(?:com|net|org|info|io|co|me|app|xyz|top|link)\b|@/i;

/** Where each such sentence starts (its first letter) and ends. */
export function readersOwnChoices(
  sentences: readonly Span[],
  noActionSaid: readonly Span[],
): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  const add = (s: Span) => out.push({ start: s.start + s.text.search(/\S/), end: s.end });
  for (const said of noActionSaid) {
    const next = sentences.find((s) => s.start >= said.end);
    if (next && OPTION.test(next.text) && !ADDRESS_IN.test(next.text)) add(next);
  }
  for (const s of sentences) if (OWN_REQUEST.test(s.text) && !ADDRESS_IN.test(s.text)) add(s);
  return out;
}
