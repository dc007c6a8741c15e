/**
 * Two misreadings of everyday messages. "Mum can you send me the photo of my passport page?" was F:
 * the writer's own papers, which the reader keeps, are no identity documents asked for ("send a
 * photo of your passport" still is). "… call us back about your test results, nothing urgent" was
 * read as rushing the reader: urgency denied ("nothing urgent", "not urgent") is no deadline.
 * Written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { computeSignals } from '../../src/server/analysis/signals';
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    'Mum can you send me the photo of my passport page? I need it for the visa form tonight',
    "Can you email me a scan of my driving licence? It's in the top drawer",
    // In other words, and in Spanish.
    "Dad could you snap a picture of my driving licence for me, it's on the fridge, I need it for the car hire",
    'Mamá, ¿me mandas la foto de mi pasaporte? La necesito para el formulario del visado',
  ],
  [
    'Hi mum, send me a photo of your passport and a selfie so I can set up the new bank account for you',
    'To complete your loan application please send a copy of your ID card and bank statement on WhatsApp',
  ],
  'papers asked for',
);

const pressures = (text: string) =>
  computeSignals(acquireText(text), { judge: null }).anatomy!.anatomy.pressures.map((p) => p.kind);

describe('urgency denied', () => {
  it('is no deadline; urgency said is one', () => {
    expect(
      pressures(
        "Hi this is Dr Patel's office, please call us back at 020 7946 0123 about your test results, nothing urgent.",
      ),
    ).not.toContain('deadline');
    expect(
      pressures(
        "Hi this is Dr Patel's office, please call us back at 020 7946 0123 about your test results, it is urgent.",
      ),
    ).toContain('deadline');
    expect(
      pressures(
        'Practice nurse here, could you ring us back on 0161 496 0000 about your blood results when convenient, not urgent.',
      ),
    ).not.toContain('deadline');
  });
});
