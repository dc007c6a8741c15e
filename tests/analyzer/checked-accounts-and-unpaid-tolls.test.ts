/**
 * Read from battery fifteen after its measure was taken: a person's account of a contact they
 * checked their own way and found genuine ("I called the surgery on the number from its website and
 * it was them", "I asked him to tell me our street's old name … it was really him") reads as
 * reporting, as a warning does, so the new number, the payment or the date of birth it tells of
 * are not asked of the reader; an account that checked and still lost money stays a scam. And a
 * Turkish toll or bill said unpaid ("ücretiniz ödenmedi", written without its marks) with a link
 * to pay. In other words than the battery's rows; on 1c5df24 both accounts were graded D or F and
 * the toll C.
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    'My mum got a text from the GP surgery asking her to confirm her date of birth for a new booking system. She was suspicious, so I called the surgery on the number from their website and it was them, they had just changed systems.',
    'My son messaged from a new number saying his phone was stolen at uni and he needed £80 for a new SIM. I asked him to tell me the name of our first cat, he got it right, so it was really him and I sent the money.',
  ],
  [
    'I got a call from my bank saying there was fraud on my account. I checked my banking app and the alert was there, so I thought it was real. They asked me to move everything to a safe account and now the money is gone.',
    'OGS: gecis ucretiniz odenmedi. 92,00 TL borcunuz icin 48 saat icinde odeme yapiniz, aksi halde ceza uygulanir: https://ogs-odeme.yol-borc.com',
  ],
  'accounts of contacts checked and found genuine, and unpaid tolls',
);
