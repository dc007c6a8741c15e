/**
 * Written for these tests in my own words, after reading what a fresh battery of messages in ten
 * languages other than English missed or called scams (its rows are not copied here):
 * - a code that reached the reader's phone "by mistake", asked to be passed on, in Italian,
 *   Polish, Dutch, Indonesian and Spanish (code-passed-on.ts); WhatsApp's own "if you received a
 *   code by mistake, ignore it" and a friend asking for the wifi code stay C;
 * - genuine bank messages: a German "Kontowecker" charge ("Belastung … 64,37 EUR", "Umsatz nicht
 *   erkannt?"), a Spanish payment code whose merchant is named by its site in capitals ("en
 *   AMAZON.ES"), an Indonesian transfer notice whose "Subjek:" header named no sender and whose
 *   "Bank Mandiri tidak pernah meminta PIN" asks nothing, and the Dutch MijnOverheid notice that
 *   sends the reader to mijn.overheid.nl themselves (own-expiry.ts, channels.ts, favours.ts,
 *   senders.ts, read.ts).
 * On 2623b9f the five scams were C and three of the four bank messages D or F (this shorter
 * Mandiri notice was C; its reading, pinned below, was not).
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Sparkasse Hannover Kontowecker: Belastung Ihrer Sparkassen-Card 42,90 EUR, EDEKA Markt, 03.11. 17:05, Konto DE** **** **** **** 2208. Umsatz nicht erkannt? Karte sofort sperren: 116 116',
  'CaixaBank: Tu código para confirmar el pago de 54,20 EUR en ZALANDO.ES es 771 904. No lo compartas con nadie, ni con empleados del banco. Si no reconoces la compra, bloquea la tarjeta en CaixaBankNow.',
  'Subjek: Notifikasi Transaksi – Transfer Berhasil\n\nYth. Bapak/Ibu RINA, terima kasih telah menggunakan Livin by Mandiri. Nominal: Rp 750.000 ke BCA ****2290.\n\nJika Anda tidak merasa melakukan transaksi ini, segera hubungi Mandiri Call 14000. Bank Mandiri tidak pernah meminta PIN, password, atau kode OTP melalui email maupun telepon.',
  'Onderwerp: Nieuw bericht in uw Berichtenbox\n\nGeachte heer/mevrouw,\n\nEr staat een nieuw bericht van de Belastingdienst voor u klaar in uw Berichtenbox op MijnOverheid. Om het te lezen gaat u zelf naar mijn.overheid.nl en logt u in met DigiD. In deze e-mail staan bewust geen links.',
  'Se hai ricevuto un codice per errore, ignoralo: nessuno di noi te lo chiederà mai. Il team WhatsApp',
  'Hai il codice del wifi? Me lo giri per favore?',
];

const SCAMS = [
  'Ciao! Credo di aver messo il tuo numero al posto del mio e ti è arrivato un sms con 6 numeri, me li giri? Devo entrare su WhatsApp dal telefono nuovo 😅',
  'Hej, przepraszam, przez pomyłkę wpisałam Twój numer przy zakładaniu konta i przyszedł do Ciebie 6-cyfrowy kod. Możesz mi go odesłać?',
  'Hoi! Sorry, ik heb per ongeluk jouw nummer ingevuld bij het inloggen en je krijgt zo een sms met 6 cijfers. Wil je die naar mij doorsturen?',
  'Kak maaf, saya salah ketik nomor waktu daftar, jadi kodenya kekirim ke nomor kakak. Boleh tolong kirim 6 angka yang masuk barusan?',
  'Hola, perdona, puse tu número por error al registrarme y te ha llegado un código de 6 dígitos. ¿Me lo reenvías, porfa?',
];

pinGrades(GENUINE, SCAMS, 'codes passed on and bank alerts written elsewhere');

describe('a bank that says it never asks for a PIN', () => {
  it('asks for nothing, and a "Subjek:" header names no sender', () => {
    const a = anatomyOf(GENUINE[2]!);
    expect(a.asks.filter((x) => x.kind === 'secret')).toEqual([]);
    expect(a.pretexts.map((p) => p.span.text)).not.toContain('Subjek');
  });
});

describe('a link asked in a text with no full stops that also says "never share it"', () => {
  it('is still asked: only the secret the sentence disowns is dropped', () => {
    const a = anatomyOf(
      'Revolut code 481-220 Never share it with anyone If you did NOT request this code please visit auth-support.co',
    );
    expect(a.asks.map((x) => x.kind)).toContain('link');
  });
});
