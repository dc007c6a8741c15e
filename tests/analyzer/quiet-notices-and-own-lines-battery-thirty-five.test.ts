/**
 * Battery 35 (genuine look-alikes in twelve languages, run unseen on d6ff524, then read): six
 * genuine notices were D or F, each by a reading that took what the sender reports or offers for a
 * threat. Mended as readings, written for this test in other words:
 * - a notice that asks the reader nothing, gives no link and says what the sender will never ask
 *   reports a state: nothing lures the reader anywhere ("we've stopped your card … our fraud team
 *   will ring you … we will never ask for your PIN");
 * - a fee "to avoid" is a fee said not to be due (a dentist's late-cancellation term);
 * - "pay online at <its own site> or call 0800 …": a line to call, not a wallet paid into;
 * - blocking the card in the bank's app, offered beside its number after "if you do not
 *   recognise it", is the reader's own act, not a loss threatened (Italian, Spanish);
 * - an account locked "after unsuccessful sign-in attempts" was locked for the reader's sake.
 * On d6ff524 the first five genuine notices below were D or F. A scam of the same shapes that asks
 * the reader to act elsewhere stays D or F.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  "Thank you for confirming. We've blocked your card ending 9014 and will not approve the charge at NOVA TECH. Our fraud team will phone you from 0345 600 1212 shortly. We'll never ask for your PIN or passcode.",
  'Riverside Family Dentistry: Hi Ana, just a reminder of your cleaning with Dr. Okafor on Tue 10 Jun at 9:15am. Reply Y to confirm or call (303) 555-0142 to move it. Please give 48h notice to avoid a $40 fee.',
  'Anglian Water: your bill of £52.30 for account 7731 0042 18 is overdue. Please pay by 20 June to avoid further action. Pay at anglianwater.co.uk/pay or call 0345 791 9155. We will never text you asking for your card details.',
  "UniCredit: addebito di 74,50 EUR sulla carta *2290 presso AMAZON il 02/06 alle 11:04. Se non riconosci l'operazione chiama il numero verde 800.57.57.57 o blocca la carta dall'app.",
  'Subject: Your account has been temporarily locked\nHello Priya,\nTo keep you safe, we locked your online banking after 5 unsuccessful sign-in attempts at 6:40 AM today. To unlock it, sign in at chase.com or in the Chase Mobile app and select Forgot username/password. If these attempts were not you, call the number on the back of your card.\nChase will never ask for your password or one-time code by email or text.',
  // Guards, C or better on d6ff524 too: the same shapes in other words and languages.
  "Thanks for letting us know. We've stopped your debit card ending 5521 and declined the payment to SKYLINE ELECTRONICS. A member of our fraud team will ring you from 0800 051 7777 today. We will never ask for your full PIN or your password.",
  'Santander: compra de 63,20 EUR con tu tarjeta *8812 en ZARA el 05/06 a las 13:40. Si no la reconoces, llama al 915 123 123 o bloquea la tarjeta en la app.',
];

const SCAMS = [
  'Your debit card has been blocked after suspicious activity. To unblock it call our security line now on 0800 612 3390 and confirm your card number.',
  'Your account has been locked after unsuccessful log in attempts. Verify your identity within 24 hours at secure-banking-verify.com or it will be closed.',
];

pinGrades(GENUINE, SCAMS, 'quiet notices, own lines and blocks in the app (battery 35)');
