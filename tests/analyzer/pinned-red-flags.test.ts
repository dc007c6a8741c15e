/**
 * Issue 14, points 1 and 2, pinned through the real pipeline (acquireText -> signals -> offline
 * analyzer -> score with the shipped model): every "Why" example written out as a text of our own
 * (tests/analyzer/red-flag-examples.ts), with the grade band and the flags a careful reader would
 * give it. Legitimate texts the rules used to cry wolf on stay out of D/F and carry no warning of
 * the kind they used to get; the scam families the rules used to miss get D/F with a quoted
 * medium or high flag and a question that fits them.
 */
import { describe, expect, it } from 'vitest';
import type { RedFlag, Results } from '../../src/shared';
import * as ex from './red-flag-examples';
import { analyzeText } from '../helpers/pipeline';

const analyze = (text: string) => analyzeText(text);
const warnings = (r: Results): RedFlag[] => r.redFlags.filter((f) => f.severity !== 'low');
const grade = (r: Results): string => r.summary.overallGrade;

/** Every flag quotes words that are really in the text. */
function expectQuotedSpans(r: Results, text: string): void {
  for (const f of r.redFlags)
    expect(text, `${f.type} quotes "${f.textExample}"`).toContain(f.textExample);
}

/** Not D or F, and no warning at all (a legitimate text the rules used to cry wolf on). */
async function expectNoWarning(text: string): Promise<Results> {
  const r = await analyze(text);
  expect(warnings(r).map((f) => `${f.type}: ${f.textExample}`)).toEqual([]);
  expect(['A', 'B', 'C']).toContain(grade(r));
  expectQuotedSpans(r, text);
  return r;
}

/** D or F because of a quoted medium or high flag of this type, whose quote matches `quoted`. */
async function expectWarning(
  text: string,
  type: string,
  quoted: RegExp,
): Promise<{ r: Results; f: RedFlag }> {
  const r = await analyze(text);
  const f = warnings(r).find((x) => x.type === type);
  expect(
    f,
    `${type} in ${JSON.stringify(r.redFlags.map((x) => [x.type, x.severity]))}`,
  ).toBeDefined();
  expect(f!.textExample).toMatch(quoted);
  expect(['D', 'F']).toContain(grade(r));
  expectQuotedSpans(r, text);
  return { r, f: f! };
}

describe('rules about acts, not words: legitimate texts they used to cry wolf on', () => {
  it('a post with a t.co link: the platform wrapper is not a suspicious link', async () => {
    const r = await expectNoWarning(ex.TWEET_WITH_TCO);
    expect(r.redFlags.some((f) => f.type === 'suspicious_link')).toBe(false);
  });

  it('LinkedIn and YouTube share links (lnkd.in, youtu.be) are not flagged', async () => {
    const r = await expectNoWarning(ex.PLATFORM_SHARES);
    expect(r.redFlags.some((f) => f.type === 'suspicious_link')).toBe(false);
  });

  it('a newsletter that reports on Yahoo is not "Claims to be Yahoo"; its bit.ly link stays a low note', async () => {
    const r = await expectNoWarning(ex.NEWSLETTER_MENTIONING_YAHOO);
    expect(r.redFlags.some((f) => f.type === 'impersonation')).toBe(false);
    expect(r.redFlags.find((f) => f.type === 'suspicious_link')?.severity ?? 'low').toBe('low');
  });

  it('acronyms and all-caps names (CNET, FOAF, BIBLE, ATM, TESCO) are not shouting, and cgi-bin/ is no hidden folder', async () => {
    const r = await expectNoWarning(ex.ACRONYM_BLOG_POST);
    expect(r.redFlags.some((f) => f.type === 'shouting')).toBe(false);
    expect(r.redFlags.some((f) => f.type === 'suspicious_link')).toBe(false);
  });

  it('a keyword to a short code to sign a petition is at most a low note, not a premium-rate warning', async () => {
    const r = await expectNoWarning(ex.PETITION_SHORT_CODE);
    expect(r.redFlags.find((f) => f.type === 'premium_rate')?.severity ?? 'low').toBe('low');
  });

  it('a bank page that says it will never ask for your PIN is not a credential request', async () => {
    const r = await expectNoWarning(ex.BANK_SAFETY_ADVICE);
    expect(r.redFlags.some((f) => f.type === 'credential_request')).toBe(false);
  });

  it('a wallet maker’s advice about the recovery phrase is neither a crypto payment nor a wallet lure', async () => {
    const r = await expectNoWarning(ex.WALLET_SAFETY_ADVICE);
    expect(
      r.redFlags.some((f) => f.type === 'payment_request' || f.type === 'credential_request'),
    ).toBe(false);
  });

  it('a wire report on rejected stolen-election claims is not election misinformation', async () => {
    const r = await expectNoWarning(ex.ELECTION_WIRE_REPORT);
    expect(r.redFlags.some((f) => f.type === 'conspiracy_framing')).toBe(false);
  });

  it('"regime" in a wire report and "terrorists" inside a quote are not high-severity loaded language', async () => {
    for (const text of [ex.WIRE_REPORT_REGIME, ex.QUOTED_TERRORISTS]) {
      const r = await expectNoWarning(text);
      expect(r.biasFindings.filter((b) => b.severity === 'high').map((b) => b.technique)).toEqual(
        [],
      );
    }
  });

  it('a genuine job advert (no fee, passport at the interview) and a genuine renewal notice raise nothing', async () => {
    await expectNoWarning(ex.GENUINE_JOB_ADVERT);
    await expectNoWarning(ex.GENUINE_RENEWAL);
  });
});

