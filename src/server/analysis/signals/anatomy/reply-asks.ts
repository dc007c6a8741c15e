/**
 * Asks read from a whole clause rather than from its verb: a stranger asking to keep the reader's
 * number ("may I save your number?"), and a question that closes an offer ("Are you
 * interested?"). Split from asks.ts.
 */
import type { Clause } from './tokens';
import { isWord } from './words';

/** Things a stranger asks to keep of the reader's, to stay in touch. */
const CONTACT = /^(?:number|contact|whatsapp|telegram|name|details|line|phone)$/;

/**
 * A stranger asking to stay in touch: "may I save your number?", "can I add you?", "can we be
 * friends?", "shall we keep chatting?". The index of its verb, or -1. A question with "I" or "we"
 * and a verb of keeping or knowing, about the reader or their contact.
 */
export function contactAsk(clause: Clause): number {
  const t = clause.tokens;
  for (let j = 0; j + 2 < t.length; j++) {
    if (!/^(?:may|can|could|shall|would|should)$/.test(t[j]!.lower)) continue;
    if (!/^(?:i|we)$/.test(t[j + 1]!.lower) || !clause.question) continue;
    const v = t[j + 2]!;
    const rest = t.slice(j + 3, j + 7).map((x) => x.lower);
    const keeps =
      /^(?:save|add|keep|have|get|know|text|message|contact|call|chat|talk|be|become|continue|stay)$/.test(
        v.lemma,
      );
    const aboutYou =
      rest.some((w) => /^(?:you|u|your|ur|friends?|touch|chatting|talking)$/.test(w)) ||
      rest.some((w) => CONTACT.test(w)) ||
      /^(?:chat|talk)$/.test(v.lemma);
    if (keeps && aboutYou) return j + 2;
  }
  return -1;
}

/**
 * "Are you interested?", "Interested?", "Would you like to know more?", "Do you want to try?", "Do
 * you follow crypto at all?": a question that closes an offer and asks the reader to answer it.
 * Whether the offer is a scam is for the rest of the message to say; this is only the reply it
 * asks for.
 */
const INTEREST =
  /^(?:(?:are|r) (?:you|u) (?:still )?(?:interested|keen)(?: in(?: [a-z']+){1,4})?|interested|(?:would|do) (?:you|u) (?:like|want) to (?:know|learn|hear) more|(?:want|wanna) to (?:know|learn|hear) more|(?:(?:would|do) (?:you|u) (?:like|want)|(?:want|wanna)) to (?:try|join|start)(?: it| this)?|(?:(?:are|r) (?:you|u) )?keen to (?:hear|know|learn) more|(?:do|did|have) (?:you|u) (?:ever )?(?:follow|know about|invest in|trade|tried|heard of|into) (?:[a-z]+ )?(?:crypto\w*|bitcoin|btc|stocks?|shares|trading|forex|gold|futures|investing)(?: at all)?|(?:are|r) (?:you|u) (?:into|interested in) (?:investing|crypto\w*|trading|stocks|bitcoin)(?: at all)?|(?:do|did) (?:you|u) (?:ever )?(?:invest|trade)(?: at all)?)$/;
export function interestAsk(clause: Clause): boolean {
  if (!clause.question) return false;
  const words = clause.tokens.filter(isWord).map((x) => x.lower);
  let i = 0;
  while (i < words.length && /^(?:so|and|then|well|ok|okay)$/.test(words[i]!)) i++;
  return INTEREST.test(words.slice(i).join(' '));
}
