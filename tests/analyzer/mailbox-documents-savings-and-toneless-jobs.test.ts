/**
 * Written for these tests in my own words, after reading what a fresh battery missed (its rows are
 * not copied here):
 * - a document or mailbox notice that asks the reader to sign in with their e-mail password, in
 *   Spanish, Portuguese and German as written there ("iniciar sesión con la contraseña de su
 *   correo", "inicie sessão com o e-mail e a palavra-passe", "melden Sie sich bitte mit Ihrer
 *   E-Mail-Adresse und Ihrem Passwort an"): acts-languages.ts. A utility's "inicia sesión con tu
 *   email y contraseña en endesa.com" to see a bill is not.
 * - Office 365's name in front of someone else's domain (brands-tech.ts).
 * - savings moved "into a protected Federal Reserve account", or drawn in cash or gold for a
 *   courier to collect "for safekeeping" (bank-staff-acts.ts); a payroll "move it to the holding
 *   account" and a mint keeping coins as asked are not.
 * - toneless Vietnamese mixed with English loans ("Tuyen CTV lam viec online: like, follow kenh
 *   TikTok … Ket ban Zalo"): two Vietnamese two-syllable words no other language writes mark the
 *   language (language.ts); an amount sent ("chuyển trước 25 triệu") is a payment asked
 *   (vietnamese-words.ts).
 * - "can you send me the photos you took" from someone with a new phone sends no money
 *   (acts-money.ts family_emergency). The judge still reads "Got a new phone and WhatsApp moved
 *   over fine …" as the new-number plea (D 65): only the rule's reading is pinned.
 * On b58767e the scams were C and the rule fired on the photos.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const GENUINE = [
  'Subject: Tu factura de octubre ya está disponible\n\nHola Luis,\n\nYa puedes consultar tu factura en Mi Iberdrola. Para verla, inicia sesión con tu email y contraseña en iberdrola.es o en la app.\n\nIberdrola',
  'Subject: Ihre Rechnung ist online\n\nGuten Tag, Ihre aktuelle Rechnung steht im Kundenportal bereit. Melden Sie sich dazu wie gewohnt mit Ihrer E-Mail-Adresse und Ihrem Passwort unter vodafone.de an.\n\nIhr Vodafone-Team',
  "Move it to the holding account before Friday's payroll run, thanks - Finance",
  'Your gold coins have been placed in safekeeping at our vault, as you asked. The Royal Mint',
];

const SCAMS = [
  'Subject: Factura pendiente de firma n.º 2025-1183\n\nDocuSign\n\nContabilidad le ha enviado un documento para revisar y firmar: Factura_2025-1183.pdf - 2.940,00 EUR\n\nREVISAR DOCUMENTO\n\nPara abrir el documento protegido deberá iniciar sesión con la contraseña de su correo electrónico. El enlace caduca en 24 horas.',
  'Subject: Documento para assinar: Fatura 2025/771\n\nDocuSign\n\nA contabilidade enviou-lhe um documento para rever e assinar.\n\nFatura 2025/771 - 1.320,00 EUR\n\nREVER DOCUMENTO\n\nPor segurança, inicie sessão com o e-mail e a palavra-passe da sua conta profissional.',
  'Subject: Rechnung 2025-0912 wartet auf Ihre Unterschrift\n\nDocuSign\n\nDie Buchhaltung hat Ihnen ein Dokument zur Unterschrift gesendet: Rechnung über 4.210,00 EUR\n\nDOKUMENT ÖFFNEN\n\nMelden Sie sich zum Öffnen bitte mit Ihrer geschäftlichen E-Mail-Adresse und Ihrem Passwort an.',
  'Subject: Su buzón está lleno\n\nEstimado usuario:\n\nSu cuenta de correo ha superado su límite. Los mensajes nuevos se borrarán en 48 horas.\n\nAmpliar espacio gratis:\nhttps://office365-espacio.correo-login.es/ampliar\n\nEquipo de Microsoft',
  "This is the fraud team at your bank. Criminals are inside your online banking right now. To keep your savings safe we'll move them into a protected government account; I'll send you the details.",
  'This is Officer Reyes from the FBI. Your identity was used to launder money. To protect your savings, take out the money in cash and buy gold coins; an agent will come for them for safekeeping. Tell no one at your bank.',
  'Tuyen CTV lam viec online tai nha: like video, follow kenh TikTok nhan 15k/nhiem vu, thu nhap 700k/ngay. Ket ban Zalo de nhan viec ngay.',
  'Chị ơi em là cô Lan chủ nhiệm lớp 6A1. Bé Nam bị ngã ở sân trường, đang cấp cứu, bác sĩ bảo phải mổ gấp. Chị chuyển trước 30 triệu vào tài khoản bệnh viện em gửi nhé, gấp lắm ạ.',
];

pinGrades(GENUINE, SCAMS, 'mailbox and document log-ins, savings collected and toneless jobs');

describe('photos asked of a friend by someone with a new phone', () => {
  it('is no "new number" plea for money', async () => {
    const r = await analyzeText(
      "Got a new phone and WhatsApp moved over fine, but I lost the photos from Sam's wedding. Can you send me the ones you took? No rush",
    );
    expect(r.redFlags.map((f) => f.type)).not.toContain('family_emergency');
  });
});
