/**
 * A street-address shape is searched only in a text that holds what every match of it holds (its
 * gate, addresses.ts). The gate must hold on every match, or an address would go unmasked: held
 * here on the addresses of every language the shapes read and on generated texts built of their
 * parts, with a printed, replayable seed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../../../tests/helpers/fuzz';
import { addressSpans, SHAPES } from './addresses';

const ADDRESSES = [
  'Flat 3, 27 Orchard Close, Leeds LS6 2AB',
  '12 Elm Road, Leeds LS6 2AB',
  '4 Mill Lane',
  'Calle de Alcalá 145',
  'C/ Mayor 12, 3º B',
  'Rua das Flores, 123',
  'Via Roma 15, 00184 Roma',
  '12 rue de la Paix',
  '5 bis avenue Victor Hugo, 75016 Paris',
  'Goethestr. 7',
  'Berliner Straße 10, 10115 Berlin',
  'Am Markt 3',
  'Kerkstraat 12',
  'ul. Marszałkowska 10/12 m. 5, 00-950 Warszawa',
  'Atatürk Cad. No: 15',
  'Cumhuriyet Mah. Gül Sok. No:12 D:4',
  'Jl. Sudirman No. 45, RT 02/RW 05',
  'Số 12 đường Lê Lợi',
  '45 phố Hàng Bạc',
];

const PARTS = [
  ...ADDRESSES,
  '12',
  '7',
  '10/12',
  '3º',
  'No:',
  'No.',
  'Nomor',
  'Straße',
  'Str.',
  'straße',
  'str.',
  'Weg',
  'weg',
  'Platz',
  'Ring',
  'Am',
  'In der',
  'ul.',
  'UL.',
  'Plac',
  'al.',
  'Cad.',
  'Sok.',
  'Mah.',
  'Road',
  'St',
  'Close',
  'Calle',
  'rue',
  'Jl.',
  'đường',
  'Berlin',
  'Main',
  'Anna',
  'Lê Lợi',
  'de la',
  'the',
  'LS6 2AB',
  '75016',
  ' ',
  ' ',
  ', ',
  '. ',
  '\n',
  '-',
];

/** Every match of every gated shape in `text` holds its gate. */
function expectGatesHold(text: string): void {
  for (const [shape, , needs] of SHAPES) {
    if (!needs) continue;
    for (const m of text.matchAll(shape))
      expect(needs.test(m[0]), `${shape} on "${m[0]}"`).toBe(true);
  }
}

describe('the gates of the street-address shapes', () => {
  it('hold on the addresses of every language read, which are all found', () => {
    for (const address of ADDRESSES) {
      const text = `Please send it to ${address}, thank you.`;
      expectGatesHold(text);
      expect(addressSpans(text).length, address).toBeGreaterThan(0);
    }
  });

  it('hold on every match in generated texts of address parts', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PARTS), { minLength: 1, maxLength: 40 }), (parts) => {
        expectGatesHold(parts.join(' '));
        expectGatesHold(parts.join(''));
      }),
      { numRuns: 400 },
    );
  });
});
