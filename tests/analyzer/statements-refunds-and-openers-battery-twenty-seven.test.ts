/**
 * Batteries 27 (genuine messages that look like scams, in eleven languages) and 28 (hard scams),
 * run unseen on 18ae063 and then read, mended as families; written for this test in other words.
 * On 18ae063 each genuine message below was D or F and each scam C:
 * - a card issuer named as its cards and site are written ("Discover it® Card", "Discover.com")
 *   is known with its own site, so signing in there to see a statement is no lure;
 * - "if you'd like to change how we contact you, just reply or call" is the reader's choice;
 * - a school's fee paid into the school's own account ("rekening sekolah") asks nothing of a
 *   stranger; a child's fee asked of a parent ("học phí") is a bill, not a fee to release money;
 * - a refund made to the original form of payment is no refund to claim;
 * - a stranger who talks of their trading wins and asks "are you into investing at all?" asks;
 * - a statement that is really a program (".msi") is a document lure;
 * - a buyer's payment "accepted" to bring money in (Bizum), or paid in by steps at a cash machine
 *   ("vai ao multibanco") pays out; Mondial Relay's name spelled "relais" in a link is a look-alike;
 * - "su boleto ha resultado premiado" is a win announced, as "ha ganado" is;
 * - "mettez à jour votre moyen de paiement" ("actualiza tu método de pago") asks for payment
 *   details, as "update your payment information" does in English.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  `Subject: Your latest Discover statement

Hello Marcus,

The statement for your Discover it® Card ending in 4417 is ready to view.

New balance: $1,206.44
Minimum payment due: $40.00
Due date: January 14, 2026

Log in to your account at Discover.com or open the Discover mobile app to see it.

If you've already paid, thank you.

Discover will never ask for your full card number, password or PIN by email.`,
  `Subject: Thank you, Peter

Dear Peter,

Your gift of £40 to our spring appeal arrived safely, thank you. It will help families who have lost their homes to get a bed for the night.

As you are a UK taxpayer and ticked Gift Aid, we can claim another £10 from HMRC at no extra cost to you.

If you'd like to change how we contact you, just reply to this email or call our Supporter Care team on 0300 023 0333.

With gratitude,
Supporter Care, Shelter`,
  'Selamat pagi Bapak/Ibu orang tua siswa kelas 3A. Mohon iuran kegiatan renang bulan depan sebesar Rp 90.000 dibayarkan paling lambat Senin, bisa langsung ke wali kelas atau transfer ke rekening sekolah. Terima kasih, Bu Rina.',
  'Bố ơi, con đăng ký lớp học bơi hè ở nhà văn hóa rồi, học phí 950.000đ đóng trước chủ nhật. Bố chuyển khoản giúp con vào tài khoản Techcombank của con nhé. Con cảm ơn bố ạ.',
  `Subject: We've refunded your booking - Reference QX8R2L

Hi Daniel,

We've refunded your cancelled flight from Leeds Bradford to Alicante on 3 August.

Refund amount: £184.30
Refund method: Original form of payment (Visa ending 2291)

It can take up to 10 working days to reach your account. You can see your booking at jet2.com under My Jet2.

Jet2 Customer Services`,
];

const SCAMS = [
  "Hi Tom, still on for tennis Sunday? Oh wait, this isn't Tom's number is it? Sorry! Lovely to meet you anyway. I'm Grace, I do currency arbitrage for a living, my mentor got me a 22% return last month. Are you into investing at all?",
  `Subject: Your 2025 benefit letter is ready

Department for Work and Pensions

Your annual benefit letter is now available. Please download it and keep it for your records.

Download letter (DWP_Benefit_Letter_2025.exe)

It can only be opened on a computer.`,
  'Buenas, ¿sigue disponible la bici de Vinted? Me la quedo por 150€. Ya te he enviado el Bizum, te saldrá un aviso en la app del banco: dale a aceptar para que se abone el dinero en tu cuenta y me dices.',
  'Olá, o sofá da OLX ainda está disponível? Fico com ele por 200€ e pago por MB WAY. Como o seu número não aparece, vai ao multibanco, entra em MB WAY e adiciona o número 936 114 207 para eu conseguir pagar o dinheiro.',
  "Bonjour, livreur Mondial Relay. Votre colis n'a pas pu être déposé au point relais. Choisissez une nouvelle date ici : https://mondialrelais-livraison.net/colis",
  `Asunto: Aviso de premio

Estimada ganadora:

Le comunicamos que su boleto ha resultado premiado en el sorteo del Niño con 60.000 EUR. Para tramitar el cobro, escriba a nuestra gestora autorizada, Dña. Marta Gil (marta.gil.sorteos@gmail.com), indicando su nombre completo y su número de cuenta.`,
  `Objet : Votre abonnement Deezer

Bonjour,

Votre dernier paiement n'a pas abouti. Pour continuer à écouter votre musique, mettez à jour votre moyen de paiement :
https://abonnement-paiement-client.com/fr

L'équipe Deezer`,
];

pinGrades(GENUINE, SCAMS, 'statements, refunds and openers (batteries 27 and 28)');
