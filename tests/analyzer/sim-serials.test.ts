/**
 * A SIM card's serial asked for ("Reply with the 20 digits printed on your SIM card", "send your
 * SIM serial number"): whoever has it can move the reader's number to a SIM of their own, as with
 * a PIN, so it is asked as a secret, by reply too (anatomy/ask-kinds.ts simSerial). The number on
 * the back of a bank card to call is still the reader's way back. Written for these tests; none is
 * a row of any corpus or battery.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Vodafone: Your new SIM card is on its way. When it arrives, activate it in the My Vodafone app; you will need the SIM number printed on the card.',
  'Lost your card? Call the number on the back of your card or freeze it in the app straight away.',
];

const SCAMS = [
  'Glo: Dear customer, upgrade your SIM to 4G for free. Reply with the 20 digits printed on your SIM card now.',
];

pinGrades(GENUINE, SCAMS, 'about a SIM card’s number');

const askKinds = (text: string) => anatomyOf(text).asks.map((a) => a.kind);

describe('a SIM card’s serial', () => {
  it('is a secret asked for, by reply or sent', () => {
    expect(askKinds(SCAMS[0]!)).toContain('secret');
    expect(askKinds('Send us your SIM serial number to complete the upgrade.')).toEqual(['secret']);
    expect(askKinds("Reply with your SIM's ICCID to keep your line.")).toContain('secret');
  });

  it('is not the number on a bank card to call', () => {
    expect(askKinds(GENUINE[1]!)).not.toContain('secret');
  });
});
