/**
 * Families of scam a probe of new messages found missed (each graded C), and a genuine card alert it
 * found called a scam (F 30): written for these tests in the styles of US smishing, public scam
 * reports, phishing mail in other languages and Vietnamese SMS, each with a paraphrase that shares
 * none of its distinctive words.
 *
 * - A power or gas supply said to be about to be cut ("will be disconnected tonight") is the
 *   reader's affairs at stake, as "faces disconnection" already was.
 * - Someone introducing themselves as an officer of the sheriff or the police speaks as an
 *   authority (WordNet's law officers join the authority class).
 * - A wage written as a rate for a job offered ("a remote position, $300-$800/day"); a loan that
 *   skips the lender's checks ("bad credit OK"); a gain in money in an investment pitch ("I made
 *   $40,000 last month") and its stake ("the minimum to join is $250"). Money offered to the reader
 *   ("Get $2,500 today", "Need cash fast?") is no longer read as money asked of them.
 * - Other languages: someone else in the reader's account ("acesso não autorizado"), a mailbox
 *   said to be full, messages said to be blocked, a card said to expire, and "via onderstaande
 *   link" (the link below) as the way to act.
 * - Phishing mail: a password that expires today ("läuft heute ab"), a QR code to scan, something
 *   of the reader's said to be incomplete or outdated, and a document attached as a web page
 *   ("INV_55812.html"), which is hard evidence on its own.
 * - Vietnamese: power owed and about to be cut, a prize to claim by calling a mobile number, and the
 *   banks, carriers and the power company that Vietnamese scam texts speak as.
 * - A card alert's merchant written as a domain ("at BESTBUY.COM") is not where the alert sends the
 *   reader when the sentence that asks names the reader's own way back ("the number on the back of
 *   your card").
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeAt,
  expectGenuine,
  itKeepsGenuine,
  itReadsScams,
  type PinnedCase,
} from '../helpers/anatomy-cases';

const ENGLISH_SCAMS: PinnedCase[] = [
  {
    name: 'power to be cut tonight, a number to call',
    pinned:
      'Dear customer, your electricity will be disconnected tonight at 9:30 PM because your last bill was not paid. Call our billing department immediately at 1-888-555-0166.',
    paraphrase:
      'Notice: the gas supply to your home is going to be shut off at 6 pm today over an overdue balance. Phone the collections desk now on 1-877-555-0102.',
  },
  {
    name: 'an officer of the sheriff, a warrant, a bond to pay by phone',
    pinned:
      'This is Officer Davis from the county sheriff. You missed jury duty and a warrant has been issued. Call 1-866-555-0121 to pay the bond and avoid arrest.',
    paraphrase:
      "Deputy Ramirez with the marshal's office here: a bench warrant was filed because you failed to appear. Ring 1-855-555-0190 today to settle it.",
  },
];

const JOB_SCAMS: PinnedCase[] = [
  {
    name: 'a recruiter with a day rate for an hour of work',
    pinned:
      "Hello, I'm Emily from the recruiting team at Indeed. Your profile matches a part-time remote position, $300-$800/day, 60-90 minutes. Reply Y to learn more",
    paraphrase:
      'Hi! A hiring manager at Randstad saw your CV. Flexible online job, 450 USD/day for about an hour. Text back YES for details.',
  },
];

const MONEY_OFFER_SCAMS: PinnedCase[] = [
  {
    name: 'a loan with no checks, answered by text',
    pinned:
      'Need cash fast? Get $2,500 today, bad credit OK, no paperwork. Reply LOAN to get started.',
    paraphrase:
      'Short on money this week? We can lend you 1,800 dollars by tonight, no credit check and guaranteed approval. Text YES.',
  },
  {
    name: 'an investment pitch: a relative’s tips, a gain in money, a stake to start',
    pinned:
      'My uncle works at a big investment firm and he shares signals for a crypto platform. I made $40,000 last month. You can start with only $300.',
    paraphrase:
      'My cousin trades for a hedge fund and shares his tips with me; we earned $25,000 in three weeks. The minimum to join is just $250.',
  },
];

const OTHER_LANGUAGE_SCAMS: PinnedCase[] = [
  {
    name: 'Portuguese: someone else in the account, data to update through the link below',
    pinned:
      'Prezado cliente, identificamos um acesso não autorizado à sua conta. Para evitar o bloqueio, atualize seus dados clicando no link abaixo em até 24 horas.',
    paraphrase:
      'Olá, houve atividade suspeita no seu cartão. Confirme as informações de pagamento pelo botão abaixo imediatamente ou ele será suspenso.',
  },
  {
    name: 'Dutch: a card about to expire, a new one to order via the link below',
    pinned:
      'Beste klant, uw betaalpas verloopt binnenkort. Vraag vandaag nog een nieuwe pas aan via onderstaande link om blokkering te voorkomen.',
    paraphrase:
      'Geachte rekeninghouder, er is ongeautoriseerde toegang tot uw rekening vastgesteld. Bevestig uw gegevens via de volgende link, anders volgt blokkering.',
  },
  {
    name: 'German: a full mailbox, messages blocked, click here',
    pinned:
      'Ihre Mailbox ist voll. Eingehende Nachrichten werden blockiert. Klicken Sie hier, um Ihren Speicher kostenlos zu erweitern.',
    paraphrase:
      'Votre boîte mail est pleine : les nouveaux messages seront bloqués. Cliquez ici pour obtenir plus d’espace sans frais.',
  },
];

const VIETNAMESE_SCAMS: PinnedCase[] = [
  {
    name: 'Vietnamese: power owed and cut today, pay at a site that is not EVN’s',
    pinned:
      'EVN thông báo: quý khách nợ tiền điện, sẽ bị cắt điện trong hôm nay. Thanh toán ngay tại evn-thanhtoan.vn',
    paraphrase:
      'EVNHCMC: Quy khach con no cuoc dien thang 11, se bi ngung cung cap dien trong 2 gio. Thanh toan tai evnhcmc-hoadon.com',
  },
  {
    name: 'Vietnamese: a prize won, a mobile number to call to claim it',
    pinned:
      'Chúc mừng số điện thoại của bạn đã trúng thưởng xe SH 150i. Liên hệ 0901234567 để nhận giải.',
    paraphrase:
      'Chuc mung quy khach la khach hang may man nhan phan thuong 50 trieu. Lien he 0912 345 678 de lam thu tuc.',
  },
];

/** Phishing mail as pasted text: an expiring password, a QR code to scan, an invoice as a web page. */
const MAIL_SCAMS: PinnedCase[] = [
  {
    name: 'German: the mailbox password expires today, click below to keep it',
    pinned:
      'Betreff: Ihr Microsoft 365 Passwort läuft heute ab\n\nHallo,\ndas Passwort für Ihr Postfach läuft heute ab. Um Ihr aktuelles Passwort beizubehalten, klicken Sie bitte unten.\n\nAktuelles Passwort behalten\n\nIT-Support',
    paraphrase:
      'Oggetto: La password scade oggi\n\nGentile utente,\nla password della sua casella di posta scade oggi. Per mantenerla, clicchi sul pulsante qui sotto.',
  },
  {
    name: 'a benefits enrolment said to be incomplete, a QR code to scan before the deadline',
    pinned:
      'Subject: Scan to review your 2025 benefits enrolment\n\nHi,\nYour benefits enrolment for 2025 is incomplete. Scan the QR code below with your phone to sign in and finish before the deadline.\n\nHuman Resources',
    paraphrase:
      'Subject: Action required: payroll profile\n\nHello,\nyour direct deposit information is outdated. Use your mobile camera on the QR code in this e-mail and log in today to avoid a missed salary.',
  },
];

