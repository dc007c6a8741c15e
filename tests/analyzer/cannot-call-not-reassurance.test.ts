/**
 * "I can't call right now" is the plight the "Hi mum" scams plead (you cannot check by calling),
 * not what a sender promises it will never ask. A negated verb of calling or asking was read as
 * the reassurance "we will never call you" whoever said it, so a relative's money ask that opened
 * with it carried a reassurance, which keeps the judge from deciding. Said of the writer ("I",
 * "ik", "ich", "je", "yo", "eu", "io"), it is no reassurance (scope-words.ts saidOfSelf); "we will
 * never call you", "Wij zullen u nooit bellen" still are. Written for these tests in our own words;
 * each paraphrase is in another language and shares none of the pinned message's words.
 */
import { describe, expect, it } from 'vitest';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { computeSignals } from '../../src/server/analysis/signals';

const reassurances = (text: string) =>
  computeSignals(acquireText(text), { judge: null }).anatomy!.anatomy.reassurances.map(
    (r) => r.kind,
  );

describe('The writer who cannot call is no reassurance', () => {
  it('reads "I can\'t call" said of the writer as no promise, in several languages', () => {
    for (const text of [
      'Hi dad, I can’t call right now. Can you pay something urgent for me?',
      'Hoi pap, ik kan even niet bellen. Kun je dringend iets voor me betalen?',
      'Mamá, no puedo llamarte ahora, se me ha roto el micrófono.',
      'Papa, ich kann gerade nicht anrufen, mein Mikrofon ist kaputt.',
    ])
      expect(reassurances(text), text).not.toContain('never_asks');
  });
  it('still reads a sender’s promise never to call or ask as one', () => {
    for (const text of [
      'We will never call you to ask for your PIN.',
      'Wij zullen u nooit bellen om uw pincode te vragen.',
      'Nunca le pediremos su clave por SMS.',
    ])
      expect(reassurances(text), text).toContain('never_asks');
  });
});
