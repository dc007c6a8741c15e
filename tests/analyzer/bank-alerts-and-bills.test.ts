/**
 * Written for these tests (none is a row of any corpus or battery): paraphrases of misreadings that
 * a fresh battery of 160 short messages (120 genuine bank, payment and everyday texts from fifteen
 * countries, 40 reported scams), written for this stop by a helper and first read unseen on
 * b35e7a9, showed (kept outside the repository).
 * Genuine: banks' reports of a transaction on the reader's own card, named by its last digits, in
 * Kenyan English, Spanish, Turkish and Brazilian Portuguese, each with the bank's number to call
 * if it was not the reader; a loan instalment due "keep sufficient balance"; a card blocked after
 * the reader's own wrong PIN (Indonesian); a parent who asks a child to pay a bill from the
 * child's own account and will pay it back (English, Italian); a subscription renewed, linking the
 * brand's own site (movistarplus.es); a sign-in alert that names the reader's own address as the
 * account ("sua Conta Google (…@gmail.com)"), which is no address to write to.
 * Scams: a one-time code and an identity number asked to be given on a phone number (toneless
 * Vietnamese); an app file sent "in this file" as an invitation, and pay by the day for liking
 * products (Indonesian).
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const KCB_EN =
  'KCB: KES 2,300.00 has been withdrawn from your A/C ****8841 at ATM MOI AVENUE on 02-07-2025. Bal KES 9,112.40. Not you? Call 0711 087 000.';
const SANTANDER_ES =
  'Santander: compra aprobada de 54,90 EUR en MERCADONA con tu tarjeta terminada en 4471. Si no la reconoces, llama al 915 123 000.';
const YAPI_KREDI_TR =
  "Yapı Kredi: 3391 ile biten kartınızla 12.07.2025 10:21'de A101'de 215,40 TL harcama yapılmıştır. Size ait değilse 0850 222 0444'ü arayın.";
const ITAU_PT =
  'Itaú: compra aprovada de R$ 89,90 no cartão final 5521 em PADARIA REAL. Não reconhece? Ligue 4004 4828.';
const EMI_EN =
  'Dear Customer, your Home Loan EMI of Rs.12,300 for A/c XXXX2291 is due on 10-08-2025. Kindly keep sufficient balance in your account to avoid penal charges.';
const BLOCKED_ID =
  'BRI: Kartu ATM Anda ***5531 diblokir karena salah PIN 3 kali. Silakan datang ke kantor cabang terdekat dengan membawa KTP.';
const BILL_EN =
  "Dad here. Could you pay the water bill from your own account today? It's £64, the details are on the fridge. I'll pay you back on Saturday.";
const BILL_IT =
  'Tesoro, mi paghi tu la bolletta della luce dall’app della tua banca? Sono 92 euro e scade oggi. Te li ridò domenica. Papà';

const MOVISTAR_ES = `Subject: Tu suscripción a Movistar Plus+ se ha renovado
Hola, Marta:
Tu suscripción a Movistar Plus+ se ha renovado. Importe: 9,99 EUR. Pago: tarjeta terminada en 3310.
Puedes gestionarla en https://www.movistarplus.es/mi-cuenta
Telefónica de España, S.A.U.`;

const GOOGLE_PT = `Subject: Alerta de segurança
Google
Novo início de sessão num Mac
Iniciou sessão na sua Conta Google (rita.m.sousa@gmail.com) a partir de um novo Mac. Enviamos este email para confirmar que foi mesmo você.
Se foi você, não precisa de fazer nada. Se não foi, vamos ajudar a proteger a sua conta.
[Verificar atividade] https://myaccount.google.com/notifications`;

const OTP_VI =
  'Vietnamobile: Thue bao cua ban chua cap nhat thong tin va se bi khoa trong 24 gio. Vui long cung cap ma OTP va so CCCD qua so 0587 331 902 de duoc ho tro.';
const APK_ID =
  'Halo kak, ini undangan syukuran aqiqah anak kami, detail acara ada di file ini ya: Undangan Aqiqah.apk';
const JOB_ID =
  'Selamat siang, kami butuh pekerja lepas untuk like & follow toko online, gaji Rp150.000 per hari langsung cair. Minat? Balas YA.';

pinGrades(
  [
    KCB_EN,
    SANTANDER_ES,
    YAPI_KREDI_TR,
    ITAU_PT,
    EMI_EN,
    BLOCKED_ID,
    BILL_EN,
    BILL_IT,
    MOVISTAR_ES,
    GOOGLE_PT,
  ],
  [OTP_VI, APK_ID, JOB_ID],
  'of bank alerts and bills',
);

describe('a bank reports what was done on the reader’s own card', () => {
  it('reads no fee in a spending reported made, and no ask in a balance to keep', () => {
    expect(anatomyOf(YAPI_KREDI_TR).pressures.map((p) => p.kind)).not.toContain('fee');
    expect(anatomyOf(EMI_EN).asks).toEqual([]);
  });

  it('reads the reader’s own address named as the account as no address to write to', () => {
    expect(anatomyOf(GOOGLE_PT).channels.map((c) => c.kind)).not.toContain('email');
  });

  it('reads no claim about the reader’s account in the account they pay from', () => {
    expect(anatomyOf(BILL_EN).pretexts).toEqual([]);
    expect(anatomyOf(BILL_IT).pretexts.map((p) => p.label)).not.toContain(
      'to be someone close to you',
    );
  });
});
