/**
 * Written for these tests (none is a row of any corpus; the Portuguese parcel follows the shape of
 * one battery row with other words, amounts and sites): a toll said to be driven through "without
 * paying", with "late charges" or "late fees" to stop; a parcel held, in Portuguese without its
 * accents, whose "Atualize suas informacoes em: <link>" is the ask even where the reader of
 * accounts and fees found no pretext of its own (another reader found the parcel held); and a
 * child's errand in German that ends on the time the writer will call back, which is no deadline
 * put on the reader. Beside them, the same errand with haste asked of the reader.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const TOLLS = [
  'Your vehicle passed a toll plaza without payment. Pay $4.20 here to avoid late fees: https://plaza-tolls-pay.net',
  'Toll notice: your car used the express lane without paying. Clear the $3.15 balance to stop late charges: https://lane-balance-pay.com',
];
const PARCELS_HELD = [
  'Correios: seu pacote foi retido por taxa de importacao de R$ 12,90. Atualize suas informacoes em: https://correios-taxa-br.com',
  'CTT: O seu pacote foi retido por taxas de alfandega de 1,49 EUR. Atualize suas informacoes em: https://ctt-alfandega-suporte.com',
];
const CALL_BACK_ERRANDS = [
  'Papa, kannst du mir die 40 Euro für das Geschenk überweisen, wie besprochen? Ich ruf dich heute Abend an.',
  'Oma, kannst du mir bitte die 25 Euro für den Ausflug überweisen? Ich melde mich heute Abend bei dir.',
];
const HASTE_ASKED =
  'Hallo Mama, das ist meine neue Nummer. Kannst du mir heute noch 900 Euro überweisen? Ich ruf dich heute Abend an';

pinGrades(
  CALL_BACK_ERRANDS,
  [...TOLLS, ...PARCELS_HELD, HASTE_ASKED],
  'of tolls, parcels and errands',
);

describe('a parcel held, asked to update details at a link', () => {
  it("is the anatomy's own finding, quoting the ask with its link", async () => {
    for (const text of PARCELS_HELD) {
      const flags = (await analyzeText(text)).redFlags;
      const anatomy = flags.find((f) => f.type === 'scam_anatomy');
      expect(anatomy?.textExample, text).toMatch(/^Atualize suas informacoes em: https:/);
    }
  });
});

describe('the time the writer will call back', () => {
  it('is no deadline: nothing rushes the reader', async () => {
    for (const text of CALL_BACK_ERRANDS) {
      const flags = (await analyzeText(text)).redFlags;
      expect(
        flags.filter((f) => f.severity !== 'low'),
        text,
      ).toEqual([]);
    }
  });
});
