/**
 * Two readings of battery 17's misses, in other words: the stake of a trading group's pitch
 * written "min deposit" (the reader of the pitch took only "minimum" for the least it takes to
 * join), and PKO's internet banking named by its own name, iPKO, in a look-alike sender's
 * address ("ipko-…pl" copies ipko.pl, which the brand list did not know as PKO's). On c913cb9
 * both scams were graded C; the card statement's minimum payment stays a bill.
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    'Your Citi card statement is ready. Minimum payment of $35.00 is due on 12/05. If you have AutoPay on, no action is needed.',
  ],
  [
    "Hi! Ravi here from the crypto club. Our analyst's calls made 33% last week with no risk at all. Want me to add you? Min. deposit is $400",
    `Od: iPKO <komunikaty@ipko-weryfikacja.pl>
Temat: Potwierdź swoje dane

Szanowni Państwo,

prosimy o potwierdzenie danych w serwisie iPKO do 15.03. Po tym terminie dostęp do rachunku zostanie zawieszony.

[ Potwierdź dane ]

PKO Bank Polski`,
  ],
  "minimum stakes and online banking's own name",
);
