/**
 * Written for these tests (none is a row of any corpus or battery): a utility known by an
 * initialism written with "&" ("PG&E", "SDG&E") whose bill links to pge.com or sdge.com links to
 * its own site. Names of three letters were never matched to a site (they are a word inside many
 * names), so the genuine bill, with a link to pay, read as the unpaid-bill scam and was graded F.
 * Its look-alikes (other words joined to the name, a throwaway ending) stay D or F. The genuine
 * PG&E bill fails on cfbc54f; the rest held.
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    'Your PG&E bill of $96.30 is ready and is due 08/14. View or pay at pge.com/myaccount. Reply STOP to opt out.',
    'SDG&E: your May energy statement is ready. Amount due $71.45 on 06/21. Details at sdge.com/myaccount',
  ],
  [
    'Your PG&E account will be disconnected today for an unpaid balance of $212.40. Pay now at pge-billing-center.com to avoid shutoff.',
    'PG&E: final notice, your power will be shut off in 2 hours. Pay $318 at pge.help/pay',
  ],
  'utility bills known by an initialism',
);
