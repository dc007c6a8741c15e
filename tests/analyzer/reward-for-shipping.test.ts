/**
 * Written for these tests (none is a row of any corpus or battery):
 * - a reward said to be the reader's, for which they "just cover $3.49 shipping" on a link, was
 *   read as no fee asked ("cover" is no word of paying there, and "shipping" names no fee): C;
 * - a free gift that comes with an order ("Your order #4471 with a free gift ships today") is no
 *   "too good to be true" offer: an order confirmation was graded F on it, with the card it was
 *   charged to and its tracking link read as a scam's pretext and ask.
 * On 5d89b54 the Dyson reward and the order confirmation fail; the Target text was D or F already.
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    'Your order #4471 with a free gift ships today. Delivery is £3.99, charged to your card ending 1234. Track it at royalmail.com',
  ],
  [
    'Target Circle: thanks for 3 years with us! Your anniversary gift is ready, you just cover $3.49 shipping: target-circlegifts.shop/claim',
    'Loyalty bonus: a Dyson airwrap reward is reserved for you and you only pay £2.95 postage at rewards-hub-uk.com before Sunday.',
  ],
  'rewards that cost shipping',
);
