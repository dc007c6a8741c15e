import { it } from 'vitest';
import { resultsSchema } from '../../src/shared';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { createOfflineAnalyzer } from '../../src/server/analysis/offline/index';
import { runAnalysis } from '../../src/server/analysis/pipeline';
const analyzer = createOfflineAnalyzer();
const T = [
 'S|FedEx: we tried to deliver your item but a customs fee of $2.15 is due. Complete payment here: fedex-redeliver.top/pay',
 'S|NJ Turnpike: final reminder, your balance of $4.35 for road use is overdue. Avoid a $50 surcharge: njtp-pay.com',
 'S|Hey mom its me, this is my new phone. Old one is broken. Can you message me on WhatsApp? I need a favour',
 'S|Hi are you free? Need you to get some Apple cards for a client, 5 x $200, scratch and send pics. I will reimburse. Keep it between us',
 'S|Hello dear, I met you on the dating app. I am a doctor on a UN mission and need help paying a customs release fee for my package',
 'S|HMRC: you are owed a tax rebate of £312.40. Claim before midnight at hmrc-refunds.uk-claim.com',
 'S|Amazon: a purchase of iPhone 15 for $999 was placed on your account. If this was not you, call our support at 1-855-555-0134 immediately',
 'S|Congratulations! Your number was chosen in our anniversary draw. To receive your $1000 Walmart voucher, pay shipping of $1.99 at wlmrt-gift.shop',
 'S|Your Netflix membership is on hold because we could not process your payment. Update your billing details within 24 hours: netflx-billing.com',
 'S|We are hiring remote staff. Earn $300-$800 per day liking videos. Contact our HR on Telegram @hr_recruit22',
 'S|Your Microsoft computer has been infected. Do not shut down. Call the technician on 0800 555 0199 to unlock',
 'S|This is the Social Security Administration. Your number has been suspended due to suspicious activity. Press 1 to speak to an officer or a warrant will be issued',
 'S|Bank of America alert: unusual sign-in detected. Verify your identity now at boa-secure-login.net or your account will be locked',
 'S|Grandma, I am in jail after an accident and need bail money. Please do not tell mom. My lawyer will call you',
 'S|I sold the sofa to you on Marketplace, please pay the deposit via this link so the courier can collect: fb-market-pay.com',
 'L|Your appointment with Dr Patel is confirmed for Tue 3 Dec at 10:30. Reply C to cancel. Cedar Surgery',
 'L|Tesco: your grocery delivery is booked for Saturday 9-10am. Manage it in the Tesco app.',
 'L|Your Uber code is 5532. Never share this code.',
 'L|Hi love, running late from work, will pick up milk on the way. See you around 7',
 'L|Thames Water: planned works in your area on 4 Dec may cause low pressure between 9am and 3pm. No action needed.',
 'L|Chase: a payment of $52.10 at SHELL was declined. If this was you, try again. If not, call the number on the back of your card.',
 'L|Reminder: the school trip payment of £15 is due Friday. Pay via ParentPay as usual. Thanks, Oakfield Primary',
 'L|Your Lyft driver is arriving in 2 min in a grey Toyota Prius.',
];
it('probe', async () => {
  for (const line of T) {
    const [k, text] = line.split('|');
    const r = resultsSchema.parse(await runAnalysis(acquireText(text!), { analyzer, now: () => new Date('2026-11-25T09:00:00Z') }));
    const an = r.redFlags.find((f) => f.type === 'scam_anatomy');
    console.log(k, r.summary.overallGrade, (r.summary.verdict?.headline ?? '').slice(0, 60), '|', r.redFlags.map((f) => `${f.type}:${f.severity}`).join(','), '|', an ? an.anatomy!.map((p) => p.part).join('+') : '-', '|', text!.slice(0, 50));
  }
}, 600000);
