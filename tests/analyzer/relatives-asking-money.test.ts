/**
 * Everyday money between people who know each other, against the "Hi Mum" scam. A relative
 * addressed who asks to borrow money, with no new number claimed, no haste and no link, number or
 * account given, is the everyday request; only the number it comes from tells it from the scam,
 * and the report cannot see that number, so it is not called a scam (judge/inputs.ts kinAsking).
 * "Until Friday" after "lend" is how long a loan lasts, not a deadline; "send the extra back" is
 * money returned, not a fee to release something. The scam keeps its own marks: "new phone" said
 * after the greeting is a claim of a new number (senders.ts), and haste or an account is pressure
 * or a way to pay that is not theirs. Written for these tests; each paraphrase shares none of the
 * pinned message's distinctive words.
 */
import { describe } from 'vitest';
import { itKeepsGenuine, itReadsScams } from '../helpers/anatomy-cases';

describe('Relatives and friends asking for money, and the "Hi Mum" scam', () => {
  itKeepsGenuine([
    {
      name: 'a son asking to borrow until payday',
      pinned: "Dad, can you lend me $100 until Friday? I'll pay you back on payday.",
      paraphrase:
        'Grandma, could you help with my textbooks? They’re $200 and my student loan arrives next month. Love you',
    },
    {
      name: 'a friend who paid twice asking for the difference',
      pinned: 'Sorry, I paid you twice for dinner. Could you send the extra $25 back?',
      paraphrase:
        'Whoops, my bank charged the bowling booking double on my side, mind returning €18 when convenient?',
    },
  ]);
  itReadsScams([
    {
      name: 'a child on a new phone whose card is blocked',
      pinned:
        'Hey mum it’s me, new phone. My card is blocked and I need to pay a bill today, can you send £480?',
      paraphrase:
        'Hi dad, this is my new number, the old one broke. Can you transfer €900 to this account for me today? NL91 ABNA 0417 1643 00',
    },
  ]);
});
