import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED } from '../../../../../tests/helpers/fuzz';
import { hasDecimalDigit } from '../../../privacy/normal-form';
import {
  IDENTIFIERS,
  identifierFree,
  isByline,
  isVoteTally,
  nearDuplicate,
  withoutDateline,
} from './identifiers';

const blanked = (s: string) => identifierFree(s).replace(/\s+/g, ' ').trim();

describe('identifiers are not figures', () => {
  it('blanks what the masker hides, in the spellings only it reads (issue 34)', () => {
    for (const [text, gone] of [
      ['Ring the surgery on 01632 960 555 before noon.', '01632'],
      ['Bitte rufen Sie 0151/23456780 an.', '23456780'],
      ['Llama al 612 34 56 78 hoy mismo.', '612 34 56 78'],
      ['Call +447700900128 to confirm.', '447700900128'],
      ['Contact 4155550133 now.', '4155550133'],
      ['Your card 4539.1488.0343.6467 was used.', '4539.1488.0343.6467'],
      ['Call ０７７００ ９００４５６ today.', '９００４５６'],
      ['Mã xác nhận là ٤٨٢٩١٣.', '٤٨٢٩١٣'],
    ] as const) {
      expect(blanked(text), text).not.toContain(gone);
    }
    // What the masker keeps public stays a figure.
    for (const [text, kept] of [
      ['Prices rose 3.2% in 2024.', '3.2%'],
      ['The council will spend £412 million by 2030.', '£412'],
      ['Some 175,000 jobs were added in March.', '175,000'],
    ] as const) {
      expect(blanked(text), text).toContain(kept);
    }
  });

  it('blanks phone, account, order and street numbers, versions, models, times and "COVID-19"', () => {
    for (const [text, gone] of [
      ['Call us on 0800 123 4567 today.', '0800 123 4567'],
      ['Call 191 free from your mobile.', '191'],
      ['Your card ending 4821 was used.', '4821'],
      ['Quote order number 55821943 when you call.', '55821943'],
      ['Visit us at 12 High Street in Leeds.', '12 High'],
      ['Update the app to version 4.2 first.', '4.2'],
      ['The Model 5 comes with alerts.', '5'],
      ['The iPhone 15 Pro is out.', '15'],
      ['Your appointment is at 09:14 today.', '09:14'],
      ['Doors open at 6pm.', '6pm'],
      ['Posted 2 hours ago.', '2 hours ago'],
      ['Hola mamá, llego tarde hoy, tengo reunión hasta las 7.', '7'],
      ['Das Treffen morgen ist auf 10 Uhr verschoben.', '10'],
      ['A consulta é às 19h30 na clínica.', '19h30'],
      ['We komen om 7 uur bij jullie.', '7'],
      ['Hẹn gặp lúc 9 giờ sáng.', '9'],
      ['Spotkanie o godz. 10 w biurze.', '10'],
      ['COVID-19 cases are tracked.', '19'],
      ['Leaders met at the G7 summit.', 'G7'],
    ] as const) {
      expect(blanked(text), text).not.toContain(gone);
    }
  });

  it('blanks one-time codes and tracking numbers, however they are worded', () => {
    for (const [text, gone] of [
      ['Your verification code is 482913. Do not share it.', '482913'],
      // The same code worded apart: no "code", the number first or after a verb.
      ['Use 730516 to sign in; it expires in ten minutes.', '730516'],
      ['730516 is what you type on the login screen.', '730516'],
      ['G-482913 is your Google verification code.', '482913'],
      ['Your one-time PIN: 5521.', '5521'],
      ['Your parcel RM123456789GB is on its way.', 'RM123456789GB'],
      ['Shipment 1Z999AA10123456784 is out for delivery.', '1Z999AA10123456784'],
    ] as const) {
      expect(blanked(text), text).not.toContain(gone);
    }
  });

  it('keeps real figures (the legitimate text it must not touch)', () => {
    for (const text of [
      'Unemployment fell to 4.2% in March.',
      'The council spent £3.5 million on the bridge.',
      'Employers added 175,000 jobs in April.',
      'Three in 10 adults, or 30%, skip breakfast.',
      'Prices rose 12.50 points on the index.',
      'The charity raised $10k in a week.',
      'About 1,200 people were evacuated.',
      'The stadium holds 90000 fans and sold out in 2023.',
      'In 2019 the firm made 48213 cars.',
      'Die Preise sind um 10 Prozent gestiegen.',
      'Las 7 maravillas del mundo atrajeron 2 millones de visitas.',
      'Enflasyon 15 ayda yüzde 40 arttı.',
    ]) {
      expect(identifierFree(text), text).toBe(text);
    }
  });

  it('reads a vote tally as a tally, and a range of prices as figures', () => {
    expect(isVoteTally('The Supreme Court ruled 7 to 2 that the map was unlawful.')).toBe(true);
    expect(isVoteTally('The bill passed 52-48 in the Senate.')).toBe(true);
    expect(identifierFree('The bill passed 52-48 in the Senate.', true)).not.toMatch(/\d/);
    expect(isVoteTally('Fares rose from 2 to 3 dollars in a year.')).toBe(false);
  });

  it('knows a review byline from a sentence about a person', () => {
    expect(isByline('- John, 2 hours ago')).toBe(true);
    expect(isByline('Sarah K. · 3 days ago')).toBe(true);
    expect(isByline('John Smith, 45, was arrested 2 days ago in Leeds after a chase.')).toBe(false);
  });

  it('takes a news-agency dateline off a lead, and nothing else', () => {
    const lead = 'LONDON (Reuters) - British inflation fell to 3.2% in March.';
    expect(withoutDateline({ text: lead, start: 0, end: lead.length }).text).toBe(
      'British inflation fell to 3.2% in March.',
    );
    const plain = 'LONDON - A man was arrested on Monday after the robbery.';
    expect(withoutDateline({ text: plain, start: 0, end: plain.length }).text).toBe(plain);
  });

  it('calls a headline and its lead one claim, and two figures two claims', () => {
    expect(
      nearDuplicate(
        'UK inflation falls to 3.2% in March',
        'UK inflation fell to 3.2% in March as food prices eased, the ONS said.',
      ),
    ).toBe(true);
    expect(
      nearDuplicate('Sales in France rose 10% in 2023.', 'Sales in Spain rose 12% in 2023.'),
    ).toBe(false);
    expect(
      nearDuplicate('Police arrested two men in Leeds.', 'The court in Leeds freed two men.'),
    ).toBe(false);
  });

  it('finds a decimal digit of any script where \\p{Nd} does', () => {
    const nd = /\p{Nd}/u;
    // Every code point alone, then texts with curly quotes, dashes and halves of pairs.
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      const c = String.fromCodePoint(cp);
      if (hasDecimalDigit(c) !== nd.test(c))
        expect(hasDecimalDigit(c), cp.toString(16)).toBe(nd.test(c));
    }
    for (const s of [
      '“quoted” — text’s',
      'a\ud835',
      '\udfce',
      '\ud835\udfce x',
      'x ٤',
      'é 7',
      '—Ⅻ',
      '',
    ]) {
      expect(hasDecimalDigit(s), JSON.stringify(s)).toBe(nd.test(s));
      expect(hasDecimalDigit(`’${s}’`), JSON.stringify(s)).toBe(nd.test(s));
    }
  });

  it('finds what each identifier needs wherever the identifier matches', () => {
    const pieces = [
      '0',
      '1',
      '4',
      '08',
      '9',
      '12',
      '2024',
      '55821943',
      ' ',
      '-',
      '/',
      ':',
      '.',
      ',',
      '#',
    ];
    const words = [
      'las',
      'a las',
      'às',
      'lúc',
      'saat',
      'o godz.',
      'Uhr',
      'uur',
      'giờ',
      'heures',
      'h',
    ];
    const more = [
      'Nov',
      'march',
      'Main Street',
      'High St',
      'g',
      'D',
      'COVID',
      'RM',
      'pm',
      'x',
      'É',
      'Hauptstraße',
      'weg',
      'Storgata',
      'vej',
      'laan',
      'plein',
      'gate',
      '\n',
      '\t',
      'ago',
      'hours',
      'a.m.',
      'P.M',
      '482913',
      'is',
    ];
    fc.assert(
      fc.property(
        // Pieces written together or apart by spaces.
        fc
          .tuple(
            fc.array(fc.constantFrom(...pieces, ...words, ...more), { maxLength: 12 }),
            fc.boolean(),
          )
          .map(([p, spaced]) => p.join(spaced ? ' ' : '')),
        (s) => {
          for (const { pattern, needs } of IDENTIFIERS) {
            if (!needs) continue;
            pattern.lastIndex = 0;
            if (pattern.test(s))
              expect(needs.test(s), `${pattern.source} in ${JSON.stringify(s)}`).toBe(true);
            pattern.lastIndex = 0;
          }
        },
      ),
      { numRuns: 20000, seed: FUZZ_SEED },
    );
  });
});
