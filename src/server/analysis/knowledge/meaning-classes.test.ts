import { describe, expect, it } from 'vitest';
import data from '../../../../resources/model/meaning-classes.json';
import { MEANING_CLASSES, MEANING_CLASS_LANGUAGES, meaningClassesOf } from './meaning-classes';
import { fold } from './meaning-morphology';

/** Class -> the words quoted for it, in order. */
function quoted(text: string, lang: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [cls, spans] of Object.entries(meaningClassesOf(text, lang))) {
    out[cls] = spans!.map((s) => s.text);
    for (const s of spans!) expect(text.slice(s.start, s.end)).toBe(s.text);
  }
  return out;
}

describe('meaningClassesOf', () => {
  it.each([
    [
      'es',
      'Su paquete no pudo ser entregado. Pague la tasa. Su cuenta ha sido bloqueada',
      {
        parcel: ['paquete'],
        deliver: ['entregado'],
        pay: ['Pague'],
        fee: ['tasa'],
        account: ['cuenta'],
        blocked: ['bloqueada'],
      },
    ],
    [
      'pt',
      'A sua encomenda aguarda. Pague as portagens em atraso e evite a coima. Clique na ligação',
      {
        parcel: ['encomenda'],
        pay: ['Pague'],
        toll: ['portagens'],
        penalty: ['coima'],
        click: ['Clique'],
        link: ['ligação'],
      },
    ],
    [
      'fr',
      "Vous avez un péage impayé. Réglez l'amende sur votre compte Ameli, carte Vitale à renouveler",
      {
        toll: ['péage'],
        pay: ['Réglez'],
        penalty: ['amende'],
        account: ['compte'],
        card: ['carte'],
      },
    ],
    [
      'de',
      'Offene Mautgebühren! Ihr Konto wurde gesperrt. Bestätigen Sie Ihre Zugangsdaten. Paketzustellung',
      {
        toll: ['Mautgebühren'],
        fee: ['Mautgebühren'],
        account: ['Konto'],
        blocked: ['gesperrt'],
        verify: ['Bestätigen'],
        password: ['Zugangsdaten'],
        parcel: ['Paketzustellung'],
        deliver: ['Paketzustellung'],
      },
    ],
    [
      'it',
      'Il tuo conto è stato sospeso. Paghi il pedaggio e ritiri il premio',
      {
        account: ['conto'],
        blocked: ['sospeso'],
        pay: ['Paghi'],
        toll: ['pedaggio'],
        prize: ['premio'],
      },
    ],
    [
      'nl',
      'Je verificatiecode is 4829. Uw bankrekening is geblokkeerd, betaal de boete',
      {
        code: ['verificatiecode'],
        verify: ['verificatiecode'],
        account: ['bankrekening'],
        blocked: ['geblokkeerd'],
        pay: ['betaal'],
        penalty: ['boete'],
      },
    ],
    [
      'pl',
      'Twoje konto zostało zablokowane. Dopłać do przesyłki i kliknij w link',
      {
        account: ['konto'],
        blocked: ['zablokowane'],
        pay: ['Dopłać'],
        parcel: ['przesyłki'],
        click: ['kliknij'],
        link: ['link'],
      },
    ],
    [
      'tr',
      'Hesabınız bloke edildi. Kargonuz için ücreti ödeyin, doğrulama kodunuz 4829',
      {
        account: ['Hesabınız'],
        blocked: ['bloke'],
        parcel: ['Kargonuz'],
        fee: ['ücreti'],
        pay: ['ödeyin'],
        verify: ['doğrulama'],
        code: ['kodunuz'],
      },
    ],
    [
      'id',
      'Akun Anda telah diblokir. Selesaikan pembayarannya dan klik tautan untuk hadiah',
      {
        account: ['Akun'],
        blocked: ['diblokir'],
        pay: ['pembayarannya'],
        click: ['klik'],
        link: ['tautan'],
        prize: ['hadiah'],
      },
    ],
    [
      'vi',
      'Tài khoản của bạn đã bị khóa. Thanh toán phí đường bộ tại đường dẫn',
      {
        account: ['Tài khoản'],
        blocked: ['khóa'],
        pay: ['Thanh toán'],
        fee: ['phí'],
        toll: ['phí đường bộ'],
        link: ['đường dẫn'],
      },
    ],
    [
      'en',
      'Your parcel is held. Pay the redelivery fee or your account will be suspended',
      {
        parcel: ['parcel'],
        pay: ['Pay'],
        deliver: ['redelivery'],
        fee: ['fee'],
        account: ['account'],
        blocked: ['suspended'],
      },
    ],
  ])('finds the classes of a %s message, with their exact words', (lang, text, expected) => {
    const got = quoted(text, lang);
    for (const [cls, words] of Object.entries(expected))
      expect(got[cls], `${lang} ${cls}`).toEqual(words);
  });

  it('reads case and diacritics alike', () => {
    expect(Object.keys(meaningClassesOf('PAGUE SU MULTA', 'es'))).toEqual(['pay', 'penalty']);
    expect(Object.keys(meaningClassesOf('odeme yapin, hesabiniz bloke', 'tr'))).toEqual([
      'pay',
      'account',
      'blocked',
    ]);
  });

  it('reads Vietnamese written without its tones from phrases only', () => {
    const got = quoted('Tai khoan cua ban khong the giao dich. Thanh toan ngay', 'vi');
    expect(got).toMatchObject({ account: ['Tai khoan'], pay: ['Thanh toan'] });
    // "the" is thể (can) here, not thẻ (card): a lone toneless syllable is not read.
    expect(got.card).toBeUndefined();
  });

  it('reads Malay with the Indonesian classes', () => {
    expect(meaningClassesOf('Sila bayar denda anda', 'ms')).toHaveProperty('penalty');
  });

  it('does not take a word for another that begins the same way', () => {
    expect(meaningClassesOf('Visite nuestra página de inicio', 'es')).not.toHaveProperty('pay');
    expect(
      meaningClassesOf('Bitte an dieser Stelle unterschreiben, zugestellt am Montag', 'de'),
    ).not.toHaveProperty('job');
    expect(meaningClassesOf('Bugün kartını unutma', 'tr')).not.toHaveProperty('investment');
  });

  it('reads a hostile run of letters as no word, at once', () => {
    expect(meaningClassesOf('Zahlung'.repeat(20_000), 'de')).toEqual({});
    expect(meaningClassesOf(`${'ödeme'.repeat(5_000)} ödeyin`, 'tr')).toEqual({
      pay: [{ start: 25_001, end: 25_007, text: 'ödeyin' }],
    });
  });

  it('gives nothing for a language without classes', () => {
    expect(meaningClassesOf('Оплатите штраф', 'ru')).toEqual({});
    expect(meaningClassesOf('anything', 'und')).toEqual({});
  });
});

