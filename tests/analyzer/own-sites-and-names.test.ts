/**
 * Genuine messages a new user's battery found called scams because of where their links go, and
 * the scams of the same shape. Written for these tests; none is a row of any corpus.
 *
 * - A carrier's own short-link domain (Evri's evri.link, named on Evri's and consumer pages) is the
 *   carrier's, not a throwaway site's.
 * - One plain word in front of a site's own name ("accounts.bahn.de") is how sites name their
 *   sign-in hosts; a dressed-up subdomain ("secure-login.") or registered name still is a disguise.
 * - A site whose whole name is the sender's leading word ("CVS Pharmacy: … visit CVS.com") is the
 *   sender's own; the name in front of another domain is not.
 * - "My old number still works, ring that one to check it's me" is a way to check, not a new number.
 * - A pasted e-mail sent from the brand's own domain whose every link is the brand's own site (a
 *   streaming service's failed charge) is read as a text whose links are its own; the same words
 *   sending the reader to a look-alike are not.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Evri: Your parcel from Zara is waiting for you at the Co-op, 3 Mill Road. Bring ID and code 481220. Track it: https://evri.link/K2w9Pq',
  'Evri: Good news, your parcel from River Island arrives today between 10:40 and 11:40. Track it: https://evri.link/8dQm3T',
  'Von: Deutsche Bahn <noreply@bahn.de>\nBetreff: Passwort zurücksetzen\n\nGuten Tag Frau Keller,\nSie haben ein neues Passwort angefordert. Über diesen Link legen Sie es fest:\nhttps://accounts.bahn.de/auth/realms/db/login-actions/reset-credentials?key=a8F3kQ\nFalls Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail.\nIhr DB Kundenservice',
  'Kroger Pharmacy: Time to refill an Rx for LINDA. Reply 1 to refill now or visit Kroger.com. Reply STOP to cancel.',
  "Hi Mum, it's Sam, got a new work phone so this is my second number. My old number still works, ring that one if you want to check it's me. Still on for Sunday lunch?",
  "From: Netflix <info@account.netflix.com>\nSubject: Your payment didn't go through\n\nHi Sam,\n\nWe couldn't process your last payment. We'll retry it, but you can update your payment details now so your membership isn't interrupted.\n\nSign in at https://www.netflix.com/YourAccount and choose Membership.\n\nQuestions? https://help.netflix.com\n\n- The Netflix team",
];

const SCAMS = [
  "From: Netflix <info@account.netflix.com>\nSubject: Your payment didn't go through\n\nHi,\n\nWe couldn't process your last payment. Update your payment details within 24 hours or your membership will be cancelled.\n\nUpdate now: https://netflix-billing-update.com/account\n\n- The Netflix team",
  'Evri: your parcel could not be delivered and a £1.45 redelivery fee is due. Pay today: https://evri-redelivery.top/fee',
  'Deutsche Bahn: Ihr Kundenkonto wurde gesperrt. Bestätigen Sie Ihre Daten innerhalb von 24 Stunden: https://secure-login.bahn-kundenkonto.info/verify',
  'Kroger Pharmacy: your prescription is on hold because of an unpaid balance of $3.99. Pay now to release it: https://kroger.rx-release-center.com/pay',
  "Hi Mum, this is my new number, my old phone is broken. Can you send £450 for a bill today? I'll pay you back tomorrow.",
];

pinGrades(GENUINE, SCAMS, 'whose links go to their own sites');
