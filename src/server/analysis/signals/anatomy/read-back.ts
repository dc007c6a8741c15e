/**
 * A code read back: the message asks the reader for a code and says the sender is sending that
 * code to the reader's phone itself ("I'm sending you a code, tell me the 6 digits you receive").
 * A code sent to your phone signs someone in as you or opens an account in your name; no buyer,
 * friend or bank needs it read back, whoever the message claims to be.
 */
import type { Anatomy } from './parts';

const SENDS_YOU_A_CODE =
  /\b(?:i|we)(?:'m|'ll|'ve| am| are| will| have| just)?\s+(?:just\s+|going to\s+)?(?:sending|sent|send|texting|texted|text|forwarding|forwarded)\b[^.!?\n]{0,40}?\b(?:code|pin|otp|verification number|security number)|\b(?:code|digits|numbers)\s+(?:that\s+)?(?:you|u)\s+(?:will\s+|are about to\s+|just\s+)?(?:receive|get|got|received)/i;

export function readBackPressure(text: string, anatomy: Anatomy): void {
  // Only a message that asks for a code is searched for saying it sends one.
  if (!anatomy.asks.some((a) => a.kind === 'secret')) return;
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
