/**
 * Written for these tests (none is a row of any corpus or battery): each case is a paraphrase of a
 * misreading that two batteries written by helpers and first read unseen on bfcdc49 showed (140
 * English messages; 160 short messages in eleven other languages; kept outside the repository).
 * Scams: a loan asked with a promise to pay it back, however the ask is put ("they want £1,900
 * before they release it … I'll pay you back"), by a partner ("Mi amor", "Schatz", "Sayang") or by a
 * relative on a new number (Portuguese, Dutch); a BLIK code asked as a favour with "podesłać"; a
 * one-time code to pass on after a mistyped number (Indonesian "salah ketik", "kodenya"); a code
 * asked with the Portuguese "passar"; an invitation into a group whose "members made 31% last week"
 * (Spanish, German, Polish: the batteries' rows were German, Italian, Dutch and Turkish); an order
 * given with a verb done again that WordNet lacks ("recheck the card saved on your account" and a
 * link that is not the brand's).
 * Genuine: a partner's note of a payment made; a friend who owes a little and says so; a shop's
 * refund; a code's own warning in Portuguese and Indonesian; a fund's newsletter with last year's
 * return and a club to join; a locker code the shop offers to "resend"; an IT department's warning
 * that quotes a fake invoice mail, asks to use the "Report Phishing button" and tells those who
 * "already opened" it what to do (a scam that says "report the activity … at <link>" stays F).
 * On bfcdc49 16 of these 26 tests fail: eleven of the thirteen scams (the Indonesian partner was F
 * there through its "harus bayar", as was the scam that says "report … at <link>"), the IT warning,
 * and four of the five readings; the other genuine pass there too.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const PARTNER_EN =
  'Darling, the airport customs in Dubai are keeping my suitcase with your presents and they want £1,900 before they release it. I will pay you back as soon as I land in Manchester. I miss you so much.';
const PARTNER_ES =
  'Mi amor, estoy atrapado en la aduana de Estambul y me piden 950 € para soltar mi maleta con tu regalo. Te lo devuelvo en cuanto llegue a Sevilla, te lo juro.';
const PARTNER_DE =
  'Schatz, der Zoll in Lagos hält mein Gepäck fest und will 1.300 € Gebühr. Sobald ich in Hamburg bin, bekommst du alles zurück. Ich liebe dich.';
const PARTNER_ID =
  'Sayang, paket hadiah buat kamu tertahan di bea cukai, harus bayar Rp 3.200.000 hari ini. Nanti aku ganti ya begitu aku sampai Jakarta.';
const NEW_NUMBER_PT =
  'Oi mãe, este é o meu número novo, o outro caiu na piscina. Tenho uma conta para pagar hoje e o app do banco não abre. Consegues mandar 620€? Devolvo-te amanhã sem falta.';
const NEW_NUMBER_NL =
  'Hoi pap, dit is mijn nieuwe nummer, de oude is kapot. Ik moet vandaag de huur betalen maar mijn bankapp doet het niet. Kun je €890 voorschieten? Zaterdag krijg je het terug.';
const BLIK_PL =
  'Cześć, jestem w sklepie i terminal nie przyjmuje mojej karty. Możesz mi podesłać kod BLIK na 260 zł? Jutro oddam, obiecuję!';
const CODE_ID =
  'Permisi kak, barusan saya salah ketik nomor, kode verifikasi DANA saya terkirim ke nomor kakak. Tolong kirimkan 6 angka kodenya ya kak, terima kasih.';

const GROUP_ES =
  'Hola, soy Lucía, asistente del analista Martín Ortega. En su grupo gratuito de WhatsApp comparte cada día señales de acciones del IBEX; la semana pasada los miembros ganaron un 31 %. ¿Quieres unirte?';
const GROUP_DE =
  'Hallo, Herr Krüger teilt in seiner Telegram-Gruppe kostenlos Aktientipps, die Mitglieder erzielten diesen Monat im Schnitt 27 %. Zum Beitritt einfach hier klicken: t.me/kruger_tipps';
const GROUP_PL =
  'Dzień dobry, nasz ekspert codziennie udostępnia darmowe sygnały na akcje, a członkowie grupy w zeszłym tygodniu zarobili średnio 24% zysku. Dołącz do grupy na WhatsApp!';

const FUND_NL =
  'Nieuwsbrief november: ons duurzaam aandelenfonds behaalde in 2024 een rendement van 8,1%. Rendementen uit het verleden bieden geen garantie voor de toekomst. Wilt u lid worden van onze beleggersclub? Kijk op onze website.';
const RECHECK_EN =
  'Spotify: your Premium plan was paused because a payment failed. Please recheck the card saved on your account: premium-billing-centre.com';
const RESEND_EN =
  'Your Co-op order is in locker 14 at Castle Street. If the locker code does not work, we can resend it: reply RESEND.';
const IT_WARNING = `Subject: Beware of fake invoice e-mails

Dear colleagues,

Scammers are sending e-mails to several teams this week that look like this: "Your invoice INV-2291 is overdue. Open the attached statement and settle it today at pay-invoices-portal.com". These are fake and did not come from Finance. Our supplier payments are only ever approved in the finance system, never by e-mail.

Do not open the attachment. Please use the Report Phishing button in Outlook, then delete the message. If you already opened the file, tell your line manager so we can check your laptop.

IT Security`;
const REPORT_AT_LINK =
  'Phishing alert: fraudsters tried to sign in to your account. Report the activity and verify your identity at secure-verify-account.com within 24 hours.';
const PARTNER_PAID_PT = 'Amor, já fiz o Pix de R$ 90 do mercado, vê aí. Trazes o leite?';
const OWES_EN =
  "Thanks for covering the cinema tickets last night! It was £18, I'll pay you back on Friday when I see you.";
const SHOP_REFUND_FR =
  'Bonjour Claire, votre retour a bien été reçu. Vous serez remboursée de 34,90 € sur votre carte sous 5 jours ouvrés. Merci pour votre commande.';
const CODE_WARNING_PT =
  'O seu código MB WAY é 482913. Não partilhe nem passe este código a ninguém, nem a funcionários do banco.';
const CODE_WARNING_ID =
  'Kode verifikasi DANA Anda 551204. JANGAN berikan kode ini kepada siapa pun, termasuk pihak DANA.';

pinGrades(
  [
    PARTNER_PAID_PT,
    OWES_EN,
    SHOP_REFUND_FR,
    CODE_WARNING_PT,
    CODE_WARNING_ID,
    FUND_NL,
    RESEND_EN,
    IT_WARNING,
  ],
  [
    PARTNER_EN,
    PARTNER_ES,
    PARTNER_DE,
    PARTNER_ID,
    NEW_NUMBER_PT,
    NEW_NUMBER_NL,
    BLIK_PL,
    CODE_ID,
    GROUP_ES,
    GROUP_DE,
    GROUP_PL,
    RECHECK_EN,
    REPORT_AT_LINK,
  ],
  'read as the unseen batteries of bfcdc49 showed',
);

describe('a promise to pay back asks for the money', () => {
  it('reads the loan in each language, however the money is asked', () => {
    for (const text of [PARTNER_EN, PARTNER_ES, PARTNER_DE, NEW_NUMBER_NL]) {
      const a = anatomyOf(text);
      expect(
        a.asks.some((x) => x.label === 'to lend money, promising to pay it back'),
        text,
      ).toBe(true);
    }
    // The partner who asks the loan ("harus bayar Rp 3.200.000" asks to pay already).
    for (const text of [PARTNER_EN, PARTNER_ES, PARTNER_DE])
      expect(
        anatomyOf(text).pretexts.some((p) => p.label === 'to be someone close to you'),
        text,
      ).toBe(true);
  });

  it('a shop refund and a payment made are no loan', () => {
    for (const text of [SHOP_REFUND_FR, PARTNER_PAID_PT])
      expect(anatomyOf(text).asks.map((x) => x.label)).not.toContain(
        'to lend money, promising to pay it back',
      );
  });

  it('a code asked with "podesłać" or "kodenya" is a code asked for; its warning is not', () => {
    for (const text of [BLIK_PL, CODE_ID])
      expect(anatomyOf(text).asks.map((x) => x.kind)).toContain('secret');
    for (const text of [CODE_WARNING_PT, CODE_WARNING_ID])
      expect(anatomyOf(text).asks.map((x) => x.kind)).not.toContain('secret');
  });
});

describe('an invitation into a group that promises a high return asks to join it', () => {
  it('reads the join as the ask, only where a high return in a short time was promised', () => {
    for (const text of [GROUP_ES, GROUP_DE, GROUP_PL])
      expect(
        anatomyOf(text).asks.map((x) => x.label),
        text,
      ).toContain('to join a group on a messaging app');
    expect(anatomyOf(FUND_NL).asks.map((x) => x.label)).not.toContain(
      'to join a group on a messaging app',
    );
  });
});

describe('a verb done again is the act of its stem', () => {
  it('"recheck" asks as "check" does', () => {
    expect(anatomyOf(RECHECK_EN).asks.length).toBeGreaterThan(0);
  });
});
