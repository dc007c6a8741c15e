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

describe('Indonesian scams are read by their anatomy', () => {
  itReadsScams(SCAMS, false);

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
});

describe('genuine Indonesian messages are not called scams', () => {
  for (const text of [
    'Ma, aku pulang agak malam ya, jangan tunggu makan.',
    'Transaksi transfer Rp 250.000 ke rekening 1234567890 berhasil. Terima kasih.',
    'Kode OTP Anda 482913. Jangan berikan kode ini kepada siapa pun, termasuk petugas bank.',
    'Tagihan listrik bulan ini Rp 350.000, jatuh tempo 20 Mei. Bayar lewat aplikasi seperti biasa.',
  ]) {
    it(`C or better, no anatomy warning: ${text.slice(0, 40)}…`, async () => {
      expectGenuine(await analyze(text), text);
    });
  }
});
