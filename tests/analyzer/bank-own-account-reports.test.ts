/**
 * A bank's report of a transaction on the reader's own account or card, named by its last digits,
 * with a number to call if it was not them (issue 33: "9% of real bank SMS graded D/F"). Probes
 * written for this test in the published shapes of British and Indian banks' alerts. A scam can
 * copy such an alert word for word; only the number tells them apart, and the report cannot see
 * whose number it is. So it is "not enough to judge" (C), never "false", and the report says to
 * call the number on the card, not the message's. On 6f8a0a3 the judge called the first two scams
 * (0.83, 0.89) and a rule called the third a callback scam (F).
 *
 * The same report with a link, or a charge reported by a shop or a payment app with a number to
 * "cancel" it, stays a scam.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../helpers/pipeline';

const bad = (grade: string) => grade === 'D' || grade === 'F';

describe("a bank's report on your own account, with a number to call", () => {
  for (const text of [
    "Barclays: A payment of £25.00 to J SMITH was made from your account ending 4411. If you didn't make this payment, call us on 0800 400 100.",
    'Rs.500.00 debited from A/c XX1234 on 02-12-26 to VPA swiggy@icici (UPI Ref No 433612345678). Not you? Call 18002586161 to block UPI - SBI',
    'Your A/c XX9012 is debited for Rs.199.00 on 02-12-26 for NACH mandate NETFLIX. Avl Bal Rs.12,450.33. If not done by you, call 1800 209 4324 - Axis Bank',
  ])
    it(`is not enough to judge: ${text.slice(0, 48)}`, async () => {
      const r = await analyzeText(text);
      expect(r.summary.overallGrade, JSON.stringify(r.redFlags)).toBe('C');
      expect(r.summary.overallStatus).not.toBe('false');
      expect(r.redFlags.map((f) => f.type)).not.toContain('refund_lure');
      expect(r.summary.verdict?.actions.join(' ')).toMatch(/on your card/);
    });
});

describe('the same shapes that stay scams', () => {
  for (const text of [
    "Barclays: A payment of £950.00 to J SMITH was made from your account ending 4411. If this wasn't you, secure your account at barclays-secure-help.com",
    "PayPal: A charge of $499.99 to Coinbase was approved. If you didn't authorize it, call us now at +1 (877) 555-0190 to cancel.",
    'Apple Pay: a payment of $1,299.00 at APPLE STORE was authorized on your card. Not you? Call Apple Support at 1-888-555-0112.',
  ])
    it(`D or F: ${text.slice(0, 48)}`, async () => {
      const r = await analyzeText(text);
      expect(bad(r.summary.overallGrade), JSON.stringify(r.redFlags)).toBe(true);
    });
});
