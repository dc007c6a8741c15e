/**
 * A seller who wants PayPal's "friends and family" (F&F), the way between friends that gives a
 * buyer no protection, is asking as resale and marketplace scams do: "£180 each which is face value
 * … send PayPal friends and family so we don't lose fees" and "can't meet … just send PayPal F&F"
 * were C. A friend settling a dinner that way is not (no sale). And a transfer reported done ("Your
 * ticket transfer to alex.m@… has been accepted") asks nothing of the reader: the address was read
 * as a way to act and the official ticket app's notice was D.
 *
 * Written for these tests; none is a row of any corpus or battery. Every case but the friend's
 * dinner fails before these readings.
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    'SeatGeek: Your ticket transfer to jamie.k@yahoo.com has been completed. The tickets have left your account. Questions? Visit seatgeek.com/help.',
    "Thanks for dinner last night! Just PayPal me friends and family, it's £18 each.",
  ],
  [
    "I've got 2 spare tickets for Saturday, £85 each which is face value. Pay PayPal friends and family and they're yours.",
    "Hi yes the bike is still available, £240. I'm away so can't meet but my courier can deliver. Send it F&F on PayPal to keep the price down.",
  ],
  'resale payments and transfers reported',
);
