/**
 * A message retold by the person who received it: "I received a text saying my Netflix account
 * was suspended and I needed to update my payment details at a link" was graded C on e8872ba,
 * because the rules read "my account" as the teller's own, not as the message's "your account".
 * The act rules now read the retold part with the teller's words in the reader's place
 * (signals/anatomy/retold.ts); quotes still come from the text as written. Retellings of genuine
 * notices, with what the teller did about them, stay C. Written for these tests, each with a
 * paraphrase that shares none of its distinctive words.
 */
import { describe, expect, it } from 'vitest';
import { asRetold } from '../../src/server/analysis/signals/anatomy/retold';
import {
  analyzeAt,
  expectScamGrade,
  itKeepsGenuine,
  type PinnedCase,
} from '../helpers/anatomy-cases';

const GENUINE: PinnedCase[] = [
  {
    name: 'a genuine block retold with how it was put right',
    pinned:
      'I received a message from the bank that my card was blocked after I entered the wrong PIN, so I went to the branch and they unlocked it.',
    paraphrase:
      'I just got an email from Netflix saying my payment failed because my card expired, so I updated it in my account settings.',
  },
  {
    name: 'a delivery and an appointment retold to a friend',
    pinned:
      "I got a text saying my package was delivered at 2pm, but it's not on the porch. Did you take it in?",
    paraphrase: 'Got a call from the dentist saying my appointment moved to Thursday at 10.',
  },
];

describe('messages retold by the person who received them', () => {
  itKeepsGenuine(GENUINE);
  it('a retold account lure is read as the message it retells, quoted as written', async () => {
    for (const text of [
      'I received a text saying my Netflix account was suspended and I needed to update my payment details at a link.',
      'Someone texted me that my PayPal account is on hold and I have to confirm my details through a link to unlock it.',
    ]) {
      const r = await analyzeAt(text);
      expectScamGrade(r, text);
    }
    const r = await analyzeAt(
      'I received a text saying my Netflix account was suspended and I needed to update my payment details at a link.',
    );
    expect(r.redFlags.find((f) => f.type === 'account_lure')?.textExample).toBe(
      'my Netflix account was suspended',
    );
  });
  it('keeps every position: the copy has the length of the text', () => {
    const text = 'Someone texted me saying my card is locked and I must call them.';
    const retold = asRetold(text);
    expect(retold).toHaveLength(text.length);
    expect(retold).toBe('Someone texted u  saying ur card is locked and u must call them.');
    expect(asRetold('My card is locked, call me.')).toBe('My card is locked, call me.');
  });
});
