/**
 * A pasted e-mail whose sender line gives an address that is not the organisation's own: a
 * look-alike of a tax office, a bank or a charity ("HM Revenue & Customs
 * <repayments@hmrc-refunds-uk.online>"), rated by the checks a link's domain gets, or a free
 * mailbox under a brand's name ("PayPal Resolution <paypal.resolution.desk@outlook.com>"). The
 * mails themselves ask through a button whose address is not shown. On c913cb9 the Dutch one was
 * graded C (the judge's probability alone decided the others) and no finding named the address;
 * both checks of the finding fail there. A sender named as its own domain, a person's own mailbox
 * and a tax office's real address stay as they were. Written for this test in the words of the
 * tax offices', banks' and charities' own warnings about spoofed senders.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const SCAMS = [
  `From: HM Revenue & Customs <repayments@hmrc-refunds-uk.online>
Subject: Your overpayment is ready

Dear taxpayer,

Our review of the previous tax year shows an overpayment of 612.40 GBP in your favour. To receive it, complete the repayment form below; unclaimed repayments are returned to the Treasury.

[ Claim repayment ]

HM Revenue & Customs`,
  `Von: Sparkasse Online-Banking <hinweis@sparkasse-konto-sicherheit.de>
Betreff: Ihr Zugang wird eingeschränkt

Guten Tag,

wir haben Ihre Daten seit längerer Zeit nicht bestätigt erhalten. Bitte bestätigen Sie Ihre Angaben, damit Ihr Online-Banking weiterhin uneingeschränkt funktioniert.

[ Jetzt bestätigen ]

Ihre Sparkasse`,
  `From: PayPal Resolution Centre <paypal.resolution.desk@outlook.com>
Subject: Case PP-4471-Q: payment on hold

Hello,

A payment of $389.00 sent to you is on hold until you confirm your account details. Please follow the button below within 48 hours.

[ Release payment ]

PayPal Resolution Centre`,
  `Van: Belastingdienst <inning@belastingdienst-betaalregeling.nl>
Onderwerp: Laatste herinnering

Geachte heer/mevrouw,

Er staat nog een bedrag van € 214,60 open. Betaalt u niet binnen vijf dagen, dan volgen extra kosten.

[ Nu regelen ]

Belastingdienst`,
];

const GENUINE = [
  `From: Octopus Energy <hello@octopus.energy>
Subject: Your new monthly payment

Hi Sam, we've reviewed your usage and your Direct Debit stays at £84 a month. Nothing to do: it's all set up in your online account.

The Octopus Energy team`,
  `From: Anna Berg <anna.berg72@gmail.com>
Subject: Saturday

Hi both, shall we meet at the market at ten on Saturday? I'll bring the cake. Anna`,
  `From: HMRC <noreply@tax.service.gov.uk>
Subject: Your tax return has been received

We have received your Self Assessment tax return. You do not need to do anything else. You can view your return by signing in to your HMRC online account.`,
];

pinGrades(GENUINE, SCAMS, "e-mails from an address that is not the sender's");

describe("an address that is not the sender's", () => {
  it('says whose name it copies and quotes the address', async () => {
    const r = await analyzeText(SCAMS[0]!);
    const f = r.redFlags.find((x) => x.indicator.startsWith("The sender's address"));
    expect(f?.indicator).toBe("The sender's address imitates HMRC");
    expect(f?.textExample).toBe('hmrc-refunds-uk.online');
  });
  it('names the free mailbox a brand writes from', async () => {
    const r = await analyzeText(SCAMS[2]!);
    expect(r.redFlags.map((x) => x.indicator)).toContain('Writes as PayPal from a free mailbox');
  });
});

describe("Spain's tax agency by its short name", () => {
  // On 101188c the brand list knew the Agencia Tributaria only by its long name: "aeat-…" was no
  // look-alike of anyone, and its own old domain aeat.es was unknown.
  it('is copied by a look-alike sender address', async () => {
    const r = await analyzeText(`De: AEAT - Devoluciones <info@aeat-reintegros.com>
Asunto: Devolución pendiente

Estimado contribuyente, tiene una devolución de 312,40 € pendiente de abono. Para recibirla, complete el formulario antes de 48 horas.

[Solicitar devolución]

Agencia Tributaria`);
    expect(r.redFlags.map((x) => x.indicator)).toContain(
      "The sender's address imitates the Agencia Tributaria",
    );
  });
  it('writes from its own domains', async () => {
    const r = await analyzeText(`De: Agencia Tributaria <notificaciones@correo.aeat.es>
Asunto: Borrador de la declaración disponible

Ya puede consultar el borrador de su declaración de la renta en la Sede electrónica, agenciatributaria.gob.es. No responda a este correo.`);
    expect(r.redFlags.map((x) => x.indicator).join()).not.toContain("The sender's address");
    expect(['A', 'B', 'C']).toContain(r.summary.overallGrade);
  });
});