const GENUINE: PinnedCase[] = [
  {
    name: 'a card alert naming the merchant as a domain, back through the card',
    pinned:
      'Chase: A $742.18 debit card transaction at BESTBUY.COM was approved on card ending 4417. Not you? Call the number on the back of your card.',
    paraphrase:
      'Citi: your card ending 9921 was charged $58.20 by NETFLIX.COM today. Didn’t make it? Ring the number on the back of your card.',
  },
  {
    name: 'a bill that is due, paid on the company’s own site',
    pinned:
      "PG&E: Your bill of $132.45 is due on Dec 8. Pay online at pge.com/pay or through the app. If you've already paid, thank you.",
    paraphrase:
      'Thames Water: your statement is ready and £48.10 will be collected by Direct Debit on 3 January. No action is needed.',
  },
  {
    name: 'a court reminder about jury service',
    pinned:
      'Jury summons reminder: you are scheduled to report to the Superior Court on Dec 3 at 8:00 AM. Check your status at courts.ca.gov.',
    paraphrase:
      'The county clerk thanks you for your jury service last week. Your attendance certificate is attached for your employer.',
  },
  {
    name: 'Vietnamese: a bank balance alert and a top-up receipt',
    pinned:
      'Vietcombank: TK 0071000123456 -500,000VND luc 27/11/2026 10:15. SD: 12,345,678VND. ND: chuyen tien an trua',
    paraphrase:
      'Viettel: Quý khách đã nạp thành công 100.000đ vào thuê bao 0987xxx321 lúc 08:12 ngày 28/11. Cảm ơn quý khách.',
  },
  {
    name: 'a loan application received, a crypto sale done',
    pinned:
      "Your loan application with SoFi has been received. We'll email you a decision within 2 business days. Questions? Visit sofi.com/help.",
    paraphrase:
      'Coinbase: You sold 0.012 BTC for $812.44. The funds are now available in your USD balance.',
  },
  {
    name: 'a password about to expire, changed in the company’s own portal; an HR QR code at the desk',
    pinned:
      'Hallo Jonas, dein Passwort läuft in 14 Tagen ab. Du kannst es wie gewohnt im Firmenportal ändern. Dein IT-Team',
    paraphrase:
      'Reminder: open enrolment runs until Dec 12. Forms are available from HR on the 3rd floor, or scan the QR code on the poster in the break room.',
  },
  {
    name: 'a new sign-in the reader made, in other languages',
    pinned:
      'Olá Ana, detectamos um novo acesso à sua conta pelo app em 27/11. Se foi você, não é preciso fazer nada.',
    paraphrase:
      'Hallo Jonas, Ihr Postfach ist fast voll (95 %). Löschen Sie alte Nachrichten in der App, um Platz zu schaffen.',
  },
];

