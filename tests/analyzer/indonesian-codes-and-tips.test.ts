/**
 * More of the Indonesian SMS families, read by meaning: a dial code that carries someone else's
 * phone number (dialling it sends the reader's credit, or their calls, to that number) in any
 * language; lottery numbers sold as sure to come out, with a number to text; an account said to
 * be in error, with a person to call. Written for these tests in our own words, each with a
 * paraphrase (in another language where the reading is not Indonesian's own). An operator's own
 * code, its instructions for sending credit and a bank's notice of a short outage stay C or better.
 */
import { describe } from 'vitest';
import { itKeepsGenuine, itReadsScams } from '../helpers/anatomy-cases';

describe('a dial code that sends credit or calls to another number', () => {
  itReadsScams(
    [
      {
        name: 'a parcel held, then a code with a number in it (Indonesian, then Spanish)',
        pinned:
          'Paket kiriman Anda tertahan di gudang. Untuk membukanya tekan *858*25000*081377665544# lalu OK.',
        paraphrase:
          'Tienes un mensaje de voz pendiente. Para escucharlo marca **21*612345678# y pulsa llamar.',
      },
    ],
    false,
  );
  itKeepsGenuine([
    {
      name: 'an operator’s own codes (Indonesian, then English)',
      pinned: 'Untuk transfer pulsa ketik *858*nomor tujuan*nominal# lalu ikuti petunjuknya.',
      paraphrase: 'To check your remaining balance and data, dial *100# from your phone.',
    },
  ]);
});

describe('lottery tips and an account in error, with a number to contact', () => {
  itReadsScams(
    [
      {
        name: 'lottery numbers sure to come out, text a number (Indonesian, in two wordings)',
        pinned:
          'Mau nomor yang pasti keluar malam ini? Angka ritual dijamin 100% tembus, sms 0857 2211 3344.',
        paraphrase:
          'Prediksi 4D/3D/2D paling akurat, dijamin menang. Hubungi Mbah Joyo 0813 9988 7766.',
      },
      {
        name: 'a savings account in error, call a man first (Indonesian, in two wordings)',
        pinned:
          'Yth nasabah, rekening anda error dan harus diaktifkan ulang. Segera hub petugas kami di 0812 4455 6677.',
        paraphrase:
          'Akun tabungan anda eror sejak tadi malam, mohon hubungi 0857 3322 1100 sebelum datang ke cabang.',
      },
    ],
    false,
  );
  itKeepsGenuine([
    {
      name: 'a bank’s notice of a short outage (Indonesian, in two wordings)',
      pinned:
        'Rekening anda sedang gangguan sementara, transaksi bisa dilakukan kembali pukul 14.00. Info hubungi 1500 888.',
      paraphrase:
        'Layanan mobile banking sedang pemeliharaan sistem pukul 23.00-01.00. Mohon maaf atas ketidaknyamanannya.',
    },
  ]);
});
