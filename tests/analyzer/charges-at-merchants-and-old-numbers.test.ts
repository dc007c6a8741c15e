/**
 * Written for these tests in my own words, after a fresh battery (not read before it was run; its
 * rows are not copied here) showed three genuine messages D:
 * - a card charge reported with its amount and the merchant in capitals ("58,90 EUR bei REWE",
 *   "Rp125.000 di INDOMARET", "$38.10 at WALGREENS"): the bank's report of a charge on the
 *   reader's own card, in any language (own-expiry.ts MERCHANT_CHARGE); its short disowning
 *   question names only the reader ("Nicht von Ihnen?", "Bukan transaksi Anda?"), as "Not you?"
 *   does (scope.ts), and the haste after it is read away in every language's reading (read.ts).
 *   A look-alike link or a fee in the same shape stays D or F.
 * - someone on a new number whose old one "still works" in another clause of the sentence, who
 *   invites a call to check (senders.ts).
 * On 53cd180 three of the four genuine messages were D (the Mandiri alert was C), the scams D or F.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Ihre Sparkasse: Kartenzahlung 74,30 EUR bei EDEKA am 03.11. um 17:41. Nicht von Ihnen? Lassen Sie die Karte sofort über den Sperr-Notruf 116 116 sperren.',
  'BCA: Transaksi debit Rp240.000 di ALFAMART pada 03/11 09:12. Bukan transaksi Anda? Segera hubungi Halo BCA 1500888.',
  'Mandiri: Transaksi kartu debit Rp310.000 di SHOPEE pada 03/11 20:05. Bukan Anda? Segera hubungi Mandiri Call 14000.',
  "Hi Uncle Ray, it's Nadia - new work phone so this is my new number, the old one still works till Christmas. Dad said you needed it for the barbecue list. Give me a call whenever if you want to check it's really me.",
];

const SCAMS = [
  'BCA: Transaksi debit Rp4.850.000 di TOKOPEDIA pada 03/11 02:14. Bukan transaksi Anda? Segera batalkan di https://bca-pembatalan.com sebelum 1 jam.',
  'Ihre Sparkasse: Kartenzahlung 1.249,00 EUR bei MEDIAMARKT. Nicht von Ihnen? Stornieren Sie sofort unter https://sparkasse-storno-hilfe.de oder die Zahlung wird ausgeführt.',
];

pinGrades(GENUINE, SCAMS, 'charges at merchants and friends whose old number still works');
