/**
 * Brokers, crypto exchanges and a tax portal whose customers get "verify your identity" and "tax
 * refund" mail, known by name and by their own domains (knowledge/brands-services.ts): a link
 * to another site, in a mail that speaks as one of them, is not theirs; their own link is. Written
 * for these tests; none is a row of any corpus or battery.
 */
import { describe, expect, it } from 'vitest';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { computeSignals } from '../../src/server/analysis/signals';
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Von: Trade Republic <service@traderepublic.com>\nBetreff: Dein Wertpapierkauf wurde ausgeführt\n\nHallo Lena,\ndein Kauf von 12 Anteilen wurde ausgeführt. Die Abrechnung findest du in der App und unter https://traderepublic.com/de-de/postfach',
  'SumUp: Ihre Auszahlung von 412,80 EUR ist unterwegs und sollte in 1-2 Werktagen auf Ihrem Konto sein. Details im Dashboard: https://me.sumup.com',
];

const SCAMS = [
  'De: Portal das Finanças <avisos@financas-reembolso-pt.com>\nAssunto: Reembolso de imposto disponível\n\nCaro contribuinte,\nO seu reembolso de imposto no valor de 214,30 EUR está disponível. Confirme os seus dados bancários em https://financas-reembolso-pt.com/pedido para o receber em 48 horas.',
];

pinGrades(GENUINE, SCAMS, 'speaking as a broker, an exchange or a tax portal');

const relations = (text: string) =>
  computeSignals(acquireText(text)).anatomy!.anatomy.senderLinks.map((l) => [l.sender, l.relation]);

describe('a broker, an exchange or a tax portal named as the sender', () => {
  it('owns its own domain', () => {
    expect(relations(GENUINE[0]!)).toEqual([['Trade Republic', 'own']]);
  });

  it('does not own another site', () => {
    const [[sender, relation]] = relations(SCAMS[0]!) as [[string, string]];
    expect(sender).toBe('the Portal das Finanças');
    expect(relation).not.toBe('own');
    expect(relation).not.toBe('unknown');
    const [[, bitpanda]] = relations(
      'Von: Bitpanda <support@bitpanda-konto-pruefung.com>\nBetreff: Verifizierung\n\nBitte bestätigen Sie Ihre Identität: https://bitpanda-konto-pruefung.com/kyc',
    ) as [[string, string]];
    expect(bitpanda).toBe('lookalike');
  });
});
