/**
 * Written for these tests (none is a row of any corpus or battery):
 * - the "safe account" fraud, in nine languages: a caller who says they are the bank's fraud team
 *   or the police tells the reader to move their money to a "safe", "secure" or "protected"
 *   account. No rule read it, and with no link it was graded C. The banks' own warnings, which
 *   name the same act, stay C or better;
 * - a card frozen, locked or cancelled by the reader is their own step: "Open the app to confirm,
 *   or freeze your card if you don't recognise it" was quoted as "says your account will be lost
 *   unless you act" and a genuine bank alert was graded F. A sender who says it will do it still
 *   threatens;
 * - toll operators and public offices of Italy, Portugal and Turkey: a link that dresses their
 *   name up on another domain was "not enough to judge", as their names were on no list.
 * On e29a9f0 seven of the nine safe-account scams fail (Spanish, French, German, Dutch, Italian,
 * Vietnamese and Indonesian; the English and Portuguese ones were D or F by other marks, without
 * naming the act),
 * as do the Monzo alert and both readings; the warnings, the other alerts, the threats, the
 * toll look-alikes (D or F already by their wording) and the own-site notices held.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const SAFE_ACCOUNT_SCAMS = [
  'Hello Mrs Hughes, it is Kevin from the fraud department at your bank, as we just discussed on the phone. Your savings are at risk from an employee under investigation, so please transfer the £12,750 to the secure account we opened in your name, sort code 20-45-77, account 55310982. Do not mention this to staff at the branch.',
  'Buenas tardes, le llamamos del departamento de fraude de su banco. Hemos detectado accesos sospechosos: traspase hoy sus ahorros de 8.300 € a la cuenta segura ES76 2100 0418 4502 0005 1332 para protegerlos.',
  'Olá, fala o departamento de segurança do seu banco. Para proteger o seu dinheiro, transfira o saldo de 4.200 euros para a conta segura PT50 0035 0651 0000 1234 5678 ainda hoje.',
  'Bonjour, ici le service anti-fraude de votre banque. Votre compte est piraté : faites un virement de 6 900 € vers le compte sécurisé FR76 3000 4000 0312 3456 7890 143 avant 18 h.',
  'Guten Tag, hier spricht die Kriminalpolizei. Ihr Geld bei der Bank ist nicht mehr sicher. Überweisen Sie Ihre Ersparnisse von 15.000 Euro noch heute auf ein sicheres Konto, das wir für Sie eingerichtet haben.',
  'Goedemiddag, u spreekt met de fraudeafdeling van uw bank. Er wordt geprobeerd geld van uw rekening te halen. Maak uw spaargeld van € 7.400 vandaag nog over naar een veilige rekening: NL91 ABNA 0417 1643 00.',
  'Buongiorno, ufficio antifrode della sua banca. Il suo conto è stato violato: sposti subito i suoi risparmi di 9.000 euro su un conto sicuro IT60 X054 2811 1010 0000 0123 456.',
  'Tôi là điều tra viên Công an quận. Tài khoản của anh liên quan đến một vụ rửa tiền, anh phải chuyển toàn bộ số dư sang tài khoản tạm giữ của cơ quan điều tra trong hôm nay.',
  'Selamat siang Bapak, kami dari tim keamanan bank. Rekening Bapak sedang dibobol, segera pindahkan seluruh saldo Rp 45.000.000 ke rekening aman yang kami siapkan atas nama Bapak.',
];

const BANK_WARNINGS = [
  'Lloyds Bank: We will never ask you to move money to a safe account. If someone calls and asks you to, hang up and call us on the number on the back of your card.',
  'Rabobank: Wij vragen u nooit om geld over te maken naar een veilige rekening. Wordt u gebeld met zo een verzoek? Hang op en bel ons zelf.',
  'CaixaBank: Nunca te pediremos que transfieras tu dinero a una cuenta segura. Si alguien lo hace, cuelga y llámanos al número de tu tarjeta.',
  'BCA: Kami tidak pernah meminta nasabah memindahkan dana ke rekening aman. Waspada penipuan yang mengatasnamakan BCA.',
];

const CARD_ALERTS = [
  'Monzo: Did you just spend £312.40 at ARGOS ONLINE? Open the app to confirm, or freeze your card straight away if it wasn’t you.',
  'Revolut: A payment of €89.99 at ZALANDO was declined. If this wasn’t you, lock your card in the app and we will send you a new one.',
  'Starling: New card payment of £54.20 at TESCO EXPRESS. Not you? Cancel your card in the app under Card > Cancel card.',
];

const THREATS = [
  'Dear customer, we will suspend your account within 24 hours unless you confirm your details at https://secure-natwest-verify.com/login',
  'HSBC: we may have to block your card today. Confirm your identity now at https://hsbc-card-review.com to keep it active.',
];

const LOOKALIKE_TOLLS = [
  'Autostrade per l’Italia: risulta un transito non pagato di 8,40 EUR. Regolarizza entro 48 ore su https://autostrade-transiti.pagamento-online.net per evitare la sanzione.',
  'Via Verde: tem uma portagem em atraso de 3,15 EUR. Pague hoje em https://viaverde-portagens.pt-regularizar.com e evite a coima.',
  'e-Devlet: Adınıza kayıtlı ödenmemiş köprü geçiş cezası bulunmaktadır. İcra işlemi başlamadan https://edevlet-cezaodeme.com adresinden ödeyiniz.',
];

const OWN_SITE_NOTICES = [
  'Autostrade per l’Italia: il pagamento del pedaggio di 6,20 EUR per il transito del 3 maggio è stato registrato. Dettagli nella tua area riservata su autostrade.it',
  'Via Verde: a sua fatura de abril no valor de 12,40 EUR está disponível na área de cliente em viaverde.pt. Obrigado.',
];

pinGrades(BANK_WARNINGS, SAFE_ACCOUNT_SCAMS, 'safe-account requests and warnings');
pinGrades(CARD_ALERTS, THREATS, 'card alerts and account threats');
pinGrades(OWN_SITE_NOTICES, LOOKALIKE_TOLLS, 'toll and public-office notices');

const indicators = async (text: string) =>
  (await analyzeText(text)).redFlags.map((f) => f.indicator);

describe('what the safe-account and card readings say', () => {
  it('names the safe-account request in every language', async () => {
    for (const text of SAFE_ACCOUNT_SCAMS)
      expect(await indicators(text), text).toContain(
        'Asks you to move your money to a "safe" account',
      );
  });

  it('does not quote a bank’s warning as the request', async () => {
    for (const text of BANK_WARNINGS)
      expect(await indicators(text), text).not.toContain(
        'Asks you to move your money to a "safe" account',
      );
  });

  it('does not read the reader’s own card step as a threat, and still reads a sender’s', async () => {
    for (const text of CARD_ALERTS)
      expect(await indicators(text), text).not.toContain(
        'Says your account will be lost unless you act',
      );
    for (const text of THREATS)
      expect(await indicators(text), text).toContain(
        'Says your account will be lost unless you act',
      );
  });
});
