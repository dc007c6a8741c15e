/**
 * Two English families of battery thirteen, in other words than its rows: a "wrong number" that
 * goes on to brag of trading gains and asks whether the reader trades too ("Have you ever tried
 * forex trading?"), and a toll or bill whose penalty is named ("legal fees will be added",
 * "penalty charges apply") with a number to call and pay. And their genuine neighbours: a bill's
 * reminder that names late fees, a friend's question about crypto with no gain claimed (F 54 on
 * 263253c: "buy any crypto" was read as a demand to pay in crypto), a real wrong number. On
 * 263253c the opener was graded C; the toll was already F by its fee, and pins that it stays so.
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    'Hi Sam, this is Priya from the gym. Sorry, wrong number, I meant to text my sister! Have a good evening.',
    'Did you ever buy any crypto in the end? Dad keeps asking me about it and I have no idea what to tell him.',
    'Anglian Water: your bill of £84.20 is due on 14 March. Pay in the app or by direct debit to avoid late fees.',
  ],
  [
    'Sorry wrong chat! Nice to meet you anyway. Have you ever tried forex trading? My mentor showed me a method, I made 25% last month.',
    'SunPass notice: an unpaid toll of $6.35 is on your account. Penalty charges apply after 24 hours. Settle it by phone at 1-877-555-0190 with your card.',
  ],
  'wrong-number openers that brag of gains, and penalties named',
);