describe('scam families a probe found graded C', () => {
  itReadsScams(ENGLISH_SCAMS, false);
  itReadsScams(JOB_SCAMS);
  itReadsScams(MONEY_OFFER_SCAMS);
  itReadsScams(OTHER_LANGUAGE_SCAMS);
  itReadsScams(MAIL_SCAMS);
  it('money offered to the reader ("Get $2,500", "Need cash fast?") is never quoted as money asked for', async () => {
    const r = await analyzeAt(MONEY_OFFER_SCAMS[0]!.pinned);
    const flag = r.redFlags.find((f) => f.type === 'scam_anatomy');
    const ask = flag?.anatomy?.find((p) => p.part === 'ask');
    expect(ask?.quote).toBe('Reply LOAN to get started');
    expect(flag?.explanation).not.toMatch(/pay or send money/);
  });
  itReadsScams(VIETNAMESE_SCAMS);
  it('the officer speaks as an authority: the report says whom it claims to be from', async () => {
    const r = await analyzeAt(ENGLISH_SCAMS[1]!.pinned);
    const flag = r.redFlags.find((f) => f.type === 'scam_anatomy');
    expect(flag?.explanation).toMatch(/^It claims to be from the county sheriff/);
  });
});

/** An invoice attached as a web page is named, in the flag, as the file it is. */
const HTML_INVOICES = [
  'Subject: Shared invoice from Accounts Payable\n\nHi,\nPlease review the attached invoice and remit payment today. Let me know once done.\nINV_55812.html',
  'Subject: Remittance advice\n\nGood afternoon,\nfind attached the payment confirmation for your records.\n\nRemittance_Advice_Nov.htm',
];
const NOT_ATTACHED = [
  // A page of a site, in a link.
  'Your invoice is ready. View it online at https://shop.example.com/account/invoice.html or in the app.',
  // A work mail naming a report file, with a PDF invoice attached.
  'Hi team, the test report is in build/report.html. Please review the attached invoice.pdf from the vendor too.',
];

describe('a document attached as a web page', () => {
  for (const text of HTML_INVOICES)
    it(`is graded F and the file quoted: ${text.slice(0, 40)}…`, async () => {
      const r = await analyzeAt(text);
      expect(r.summary.overallGrade).toBe('F');
      const flag = r.redFlags.find((f) => f.type === 'document_lure');
      expect(flag?.textExample).toMatch(/\.html?$/);
    });
  for (const text of NOT_ATTACHED)
    it(`is not read in a link or a report file: ${text.slice(0, 40)}…`, async () => {
      const r = await analyzeAt(text);
      expect(r.redFlags.find((f) => f.type === 'document_lure')).toBeUndefined();
    });
});

describe('genuine messages that name the same things', () => {
  itKeepsGenuine(GENUINE);
  it('the card alert is not read as sending the reader to the merchant’s domain', async () => {
    const text = GENUINE[0]!.pinned;
    const r = await analyzeAt(text);
    expectGenuine(r, text);
    expect(JSON.stringify(r.summary.verdict ?? {})).not.toMatch(/BESTBUY/);
    expect(r.redFlags.map((f) => f.textExample ?? '').join(' ')).not.toMatch(/BESTBUY/);
  });
});
