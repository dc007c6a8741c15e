/**
 * Battery 22 (written to the same brief as the measure, battery 20, and read), mended as families;
 * written for this test in other words. On 7dfb340 each genuine message below was D or F, and the
 * scams (battery 22's own were C) were D or F by the judge alone, without the marks named here:
 * - a chat pasted under the label of its app ("[WhatsApp]", "[SMS]") was read as a message from
 *   WhatsApp, with the label as its button: the label is whoever copied it, not the message;
 * - a document shared through a signing service, in mail from the service's own domain
 *   (docusign.net), is no "shared document" lure;
 * - Italy's tax agency writes from agenziaentrate.it too;
 * - a Vietnamese bank's code for "giao dịch chuyển tiền" (the transfer it is for) asks for no
 *   transfer, and a code's life ("có hiệu lực trong 3 phút") is no haste;
 * - "uiterlijk 24 uur van tevoren" (at least a day ahead) is notice for calling off an appointment;
 * - an app to install from a link, "not the App Store", is kept out of the stores' checks;
 * - money the reader lost "traced" and "recoverable" is the pretext of recovery fraud;
 * - Federal Student Aid (studentaid.gov) on the brand list.
 */
import { describe, expect, it } from 'vitest';
import { withoutChannelLabel } from '../../src/server/analysis/signals/anatomy/retold';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const GENUINE = [
  "[WhatsApp]\nMum: Hello love, Grandad's phone died so he's on my old one for now, this is his number until the new one comes. He'll ring you Saturday about the boiler. Xx",
  "[WhatsApp]\nJo: ring me when you're free, all fine!! just sorting Dad's 70th, the pub wants the deposit by tonight or we lose the room. I'll pay it on my card and we'll split it later",
  `From: Harbour Lettings via Docusign <dse_NA2@docusign.net>
Subject: Please DocuSign: Tenancy renewal - Flat 5, 18 Quay Street

Harbour Lettings sent you a document to review and sign.

[REVIEW DOCUMENT]

Hi Sam, please review and sign the renewal of your tenancy from 1 July. Any questions, just reply. - Priya

Do Not Share This Email: this email contains a secure link to Docusign. Please do not share this email, link, or access code with others.`,
  `From: Agenzia delle Entrate <noreply@agenziaentrate.it>
Subject: La sua dichiarazione precompilata è disponibile

Gentile contribuente,

la sua dichiarazione precompilata è disponibile. Può consultarla e inviarla accedendo alla sua area riservata sul sito dell'Agenzia con SPID, CIE o CNS.

Messaggio generato automaticamente, non rispondere.`,
  'Techcombank: Ma OTP cua Quy khach la 730164 de xac thuc giao dich chuyen tien 2,500,000VND den NGUYEN VAN AN. Ma co hieu luc trong 2 phut. KHONG chia se ma OTP voi bat ky ai.',
  'Fysiotherapie Oost: herinnering aan uw afspraak op vr 24 mei om 10:15. Verhinderd? Bel 020-6931177, uiterlijk 24 uur van tevoren.',
];

const SCAMS = [
  "Morning dear 🌞 I just made $3,900 on the gold contract with my cousin's analyst signal, so steady. Try a small amount first, $800 is fine, I'll guide you. Install the app from this link, not the App Store, it's the pro version: https://aurumtrade-pro.net/app",
  `From: International Fund Recovery Office <claims@fundrecovery-office.org>
Subject: Case FRO-44812

Dear Sir/Madam,

Our investigators have traced funds lost by you to an online broker. An amount of $18,900 has been identified as recoverable in your name. A refundable processing fee of $950 (payable in USDT) is required. Reply with your name and phone number and an agent will contact you on WhatsApp.`,
];

pinGrades(GENUINE, SCAMS, 'chat labels, services and notice (battery 22)');

describe('what battery 22 found', () => {
  it('names no sender from a chat label', async () => {
    const r = await analyzeText(GENUINE[0]!);
    expect(JSON.stringify(r.redFlags)).not.toContain('WhatsApp');
  });
  it('names the recovery of lost money as the pretext', async () => {
    const r = await analyzeText(SCAMS[1]!);
    expect(JSON.stringify(r.redFlags)).toContain('to have found money you lost');
  });
  it("blanks a paster's label in any language and keeps a sender's own tag", () => {
    for (const label of [
      '[WhatsApp, unknown number]',
      '[Voicemail transcript]',
      '[Sprachnachricht]',
    ]) {
      const text = `${label}\nHi, it's me.`;
      expect(withoutChannelLabel(text)).toBe(`${' '.repeat(label.length)}\nHi, it's me.`);
    }
    const tagged = '[Chase] Your card ending 1234 was used for $42.10.';
    expect(withoutChannelLabel(tagged)).toBe(tagged);
  });
  it('names the look-alike of Federal Student Aid', async () => {
    const r = await analyzeText(
      'Federal Student Aid: your loan may qualify for the 2026 forgiveness program. Apply before Friday: https://studentaid-forgive.org/apply',
    );
    expect(r.redFlags.map((f) => f.indicator)).toContain('Link imitates Federal Student Aid');
  });
});
