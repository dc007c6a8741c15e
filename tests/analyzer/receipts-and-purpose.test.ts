/**
 * Two readings of the anatomy that hung on punctuation or on where a number stood:
 * - a receipt's other party ("You have received UGX 50,000 from 0772 …", "Ksh2,000.00 sent to
 *   PETER OTIENO 0722 …") was read as a number the message sends the reader to, which is a scam's
 *   shape; it is who paid or was paid, and the clause asks nothing;
 * - an order after a purpose phrase with no comma ("To restore it call 0800 … now"), as text
 *   messages are often written, was no ask at all, while the same words with a comma were.
 * Each case comes in two wordings that share no distinctive word; the scams that send the reader
 * to a number keep it as a way to act.
 */
import { describe, expect, it } from 'vitest';
import { findLinks } from '../../src/server/analysis/knowledge/link-finder';
import { splitSentences } from '../../src/server/analysis/knowledge/sentences';
import { readAnatomy } from '../../src/server/analysis/signals/anatomy';
import { analyzeAt as analyze, expectGenuine, expectScamGrade } from '../helpers/anatomy-cases';

const read = (text: string) => readAnatomy(text, splitSentences(text), findLinks(text), [], null);

const RECEIPTS = [
  'You have received UGX 50,000 from 0772 123456 on 2025-06-02 17:48. Your new balance is UGX 88,500. Transaction ID: 98120457.',
  'Confirmed. Ksh2,000.00 sent to PETER OTIENO 0722123119 on 18/4/25 at 9:31 PM. New M-PESA balance is Ksh1,076.00.',
  'Payment received for GHS 120.00 from 0241234581. Current Balance: GHS 356.40. Reference: rent.',
  'Cash In Tk 5,000.00 from 01711234902 successful. Fee Tk 0.00. Balance Tk 7,215.50. TrxID BKH3K9A2PZ',
  'Transfer of PHP 1,500.00 from JUAN DELA CRUZ 09171234482 credited to your wallet today.',
];

/** Scams that send the reader to a number: the number stays a way to act. */
const TO_A_NUMBER = [
  'You have received a payment of $500 from our agent. Call 0772 123456 to confirm and claim it now.',
  'I mistakenly sent UGX 80,000 to your line, please send it back to 0701 234567 today.',
];

/** The same orders with and without the comma after the purpose phrase. */
const PURPOSE = [
  {
    text: 'Your account is suspended. To restore it call 0800 123 4567 now.',
    ask: 'call 0800 123 4567 now',
  },
  {
    text: 'Two parcels are held at the depot. To release them pay the £2.99 fee at royalmail-parcels.help today.',
    ask: 'pay the £2.99 fee at royalmail-parcels.help today',
  },
];

describe('a receipt’s other party is no number to call', () => {
  it('reads no channel and no ask in receipts, in five wordings', () => {
    for (const text of RECEIPTS) {
      const a = read(text);
      expect(
        a.channels.map((c) => `${c.kind}: ${c.span.text}`),
        text,
      ).toEqual([]);
      expect(a.asks, text).toEqual([]);
    }
  });

  it('grades the receipts C or better', async () => {
    for (const text of RECEIPTS) expectGenuine(await analyze(text), text);
  });

  it('keeps the number a scam sends the reader to', () => {
    for (const text of TO_A_NUMBER) {
      const a = read(text);
      expect(
        a.channels.some((c) => c.kind === 'number'),
        text,
      ).toBe(true);
      expect(a.asks.length, text).toBeGreaterThan(0);
    }
  });
});

describe('an order after a purpose phrase is read with or without a comma', () => {
  for (const { text, ask } of PURPOSE)
    it(`reads the ask in "${text.slice(0, 40)}…" both ways, and grades it D or F`, async () => {
      const withComma = text.replace(/(To \w+ \w+) /, '$1, ');
      for (const t of [text, withComma]) {
        expect(
          read(t).asks.map((a) => a.span.text),
          t,
        ).toContain(ask);
        expectScamGrade(await analyze(t), t);
      }
    });
});

describe('an order after a sentence with no full stop', () => {
  it('reads a capitalised verb after a small-letter noun as the next sentence’s order', () => {
    for (const [text, ask] of [
      [
        'your parcel is waiting at the depot Pay the 1.99 GBP fee today',
        'Pay the 1.99 GBP fee today',
      ],
      [
        'your account has been locked today Verify your identity with your card number and PIN',
        'Verify your identity with your card number and PIN',
      ],
      // A link broken apart, as a screenshot's text or a filter's copy has it.
      [
        'This is a message regarding your council tax payment Click here https // council-tax .help for details',
        'Click here https // council-tax .help for details',
      ],
      // After an object pronoun: "… contact me Click here …", "… call us Download …".
      [
        'Should you need anything else do not hesitate to contact me Click here to view the invoice',
        'Click here to view the invoice',
      ],
      [
        'For any questions you can always call us Download the attached statement and sign in with your email password',
        'Download the attached statement and sign in with your email password',
      ],
    ] as const)
      expect(
        read(text).asks.map((a) => a.span.text),
        text,
      ).toContain(ask);
  });

  it('reads no order in a headline in title case or after "your"', () => {
    for (const text of [
      'Stocks Open Flat, Waiting for Fed. NEW YORK (Reuters) - U.S. stocks opened flat on Tuesday.',
      'Hi, missed your Call and my mum has been dropping red wine all over the place!',
      // A subject pronoun before a capitalised word opens no order.
      'I hope they Enjoy the show tonight and you Like the photos we sent',
    ])
      expect(read(text).asks, text).toEqual([]);
  });
});

describe('receipts in other languages', () => {
  // A transfer reported as gone through, with its charge as a line of the receipt: no payment
  // asked and no fee wanted, in six languages (the other-language reader's counterpart of the
  // English receipts above).
  const DONE_TRANSFERS = [
    'Vivo: Transferência de crédito realizada. R$ 6,00 foram enviados para 21 9****-8830 e valem por 30 dias. Custo da operação: R$ 0,10.',
    'Bizum: Transferencia realizada con éxito. Has enviado 25,00 € a MARTA G. Comisión: 0,00 €.',
    'Virement effectué : 150,00 € envoyés à Paul Martin. Frais : 0,00 €.',
    'Überweisung erfolgreich ausgeführt: 80,00 € an Lisa Weber. Gebühr: 0,00 €.',
    'Bonifico eseguito: 200,00 € inviati a Marco Rossi. Commissione: 1,00 €.',
    'Overboeking gelukt: € 45,00 naar J. de Vries. Kosten: € 0,00.',
  ];

  it('reads no payment asked and no fee in a transfer reported done', () => {
    for (const text of DONE_TRANSFERS) {
      const a = read(text);
      expect(
        [...a.asks.map((x) => `ask ${x.kind}`), ...a.pressures.map((x) => `pressure ${x.kind}`)],
        text,
      ).toEqual([]);
    }
  });

  it('keeps the fee a scam asks after saying the transfer did not go through', async () => {
    const text =
      'Sua transferência de R$ 500,00 não foi concluída. Pague a taxa de R$ 9,90 em http://pix-liberar.top para liberar.';
    const a = read(text);
    expect(a.asks.map((x) => x.kind)).toContain('pay');
    expect(a.pressures.map((x) => x.kind)).toContain('fee');
    expectScamGrade(await analyze(text), text);
  });
});
