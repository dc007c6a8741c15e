/**
 * False alarms of an eleventh battery (160 genuine messages and 60 scams in eleven languages,
 * written unseen: 9/160 genuine D or F on d705b62), mended, in my own words: a pharmacy's "give
 * your name and date of birth at the counter"; a tax office's reminder that says it holds no link
 * and names no account to pay ("you may have to pay a penalty"); a supplier's failed direct debit
 * ("we'll try to collect it again": the sender collecting is no fee asked of the reader); card
 * details updated on the firm's own main site (netflix.com, not a tenant's page on a shared host,
 * which stays a phish); a treasurer's collection to "the same account as usual". On d705b62 each
 * genuine message here was D or F; the phishes pin what must stay (a tenant's page on a shared
 * host, a button whose address is hidden beside the bank's own address).
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    'Riverside Pharmacy: your repeat prescription is ready. Bring your NHS App or give your name and date of birth at the counter. We keep it for 10 days.',
    'Subject: Your tax return deadline\n\nDear Customer,\n\nThe deadline for filing your Self Assessment return and paying what you owe is 31 January. You may have to pay a penalty if you miss it. Sign in to your HMRC online account through GOV.UK. For your security, this email contains no links.\n\nHM Revenue and Customs',
    "Subject: Your Direct Debit payment failed\n\nDear Mr Jones,\nYour bank did not pay your Direct Debit of £86.10 due on 5 May. Please check your bank details are still correct and that there's enough money in the account - we'll try to collect it again on 19 May. You can update your details in MyAccount at edfenergy.com.\nEDF Customer Service",
    'Subject: Please update your payment details\n\nHi Sam,\nWe could not charge your card ending 4410 for your Premium plan (£18.99). We will try again soon. To keep watching, update your card under Account > Payment info on netflix.com.\n- Netflix',
    'Ibu-ibu, iuran arisan bulan Juni Rp 150.000 ya. Transfer ke rekening Bu Rina (bendahara), nomor rekening sama seperti biasa. Terima kasih!',
  ],
  [
    // A button whose address it hides, beside the bank's own address in its footer: a phish.
    'Subject: Online Banking upgrade\nThe old Online Banking site is closed. Click here to sign in and upgrade: you will enter your email address and then your password. Forward anything odd to security@standardbank.co.za.\nStandard Bank',
    'Subject: Microsoft 365 password expiry\nYour Microsoft 365 password expires today. To keep it, sign in and confirm your password here: https://westbrook-my.sharepoint.com/:u:/g/personal/it_admin/keep-pass\nIT Service Desk',
  ],
  'genuine notices of the eleventh battery',
);
