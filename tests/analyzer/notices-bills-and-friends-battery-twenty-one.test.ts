/**
 * Battery 21 (genuine-heavy), read after it was run unseen on 9fed96e, mended as families. Each
 * genuine message below was D or F on a469580 and is C or better after; written for this test in
 * other words (a Dutch invoice reminder of the same shape was mended too):
 * - a tax office's reminder that says what may follow ("if it is late you may have to pay a £100
 *   penalty") asks for no payment: "may/might/could/would have to" is no order;
 * - "you could be fined up to £1,000" states the law; a threat is "you will be fined", "you could
 *   be arrested";
 * - someone who is stuck in a meeting but asks "call me when you're there" can be called on the
 *   number the reader has: no "cannot talk" pretext stands;
 * - a bill's or an order's number in another language ("bolletta n. 004412871902", "factuur
 *   8800441297") is no phone number;
 * - a bank named only with an account number after it ("Transfer ke BCA 7720184533") is the
 *   payee's bank, not the sender; and a total shared out per person names the collector's own
 *   account, not a stranger's.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const GENUINE = [
  `From: HMRC <noreply@confirmation.tax.service.gov.uk>
Subject: Reminder: your tax return

Dear Ms Okafor,

Your tax return for the year to 5 April must reach us by 31 January. If we receive it after that date you may have to pay a £100 penalty, even if you owe no tax.

Sign in to your HMRC online account to complete it. You can find the sign-in page by searching GOV.UK.

We will never ask for your bank details by email.`,
  `From: DVLA <no-reply@notifications.service.gov.uk>
Subject: Vehicle tax reminder: LM21 ZTX

Dear Mr Byrne,

The vehicle tax for your Vauxhall Corsa (LM21 ZTX) runs out on 30 June.

You can tax it online at www.gov.uk/vehicle-tax with the reference number from your V11 letter, or at a Post Office.

It is against the law to drive without tax. You could be fined up to £1,000.

Driver and Vehicle Licensing Agency`,
  "Could you pick up Mia from swimming at 6? Stuck in a meeting that's running late. Call me once you're there, thanks x",
  `From: Hera Comm <noreply@heracomm.it>
Subject: Sollecito di pagamento bolletta n. 007731250094

Gentile Anna Russo,

dalle nostre verifiche la bolletta n. 007731250094 di 64,30 €, scaduta il 12/04/2025, risulta ancora da pagare.

Puoi pagarla nell'area clienti su heracomm.it, con l'app, presso gli uffici postali o le banche. Se hai già pagato, non considerare questo avviso.

In caso di mancato pagamento, ti invieremo un sollecito con raccomandata prima di avviare la procedura di sospensione della fornitura.`,
  'Teman2, total sewa vila Rp4.200.000, bagi 7 jadi Rp600rb per orang ya. Transfer ke BCA 4410926375 a.n. Dimas Pratama. Makasih!',
];

pinGrades(GENUINE, [], 'notices, bills and friends (battery 21)');

describe('what a genuine notice says', () => {
  it('reads "you may have to pay a penalty" as no ask to pay', async () => {
    const r = await analyzeText(GENUINE[0]!);
    expect(JSON.stringify(r.redFlags)).not.toContain('asks you to pay');
  });
  it('reads "you could be fined" as no threat', async () => {
    const r = await analyzeText(GENUINE[1]!);
    expect(r.redFlags.map((f) => f.indicator)).not.toContain(
      'Threat of account closure, arrest or legal action',
    );
  });
  it('still reads "you will be arrested" as a threat', async () => {
    const r = await analyzeText(
      'This is the tax office. You will be arrested today unless you pay the outstanding £1,840 by gift cards. Call 0161 496 0771 now.',
    );
    expect(r.redFlags.map((f) => f.indicator)).toContain(
      'Threat of account closure, arrest or legal action',
    );
  });
  it("reads an invoice's number as no phone number", async () => {
    const r = await analyzeText(GENUINE[3]!);
    expect(JSON.stringify(r.redFlags)).not.toContain('007731250094');
  });
});
