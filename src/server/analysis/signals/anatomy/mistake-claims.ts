/**
 * A sender who says a mistake brought them to the reader (split from senders.ts): something of
 * theirs sent to the reader by accident, a "wrong number" that opens a conversation, or a buyer
 * who needs to check the reader is real.
 */
import type { Part } from './parts';
import { BY_MISTAKE, WRONG_NUMBER_LABEL } from './parts';
import type { Clause } from './tokens';
import { lowerOf, span } from './words';

/** In a text message (this long at most), a claimed mistake may follow a receipt's lines. */
const TEXT_MESSAGE_CHARS = 400;
/** The last sentence (0-based) a claimed mistake is read in there; elsewhere the fourth. */
const MISTAKE_SENTENCES_AFTER_RECEIPT = 5;
/** Saying it was sent or reached by mistake ("I accidentally sent …", "Sorry, wrong number"). */
const MISTAKE =
  /^(?:accidentally|mistakenly|wrongly|inadvertently|accident|mistake|error|wrong|wrongly)$/;
const MISTAKE_OBJECT =
  /^(?:number|numbers|digits|person|contact|chat|phone|account|code|message|text|name)$/;
/** A code that could reach the wrong phone. */
const CODE_SENT = /^(?:code|codes|otp|pin|verification|passcode)$/;
const SENT =
  /^(?:send|text|forward|transfer|message|dial|call|put|enter|type|give|pay|deposit|go|come|arrive|land)$/;

/**
 * A sender who says a mistake brought them to the reader: something of theirs sent to the reader
 * by accident ("I accidentally sent my code to your number", "I transferred money to you by
 * mistake"), or a "wrong number" that opens a conversation. Read from a word of mistake with a
 * verb of sending said by the sender, or "wrong" with a number or a person.
 */
export function mistakeClaim(
  reading: { text: string },
  clauses: readonly Clause[],
): Part<'person'> | null {
  // Told first, or in a text message after a receipt's few lines ("You have received UGX 180,000
  // from … Your new balance: … Transaction ID … Sorry, I have sent you money by mistake").
  const last = reading.text.length <= TEXT_MESSAGE_CHARS ? MISTAKE_SENTENCES_AFTER_RECEIPT : 3;
  for (const c of clauses.filter((x) => x.sentence <= last)) {
    const t = c.tokens;
    const at = t.findIndex((x) => MISTAKE.test(x.lower));
    if (at < 0) continue;
    const wrongThing =
      t[at]!.lower === 'wrong' &&
      (MISTAKE_OBJECT.test(lowerOf(t[at + 1])) || MISTAKE_OBJECT.test(lowerOf(t[at + 2])));
    // Or said of the money without saying whose ("that money was sent wrongly"), or of a code
    // that reached the reader ("the verification code went to you by mistake"), not under an "if"
    // (a genuine code's "if you got this code by mistake, ignore it").
    const mine = t.some((x) => /^(?:i|i've|i'm|we|my|me|money|cash|amount|funds)$/.test(x.lower));
    const codeToYou =
      t.some((x) => CODE_SENT.test(x.lower)) &&
      t.some((x) => x.lower === 'you') &&
      !t.some((x) => /^(?:if|unless)$/.test(x.lower));
    const sent = t.some((x) => x.pos === 'VERB' && SENT.test(x.lemma));
    // The sender's own slip: "I typed my number wrong".
    const ownSlip =
      t[at]!.lower === 'wrong' &&
      (MISTAKE_OBJECT.test(lowerOf(t[at - 1])) || MISTAKE_OBJECT.test(lowerOf(t[at - 2]))) &&
      t.some((x) => /^(?:i|my|i've|i'm)$/.test(x.lower));
    if (wrongThing || (sent && (ownSlip || ((mine || codeToYou) && t[at]!.lower !== 'wrong'))))
      return {
        kind: 'person',
        label: wrongThing ? WRONG_NUMBER_LABEL : BY_MISTAKE,
        span: span(reading, t[0]!, t[t.length - 1]!),
      };
  }
  return proveReal(reading);
}

/** "Just to make sure you're real", "to verify you are a real person": a buyer's excuse. */
const PROVE_REAL =
  /\b(?:make sure|verify|confirm|prove|check|know)\b[^.!?\n]{0,20}?\b(?:you(?:'re|’re| are) (?:real|legit(?:imate)?|a real person|not a (?:bot|scam(?:mer)?|fake))|(?:a )?real person)\b/i;
/**
 * A stranger who needs to check the reader is real: the excuse of the marketplace "buyer" who then
 * asks for the code a service is about to text the reader (which signs the buyer into the
 * reader's number or account).
 */
function proveReal(reading: { text: string }): Part<'person'> | null {
  const m = PROVE_REAL.exec(reading.text);
  if (!m) return null;
  return {
    kind: 'person',
    label: 'to need to check that you are a real person',
    span: { text: m[0], start: m.index, end: m.index + m[0].length },
  };
}
