/**
 * Written for these tests in my own words, after a fresh battery (read after it was run; its rows
 * are not copied here) showed a bank's "we've noticed unusual activity on your card ending …,
 * please call us on …" graded F as a threat and an impersonation: what a bank says it noticed on
 * the reader's own card, named by its last digits, in a message with no link, is no threat of a
 * loss (own-expiry.ts noticedOnOwnCard), and with only a number to call it is not enough to judge
 * (reportsOwnAccount), as a transaction reported is. A closure threatened, a mobile number for the
 * bank or a look-alike link stays D or F.
 * On 24c9656 the HSBC message was F (the Santander one, which says "payments", C).
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  "HSBC: We've noticed unusual activity on your credit card ending 3318. Please call us on 03457 404 404 (or +44 1226 261 010 from abroad) so we can check a recent payment.",
  "Santander: We've spotted some unusual payments on your debit card ending 6620. Please call us on 0330 9 123 123 so we can make sure they were you.",
];

const SCAMS = [
  "Barclays: We've noticed suspicious activity on your account ending 4417. Your account will be suspended unless you call 07700 900518 now.",
  "HSBC: We've noticed unusual activity on your card ending 3318. Verify it at hsbc-card-review.com to avoid suspension.",
];

pinGrades(GENUINE, SCAMS, 'reports of unusual activity on the reader’s own card');
