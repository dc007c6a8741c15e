/**
 * Families read from two fresh batteries of this stop (e-mail in six languages, SMS in English,
 * Vietnamese and nine others), each written here in other words than the battery's rows and often
 * in another language: an account in someone else's name excused ("don't worry if the name is
 * different"); trading tips shared in a group with a stake to put in; a stranger telling that the
 * reader's child or partner is hurt and asking money; a bank's alert giving a mobile as its line in
 * Vietnam; a Vietnamese tax refund behind a link with a file "to be cancelled"; the Polish "prosimy
 * o uregulowanie" and Turkish "gönderirseniz" as payments asked; a call to cancel a transfer by
 * approving it ("pour l'annuler … validez-la"); replies asked in Indonesian. And genuine: money
 * "paid in" to the reader's own account, a refund "to the registered IBAN", cash on delivery, a
 * friend's IBAN under their own name that signs the mail, a bank's opt-out keyword. On 263253c
 * ten of the sixteen were graded wrongly (three genuine D or F, seven scams C); the other six were
 * already right by older readings and pin that they stay so.
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    // Money paid into the reader's own account: a bank's overdraft alert, with its opt-out keyword.
    'HSBC UK: Your current account ending 0912 will go into your overdraft later today. Pay in cleared funds before 3pm to avoid fees. To stop these texts, text STOPALL to 61234.',
    // A refund to the account the tax office already holds, in Spanish.
    'Agencia Tributaria: su devolución del IRPF 2024 por importe de 412,30 € se transferirá a su cuenta bancaria. Puede consultar el estado en la sede electrónica.',
    // Cash on delivery, paid at the door, in Indonesian.
    'SiCepat: paket Anda dengan resi 004512889 akan diantar hari ini. Siapkan uang tunai Rp89.000, pembayaran COD saat paket diterima kurir.',
    // Friends sharing a cost: the IBAN under the name that signs the mail, in Dutch.
    'Hoi allemaal,\n\nDe vakantiewoning kost 1.200 euro, dus 300 euro per gezin. Willen jullie dat vóór 1 mei overmaken naar:\nSanne de Vries\nIBAN NL91 ABNA 0417 1643 00\n\nGroetjes,\nSanne',
  ],
  [
    // An account in someone else's name, excused (a seller, in Portuguese and English).
    'Olá, a bicicleta ainda está disponível. Para a reservar faça uma transferência de 80 € para o IBAN PT50 0035 0000 1234 5678 9012 3. Não se preocupe se aparecer outro nome, é a conta da minha esposa.',
    'The flat is yours if you send the £400 holding fee today, account 20-11-45 / 40912233. Your banking app may say the payee name does not match, no problem, it is my brother in law’s account.',
    // Trading tips in a group with a stake (English, Italian).
    'You have been added to our members club. Each morning our strategist posts crypto tips that beat the market. To copy the trades, open a wallet with our partner platform, minimum deposit $300.',
    'Benvenuto nel gruppo! Il nostro esperto condivide ogni giorno segnali di trading gratuiti. Per iniziare serve un capitale iniziale di 250 € sulla nostra piattaforma.',
    // A stranger tells the reader a relative is hurt and asks money (English, Spanish).
    'Good afternoon, I am calling from the ward. Your husband was brought in after a crash and needs an operation now. Please send $2,500 immediately to the account I will message you.',
    'Señora, soy el profesor de su hija. Ha tenido un accidente en el patio y está en urgencias, hay que pagar la operación ya: envíe 900 € a la cuenta que le paso.',
    // A bank's alert whose line is a Vietnamese mobile.
    'Vietcombank: Giao dich bat thuong 25.000.000d tren tai khoan cua Quy khach. Neu khong phai Quy khach, goi ngay 0912.345.678 de huy.',
    // A tax refund behind a link, the file said to be cancelled after a date.
    'Tổng cục Thuế: Bạn có khoản hoàn thuế 1.800.000đ. Đăng nhập trước ngày 15/7 để nhận, sau thời hạn hồ sơ sẽ bị hủy: thue-hoantien.top',
    // Polish "prosimy o uregulowanie" with a link; Turkish "gönderirseniz".
    'Tauron: Z powodu zaleglosci nastapi odlaczenie pradu. Prosimy o uregulowanie kwoty 23,50 zl: tauron-platnosc.com',
    'İlan hâlâ duruyor. 500 TL kapora gönderirseniz ürünü size ayırırım, alıcı adı farklı görünürse sorun değil, kardeşimin hesabı.',
    // A transfer to cancel by approving it, in French.
    "Service sécurité de votre banque : un paiement de 2 300 € est en cours. Pour l'annuler, je vous envoie une demande, il suffit de la valider dans l'appli.",
    // A task job that asks for a reply, in Indonesian.
    'Hai kak, ada lowongan kerja paruh waktu dari rumah: cukup like video TikTok, gaji Rp300.000 per hari. Mau coba? Balas YA untuk mulai.',
  ],
  'families read from batteries twelve and thirteen',
);
