/**
 * Two of this stop's findings said again in other words: an amount written "2 million" after a
 * verb of sending is money asked ("wire 2 million right away", first read in a Vietnamese
 * teacher's "transfer 40 million"), so a stranger's news that the reader's son is in surgery reads
 * as the trick it is; and a sort code written with its digits is where to pay, given by the
 * writer, not a bank detail asked of the reader. On 263253c the first was graded C and the second
 * carried a "credential request" warning quoting "send the £150 deposit … to sort code". The
 * second text is still D by the judge's probability alone; what is pinned is that the rule no
 * longer calls it a request for bank details.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

pinGrades(
  [],
  [
    'Good evening, this is the ward nurse. Your son had a crash on the motorway and is in surgery. Please wire 2 million right away to the account I will text you.',
  ],
  'an amount in words sent for a relative said to be hurt',
);

describe('a sort code given with its digits', () => {
  it('is no request for bank details', async () => {
    const text =
      'Hi Tom, lovely to hear you can come! Please send the £150 deposit for the cottage to sort code 40-12-76, account 31926655, reference COTTAGE. Thanks, Jill';
    const r = await analyzeText(text);
    expect(r.redFlags.map((f) => f.type)).not.toContain('credential_request');
  });
});
