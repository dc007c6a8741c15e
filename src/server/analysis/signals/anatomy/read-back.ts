/**
 * A code read back: the message asks the reader for a code and says the sender is sending that
 * code to the reader's phone itself ("I'm sending you a code, tell me the 6 digits you receive",
 * "Read me the code we just sent", "the delivery code that was just texted to you").
 * A code sent to your phone signs someone in as you or opens an account in your name; no buyer,
 * friend or bank needs it read back, whoever the message claims to be.
 */
import { ASK_LABEL, type Anatomy } from './parts';
import { pinSent } from './pin-sent';
import { readBankStaffActs } from './bank-staff-acts';
import { PAYS_OUT, pinToReceive } from './pin-to-receive';
import type { Clause, Reading } from './tokens';
import { classesOfClause } from './words';

/**
 * The sentences that name a secret (a code, a password, "a verification number", "the security
 * digits"), for "send it back" in that sentence or the next.
 */
export function sentencesNamingSecrets(clauses: readonly Clause[]): Set<number> {
  return new Set(
    clauses
      .filter(
        (c) =>
          classesOfClause(c.tokens).has('secret') ||
          c.tokens.some(
            (x, i) =>
              /^(?:verification|security|login|one-time|access|confirmation|authentication)$/.test(
                x.lower,
              ) && /^(?:number|digits|code|pin)$/.test(c.tokens[i + 1]?.lower ?? ''),
          ),
      )
      .map((c) => c.sentence),
  );
}

const SENDS_YOU_A_CODE =
  /\b(?:i|we)(?:'m|'ll|'ve| am| are| will| have| just)?\s+(?:just\s+|going to\s+)?(?:sending|sent|send|texting|texted|text|forwarding|forwarded)\b[^.!?\n]{0,40}?\b(?:code|pin|otp|verification number|security number)|\b(?:code|digits|numbers)\s+(?:that\s+)?(?:you|u)\s+(?:will\s+|are about to\s+|just\s+)?(?:receive|get|got|received)|\b(?:code|pin|otp|digits)\s+(?:that\s+|which\s+)?(?:we|i)(?:'ve|'re| have| are| just)?\s+(?:just\s+)?(?:sent|send|sending|texted|texting)\b|\b(?:code|pin|otp|digits)\s+(?:that\s+|which\s+)?(?:was|has been|is being|will be|gets)\s+(?:just\s+)?(?:sent|texted|messaged)\s+(?:to\s+)?(?:you|u|your (?:phone|number|mobile))\b/i;

/** A code told to whoever asks: read out, told, sent, given, texted, forwarded, shared, replied. */
const TOLD = /\b(?:read|tell|send|give|text|forward|share|reply|say)\b/i;

/**
 * The code asked for by what it says, not by its name: "I'm sending a verification code to your
 * phone, just tell me what it says", "text me back the numbers you get".
 */
const TELL_WHAT_IT_SAYS =
  /\b(?:tell|text|send|give|read)\s+(?:me|us)\s+(?:back\s+)?(?:what\s+(?:it|the\s+(?:code|text|message)|they)\s+says?|the\s+(?:numbers|digits)\s+(?:you|u)\s+(?:get|got|receive|see))\b/i;

export function readBackPressure(
  text: string,
  anatomy: Anatomy,
  sentences: Reading['sentences'],
): void {
  const told = TELL_WHAT_IT_SAYS.exec(text);
  if (told && !anatomy.asks.some((a) => a.kind === 'secret') && SENDS_YOU_A_CODE.test(text)) {
    const sentence = sentences.findIndex((s) => told.index >= s.start && told.index < s.end);
    const span = { text: told[0], start: told.index, end: told.index + told[0].length };
    anatomy.asks.push({
      kind: 'secret',
      label: ASK_LABEL.secret,
      span,
      ...(sentence >= 0 ? { sentence } : {}),
    });
  }
  // Only a message that asks for a code is searched for saying it sends one.
  // Told to the sender ("read me", "tell me", "send it back"), not typed where one signs in
  // ("Enter the code we just sent to finish signing in").
  if (!anatomy.asks.some((a) => a.kind === 'secret' && TOLD.test(a.span.text))) return;
  if (anatomy.pressures.some((p) => p.kind === 'read_back')) return;
  const said = SENDS_YOU_A_CODE.exec(text);
  if (!said) return;
  anatomy.pressures.push({
    kind: 'read_back',
    label:
      'says the code it wants is being sent to your phone: read back, it hands over an account in your name',
    span: { text: said[0], start: said.index, end: said.index + said[0].length },
  });
}

/**
 * The asks for a secret read from the whole text: a PIN to receive money, a PIN sent in a message,
 * a code read back, then what no bank's staff asks (a code handed over, a safe account, a courier
 * for the card: bank-staff-acts.ts).
 */
export function readSecretAsks(reading: Reading, anatomy: Anatomy): void {
  pinToReceive(reading, anatomy);
  if (!anatomy.asks.some((a) => PAYS_OUT.has(a.label))) pinSent(reading, anatomy);
  readBackPressure(reading.text, anatomy, reading.sentences);
  readBankStaffActs(reading, anatomy);
}