describe('the shipped classes', () => {
  it('cover every class in every language, generated and versioned', () => {
    expect(data.about).toMatch(/^GENERATED by scripts\/knowledge\/generate-meaning-classes\.ts/);
    expect(data.version).toBeGreaterThanOrEqual(1);
    expect(MEANING_CLASS_LANGUAGES).toEqual([
      'en',
      'es',
      'pt',
      'fr',
      'de',
      'it',
      'nl',
      'pl',
      'tr',
      'id',
      'vi',
    ]);
    for (const lang of MEANING_CLASS_LANGUAGES) {
      const classes = (data.languages as Record<string, Record<string, string[]>>)[lang]!;
      for (const cls of [
        'pay',
        'fee',
        'code',
        'card',
        'link',
        'parcel',
        'toll',
        'tax',
        'account',
        'blocked',
        'urgent',
        'prize',
        'job',
        'investment',
        'family',
      ])
        expect(classes[cls]?.length, `${lang} ${cls}`).toBeGreaterThan(0);
    }
    expect(MEANING_CLASSES).toContain('refund');
  });

  it('name their dictionaries and licences', () => {
    const names = data.sources.map((s) => s.dictionary);
    for (const d of [
      'freedict-eng-spa',
      'freedict-eng-deu',
      'freedict-eng-ind',
      'freedict-pol-eng',
    ])
      expect(names).toContain(d);
    for (const s of data.sources) expect(s.licence).toMatch(/GPL|CC BY-SA|FactLens/);
  });

  it('fold letters that do not decompose', () => {
    expect(fold('Işık Łódź Straße Đà')).toBe('isik lodz strasse da');
  });
});
