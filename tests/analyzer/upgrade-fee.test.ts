/**
 * Written for these tests (none is a row of any corpus or battery): the payment-app "business
 * account upgrade" fraud, in English and Spanish. A buyer says the money is pending until the
 * seller upgrades to a business account and pays a fee "that is refunded": with no link, and
 * "the buyer" asking, it was read as no ask at all and graded C. An app's own offer to upgrade
 * for free and a fee for instant transfers stay C or better. Both scams fail on 6ba898a.
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    'Cash App: Upgrade to a free business account in Settings to accept card payments from customers.',
    'Venmo: There is a 1.75% fee for Instant Transfer to your bank. Standard transfers are free.',
  ],
  [
    "Hi! I'll take the bike for $400. I sent it with Zelle but it says pending because your account needs a business upgrade, the fee is $150 and Zelle refunds it with my payment.",
    'Hola, ya te pagué los 300 € por Bizum pero queda pendiente hasta que actualices a una cuenta de empresa, la cuota es de 50 € y te la reembolsan.',
  ],
  'payments held for an account upgrade',
);
