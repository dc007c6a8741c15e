/**
 * Organisations the brand list did not know, and a brand's own sign-in pages (issue 33). Read
 * from messages of my own that were graded wrong: a Spotify renewal phish on spotify-premium-
 * renew.com was C, because Spotify was no known sender, so its look-alike address was just "a
 * link"; a Discover PIN-change alert that gives a number was D, because "Discover card" named no
 * bank the alert could be a bank's report of; Instagram's own "secure your account at
 * instagram.com/accounts/password/reset" was F, because a sign-in path deep in a site counted
 * against it even on the brand's published domain; and "LAST CHANCE: 40% off … gap.com" was F,
 * "claiming to be from LAST CHANCE": a heading that is itself the push, or two everyday words in
 * capitals ("FINAL HOURS -", "ENDS TODAY:"), names no sender. Brands whose word other sites hold
 * (Discover in discovermoosejaw.com, Steam, DANA, MoMo) are matched by more than that word or
 * left out, and the marketplaces (Shopee, Lazada) are shops fake shops imitate, not senders: Thai
 * card alerts and offers name them as where the card was used.
 * Each scam is pinned beside a paraphrase in another brand's name and a genuine counterpart.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../helpers/pipeline';

const bad = (grade: string) => grade === 'D' || grade === 'F';

const SCAMS: ReadonlyArray<[string, string]> = [
  [
    'Your Spotify Premium has been cancelled due to a billing issue. Reactivate now to keep your playlists: spotify-premium-renew.com',
    'spotify-premium-renew.com',
  ],
  [
    'Your Hulu subscription is on hold. Update your payment to keep watching: hulu-billing-update.com',
    'hulu-billing-update.com',
  ],
  [
    'Discover: Your card is locked due to suspicious activity. Verify your identity now at discover-card-verify.com',
    'discover-card-verify.com',
  ],
  [
    'Your Instagram account will be deleted for copyright violation. Appeal within 24 hours: instagram-appeal-center.com/accounts/verify',
    'instagram-appeal-center.com',
  ],
  [
    'KBank: Your account has been suspended. Verify your identity at kbank-th-verify.com within 24 hours.',
    'kbank-th-verify.com',
  ],
  [
    'ING: Uw betaalpas verloopt. Vraag vandaag een nieuwe aan via ing-pasaanvraag.nl om blokkering te voorkomen.',
    'ing-pasaanvraag.nl',
  ],
  [
    'Vietcombank: Tai khoan cua quy khach bi tam khoa. Vui long xac thuc tai vietcombank-xacthuc.com de mo khoa.',
    'vietcombank-xacthuc.com',
  ],
  [
    'Uber: Your account will be disabled. Confirm your payment details at uber-account-help.com today.',
    'uber-account-help.com',
  ],
  [
    'FINAL NOTICE: Your E-ZPass toll of $4.35 is unpaid. Pay today to avoid a $75 fine: ezpass-tolls.top',
    'ezpass-tolls.top',
  ],
  // A heading in capitals is no sender, but what follows still reads as the scam it is.
  [
    'CUSTOMER SERVICE: Your account has been suspended. Verify your identity at acct-verify-center.com within 24 hours.',
    'acct-verify-center.com',
  ],
  [
    'SPECTRUM: Your bill of $89.99 is past due. Pay now at spectrum-billpay.net to avoid disconnection.',
    'Pay now',
  ],
];

const GENUINE: readonly string[] = [
  'Your Instagram account was accessed from a new device in Berlin. If this was you, you can ignore this. If not, secure your account at instagram.com/accounts/password/reset',
  'Microsoft account: a new app has access to your data. Review the apps that can reach your account at account.microsoft.com/privacy/app-access/signin',
  'LAST CHANCE: 40% off everything ends at midnight! Shop now at gap.com. Exclusions apply. Reply STOP to end.',
  'Your PIN for Discover card ending 4421 was changed on 12/01. If you did not make this change, please call us at 1-800-347-2683.',
  'Discover: A payment of $120.00 was made to your account ending 4421 on 11/30. Questions? Call 1-800-347-2683.',
  'Spotify: Your payment of $11.99 went through. See your receipts at spotify.com/account',
  'ING: Uw betaling van €45,00 aan Albert Heijn is gelukt. Bekijk het in de ING app.',
  'MoMo: Ban da nhan 200.000d tu NGUYEN VAN A. So du vi: 1.250.000d.',
  'Uber: Your trip with Ahmed on Dec 2 cost $18.40. View the receipt in the Uber app.',
  "Hi, it's Kerry from the office. Can you send me the slides before the meeting?",
  // Sale headings in capitals, read as a sale's deadline, not as a sender.
  'FINAL HOURS - 30% off sitewide ends tonight. Shop at oldnavy.com',
  'ENDS TODAY: Free shipping on every order. Browse at zara.com',
  'BIG SALE - 50% off all shoes this weekend at dsw.com',
  // A card used at a shop, named after "@", in Thai card alerts: where, not a chat contact.
  'มีรายการใช้บัตร SCB-2723 @OMISETH*JIM THO 3,010.00 THB วันที่ 21/04 วงเงินคงเหลือใช้ได้ 103,178 บ.',
  'รีบเก็บโค้ดด่วน 2 วันสุดท้าย!!! @Lazada ลูกค้าทรูรับส่วนลด 40บ. เมื่อช้อปครบ 399.-ขึ้นไป คลิก https://bit.ly/3RB5FLV',
  // Sites whose names hold a brand's word: not look-alikes of it.
  'New on the blog: why the Moose Jaw tunnels matter. Read it at discovermoosejaw.com/history',
];

describe('scams in the name of brands the list now knows, their address read as a look-alike', () => {
  for (const [text, link] of SCAMS)
    it(`D or F: ${text.slice(0, 50)}`, async () => {
      const r = await analyzeText(text);
      expect(bad(r.summary.overallGrade), JSON.stringify(r.redFlags)).toBe(true);
      expect(r.redFlags.some((f) => f.textExample.includes(link))).toBe(true);
    });
});

describe('genuine messages of the same brands and shapes', () => {
  for (const text of GENUINE)
    it(`C or better: ${text.slice(0, 50)}`, async () => {
      const r = await analyzeText(text);
      expect(bad(r.summary.overallGrade), JSON.stringify(r.redFlags)).toBe(false);
      expect(r.summary.overallStatus).not.toBe('false');
    });
});

it("does not call a brand's own sign-in page suspicious", async () => {
  const r = await analyzeText(GENUINE[0]!);
  expect(r.redFlags.filter((f) => f.textExample.includes('instagram.com'))).toEqual([]);
});

it('does not take a heading that pushes for the sender', async () => {
  const r = await analyzeText(GENUINE[2]!);
  const words = JSON.stringify(r.redFlags);
  expect(words).not.toContain('Claims to be from LAST CHANCE');
});
