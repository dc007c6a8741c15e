/**
 * The "I sent you money by mistake, send it back" plea in romanised Hindi ("galti se … wapas kar
 * do"), Tagalog ("nagkamali po ako ng send … Paki-send back po sa …") and Polish ("omyłkowo …
 * proszę o zwrot na numer …"): a claimed mistake, money named (rupees and pesos too) and a number
 * to send it back to, said before the verb as Hindi does or after a colon. A friend asking for
 * their own money back, with no number, and a bank's credit alert stay genuine. Written for these
 * tests; none is a row of any corpus or battery.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Bhai Rs 500 wapas bhej dena jab time mile, koi jaldi nahi. Kal match dekhne chalenge?',
  'Dear Customer, Rs.2,500.00 credited to your A/c XX9921 on 02-Dec by transfer from RAHUL MEHTA (UPI Ref 433902117745). -HDFC Bank',
  'Cześć Kasia, oddaj mi proszę te 50 zł za bilety jak będziesz mogła, nie ma pośpiechu.',
];

const SCAMS = [
  'Sorry bhai, galti se aapke Paytm pe Rs 2,500 chale gaye, ye meri fees ke the. Please 9812033471 pe wapas kar do, bahut zaroori hai.',
  'Good morning po, nagkamali po ako ng send ng P2,500 sa inyong GCash, pang-tuition po sana ng anak ko. Paki-send back po sa 09171234567, salamat po.',
  'Dzień dobry, omyłkowo wysłałem na Pana numer 250 zł, to były pieniądze na czynsz. Bardzo proszę o zwrot na numer: 601 338 274. Dziękuję!',
];

pinGrades(GENUINE, SCAMS, 'asking money back that was "sent by mistake"');
