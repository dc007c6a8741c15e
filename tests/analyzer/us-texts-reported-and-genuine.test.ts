/**
 * Texts of a new user's battery of US smishing reports and genuine inbox texts, read wrong.
 * Written for these tests; none is a row of any corpus.
 *
 * - A shop's sale that says who it is from ("Sephora:") and offers a price cut or a code,
 *   with a deadline, is a promotion: the deadline is a minor sign.
 * - A reward to redeem "in the app" is used through the shop's own app, and "Offer code: CRUNCH5"
 *   offers the reader a code: it asks for none.
 * - Brands' own domains the lists did not know: Old Navy's section of gap.com, T-Mobile's Mint
 *   Mobile ("mintmobile" holds "tmobile" by chance).
 * - A friend's "new number, save this one" that asks nothing is not enough to judge.
 * - "Reply 1 to receive the secure payment link": the reply only fetches a way to pay the reader
 *   cannot check yet, which is the trick, not an answer to the sender.
 * - "Read me the code we just sent": a code the sender sends to the reader's phone, to be read
 *   back, whatever way the message also names ("approve it in your app").
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Old Navy: Jeans for $15 today only! Shop: https://oldnavy.gap.com/jeans Reply STOP to end.',
  'Sephora: FINAL HOURS - the Savings Event ends at midnight. Save 20% with code SPRINGSAVE. Reply STOP to opt out.',
  'Taco Bell: Free Crunchwrap with any order today only in the app. Offer code: CRUNCH5. Reply STOP to opt out.',
  'Panera: Your free pastry reward expires in 2 days. Redeem in the app.',
  'Mint Mobile: Your plan renews in 5 days. Renew at mintmobile.com to keep your service. Reply STOP to opt out.',
  "Hey it's Carla, got a new number, my old phone finally gave up. Save this one! Call you later",
];

const SCAMS = [
  'Your toll account will be closed. Amount due $3.85 for travel on 4/02. Reply 1 to receive the secure payment page.',
  'City Water Dept: your service will be shut off tonight for a missed payment. Reply PAY to get the payment page.',
  'This is Dan from the fraud team, following your reply. Your account is at risk, so stay on the line. Read me the code we just sent, then approve the transfer in your app.',
  'Hi mom, this is my new number, my old phone broke. Can you send $300 for a bill today?',
  'Sephora: your account is suspended. Verify your details today: https://sephora-account-verify.top/login',
];

pinGrades(GENUINE, SCAMS, 'texts of US inboxes and reports');
