/**
 * Written for these tests (none is a row of any corpus or battery): the "investment friend" who
 * names the market's signals or picks first and the members' profits after ("this week's BTC
 * signals in our group. Members who followed made 41%"), and offers help as "I'll guide you",
 * was read neither way: the rule wanted the profits first and "I 'll" as two words. Graded C; a
 * friend's talk of a stock group and a market report stay C or better. The two scams fail on
 * cfbc54f; the guards held.
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    'Our book club turned into a stock group lol. Dave made 5% on his index fund this year, I’ll show you his spreadsheet at dinner',
    'Bitcoin futures signals were mixed this week. Traders who held made 12% on Tuesday, analysts said.',
  ],
  [
    "Hi Emma 😊 my cousin's mentor shared this week's BTC signals in our group again. Members who followed made 41% by Friday. Sign up on coinvex-pro.com with my code 5521, I'll guide you through it",
    'Good morning! Professor Hart posted two new stock picks in the VIP room, members made 23% since Monday. I’ll show you how to join before the next session',
  ],
  'investment tips from a new contact',
);