describe('the scam families the rules used to miss', () => {
  it('a child’s "new number, my phone broke, can you send money today" message', async () => {
    const { r } = await expectWarning(ex.NEW_NUMBER_MUM, 'family_emergency', /new number/i);
    expect(r.criticalQuestions.join(' ')).toMatch(/number you already have/);
  });

  it('a wrong-number opener that turns friendly', async () => {
    const { r } = await expectWarning(ex.WRONG_NUMBER_OPENER, 'stranger_opener', /wrong number/i);
    expect(r.criticalQuestions.join(' ')).toMatch(/stranger/);
  });

  it('an "investment friend" boasting of profits and offering to teach you', async () => {
    const { r } = await expectWarning(ex.INVESTMENT_FRIEND, 'stranger_opener', /38% profit/);
    expect(grade(r)).toBe('F');
  });

  it('a job offer with a registration fee, a passport scan and bank details', async () => {
    const { r } = await expectWarning(
      ex.JOB_FEE_WITH_DOCUMENTS,
      'fee_request',
      /registration fee/i,
    );
    expect(warnings(r).find((f) => f.type === 'credential_request')!.textExample).toMatch(
      /passport/,
    );
    // Gmail is the scammer's mailbox, not a brand the text speaks as.
    expect(r.redFlags.some((f) => f.type === 'impersonation')).toBe(false);
    expect(grade(r)).toBe('F');
  });

  it('a customs "release fee" for a gift a stranger sent', async () => {
    const { r } = await expectWarning(ex.CUSTOMS_RELEASE_FEE, 'fee_request', /release fee/i);
    // WhatsApp is the channel, not the sender.
    expect(r.redFlags.some((f) => f.type === 'impersonation')).toBe(false);
  });

  it('a hardware-wallet "security notice" with only a "Get Started" button and no link', async () => {
    const { f } = await expectWarning(
      ex.WALLET_FIRMWARE_NOTICE,
      'credential_request',
      /firmware|recovery phrase/i,
    );
    expect(f.indicator).toMatch(/wallet/);
    // Without the recovery-phrase sentence the "Get Started" button is the request.
    const buttonOnly = ex.WALLET_FIRMWARE_NOTICE.replace(/ To complete the update[^.]*\./, '');
    expect(buttonOnly).not.toMatch(/recovery/);
    await expectWarning(buttonOnly, 'credential_request', /firmware/i);
  });

  it('an airdrop you must connect your wallet to claim', async () => {
    await expectWarning(ex.AIRDROP_LURE, 'prize_scam', /eligible/i);
  });

  it('a "protected message" with a "Review now" button and no visible link', async () => {
    await expectWarning(ex.PROTECTED_MESSAGE_LURE, 'document_lure', /protected message/i);
  });

  it('a callback scam: a renewal you did not order and a number to call to cancel it', async () => {
    const { r, f } = await expectWarning(ex.CALLBACK_RENEWAL, 'refund_lure', /renewed/i);
    expect(f.indicator).toMatch(/number to call/);
    expect(r.criticalQuestions.join(' ')).toMatch(/own account or bank app/);
  });

  it('the heated stolen-election post gets D or F with quoted medium and high flags and an audit question', async () => {
    const { r, f } = await expectWarning(
      ex.STOLEN_ELECTION_POST,
      'conspiracy_framing',
      /fake ballots/i,
    );
    expect(f.severity).toBe('high');
    expect(warnings(r).find((x) => x.type === 'share_before_deletion')!.textExample).toMatch(
      /BEFORE IT IS DELETED/,
    );
    expect(r.criticalQuestions.join(' ')).toMatch(/recount, official audit or court ruling/);
  });

  it('a public-health post saying the authorities are hiding the deaths, share before it is taken down', async () => {
    const { r } = await expectWarning(
      ex.VACCINE_HIDING_POST,
      'conspiracy_framing',
      /hiding the numbers/,
    );
    expect(warnings(r).some((f) => f.type === 'share_before_deletion')).toBe(true);
  });
});
