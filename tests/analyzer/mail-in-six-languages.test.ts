/**
 * E-mail in the six languages of the phishing reports, as a new user's battery found it read wrong.
 * Written for these tests; none is a row of any corpus.
 *
 * - A notice that says it holds no link, in more of the ways tax offices and banks put it ("in
 *   e-mails van MijnOverheid staan nooit links", "enthält aus Sicherheitsgründen keine Links", "no
 *   contiene archivos adjuntos ni enlaces"), sends the reader to the site themselves: signing in
 *   there with a password is no request to hand one over. Beside a real link it is a scam's copy.
 * - A regional savings bank's own domain ("sparkasse-hannover.de") is Sparkasse's; one dressed with
 *   service words ("sparkasse-sicherheit.de") is not.
 * - A newsletter's deadline, its sender's address aside ("offers@email.…"), is a sale's.
 * - A buyer's payment waiting for the seller ("la réception des fonds", "per ricevere il
 *   pagamento", "om het bedrag te ontvangen") and the seller's own listing ("votre annonce", "il
 *   tuo annuncio", "je advertentie") are the marketplace scam's pretext and bait.
 * - A mail pasted with its body twice is as long as one copy, and its disclaimer's "not necessarily
 *   those of the college" is a hedge, not "no action is needed".
 */
import { pinGrades } from '../helpers/grade-cases';

const DISCLAIMER =
  'This message and any attachments are confidential and intended only for the named recipient. If you have received it in error, please tell the sender and delete it from your system. Any use, copying or distribution of it by anyone else is not allowed. The college accepts no liability for viruses or for changes made to this message after it was sent. Opinions expressed in this message are those of the sender and not necessarily those of the college or its governing body. Please consider the environment before printing this message. Staff are reminded that e-mail is not a secure medium and that messages may be monitored for operational and security purposes in line with the acceptable use policy, which is published on the staff portal and reviewed each academic year by the board.';
const MAILBOX =
  'Notice: your staff mailbox will stop receiving mail today. To keep your mailbox active, click IT Service Desk immediately.';

const GENUINE = [
  'Van: MijnOverheid <noreply@mijnoverheid.nl>\nOnderwerp: U heeft een nieuw bericht\n\nGeachte heer/mevrouw,\n\nU heeft een nieuw bericht ontvangen van de Belastingdienst in uw Berichtenbox. Log in op MijnOverheid.nl met DigiD om het bericht te bekijken.\n\nLet op: in e-mails van MijnOverheid staan nooit links. Twijfelt u? Ga dan zelf naar MijnOverheid.nl.',
  'De: SAT <avisos@sat.gob.mx>\nAsunto: Aviso de tu Buzón Tributario\n\nEstimado contribuyente:\nHay una notificación nueva en tu Buzón Tributario. Para verla, ingresa al Portal del SAT con tu RFC y contraseña.\nEste correo no contiene archivos adjuntos ni enlaces. El SAT nunca te pedirá datos bancarios por correo.',
  'Von: Sparkasse Hannover <noreply@sparkasse-hannover.de>\nBetreff: Ihr Kontoauszug ist da\n\nGuten Tag Frau Lange,\nim elektronischen Postfach Ihres Online-Bankings liegt ein neuer Kontoauszug. Melden Sie sich bitte wie gewohnt in der App oder auf sparkasse-hannover.de an.\nDiese Nachricht enthält aus Sicherheitsgründen keine Links. Wir fragen Sie nie per E-Mail nach PIN oder TAN.',
  'From: Foyles <offers@email.foyles.co.uk>\nSubject: Final hours: 25% off paperbacks\n\nThe weekend sale ends tonight at midnight. Use code READ25 at checkout for 25% off selected paperbacks, online only.\n\nBrowse the sale: https://www.foyles.co.uk/sale\n\nYou are receiving this email because you signed up at foyles.co.uk. Unsubscribe | Privacy',
];

const SCAMS = [
  'Bonjour, une vente est en cours pour votre annonce. Validez la réception des fonds en indiquant votre RIB ici : lbc-reception-fonds.com/valider',
  'Ho già pagato il tuo annuncio. Per ricevere il pagamento inserisci i dati della carta qui: subito-pagamenti-sicuri.com/ricevi',
  'Ik heb je advertentie betaald. Om het bedrag te ontvangen moet je je rekening bevestigen via deze link: marktplaats-ontvangst.com/bevestig',
  'Von: Sparkasse <info@sparkasse-sicherheit.de>\nBetreff: Ihre pushTAN-Registrierung läuft ab\n\nSehr geehrte Kundin, sehr geehrter Kunde,\nIhre pushTAN-Registrierung läuft am 30.11. ab. Bitte bestätigen Sie jetzt Ihre Daten, sonst wird Ihr Online-Banking gesperrt:\nhttps://sparkasse-sicherheit.de/pushtan',
  'Van: MijnOverheid <bericht@mijnoverheid-melding.info>\nOnderwerp: Openstaande aanslag\n\nU heeft een openstaande aanslag van € 312,40. Betaal binnen 48 uur om beslag te voorkomen: https://mijnoverheid-betalen.info/ideal\nIn e-mails van MijnOverheid staan nooit links.',
  `Subject: Mailbox password expiry\n${MAILBOX}\n${DISCLAIMER}\n${MAILBOX}\n${DISCLAIMER}`,
];

pinGrades(GENUINE, SCAMS, 'e-mail in six languages');
