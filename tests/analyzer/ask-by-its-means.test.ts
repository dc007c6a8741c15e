/**
 * An ask is what the message wants done, also when it is named as the means after "by": "upgrade
 * to a business account by sending $250 to our agent" asks for money, though its verb is
 * "upgrade". The fake "payment on hold" of marketplace sales (a payment service said to hold the
 * buyer's money until the seller pays a fee) was graded C with no finding. Written for these tests,
 * each with a paraphrase sharing none of its distinctive words; genuine messages that name a means
 * of paying ("support the trip by paying $15 at the office") stay C or better.
 */
import { describe } from 'vitest';
import { type PinnedCase, itKeepsGenuine, itReadsScams } from '../helpers/anatomy-cases';

const SCAMS: PinnedCase[] = [
  {
    name: 'a payment held until you pay a fee',
    pinned:
      'Zelle: we have put your incoming payment of $850 on hold. To release it, upgrade to a business account by sending $250 to our agent. This will be refunded.',
    paraphrase:
      'Venmo notice: the $1,200 your buyer transferred is frozen. Unlock it by wiring a $300 verification deposit to the compliance officer; it returns with the funds.',
  },
];

const GENUINE: PinnedCase[] = [
  {
    name: 'a school trip paid at the office',
    pinned: 'You can support the school trip by paying $15 at the front office before Friday.',
    paraphrase:
      'Thanks for registering! Complete your membership by paying the $40 annual dues at the club meeting.',
  },
  {
    name: 'a saving by a code or autopay',
    pinned: 'Save 10% on your order by using code WELCOME10 at checkout.',
    paraphrase: 'Reduce your bill by setting up autopay in the app.',
  },
];

describe('an ask named as its means ("by sending $250")', () => {
  itReadsScams(SCAMS);
  itKeepsGenuine(GENUINE);
});
