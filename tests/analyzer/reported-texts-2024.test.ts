/**
 * Texts of the kinds the public reported in 2024-25 and their genuine look-alikes, as a new user's
 * battery found them read wrong. Written for these tests; none is a row of any corpus.
 *
 * - "Balance due: $3.90" is an amount owed, its colon no break; "may result in a registration
 *   hold" is a loss threatened. With them, the unpaid-toll text that names no agency reads as one.
 * - A relative writing from a borrowed phone who says "Don't transfer anything to this number" is
 *   warning against the scam, not asking for money.
 * - A bank account written out to pay into, in a message from someone the reader knows ("BSB 032-118
 *   Acc 4471 2290 name R Tan"), is a third party to pay; a school's invoice gives its own account.
 * - The reader's own ways with no link given: "log in to your online account" in a short text,
 *   "return it in the enclosed envelope", "the toll-free number shown on the notice".
 * - Words in small capitals ("ᴜᴘᴅᴀᴛᴇ ʏᴏᴜʀ ᴘᴀʏᴍᴇɴᴛ ᴅᴇᴛᴀɪʟꜱ") are read as the words they spell;
 *   phonetic letters in a pronunciation ("/ʃɪp/") are not.
 * - A recorded call's "amounting to $2,398.00 … If you have not made this purchase, press 1" is
 *   the callback scam; a bank's call about "a purchase made at Best Buy … on your card ending 4417"
 *   reports a transaction on the reader's own card.
 * - A text's sign-in alert whose only link is the brand's own site ("go to appleid.apple.com") is
 *   no payment alert sending the reader to a link.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'This is Chase calling about a purchase made at Best Buy for $742.18 on your card ending 4417. If you have not made this purchase, press 2.',
  'The word kitten is pronounced /ˈkɪtən/ in British English, and ship as /ʃɪp/.',
  'Your Apple Account was used to sign in to iCloud from a web browser on 3 June at 9:25. If you recently signed in, you can disregard this email. If you did not sign in, go to appleid.apple.com and change your password as soon as possible.',
  "Notice CP2000: the income we have on file does not match your 2023 return, and you may owe $1,284. Complete the response form and return it in the enclosed envelope by July 14. If you don't respond by then, we will send you a final notice followed by a bill.",
  'If you cannot reply by the date on your letter, call the toll-free number shown on the notice to ask for more time.',
  "Mum, it's Ben, my phone was stolen on the train so I'm on a mate's phone. Don't transfer anything to this number, I'll call you from my new SIM tomorrow.",
  'Reminder: your car loan payment of $318.40 is due 12/05. Log in to your online account to pay or change the date. Reply STOP to opt out.',
  'US Dept of Transportation: your permit renewal fee of $45.00 is due 08/01. Log in to your online account to pay. Reply STOP to opt out.',
  "Dear parents, the Year 5 trip to the science museum is on 14 March. Please pay the £15 contribution to the school account, sort code 20-44-91, account number 53816620, reference your child's name.",
  'Mum, can you send me £40 for the train? My account: sort code 20-44-91, 12345678. Love you x',
];

const SCAMS = [
  'Hello, a purchase was made of two iPhone 15 Pro on your account, amounting to $2,398.00. If you have not made this purchase, press 1 to speak to our billing team.',
  'ʏᴏᴜʀ ᴍᴇᴍʙᴇʀꜱʜɪᴘ ɪꜱ ᴏɴ ʜᴏʟᴅ. ᴜᴘᴅᴀᴛᴇ ʏᴏᴜʀ ᴘᴀʏᴍᴇɴᴛ ᴅᴇᴛᴀɪʟꜱ ʜᴇʀᴇ: https://member-billing.top/u',
  'Toll notice: unpaid toll on 11/02. Amount due: $6.35. Failure to pay may result in a hold on your vehicle registration. Pay: https://tollpay-notice.cc/p/2231',
  'Toll violation 04/11. Balance owed: $4.15. Failure to settle may result in a registration hold. Settle now: https://ustoll-balance.xyz/n/77',
  "Mum it's me, my card got declined at the pharmacy and they won't let me leave. Can you transfer $95 to this account and I'll pay you back tonight? BSB 032-118 Acc 4471 2290 name R Tan.",
  "Hi Dad, my phone is broken so this is a new number. I need to pay a bill today, can you send £640 to this account: sort code 30-91-44, account 66120938, name A Moss. I'll pay you back Friday.",
  'Road toll notice 02/11. Balance due: $3.90. Failure to pay may result in a registration hold. Pay: https://roadtoll-due.cc/r/5521',
];

pinGrades(GENUINE, SCAMS, 'of the kinds reported in 2024-25');
