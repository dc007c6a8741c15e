/**
 * Someone the reader knows, on a number the reader cannot check (a borrowed phone, a friend's, a
 * lost one), who asks for phone credit to be sent to "this number" and says not to call: the
 * "send me credit" family of Indonesian SMS. Phone credit asked for "this number" is money asked
 * for though no amount is named; "don't call, I'll call you" is what keeps the reader from
 * checking. Written for these tests in our own words, each with a paraphrase in another language
 * (Spanish, Portuguese, French, German, Dutch, Italian) that shares none of its words. A top-up receipt, a relative
 * who only says they borrowed a phone and someone who only says they will call back stay C or
 * better.
 */
import { describe } from 'vitest';
import { itKeepsGenuine, itReadsScams } from '../helpers/anatomy-cases';

describe('a relative on a borrowed or lost phone asks for phone credit', () => {
  itReadsScams([
    {
      name: 'a borrowed phone, credit to this number, do not call (Indonesian, then Spanish)',
      pinned:
        'Dek, ini kakak, hp kakak rusak jadi numpang hp kawan. Tolong isikan pulsa 30 ribu ke nomor ini, jangan ditelpon ya, kakak lagi rapat.',
      paraphrase:
        'Hola tía, soy yo, te escribo desde el móvil de un compañero porque el mío se rompió. ¿Me haces una recarga de saldo a este número? No me llames, estoy en clase.',
    },
    {
      name: 'a phone lost, credit asked with no amount, "I will be the one to call" (Indonesian, then Portuguese)',
      pinned:
        'Pa, hp saya hilang di angkot. Belikan pulsa ke nomor ini sekarang ya, nanti saya yang hubungi papa.',
      paraphrase:
        'Oi vó, tô usando um telefone emprestado. Faz uma recarga neste número pra mim? Não me liga agora, depois explico tudo.',
    },
    {
      name: 'a friend’s phone, credit on this number, cannot talk (French, then German)',
      pinned:
        "Coucou mamie, c'est moi, j'écris avec le portable d'une amie. Tu peux mettre une recharge sur ce numéro ? Ne m'appelle pas, je suis au travail.",
      paraphrase:
        'Hallo Oma, ich schreibe vom Handy eines Freundes. Kannst du mir Guthaben auf diese Nummer aufladen? Ruf nicht an, ich kann gerade nicht telefonieren.',
    },
    {
      name: 'a lost phone, a top-up card for this number, do not call back (Vietnamese, then Dutch)',
      pinned:
        'Mẹ ơi, điện thoại con bị mất, con đang mượn máy của bạn. Mẹ nạp thẻ cho số này giúp con nhé, đừng gọi lại cho con, con đang bận.',
      paraphrase:
        'Hoi mam, ik app vanaf de telefoon van een vriend, de mijne is kapot. Kun je beltegoed op dit nummer zetten? Bel me niet, ik zit in de les.',
    },
  ]);
  itKeepsGenuine([
    {
      name: 'a relative who only says they borrowed a phone (Vietnamese, then Italian)',
      pinned: 'Bà ơi, con mượn máy của bạn nhắn tin, tối con về nhé.',
      paraphrase: 'Nonna, ti scrivo dal telefono di un amico, il mio è scarico. Arrivo alle sette.',
    },
    {
      name: 'a top-up receipt naming the number topped up (Indonesian, then Portuguese)',
      pinned:
        'Pembelian pulsa Rp 50.000 untuk nomor 081234567890 berhasil. Terima kasih telah bertransaksi.',
      paraphrase: 'Recarga de R$ 20,00 para o número 11 98765-4321 realizada com sucesso.',
    },
    {
      name: 'a relative who only says they borrowed a phone (Indonesian, then Spanish)',
      pinned: 'Bu, ini aku pakai hp teman dulu, hp aku lagi diservis. Nanti sore aku pulang.',
      paraphrase:
        'Mamá, te escribo desde el móvil de una amiga, el mío se quedó sin batería. Llego a las ocho.',
    },
    {
      name: 'someone who only says they will call back (Indonesian, then German)',
      pinned: 'Nanti aku yang telepon ya, sekarang masih di jalan.',
      paraphrase: 'Ruf mich nicht an, ich bin im Kino. Ich melde mich später.',
    },
  ]);
});

/**
 * The same ask in the Sundanese and shorthand mixed into Indonesian SMS, which the language reader
 * places in no language: read with the Indonesian words all the same.
 */
describe('credit asked in the Sundanese of Indonesian SMS', () => {
  itReadsScams([
    {
      name: 'credit to this number, do not call (Sundanese, then Indonesian shorthand)',
      pinned: 'Mamih, punten meserkeun heula pulsa ka nomor ieu, tong nelpon nya, nuju rapat.',
      paraphrase: 'Pah tlg beliin aq pls ke nmr ini ya, jgn tlp dl.',
    },
  ]);
});

describe('a buyer or a landlord who sends the payment to someone else', () => {
  itReadsScams(
    [
      {
        name: 'the rent to be paid through a named man (Indonesian, then Indonesian in other words)',
        pinned:
          'Mengingatkan soal uang sewa rumah, sebelum transfer mohon ke Pak Darto dulu di 0813-2244-6688, beliau sudah saya kuasakan.',
        paraphrase:
          'Permisi, ada perubahan rekening untuk iuran kos. Silakan konfirmasi lewat Ibu Wulan 0878 5511 2299 ya.',
      },
      {
        name: 'a buyer who has seen the car and sends you to her father (Indonesian, shorthand)',
        pinned:
          'Siang pak, motor bapak udah kami survei kemarin. Utk harga silakan bicarakan dgn ayah kami 0821 7788 9900.',
        paraphrase:
          'Permisi bu, kami telah lihat tanah ibu di dekat pasar. Masalah harga biar istri saya yg urus, nomornya 0896-1234-5678.',
      },
    ],
    false,
  );
  itKeepsGenuine([
    {
      name: 'a neighbourhood dues reminder paid in the app (Indonesian, then Indonesian in other words)',
      pinned:
        'Kalau mau bayar iuran kebersihan bulan ini, bisa langsung ke bendahara RT atau transfer lewat aplikasi seperti biasa.',
      paraphrase:
        'Warga yth, iuran keamanan dibayar paling lambat tanggal 10 melalui aplikasi warga. Terima kasih.',
    },
  ]);
});
