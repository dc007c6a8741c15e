/**
 * Bank, wallet and phone-company texts of Africa and Asia in the shapes their senders publish,
 * from a battery written from banks' and operators' own pages (not rows of any corpus). Each
 * genuine one below was D or F: an Indian debit alert whose account is written 'A/C X4471' or
 * 'A/C *6623', or whose transaction is 'debited by', 'spent using', 'Sent Rs.1,200.00' or the
 * Hinglish 'bheje gaye', was read as no bank's report and its 'Not you? Call …' as a callback
 * scam; a device registered or a card blocked 'due to 3 incorrect PIN attempts' as threats; 'To
 * check daily charges, dial *234*0#' as a fee; a SIM re-registration at the operator's own
 * service centre as an account lure; being entered into a draw as a win. Copies that send the
 * reader to a look-alike site or a number, or say something was won, stay D or F, and two scams
 * are caught: a code to 'forward' (WordNet has only the post's sense of the verb) and pay by the
 * day as a range ('$80-300/day').
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Dear UPI user A/C X4471 debited by 250.0 on date 10Mar25 trf to RAMESH KIRANA Refno 507912345678. If not u? call 1800111109. -SBI',
  'Sent Rs.1,200.00\nFrom HDFC Bank A/C *6623\nTo SWIGGY\nOn 12/03/25\nRef 507914420913\nNot You?\nCall 18002586161/SMS BLOCK UPI to 7308080808',
  'INR 3,499.00 spent using ICICI Bank Card XX9012 on 14-Mar-25 on AMAZON PAY IN. Avl Limit: INR 85,201.00. If not you, call 1800 2662/SMS BLOCK 9012 to 9215676766.',
  'Aapke HDFC Bank A/c XX6623 se Rs 750.00 UPI dwara ELECTRICITY BILL BSES ko bheje gaye, 15-03-25. Yeh aapne nahi kiya? Turant 18002586161 par call karein.',
  'TCV5SM82CV Confirmed. Fuliza M-PESA amount is Ksh 320.00. Access Fee charged Ksh 3.20. Total Fuliza M-PESA outstanding amount is Ksh 323.20 due on 18/04/25. To check daily charges, Dial *234*0#OK Select Query Charges',
  'Your SBI Debit Card ending 4471 has been blocked due to 3 incorrect PIN attempts. It will be unblocked automatically after 24 hrs. Do not share your PIN or OTP with anyone. -SBI',
  'RM0.00 Maybank: Secure2u registered on a new device (Galaxy A54) on 11-03-25 14:02. If this was not you, call 03-5891 4744 immediately.',
  "Y'ello! Your SIM registration details need re-verification. Visit any MTN Service Centre with your National ID before 30/04 to avoid service interruption. MTN will never ask for your PIN.",
  'Glo: Congratulations! You have been entered into the Glo Recharge & Win draw with 3 entries this week. No payment is required to claim any prize. T&Cs on gloworld.com.',
  'Your Kotak Bank a/c *8812 credited by Rs 2,000 from PRIYA S on 03-04-25. If not you, call 1860 266 2666.',
  'Absa: your card ending 2231 was blocked because of too many wrong PIN attempts. Visit a branch to unblock it.',
  'CIMB: Your Clicks ID was signed in from a new device on 02/04 at 21:14. If this was not you, call 03-6204 7788 immediately.',
  'Your Okoa Jahazi balance is Ksh 50.00, due on 12/05. To check charges, dial *131#.',
  'Airtel: Please update your SIM registration at any Airtel shop with your national ID before 31 May to avoid disconnection.',
  'Congratulations! You have been entered into the weekly MoMo draw. Keep transacting to earn more entries.',
];

const SCAMS = [
  'Hi, sorry I accidentally registered your number for my Maybank2u account. You will receive a TAC SMS now, please forward the 6-digit code to me so I can change it back. Thanks!',
  'Sorry, I typed your number by mistake when signing up. A code will come to your phone, kindly forward it to me.',
  'Hi! We are hiring part-time staff to like and subscribe online. Earn $80-300/day from home. Chat HR now: wa.me/639174420815',
  'Your MTN line will be blocked today. Visit any MTN Service Centre or call 0772 555 123 to avoid service interruption.',
  'Congratulations! You have been entered into our draw and you have won $5,000. Call 0803 555 1234 to claim.',
  'Maybank: your account was signed in from a new device. Verify now at maybank2u-secure.com or it will be suspended.',
  'Part-time job: rate hotels online and earn $150-400/day. Message our manager on Telegram to start.',
];

pinGrades(GENUINE, SCAMS, 'bank, wallet and phone-company texts of Africa and Asia');
