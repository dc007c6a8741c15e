import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../../../../scripts/eval/csv';
import {
  WELL_READ_LANGUAGES,
  detectLanguage,
  languageName,
  languageNote,
  readLanguage,
} from './language';

const SHORT_TEXTS = resolve(__dirname, '../../../../scripts/knowledge/short-texts.csv');

describe('detectLanguage', () => {
  it.each([
    ['en', 'Your parcel could not be delivered. Pay the 1.99 fee here to rebook'],
    ['es', 'Su paquete no pudo ser entregado. Pague 1,99 € para reprogramar la entrega'],
    ['pt', 'A sua encomenda não foi entregue. Pague a taxa de 1,99 € aqui'],
    ['fr', "Votre colis n'a pas pu être livré. Réglez 1,99 € de frais ici"],
    ['de', 'Ihr Paket konnte nicht zugestellt werden. Zahlen Sie 1,99 € Gebühr'],
    ['it', 'Il suo pacco non è stato consegnato. Paghi 1,99 € di spese'],
    ['nl', 'Uw pakket kon niet worden bezorgd. Betaal 1,99 euro verzendkosten'],
    ['pl', 'Twoja paczka nie została doręczona. Dopłać 1,99 zł'],
    ['tr', 'Kargonuz teslim edilemedi. 19,90 TL ücreti ödeyin'],
    ['id', 'Paket Anda tidak dapat dikirim. Bayar biaya Rp 15.000 di sini'],
    ['vi', 'Bưu kiện của bạn không thể giao. Thanh toán phí 15.000đ tại đây'],
    ['th', 'พัสดุของคุณไม่สามารถจัดส่งได้ กรุณาชำระค่าธรรมเนียม'],
    ['ru', 'Ваша посылка не доставлена. Оплатите доставку по ссылке'],
    ['zh', '您的包裹无法投递，请点击链接支付运费'],
  ])('reads a short %s message', (lang, text) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it('reads an Indonesian task-job scam as Indonesian, not Italian', () => {
    const text =
      'Halo kak, kami dari tim TikTok sedang cari karyawan paruh waktu. Tugas cuma like video, gaji 300rb per hari, komisi langsung masuk. Minat? Chat WA admin ya';
    expect(detectLanguage(text)).toBe('id');
  });

  it('reads Vietnamese written without its tones as Vietnamese', () => {
    expect(
      detectLanguage(
        'VCB: Tai khoan cua Quy khach tam khoa do chua cap nhat dinh danh. Xac thuc ngay',
      ),
    ).toBe('vi');
    expect(
      detectLanguage('Ma xac thuc Zalo cua ban la 6301. Khong chia se ma nay voi bat ky ai.'),
    ).toBe('vi');
    // An English or Indonesian text with a few such syllables is not.
    expect(detectLanguage('Thanks, see you at the cafe de la Paz tonight')).not.toBe('vi');
  });

  it('reads toneless Vietnamese by the shape of its syllables where its common ones are few', () => {
    for (const text of [
      'Bo Cong an thong bao: ban co lien quan den vu an rua tien. Lien he can bo dieu tra 0868123456 de phoi hop.',
      'Shopee tuyen CTV lam viec tai nha, hoa hong 10-15%/don, thu nhap 300-500k/ngay. Lien he Zalo 0933222111',
    ])
      expect(detectLanguage(text), text).toBe('vi');
    // Short English words have the same shape, but not Vietnamese's openings and vowel groups.
    for (const text of [
      'Ban the bat, I do not like to see that man in the den at my home',
      'Hey, can you get me a tea on the way, I am at the den',
    ])
      expect(detectLanguage(text), text).toBe('en');
  });

  it('reads informal Indonesian shorthand as Indonesian, and leaves other languages alone', () => {
    for (const text of [
      'Trf ke rek BCA aja ya a/n Sari, klo sdh kabarin di nmr ini',
      'Slmt! No anda mndptkn hdiah motor dr PT Maju. Pin pmenang ZK81. Info hub 0812-7788-9900',
      'Mah ini aku, hp rusak. Tlg kirim pulsa 50rb ke nomor ini dl, nanti sy ganti',
    ])
      expect(detectLanguage(text), text).toBe('id');
    // English with a name or an abbreviation the markers also use, and Spanish with "anda".
    expect(detectLanguage('Dr Yang said Dan can pick up the keys at the hub after ten.')).toBe(
      'en',
    );
    expect(detectLanguage('Anda, ve a la tienda y compra pan y leche para la cena.')).not.toBe(
      'id',
    );
  });

  it('reads Malay as the same language as Indonesian', () => {
    expect(
      detectLanguage(
        'Akaun bank anda telah disekat. Sila klik pautan ini untuk mengemas kini maklumat anda',
      ),
    ).toBe('id');
  });

  it('reads most of the hand-written short texts of every language right', () => {
    const rows = readCsv(SHORT_TEXTS);
    expect(rows.length).toBeGreaterThan(100);
    const byLang = new Map<string, { n: number; ok: number }>();
    for (const r of rows) {
      const s = byLang.get(r.lang!) ?? { n: 0, ok: 0 };
      s.n++;
      if (detectLanguage(r.text!) === r.lang) s.ok++;
      byLang.set(r.lang!, s);
    }
    for (const [lang, s] of byLang) expect(s.ok / s.n, lang).toBeGreaterThanOrEqual(0.9);
  });

  it('does not name a language from links, numbers or too little text', () => {
    expect(detectLanguage('OK 123')).toBe('und');
    expect(detectLanguage('https://bit.ly/3xYz9 +44 7700 900123')).toBe('und');
    expect(detectLanguage('')).toBe('und');
  });

  it('reads a long text from more than its first thousand characters', () => {
    const english = 'Click here. '.repeat(5);
    const spanish =
      'El ayuntamiento aprobó ayer el presupuesto del próximo año, que incluye más dinero para las escuelas y los centros de salud de la ciudad. ';
    expect(detectLanguage(english + spanish.repeat(20))).toBe('es');
  });
});

describe('readLanguage', () => {
  it('says how sure it is and whether the product reads the language well', () => {
    const es = readLanguage('Su cuenta ha sido bloqueada. Verifique sus datos ahora en el enlace');
    expect(es).toMatchObject({ code: 'es', readsWell: true });
    expect(es.confidence).toBeGreaterThan(0.9);
    const ru = readLanguage('Ваш код подтверждения 482913. Никому его не сообщайте');
    expect(ru).toMatchObject({ code: 'ru', readsWell: false });
    expect(readLanguage('12345')).toEqual({ code: 'und', confidence: 0, readsWell: false });
  });

  it('reads the languages with meaning classes well, and English', () => {
    for (const lang of ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'pl', 'tr', 'id', 'vi'])
      expect(WELL_READ_LANGUAGES.has(lang), lang).toBe(true);
    expect(WELL_READ_LANGUAGES.has('ru')).toBe(false);
  });
});

describe('languageNote', () => {
  it('says nothing for English or a well-read language', () => {
    for (const lang of WELL_READ_LANGUAGES) expect(languageNote(lang)).toBeNull();
  });

  it('says in a plain sentence, naming the language, when it is read less well', () => {
    const note = languageNote('ru');
    expect(note).toBe(
      'The text looks Russian. FactLens reads Russian less well than English and the other languages it has word lists for, so warning signs may be missed.',
    );
    expect(languageNote('th')).toMatch(/^The text looks Thai\./);
    expect(languageNote('und')).toMatch(/could not be recognised/);
  });

  it('names Indonesian and Malay together', () => {
    expect(languageName('id')).toBe('Indonesian or Malay');
    expect(languageName('pl')).toBe('Polish');
  });
});

it('ships its short texts as a CSV with a language and a text on every row', () => {
  const [header] = readFileSync(SHORT_TEXTS, 'utf8').split('\n');
  expect(header).toBe('lang,text');
});
