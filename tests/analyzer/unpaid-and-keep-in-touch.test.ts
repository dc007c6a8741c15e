/**
 * Two readings of other languages, each fixed in general terms (issue 33):
 *
 * - "Unpaid" written as two words ("pedágio não pago", "factura no pagada", "facture non payée",
 *   "nicht bezahlte Rechnung") is a state of the bill, not a negation that says nothing will be
 *   charged. On e53f23e a toll text's "não pago" was read as the reassurance "says nothing will be
 *   charged or lost", and a reassurance keeps the judge from deciding at all.
 * - After a wrong number or a mistake, asking to keep the reader's number or to stay in touch is
 *   the stranger's ask, as "may I save your number" is in English (on e53f23e no ask was read in
 *   Portuguese, Spanish or French).
 *
 * Reassurances that do say nothing will be charged keep their reading.
 */
import { describe, expect, it } from 'vitest';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { computeSignals } from '../../src/server/analysis/signals';
import type { AnatomyFindings } from '../../src/server/analysis/signals/anatomy';

const read = (text: string): AnatomyFindings =>
  computeSignals(acquireText(text), { model: null }).anatomy!;

describe('"unpaid" in two words is no reassurance', () => {
  for (const text of [
    'E-ZPass: Você tem um pedágio não pago de US$ 4,35. Pague agora para evitar uma multa de US$ 50: https://ezpass-ny.tollpay-center.info',
    'Aviso: tiene una factura no pagada de 38,20 €. Páguela hoy para evitar el corte del suministro: https://iberdrola-pagos.top',
    'Péage : une facture non payée de 4,35 € est en attente. Réglez-la avant ce soir : https://sanef-peage.tollpay-center.info',
    'Mautgebühr: Sie haben eine nicht bezahlte Rechnung über 4,35 €. Zahlen Sie heute: https://maut-zahlung.top',
  ])
    it(text.slice(0, 48), () => {
      const f = read(text);
      expect(f.anatomy.reassurances.map((r) => r.kind)).not.toContain('no_loss');
      expect(f.reassuring).toBeFalsy();
    });

  it('"you will not be charged" and "you need not pay anything" keep their reading', () => {
    for (const [text, kind] of [
      ['No se le cobrará nada por este cambio. Su tarifa sigue igual.', 'no_loss'],
      ['Você não precisa pagar nada, o envio é gratuito.', 'no_action'],
      ['Sie müssen nichts bezahlen, der Versand ist kostenlos.', 'no_action'],
    ] as const)
      expect(
        read(text).anatomy.reassurances.map((r) => r.kind),
        text,
      ).toContain(kind);
  });
});

describe('a stranger asking to keep in touch after a wrong number', () => {
  for (const [text, quote] of [
    [
      'Desculpa, número errado. Trabalho com finanças em Hong Kong, posso salvar o seu número?',
      'salvar o seu número',
    ],
    [
      'Hola, ¿eres Laura? Perdona, número equivocado. Trabajo en finanzas en Singapur, ¿puedo guardar tu número?',
      'guardar tu número',
    ],
    [
      "Bonjour, c'est Marc ? Oh pardon, mauvais numéro. Je travaille dans la finance à Hong Kong, on peut rester en contact ?",
      'rester en contact',
    ],
  ] as const)
    it(text.slice(0, 48), () => {
      const a = read(text).anatomy;
      expect(a.pretexts.map((p) => p.label)).toContain('to have reached you by a wrong number');
      const ask = a.asks.find((x) => x.kind === 'contact');
      expect(ask?.span.text, JSON.stringify(a.asks)).toContain(quote);
      expect(text.slice(ask!.span.start, ask!.span.end)).toBe(ask!.span.text);
    });

  it('a plain mix-up that asks nothing has no ask', () => {
    const a = read(
      'Perdona, número equivocado, buscaba a mi dentista. ¡Que tengas buen día!',
    ).anatomy;
    expect(a.asks).toEqual([]);
  });
});
