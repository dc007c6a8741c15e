/**
 * Written for these tests (none is a row of any corpus or battery): an order to open a file that
 * opens its sentence without "please" ("View attached document to read", "Open enclosed invoice
 * for details") is an ask to open an attachment. The tagger reads the participle after the verb
 * ("attached", "enclosed") as a verb with the order as its subject ("View attached …" as "the view
 * was attached"), so no ask was read; a participle before its noun describes the noun. A subject
 * with its verb stays a statement: "Order shipped today", "Payment received yesterday".
 * On 0693dab the three orders read no ask and the first test failed.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';

const ORDERS = [
  'You have a new message regarding your card services. View attached document to read.',
  'Your tax statement is ready. Open enclosed invoice for details.',
  'Hello, the contract is ready. Review attached contract before Friday.',
];

const STATEMENTS = [
  'Order shipped today. It should arrive on Monday.',
  'Payment received yesterday, thank you.',
  'Account updated successfully.',
];

const askKinds = (text: string) => anatomyOf(text).asks.map((a) => a.kind);

describe('an order to open a file that opens its sentence', () => {
  it('is an ask to open an attachment', () => {
    for (const text of ORDERS) expect(askKinds(text), text).toContain('attachment');
  });

  it('leaves a subject with its verb a statement', () => {
    for (const text of STATEMENTS) expect(askKinds(text), text).toEqual([]);
  });
});
