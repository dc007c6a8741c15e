/**
 * Indonesian messages, written for these tests in the short forms SMS uses, through the real
 * pipeline: a prize "won" with a winner's PIN, a loan with no collateral, money asked into a bank
 * account, each with a paraphrase; each is graded D or F with its anatomy quoted. A family note, a
 * transfer receipt, a one-time code and a bill stay C or better.
 */
import { describe, expect, it } from 'vitest';
import {
  type PinnedCase,
  analyzeAt as analyze,
  expectGenuine,
  itReadsScams,
} from '../helpers/anatomy-cases';

const SCAMS: PinnedCase[] = [
  {
    name: 'a prize won in a draw nobody entered',
    pinned:
      'Selamat! Nomor Anda terpilih mendapatkan hadiah Rp 50 juta dari undian pelanggan. Info hubungi 0812 3456 7890',
    paraphrase:
      'Pelanggan yth, kartu anda resmi meraih cek tunai Rp25jt dengan PIN pemenang X7K2. Untuk info hubungi CS 0857-1122-3344',
  },
  {
    name: 'a loan with no collateral',
    pinned:
      'Pinjaman dana tunai tanpa jaminan 5-100 juta, proses cepat 1 hari cair. Hubungi 0813 2222 3333',
    paraphrase: 'Butuh modal usaha? KTA bunga rendah tanpa agunan, langsung cair. Telp 021-5556677',
  },
];

/**
 * The same lottery, in the shorthand senders improvise: vowels dropped and prefixes cut by a
 * hyphen or an underscore, words no table lists one by one ("Mndptkn", "men_dptkan", "Slmat").
 */
const SHORTHAND: PinnedCase[] = [
  {
    name: 'a lottery win in vowel-less shorthand',
    pinned:
      'Slmat! No simcard anda mndptkn hdiah 1 unit motor dr PT Sinar Jaya. Pin pmenang: KX77Q2. U/info hub 0813-4455-6677',
    paraphrase:
      'INFO RESMI: kartu anda men_dptkan uang tunai Rp 35jt dari program poin. Kode PIN anda B4T9. Info lengkap klik www.poin-hadiah-resmi.blogspot.com',
  },
];

/**
 * Someone else's number to call instead of the sender: a "buyer" of a house or car the reader is
 * not selling, who wants the price negotiated with "my husband" or "my superior" on another number.
 */
const SOMEONE_ELSE: PinnedCase[] = [
  {
    name: 'a buyer who sends you to her husband to negotiate',
    pinned:
      'Selamat sore, saya yang kemarin lihat rumah Bapak di Jl. Melati. Saya cocok, untuk nego harga silakan hubungi suami saya Pak Hendra di 0812-5566-7788.',
    paraphrase:
      'Maaf bu, soal mobil ibu yg dijual, sy sdh survei dan berminat. Mslh harga hub atasan sy 0857 1234 9876 ya.',
  },
];

describe('Indonesian scams are read by their anatomy', () => {
  itReadsScams(SOMEONE_ELSE, false);
  itReadsScams(SCAMS, false);
  itReadsScams(SHORTHAND, false);

  it('money asked into a bank account written out, in two wordings', async () => {
    for (const text of [
      'Tolong uangnya ditransfer ke rekening BRI 1234-5678-9012 a/n Budi Santoso, sekarang ya, penting.',
      'Kirimkan uang ke rek BCA 987 654 3210 segera, nanti aku ganti minggu depan.',
    ]) {
      const r = await analyze(text);
      expect(['D', 'F'], text).toContain(r.summary.overallGrade);
      const parts = r.redFlags.find((f) => f.type === 'scam_anatomy')?.anatomy ?? [];
      expect(parts.find((p) => p.part === 'channel')?.label, text).toMatch(/bank account/);
    }
  });
  it('a friend’s account ("teman aku") named for the money is not the sender’s own: still asked', async () => {
    const text =
      'Mama, tolong transfer 2 juta ke rekening BRI teman aku ini ya, a/n BUDI SANTOSO, aku lagi di kantor polisi.';
    const r = await analyze(text);
    expect(['D', 'F'], text).toContain(r.summary.overallGrade);
    expect(r.redFlags.map((f) => f.type)).toContain('payment_request');
  });
});

describe('genuine Indonesian messages are not called scams', () => {
  for (const text of [
    'Ma, aku pulang agak malam ya, jangan tunggu makan.',
    'Transaksi transfer Rp 250.000 ke rekening 1234567890 berhasil. Terima kasih.',
    'Kode OTP Anda 482913. Jangan berikan kode ini kepada siapa pun, termasuk petugas bank.',
    'Tagihan listrik bulan ini Rp 350.000, jatuh tempo 20 Mei. Bayar lewat aplikasi seperti biasa.',
    // A carrier's own bonus, announced with the same "selamat ... mendapatkan" as a lottery.
    'Selamat! Anda mendapatkan bonus kuota 2GB berlaku 7 hari. Cek sisa kuota di *888#.',
    'Penarikan uang tunai Rp 500.000 di ATM berhasil pada 12/05 pukul 10:12. Saldo cukup.',
    // Someone else's number with no sale or payment of the reader's in it; a payment received.
    'Bu, paket dari toko sudah sampai? Kalau kurir datang pas saya kerja, hubungi suami saya di 0812 3344 5566 ya.',
    'Pembayaran angsuran bulan Mei sudah kami terima. Terima kasih telah membayar tepat waktu.',
    // A due date is no threat: every genuine reminder names one (the first was graded D before).
    'Yth. Bapak/Ibu, pembayaran angsuran ke-5 sebesar Rp 1.250.000 jatuh tempo besok. Silakan bayar melalui aplikasi atau kantor cabang terdekat.',
    'Pelanggan yth, tagihan cicilan motor bulan ini Rp 850.000 jatuh tempo 25 Juni. Mohon bayar lewat aplikasi resmi kami.',
    // A shop's payment reported done, named by its noun ("Pembayaran … berhasil"): graded F before.
    'Tokopedia: Pembayaran Rp 125.000 untuk pesanan INV/20261128/001 berhasil. Pesanan akan segera dikirim.',
    'Shopee: Pembayaran sebesar Rp 89.000 untuk pesanan Anda telah diterima. Penjual akan segera mengirim paket.',
    // A friend’s own account to chip in to ("rekening BCA aku", "rekeningku"): the first was D; a
    // scam's is "this one" or a named holder's (pinned with the scams).
    'Bro, transfer 50 ribu buat patungan kado Rina ya, ke rekening BCA aku.',
    'Nanti kirim aja ke rekeningku ya, 75 ribu buat tiket konser.',
  ]) {
    it(`C or better, no anatomy warning: ${text.slice(0, 40)}…`, async () => {
      expectGenuine(await analyze(text), text);
    });
  }
});
