/**
 * Polish and Turkish messages, and earnings held until the reader pays, in any language. Turkish
 * verbs at the end of a dictionary phrase were read only in their dictionary form, so "hesabınız
 * askıya alındı" (your account was suspended) was no account in trouble; Polish and Turkish had no
 * words for needing money, a relative addressed, a prize won or a payment ordered; an order to pay
 * whose link stood after a colon ("Pague hoje …: <link>") asked nothing; and "to withdraw your
 * commission, first deposit …" was a payment with no pretext. Written for these tests in our own
 * words; each paraphrase is in another language and shares none of the pinned message's words.
 * Genuine bills, top-ups and a relative with no money asked stay C or better.
 */
import { describe } from 'vitest';
import { itKeepsGenuine, itReadsScams } from '../helpers/anatomy-cases';

describe('Polish and Turkish scams, and earnings held until you pay', () => {
  itReadsScams([
    {
      name: 'an account suspended, to verify on a site (Turkish, then Polish)',
      pinned:
        'Sayın müşterimiz, hesabınız güvenlik nedeniyle askıya alındı. Doğrulamak için ziraat-guvenlik.com adresine giriniz.',
      paraphrase:
        'Szanowny Kliencie, Twoje konto zostało zablokowane. Aby je odblokować, zaloguj się na pko-weryfikacja.com w ciągu 24 godzin.',
    },
    {
      name: 'a child on a new number who needs money today (Polish, then Turkish)',
      pinned:
        'Mamo, zgubiłem telefon, to mój nowy numer. Potrzebuję pilnie 2000 zł na rachunek, oddam jutro.',
      paraphrase:
        'Anneciğim telefonum bozuldu, bu yeni numaram. Acil 4.000 TL lazım, şu hesaba atar mısın?',
    },
    {
      name: 'a voucher won, behind a short link (Turkish, then Polish)',
      pinned:
        'Tebrikler! 5.000 TL hediye çeki kazandınız. Ödülünüzü almak için linke tıklayın: bit.ly/hediye5000',
      paraphrase:
        'Gratulacje! Wygrałeś bon o wartości 2000 zł. Kliknij, aby go odebrać: bit.ly/bon2000',
    },
    {
      name: 'a tax debt to pay today, its link after a colon (Portuguese, then Polish)',
      pinned:
        'Autoridade Tributária: existe uma coima por liquidar. Pague ainda hoje para não ter a conta penhorada: at-coimas-online.com',
      paraphrase:
        'Urząd Skarbowy: masz zaległy podatek. Ureguluj go dzisiaj, aby uniknąć egzekucji: us-zaleglosci.info',
    },
    {
      name: 'commissions held until a deposit (Portuguese, then Polish)',
      pinned:
        'Para sacar suas comissões você precisa completar a tarefa combinada e depositar R$ 300 na sua conta de trabalho.',
      paraphrase: 'Aby wypłacić prowizję, musisz najpierw wpłacić 500 zł na konto zadaniowe.',
    },
    {
      name: 'a profit held until a fee (German, then Spanish)',
      pinned:
        'Um Ihren Gewinn von 8.200 Euro auszuzahlen, müssen Sie zuerst eine Gebühr von 410 Euro überweisen.',
      paraphrase:
        'La plataforma muestra ganancias de 9.600 dólares a su nombre; para retirarlas tiene que pagar antes una comisión de 700 dólares.',
    },
  ]);
  itKeepsGenuine([
    {
      name: 'a relative who asks for no money (Turkish, then Polish)',
      pinned: 'Anne, yarın akşam yemeğe geliyoruz, sana uyar mı?',
      paraphrase: 'Mamo, potrzebuję przepisu na sernik, wyślesz mi?',
    },
    {
      name: 'a bill to pay in the provider’s app or site (Polish, then Turkish)',
      pinned:
        'Twoja faktura za grudzień jest gotowa. Zapłać w aplikacji lub na orange.pl/faktura do 15 grudnia.',
      paraphrase:
        "Vodafone: Faturanız hazır. 249,90 TL tutarındaki faturanızı 12 Aralık'a kadar Vodafone Yanımda uygulamasından ödeyebilirsiniz.",
    },
    {
      name: 'a top-up offer and earnings paid in (Spanish, then Turkish)',
      pinned: '¡Recarga 20 € este mes y te regalamos 5 GB extra para navegar!',
      paraphrase: 'Kazançlarınız hesabınıza aktarıldı. Çekmek için uygulamayı açın.',
    },
  ]);
});
