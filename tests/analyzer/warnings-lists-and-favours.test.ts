/**
 * Written for these tests (none is a row of any corpus or battery): each case is a paraphrase of
 * a misreading that two batteries written by helpers and first read unseen on a10d274 showed (160
 * short texts, 90 e-mails in twelve languages; kept outside the repository).
 * Genuine: a bank's statement that says, in Vietnamese, what it never asks and the mail domain it
 * writes from; a tax office's reminder that lists, verb after verb, what it will never send or ask;
 * an IT notice to enter a changed password on one's own phone; a bank's tips on telling a fake,
 * which quote the fakes and send the reader to type the bank's site; a German bank's warning whose
 * haste is the fraudsters' ("darin heißt es … sofort") or advice ("legen Sie sofort auf").
 * And from 60 long genuine e-mails written by a helper from published formats (kept outside the
 * repository): a school trip's letter ("we will return to school at about 4pm", paid "through the
 * school's online payment system"); an order's receipt ("Forma de pagamento: Pix"); IT and bank
 * warnings that quote whole fake messages («…») and say "tapez vous-même l'adresse", or "não envia
 * links pedindo senhas"; a shop whose name joins its words with "of" ("Touch of Modern") and whose
 * help link is its own site beside its carrier's name; "copy and paste this link into your browser".
 * Scams: a loan that wants a social security number by text reply; a buyer who texts a code and
 * wants to hear what it says; a landlord abroad who couriers the keys once paid; a heir found by
 * surname; a long romance letter that asks for a transfer kept from the children; a "new number"
 * who wants help with a payment (Dutch, German); a friend's payment by BLIK (Polish); task
 * earnings held until a deposit (German); a "mix-up" that turns into a crypto plan. The keys
 * from abroad also in Spanish, French and German, beside a sister who shows the flat (Spanish).
 * On a10d274 27 of these 40 tests fail. Passing there already: the five guards at the end, four
 * genuine texts (the Dutch move, the Polish shop, the Portuguese tips, the Spanish sister), the tax
 * office's list, and the loan, the German "new number" and the German task deposit (each caught
 * there in these words; their battery rows were not).
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const NEVER_ASKS_VI = `Subject: Sao kê tài khoản Techcombank tháng 10/2025

Kính gửi chị Trần Thị Lan,

Techcombank gửi chị sao kê tài khoản thanh toán tháng 10/2025. Số dư cuối kỳ: 12.480.000 VND. Chị có thể xem chi tiết trên ứng dụng Techcombank Mobile.

Lưu ý: Techcombank không bao giờ yêu cầu khách hàng cung cấp mã OTP, mật khẩu hay số thẻ qua điện thoại hoặc email. Thư của chúng tôi chỉ được gửi từ địa chỉ @techcombank.com.vn.

Trân trọng,
Techcombank`;

const NEVER_LIST = `Subject: Your 2025 income tax return is due on 7 July

Kia ora Mere,

This is a reminder that your individual income tax return for the year to 31 March 2025 is due on 7 July 2025. If you owe tax, it must be paid by the same date to avoid late payment penalties.

To file, sign in to myIR yourself by typing ird.govt.nz into your browser. If you have already filed, there is nothing more you need to do.

We will never send you a link to a sign-in page, ask for your bank card details or tell you about a refund in an email.

Inland Revenue`;

const OWN_DEVICES = `Subject: Password change due in 10 days

Dear colleague,

Your network password will expire in 10 days. Please change it through the self-service page on the staff intranet before then, or you will not be able to sign in.

Once you have changed your password, you are required to enter the new one on your phone and laptop too, or the Wi-Fi will keep locking your account.

IT Service Desk, extension 4471`;

const TIPS = `Subject: How to tell a real email from us

Dear Ms Okafor,

Thanks for sending us the message you were unsure about. It did not come from Monzo.

A few tips to share with friends and family:
- Fake emails often say your account "has been restricted" or that you must "confirm your details within 12 hours".
- They may start with "Dear customer" because the sender does not know your name.
- Links can be made to look like ours.

We will never ask for your PIN or full card number by email. To check your account, open the Monzo app or type monzo.com into your browser yourself.

Monzo Customer Protection`;

const WARNING_DE = `Subject: Warnung vor gefälschten Nachrichten

Sehr geehrte Frau Keller,

zurzeit verschicken Betrüger SMS und E-Mails im Namen der Volksbank. Darin heißt es, Ihre Karte werde gesperrt, wenn Sie nicht sofort Ihre Daten über einen Link bestätigen.

Wir fragen Sie niemals nach PIN oder TAN. Legen Sie bei verdächtigen Anrufen sofort auf und löschen Sie solche Nachrichten.

Bei Fragen erreichen Sie uns unter 0711 555 0190.

Ihre Volksbank`;

const SCHOOL_TRIP = `Subject: Year 3 visit to the Science Museum on 14 May

Dear Parents and Carers,

On Wednesday 14 May Year 3 will visit the Science Museum as part of our topic on forces and magnets. Children must be in class by 8.30am as the coach leaves at 8.45am. We will return to school at about 4pm, so please collect your child from the hall.

Children should bring a packed lunch and a coat. Please do not send money or phones.

We ask for a voluntary contribution of £12 towards the coach. Please pay by Friday 2 May through the school's online payment system, or talk to Mr Ahmed in the office if this is difficult.

Many thanks,
Year 3 Team`;

const ORDER_PT = `Assunto: Pedido 88213 confirmado

Olá, Joana!

Recebemos o seu pedido na Casa Linho. Assim que o pagamento for aprovado, enviaremos a nota fiscal.

Itens: 2 × Toalha de banho algodão: R$ 178,00
Frete: R$ 19,90
Total: R$ 197,90
Forma de pagamento: Pix, à vista

Você vai receber as atualizações do pedido por e-mail e pelo WhatsApp. Acompanhe também em Minha conta, no site casalinho.com.br.

Equipe Casa Linho`;

const WARNING_FR = `Objet : Alerte : faux courriels au nom du service informatique

Bonjour à toutes et à tous,

Des courriels frauduleux circulent en ce moment au nom de la Direction du numérique. Ils contiennent par exemple :

« Votre boîte aux lettres a atteint sa limite de stockage. Cliquez ici pour valider votre compte avant sa suppression. »
« Votre mot de passe expire aujourd'hui. Mettez à jour vos informations via le lien ci-dessous. »

La Direction du numérique ne vous demandera jamais votre mot de passe. Ne cliquez pas sur ces liens : pour accéder à votre messagerie, tapez vous-même l'adresse dans votre navigateur.

Direction du numérique`;

const TIPS_PT = `Assunto: Dicas de segurança

Olá, Paulo,

Golpistas estão enviando mensagens falsas em nome do Banco Aurora. O Banco Aurora não envia links pedindo senhas e não liga pedindo que você digite códigos.

Acesse sempre pelo aplicativo oficial.

Banco Aurora`;

const SHOP_OF_NAME = `Subject: Delivered: your House of Hartley order #HH-20418

Hi Sam,

Good news: UPS marked your parcel as delivered today at 11:05 AM, left at the side door.

Order: #HH-20418
1 x Oak serving board
Tracking number: 1Z77A9910388124501 (UPS)

Can't see it? Check around your porch and with neighbours, and allow the carrier a day, as parcels are sometimes scanned early. If it still hasn't arrived, open "Where is my order?" in our Help Centre at help.houseofhartley.com and we will sort it out.

Thanks for shopping with House of Hartley.`;

const PASTE_THE_LINK = `Subject: Set a new password for Ledgerbase

Hi Omar,

You asked to reset the password for your Ledgerbase account. Use the button below to choose a new one. The link works for 60 minutes.

[Choose a new password]

If the button does not work, copy and paste this link into your browser: https://app.ledgerbase.io/reset/7f3a91c2

If you did not ask for this, you can ignore this email; your password will not change.

The Ledgerbase team`;

const HELP_MOVING_NL =
  'Hoi Sanne, kun je me helpen met de verhuizing zaterdag? Om 10 uur bij mij, ik trakteer op pizza!';
const SHOP_BLIK_PL =
  'Zamówienie 5521 czeka na płatność. Zapłać BLIKiem w aplikacji sklepu do północy.';

const LOAN_BY_REPLY =
  'Congrats, your $5,000 cash advance is approved! Final step: text back Y with your social security number and routing number so the funds go out today.';
const BUYER_CODE =
  "Is the bike still for sale? Just want to check you're a real person first, I'll text a code to your number, send me what it says.";
const KEYS_FROM_ABROAD =
  "The flat is free from the 1st. I'm working abroad at the moment so I'll courier you the keys once you transfer the deposit of £900.";
const KEYS_FROM_ABROAD_ES =
  'El piso está libre desde el día 1. Estoy en el extranjero por trabajo, así que te envío las llaves por mensajería en cuanto hagas la transferencia de la fianza de 850 €.';
const KEYS_FROM_ABROAD_FR =
  "L'appartement est libre dès le 1er. Je suis à l'étranger pour le travail, je vous envoie les clés par la poste dès que vous faites le virement de la caution de 900 €.";
const KEYS_FROM_ABROAD_DE =
  'Die Wohnung ist ab dem 1. frei. Ich bin beruflich im Ausland und schicke Ihnen die Schlüssel per Post, sobald Sie die Kaution von 900 € überweisen.';
const SISTER_SHOWS_IT_ES =
  'Estoy en el extranjero esta semana; mi hermana te enseña el piso el sábado y pagas la fianza después de la visita.';
const HEIR_BY_NAME = `Subject: Estate of the late Mr. Daniel Wren

Dear Sir,

I write as solicitor to the late Mr. Daniel Wren, an engineer who died without a will, leaving a sum of USD 3,200,000.00 in a bank in Accra. You were identified as a possible beneficiary since you have the same last name as my late client.

I will need your full name, home address and a scan of your passport to begin the claim. Kindly reply to me directly and keep this between us.

Barrister Kofi Mensah`;
const LETTER_KEPT_FROM_CHILDREN = `Subject: To my dear Helen

My dearest Helen,

Each night on this oil platform I read your messages again and smile. Since my wife died I had given up on love, and then you came along and gave me hope.

My contract finishes in a month and I have found us a cottage by the sea, the one with the blue door I told you about. The owner wants $6,500 to hold it until I am home, but my bank has frozen my card while I am offshore.

Could you wire the deposit to the owner's account this week? I will pay back every cent when I land. Please do not tell your sons about this yet, I want to meet them first and tell them myself.

I cannot phone from the platform, but write to me tonight.

All my love,
Richard`;
const NEW_NUMBER_NL =
  'Hoi mam, mijn telefoon is in het water gevallen, dit is mijn nieuwe nummer. Wil je me even helpen met een overboeking? Mijn app doet het nog niet.';
const NEW_NUMBER_DE =
  'Hallo Papa, neue Nummer! Mein altes Handy ist weg. Kannst du mir schnell bei einer Zahlung helfen? Online-Banking geht noch nicht.';
const BLIK_FAVOUR_PL =
  'Siema, utknąłem na stacji, karta mi nie przechodzi. Zapłacisz za mnie BLIKiem 300 zł? Oddam jutro';
const TASK_DEPOSIT_DE =
  'Super, Aufgabe 3 erledigt! Ihr Guthaben: 286 €. Zum Auszahlen zahlen Sie bitte zuerst 100 € Aktivierungsgebühr ein.';
const MIX_UP_CRYPTO =
  "Sorry about the mix-up! I'm Lena, I run a small flower shop, but most of my earnings these days come from a bitcoin futures plan my aunt showed me. You can start with $300.";

pinGrades(
  [
    NEVER_ASKS_VI,
    NEVER_LIST,
    OWN_DEVICES,
    TIPS,
    WARNING_DE,
    HELP_MOVING_NL,
    SHOP_BLIK_PL,
    SCHOOL_TRIP,
    ORDER_PT,
    WARNING_FR,
    TIPS_PT,
    SHOP_OF_NAME,
    PASTE_THE_LINK,
    SISTER_SHOWS_IT_ES,
  ],
  [
    LOAN_BY_REPLY,
    BUYER_CODE,
    KEYS_FROM_ABROAD,
    KEYS_FROM_ABROAD_ES,
    KEYS_FROM_ABROAD_FR,
    KEYS_FROM_ABROAD_DE,
    HEIR_BY_NAME,
    LETTER_KEPT_FROM_CHILDREN,
    NEW_NUMBER_NL,
    NEW_NUMBER_DE,
    BLIK_FAVOUR_PL,
    TASK_DEPOSIT_DE,
    MIX_UP_CRYPTO,
  ],
  'read as the unseen batteries of a10d274 showed',
);

describe('what a genuine notice says is not what it asks', () => {
  it('"không bao giờ yêu cầu … cung cấp mã OTP" asks for no code, and "@bank.com.vn" is no chat', () => {
    const a = anatomyOf(NEVER_ASKS_VI);
    expect(a.asks.map((x) => x.kind)).not.toContain('secret');
    expect(a.channels.map((c) => c.kind)).not.toContain('messaging');
  });

  it('"never send you a link…, ask for… or tell you about a refund" reassures to its end', async () => {
    const r = await analyzeText(NEVER_LIST);
    expect(r.redFlags.map((f) => f.type)).not.toContain('refund_lure');
  });

  it('a "password change due in 10 days" is no money owed, and no fee is read in "tax return"', () => {
    const a = anatomyOf(OWN_DEVICES);
    expect(a.asks.map((x) => x.kind)).not.toContain('pay');
    expect(a.asks.map((x) => x.kind)).not.toContain('details');
    const fees = anatomyOf(NEVER_LIST).pressures.filter((p) => p.kind === 'fee');
    expect(fees.map((p) => p.span.text).join(' ')).not.toMatch(/tax return/i);
  });
});

describe('a long genuine e-mail is read for what it does', () => {
  it('"we will return to school at about 4pm" threatens no loss', () => {
    expect(anatomyOf(SCHOOL_TRIP).pressures.map((p) => p.kind)).not.toContain('threat');
  });

  it('a receipt\'s "Forma de pagamento: Pix" orders no payment', () => {
    expect(anatomyOf(ORDER_PT).asks.map((x) => x.kind)).not.toContain('pay');
  });

  it('"copy and paste this link into your browser" is no plea to share before deletion', async () => {
    const r = await analyzeText(PASTE_THE_LINK);
    expect(r.redFlags.map((f) => f.type)).not.toContain('share_before_deletion');
  });

  it('a shop named "House of Hartley" owns help.houseofhartley.com beside its carrier', () => {
    expect(anatomyOf(SHOP_OF_NAME).channels.filter((c) => c.foreign)).toEqual([]);
  });

  it('"não envia links pedindo senhas" asks for no password', () => {
    expect(anatomyOf(TIPS_PT).asks.map((x) => x.kind)).not.toContain('secret');
  });
});

describe('what the readings must still catch', () => {
  it('"Pague: <link>" is still an order to pay', async () => {
    const r = await analyzeText(
      'Itaú: sua fatura de R$ 1.250,00 vence hoje. Pague: itau-fatura-pagamento.com para evitar juros e bloqueio do cartão.',
    );
    expect(['D', 'F']).toContain(r.summary.overallGrade);
  });

  it('"you cannot send or receive mail until you re-validate" stays a threat', async () => {
    const r = await analyzeText(
      'Your mailbox is full: you cannot send or receive new mail until you re-validate it at mailbox-revalidate.net within 24 hours.',
    );
    expect(['D', 'F']).toContain(r.summary.overallGrade);
  });

  it('fraudsters named by a scam itself, or "do not ignore this", leave its haste', async () => {
    for (const text of [
      'Fraudsters tried to access your account. Verify your identity immediately at secure-bank-verify.com or it will be locked.',
      'DO NOT IGNORE THIS: your mailbox will be closed within 24 hours. Validate now at mail-validate-portal.com',
    ]) {
      const r = await analyzeText(text);
      expect(r.redFlags.map((f) => f.type)).toContain('urgency');
    }
  });

  it('"klicken Sie sofort auf den Link" is still haste', async () => {
    const r = await analyzeText(
      'Sparkasse: Ihr Konto wurde eingeschränkt. Klicken Sie sofort auf den Link, um es zu entsperren: sparkasse-entsperren.info',
    );
    expect(r.redFlags.map((f) => f.type)).toContain('urgency');
  });

  it('a letter that asks for a transfer kept from the children quotes the secrecy', async () => {
    const r = await analyzeText(LETTER_KEPT_FROM_CHILDREN);
    const anatomy = r.redFlags.find((f) => f.type === 'scam_anatomy');
    expect(anatomy?.severity).toBe('high');
    expect(anatomy?.explanation).toMatch(/keep it secret/);
  });
});
