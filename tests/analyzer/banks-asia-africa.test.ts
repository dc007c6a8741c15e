/**
 * Banks and wallets of Singapore, Malaysia, the Philippines, South Asia and Africa, whose names the
 * brand list did not know before this test (77aad1c), and the genuine alerts they send:
 * - a transaction reported done in the words these banks use ("R300.00 was paid from your account
 *   to …", "RM89.00 transferred to …") with the bank's number to call "immediately" if it was not
 *   the reader: how banks write, graded D on 77aad1c (the bank unknown, "paid" and "transferred to"
 *   not read as a transaction made);
 * - the same alert with a window on the clock to call the number given ("to cancel within 30
 *   minutes") or to stop the money ("now to reverse the payment before it clears"): a callback
 *   scam's deadline, which the reading of bank alerts must leave alone;
 * - a message that speaks as CIMB, DBS, GTBank or bKash, sending the reader to a site that is not
 *   the bank's: the bank it claims to be is named.
 * Written for these tests, each with a paraphrase in another bank's words.
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeAt,
  expectScamGrade,
  itKeepsGenuine,
  itReadsScams,
  type PinnedCase,
} from '../helpers/anatomy-cases';

const GENUINE: PinnedCase[] = [
  {
    name: 'a payment reported made, with the bank’s number to call immediately if it was not you',
    pinned:
      'Capitec: R300.00 was paid from your account to MTN AIRTIME. If you did not make this payment, call 0860 10 20 43 immediately.',
    paraphrase:
      'Nedbank: R1,150.00 was paid from acc ..8812 to VODACOM PREPAID on 28/11. Not done by you? Phone 0860 555 111 immediately.',
  },
  {
    name: 'a transfer reported made, "transferred to" a named person',
    pinned:
      'Public Bank: RM89.00 transferred to TAN MEI LING on 28/11/26. If you did not perform this transaction, call 03-2176 8000 immediately.',
    paraphrase:
      'RHB: RM45.00 transferred to NUR AISYAH via DuitNow on 28 Nov. Please call 03-9206 8118 at once if this was not you.',
  },
];

const SCAMS: PinnedCase[] = [
  {
    name: 'an account to re-verify on a site that is not the bank’s',
    pinned:
      'CIMB: Your account has been temporarily suspended due to incomplete verification. Update your details within 24 hours at cimb-secure-verify.com to avoid permanent closure.',
    paraphrase:
      'GTBank: Your BVN link has failed and your account is now restricted. Confirm your records today at gtbank-bvn-update.com to lift the restriction.',
  },
];

describe('banks and wallets of Asia and Africa', () => {
  itKeepsGenuine(GENUINE);
  itReadsScams(SCAMS);
  it('names the bank the message claims to be (the anatomy’s pretext, or the impersonation found)', async () => {
    for (const [text, bank] of [
      [SCAMS[0]!.pinned, 'CIMB'],
      [SCAMS[0]!.paraphrase, 'GTBank'],
      [
        'DBS: Your DBS digibank access will be deactivated today. Re-activate now: dbs-sg-reactivate.com',
        'DBS',
      ],
      [
        'bKash: Your account will be closed tonight. Verify your wallet at bkash-verify-account.top to keep it active.',
        'bKash',
      ],
    ] as const) {
      const flags = (await analyzeAt(text)).redFlags;
      const pretext = flags
        .find((f) => f.type === 'scam_anatomy')
        ?.anatomy?.find((p) => p.part === 'pretext')?.label;
      const impersonated = flags.find((f) => f.type === 'impersonation')?.textExample;
      expect([pretext, impersonated], text).toContain(
        pretext === undefined ? bank : `Claims to be from ${bank}`,
      );
    }
  });
  it('haste to call the number given, on the clock or to stop the money, after a transaction reported made, is a deadline: D or F', async () => {
    for (const text of [
      'FNB: R8,450.00 was paid from your cheque account to BETWAY. Not you? Call 010 500 7788 now to reverse the payment before it clears.',
      'Capitec: R5,200.00 was paid from your account to HOLLYWOODBETS. Not done by you? Phone 021 555 0199 urgently to stop the payment.',
      'CIMB: RM2,300.00 transferred to ONG KAH HENG. If this was not you, call 011-2345 6789 to cancel within 30 minutes.',
      'Maybank: RM1,870.00 was transferred to LEE WEI MING. Not you? Call 012-987 6543 within 20 minutes to cancel the transfer.',
    ]) {
      expectScamGrade(await analyzeAt(text), text);
    }
  });
});
