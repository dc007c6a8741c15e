/**
 * Battery 19, read after it was run unseen on 9fed96e, mended as families (written for this test
 * in other words):
 * - the name before an e-mail address's "@" is no site: "lena.kim@…" named a site on .kim, and a
 *   recruiter's invitation was graded D for a "suspicious link";
 * - La Poste's own notification domain (notif-colissimo-laposte.info, named in La Poste's advice)
 *   is La Poste's, so its delivery code mail is no look-alike;
 * - "my" before a brand's name in a host ("myevri-…") is a look-alike as the name alone is;
 * - TOKİ (Turkey's housing administration) and Mon Compte Formation (France's training accounts)
 *   on the brand list, so their look-alike links and senders are named;
 * - a number to call set down after a colon ("contatta l'ufficio antifrode: 347 …") is where the
 *   call goes, and a mobile given as a bank's line is told by the message's language where the
 *   bank's own site names no country;
 * - a task scam's fee whose release is said in the next sentence ("top up 260 USDT … When it is
 *   done you can withdraw all your commissions") wants a fee before the reader gets their money
 *   (on 9fed96e the one below was F by the judge alone, with no fee named; battery 19's was C).
 * On 9fed96e the Italian, French and look-alike mails below were C, the two look-alike links were
 * D or F without the finding that names whose name they copy, and the first two genuine mails were
 * D and F; the Italian notice with a landline stays C or better.
 */
import { describe, expect, it } from 'vitest';
import { findLinks } from '../../src/server/analysis/knowledge/link-finder';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const SCAMS = [
  'Evri: we could not deliver your parcel today. Pay the £1.20 redelivery charge at https://myevri-slots.parcel-desk.net or it goes back to the sender.',
  "Intesa Sanpaolo: pagamento di 650,00 euro in corso di autorizzazione. Se non lo hai disposto tu contatta l'ufficio antifrode: 347 118 2290",
  "Poste Italiane: una ricarica di 480,00 euro risulta in lavorazione. Se non la riconosci chiama l'assistenza clienti: 366 902 4417",
  'TOKİ: 2027 konut kampanyası başvuruları açıldı. Kura hakkı için 3.500 TL başvuru ücretini yatırın: https://toki-konut-kura.com',
  `From: Mon Compte Formation <service@moncompteformation-solde.fr>
Subject: Dernier rappel : vos droits à la formation

Bonjour,

Votre solde de 960 € sera perdu le 30 juin si vous ne le confirmez pas. Munissez-vous de votre numéro de sécurité sociale.

[ Confirmer mon solde ]`,
  'Hi dear, your task set 3 is finished! One premium order is left: deposit 260 USDT into your task wallet to complete it. When it is done you can withdraw all your commissions, 1,340 USDT in total.',
];

const GENUINE = [
  `From: Tom Kim <tom.kim@northfield-design.com>
Subject: Portfolio review next week

Hi Priya,

Thanks for sending your portfolio. Could you pick a slot for a short call next week? The invitation with the video link will follow by calendar.

Best,
Tom`,
  `From: La Poste-Colissimo <noreply@notif-colissimo-laposte.info>
Subject: Votre colis arrive demain

Bonjour Marc,

Votre colis 6A40028922715 sera livré demain. Votre code de livraison est 5120 : donnez-le uniquement au facteur, jamais par téléphone.

Suivre mon colis sur laposte.fr`,
  'Upwork: your client released a payment of $450 for the logo project. You can withdraw your earnings from the Reports page once the security hold ends.',
  "Poste Italiane: la tua raccomandata è in giacenza presso l'ufficio postale di via Roma. Per informazioni chiama il servizio clienti: 06 4526 3322",
];

pinGrades(GENUINE, SCAMS, 'with addresses, "my" names and lines after colons');

describe('what counts as a link and whose it is', () => {
  it("finds no site in the name before an address's @", () => {
    expect(findLinks('Write to lena.kim@example.org or maria.li@example.org today.')).toEqual([]);
    expect(findLinks('Write to lena.kim@example.org or visit example.org/help.')).toHaveLength(1);
  });
  it('names the brand a "my" host copies', async () => {
    const r = await analyzeText(SCAMS[0]!);
    expect(r.redFlags.map((f) => f.indicator)).toContain('Link imitates Evri');
  });
  it('names the Turkish housing administration a link copies', async () => {
    const r = await analyzeText(SCAMS[3]!);
    expect(r.redFlags.map((f) => f.indicator)).toContain('Link imitates TOKİ');
  });
  it("names the sender address that copies France's training accounts", async () => {
    const r = await analyzeText(SCAMS[4]!);
    expect(r.redFlags.map((f) => f.indicator)).toContain(
      "The sender's address imitates Mon Compte Formation",
    );
  });
  it('names the fee a task scam wants before the earnings are paid out', async () => {
    const r = await analyzeText(SCAMS[5]!);
    expect(JSON.stringify(r.redFlags)).toContain('wants a fee before you get something');
  });
  it("says the number after the colon is a mobile, not the bank's line", async () => {
    const r = await analyzeText(SCAMS[1]!);
    expect(JSON.stringify(r.redFlags)).toContain('a mobile number, not a line of Intesa Sanpaolo');
    // The payment is reported pending ("in corso di autorizzazione"), not asked for.
    expect(JSON.stringify(r.redFlags)).not.toContain('asks you to pay');
  });
});
