import { describe, expect, it } from 'vitest';
import { ibanValid, luhnValid, maskPersonalData, MASKS } from './mask';

const mask = (text: string) => maskPersonalData(text).text;

describe('maskPersonalData: personal data is hidden', () => {
  it.each([
    ['Card 4111 1111 1111 1111 exp 12/27', `Card ${MASKS.card} exp 12/27`],
    ['card:4111-1111-1111-1111.', `card:${MASKS.card}.`],
    ['Amex 378282246310005 please', `Amex ${MASKS.card} please`],
    ['Pay to DE89 3704 0044 0532 0130 00 today', `Pay to ${MASKS.iban} today`],
    ['IBAN GB82WEST12345698765432', `IBAN ${MASKS.iban}`],
    ['Write to anna.k+bank@mail.example.co.uk now', `Write to ${MASKS.email} now`],
    ['Call +44 7700 900123 today', `Call ${MASKS.phone} today`],
    ['Ring 07700 900123.', `Ring ${MASKS.phone}.`],
    ['Tel. (030) 1234 5678', `Tel. ${MASKS.phone}`],
    ['Text 555-123-4567 back', `Text ${MASKS.phone} back`],
    ['+1 (555) 123-4567', MASKS.phone],
    ['SSN 123-45-6789', `SSN ${MASKS.nationalId}`],
    ['NI number AB 12 34 56 C', `NI number ${MASKS.nationalId}`],
    ['My passport number is C01X00T47, valid', `My passport number is ${MASKS.passport}, valid`],
    ['Passport: 533380006', `Passport: ${MASKS.passport}`],
    ['national ID 8001015009087', `national ID ${MASKS.nationalId}`],
    // Numbers introduced as a parcel's or an order's: issue 26 hides them too.
    ['Tracking code 1234567 and room 101.', `Tracking code ${MASKS.tracking} and room 101.`],
    ['Order number 4111111111111112 has shipped.', `Order number ${MASKS.reference} has shipped.`],
    // Stricter since issue 34: a number is hidden unless it is proven public, so these, which
    // the checks used to leave because no shape matched them, are hidden too.
    [
      '4111111111111112 has 16 digits that fail the Luhn check.',
      `${MASKS.number} has 16 digits that fail the Luhn check.`,
    ],
    [
      'Account DE00 1234 5678 9012 3456 78 is a made-up example.',
      `Account DE00 ${MASKS.number} is a made-up example.`,
    ],
    ['Room 101 and 1234567 on its own.', `Room 101 and ${MASKS.phone} on its own.`],
    [
      'See https://example.org/page/2024/05/article-123456789 for details.',
      `See https://example.org/${MASKS.link} for details.`,
    ],
  ])('%s', (input, expected) => {
    expect(mask(input)).toBe(expected);
  });

  it('counts what it found', () => {
    expect(maskPersonalData('a@b.example and 4111111111111111 and +49 30 1234567').found).toEqual({
      email: 1,
      card: 1,
      phone: 1,
    });
  });
});

describe('maskPersonalData: ordinary text keeps its numbers', () => {
  it.each([
    'The city council voted 7 to 2 on Tuesday to extend the bus line.',
    'Pay the $49 unlock fee within 24 hours, final warning!',
    'Inflation was 2.4% in 2023 and 3.1% in 2024.',
    'The meeting is on 2024-05-12 at 14:30, or 12.05.2024, or 12/05/2024.',
    'Version 1.4.0 fixed 1,234 bugs in 12 months.',
    'Population: 8 336 817 people (census 2020).',
    'My passport is valid until next year.',
    'Score 96-88 after overtime; 3-2-1 countdown.',
    'ISO 9001 and ISO 27001 certified since 1999.',
  ])('%s', (text) => {
    expect(mask(text)).toBe(text);
  });
});

describe('the checks', () => {
  it('Luhn accepts real test card numbers and refuses a changed digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });
  it('IBAN mod-97 accepts the published examples and refuses a typo', () => {
    expect(ibanValid('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(ibanValid('GB82WEST12345698765432')).toBe(true);
    expect(ibanValid('GB82WEST12345698765433')).toBe(false);
  });
});

describe('machine-readable document lines', () => {
  it('each line of a passport zone is hidden, the rest kept', () => {
    const text =
      'PASSPORT\nP<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10\nThanks';
    expect(mask(text)).toBe(`PASSPORT\n${MASKS.mrz}\n${MASKS.mrz}\nThanks`);
    expect(maskPersonalData(text).found).toEqual({ mrz: 2 });
  });

  it.each([
    'std::cout << "Total: " << total << std::endl;',
    '<<< Previous | Next >>> page 2 of 12',
    'SHIPPING LABEL << FRAGILE << THIS WAY UP <<',
  ])('leaves other lines with "<" alone: %s', (text) => {
    expect(mask(text)).toBe(text);
  });
});
