/**
 * Written for these tests (none is a row of any corpus or battery): each case is a paraphrase of
 * a misreading that two batteries written by helpers and first read unseen on bfc2b24 showed
 * (140 short texts, 100 e-mails in eleven languages; kept outside the repository).
 * Genuine mail: a window counted from the reader's own order ("within 2 hours of placing it") is
 * no deadline; a "phishing alert" from IT is a warning; "type password.example.ac.uk" names a
 * site, not a password asked for; "tu as déjà payé ta part" and "je viens de te faire un virement"
 * report payments made; a shop's parcel "en manos de SEUR" is not SEUR writing; "your files will
 * not be deleted" is no threat.
 * Scams: a code "sent to you by mistake" after the sender typed their number wrong; a grandchild's
 * bail with "dont tell dad" written without its apostrophe; the same in Polish, the money needed
 * for "kaucja" and "nie mów nic tacie" kept from the family; an Italian "conto di sicurezza" with
 * the savings named before the verb; a Turkish "police" call whose number comes before "arayınız".
 * On bfc2b24 13 of these 17 tests fail: all but the two guards, the English bail (already D
 * there from its amount; its "dont tell" is the unit test's) and the renewal (C there without its
 * link; its denied loss is the unit test's).
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const ORDER_WINDOW = `Subject: We've got your order #BX-20931
Hi Sam,
Thanks for your order from Birch & Box. Total paid: £62.50 (Mastercard ending 7710).
Want to change something? You can edit or cancel your order within 2 hours of placing it from your account page.
We'll send tracking details when it ships.
Birch & Box, 12 Mill Lane, York`;

const PHISHING_ALERT = `Subject: Phishing alert: fake "invoice overdue" emails
Hi everyone,
Several of you received an email today claiming an invoice is overdue and asking you to open a link to pay it. It did not come from Finance. Do not open the link and delete the email.
If you already entered your password on that page, change it through the staff portal and tell the Service Desk on ext. 2190.
Reports from colleagues helped us block the sender within 30 minutes.
IT Security`;

const TYPE_THE_SITE = `Subject: Yearly password change for staff accounts
Dear colleagues,
Staff passwords need to be changed once a year, before 31 July. To do so, type password.example-college.ac.uk into your browser yourself and sign in with your staff ID. We never send a link for this.
IT Services will never ask for your password by email or phone.
IT Services`;

const REPAID_FR = `Objet : Remboursement du dîner
Salut Léa,
J'ai fait le calcul : le restaurant faisait 180 € pour nous trois, et tu as déjà payé ta part sur place.
Je viens de te faire un virement de 60 € pour ce que tu avais avancé, tu devrais le voir demain.
À samedi !
Chloé`;

const CARRIER_ES = `Asunto: Tu pedido de Cerámica Alba va de camino
¡Hola, Pablo!
Tu pedido n.º CA-5521 ya está en manos de SEUR.
Entrega prevista: jueves 12 de junio, de 9:00 a 14:00.
Sigue tu envío: https://www.seur.com/livetracking/?id=0091442
¡Gracias por tu compra!
El equipo de Cerámica Alba
https://www.ceramicaalba.es`;

const NOT_DELETED = `Subject: Your Inkpad Plus plan renews on 3 May
Hi Ana,
Your Inkpad Plus annual plan will renew automatically on 3 May for £29.99 (Visa ending 4410). You don't need to do anything.
If you'd like to switch to monthly billing, update your card or cancel, you can do it any time from your account settings in the app.
If you cancel, you'll move to the free plan on 3 May. Your files will not be deleted.
The Inkpad team`;

const CODE_BY_MISTAKE =
  'Hey! I entered my phone number wrong when registering and the login code was sent to you by mistake. Can you forward it to me? Thanks a lot!';

const BAIL_EN =
  'Grandpa its me Josh. I got arrested after a crash, im at the police station. dont tell dad please. I need $3,000 for bail, the officer will call you soon';

const BAIL_PL =
  'Dziadku, to ja Tomek. Miałem wypadek i jestem na policji. Potrzebuję 15 tysięcy kaucji, bo inaczej mnie zamkną. Nie mów nic tacie, zaraz zadzwoni adwokat.';

const SAFE_ACCOUNT_IT =
  "Buonasera, sono dell'ufficio sicurezza della sua banca. Il suo conto è a rischio: per mettere al sicuro i risparmi deve spostarli oggi su un conto di sicurezza che le comunico io. Non ne parli in filiale.";

const POLICE_TR =
  'Savcılık Bilgilendirme: Hakkınızda kara para aklama soruşturması başlatılmıştır. Dosyanız için 0212 555 01 99 numarasını hemen arayınız. Konuyu kimseye söylemeyiniz.';

const pressures = (text: string) => anatomyOf(text).pressures.map((p) => p.kind);

describe('what the batteries showed', () => {
  it('reads a family kept out of it in Polish, Italian and Turkish', () => {
    for (const text of [BAIL_PL, SAFE_ACCOUNT_IT, POLICE_TR])
      expect(pressures(text), text).toContain('secrecy');
  });

  it('reads "dont tell mom" without its apostrophe as secrecy', () => {
    expect(pressures('Grandma its me. PLEASE dont tell mom.')).toContain('secrecy');
  });

  it('reads a site named "password." as no password asked for', async () => {
    const r = await analyzeText(TYPE_THE_SITE);
    expect(r.redFlags.map((f) => f.type)).not.toContain('credential_request');
  });

  it("leaves a code's own warning no secrecy", () => {
    expect(pressures('Doğrulama kodunuz: 482913. Bu kodu kimseyle paylaşmayınız.')).not.toContain(
      'secrecy',
    );
  });

  it('reads a loss denied as no threat', () => {
    expect(pressures('Your files will not be deleted.')).not.toContain('threat');
    expect(pressures('Your files will be deleted unless you verify today.')).toContain('threat');
  });

  it('reads a genuine code\'s "if sent to you by mistake" as no one\'s mistake', () => {
    const pretexts = anatomyOf(
      'Your code is 482913. If this code was sent to you by mistake, you can ignore this message.',
    ).pretexts.map((p) => p.kind);
    expect(pretexts).not.toContain('person');
  });
});

pinGrades(
  [ORDER_WINDOW, PHISHING_ALERT, TYPE_THE_SITE, REPAID_FR, CARRIER_ES, NOT_DELETED],
  [CODE_BY_MISTAKE, BAIL_EN, BAIL_PL, SAFE_ACCOUNT_IT, POLICE_TR],
  'read as the unseen batteries showed',
);
