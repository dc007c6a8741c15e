/**
 * Blackmail and the boss's confidential transfer, written for these tests (none is a row of any
 * corpus or battery):
 * - sextortion: a recording said to go to the reader's contacts unless they pay into a
 *   cryptocurrency wallet written out in the mail ("I will share the recordings with all your
 *   contacts unless I receive 1,300 USD in Bitcoin. BTC address: 1Kq…"), in English and Spanish,
 *   and in German, Italian and Portuguese: the threat is its own pretext and the wallet is the ask
 *   (exposure.ts);
 * - a transfer asked to be kept from everyone else, or by someone who cannot be called, in English
 *   and Italian ("Please don't mention it to anyone in accounts", "Non parlarne con nessuno in
 *   amministrazione"): the sentence that hushes says no "you", and is now read;
 * - guards: a gift kept from Dad, a team's scheduled wire, an exchange's withdrawal receipt with its
 *   wallet, and a police warning about such mails stay C or better.
 * On 70d58bd the English and Spanish blackmail, the English "Payment today" and the Italian
 * transfer are C; the rest were caught or kept before and stay so.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const BLACKMAIL_EN =
  'Subject: Your account is compromised. Hello. I accessed your device months ago through malware on a website you visited. Since then I have recorded you through your webcam and copied your contact list. I will share the recordings with all your contacts unless I receive 1,300 USD in Bitcoin. BTC address: 1Kq9exampleNotARealWallet77abc. You have 48 hours from now.';
const BLACKMAIL_ES =
  'Asunto: Tu privacidad. Hola. Hace meses entré en tu ordenador con un programa espía. Desde entonces grabé vídeos tuyos con la cámara y guardé tu lista de contactos. Si no quieres que esos vídeos lleguen a tus amigos, manda 900 USD en Bitcoin a esta cartera: bc1qh2ejemplonoreal00cartera88 en 48 horas.';
const PAYMENT_TODAY =
  "Subject: Payment today. Hi Sam, are you at your desk? I'm in back-to-back meetings and can't take calls. We have to wire EUR 22,300 to a new supplier today for a confidential acquisition, and I need you to handle the transfer. Please don't mention it to anyone in accounts until the deal is announced. I'll send the IBAN shortly. Tom";

pinGrades(
  [
    "Can you transfer me £40 for Dad's birthday present? Don't tell him, it's a surprise!",
    'Hi team, reminder that the Q3 wire transfer to Acme is scheduled for Friday. Finance will confirm the amount. Thanks',
    'Coinbase: Your withdrawal of 0.015 BTC to bc1qz9examplewithdrawaladdr000abc was completed on 3 March.',
    'Police warn of sextortion emails: criminals claim to have recorded victims and threaten to send the videos to their contacts unless they pay in Bitcoin.',
  ],
  [
    BLACKMAIL_EN,
    BLACKMAIL_ES,
    'Ich habe über Ihre Kamera Aufnahmen von Ihnen gemacht. Überweisen Sie 900 Euro in Bitcoin an bc1qk3wbeispielkeineechteadresse77 innerhalb von 48 Stunden, sonst schicke ich die Aufnahmen an alle Ihre Kontakte.',
    'Ho registrato un video di te tramite la webcam. Invia 700 euro in Bitcoin a questo indirizzo: bc1qm4esempiononreale00indirizzo9 entro due giorni, altrimenti invierò il video a tutti i tuoi contatti.',
    'Gravei um vídeo seu pela câmera do computador. Envie 800 reais em bitcoin para bc1qp7exemplonaoreal000carteira5 em 48 horas ou mando o vídeo para todos os seus contatos.',
    PAYMENT_TODAY,
    "Oggetto: Operazione riservata. Buongiorno Luca, sono in riunione e non posso rispondere al telefono. Ho bisogno che tu faccia oggi un bonifico di 27.000 euro al nostro consulente; ti mando l'IBAN a breve. Non parlarne con nessuno in amministrazione.",
  ],
  'blackmail and confidential transfers',
);

describe('what blackmail and a hushed transfer are read as', () => {
  it('reads the threat to send a recording to the reader’s contacts, and the wallet', () => {
    const a = anatomyOf(BLACKMAIL_EN);
    expect(a.pressures.map((p) => p.kind)).toContain('exposure');
    expect(a.asks.map((x) => x.kind)).toContain('pay');
  });

  it('reads a plea for secrecy that never says "you"', () => {
    expect(anatomyOf(PAYMENT_TODAY).pressures.map((p) => p.kind)).toContain('secrecy');
  });
});
