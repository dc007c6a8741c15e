/**
 * Pinned inputs for the analyser's end-to-end tests: the four kinds of text the issue names, in
 * the shape people really receive or read them (written for FactLens, not copied from any data
 * set the model was trained on), each with what a careful reader would conclude.
 */

/** A bank-phishing text: brand, account "locked", deadline, a look-alike link asking for log-in. */
export const BANK_PHISHING_SMS =
  'HSBC ALERT: We have detected unusual activity and your online banking has been temporarily locked. To avoid permanent suspension, confirm your identity within 12 hours: https://hsbc-uk-verify-account.info/login . Reply STOP to opt out.';

/** A fake-shop advert: impossible discount, countdown, payment by crypto or gift card, throwaway domain. */
export const FAKE_SHOP_ADVERT = `🔥 CLOSING DOWN SALE 🔥 Nike Air Max 95 for only $19.99 (was $180)!!! Hurry, only 7 pairs left and the offer ends at midnight.
Free shipping worldwide. We accept Bitcoin, Apple gift cards and Western Union only. Shop now at www.nike-outlet-clearance.shop before they are gone!`;

/** A miracle-cure post: cures a serious disease, "doctors won't tell you", unnamed studies, share-before-deleted. */
export const MIRACLE_CURE_POST = `This one fruit kills cancer cells 10,000 times better than chemo!!! Doctors won't tell you because Big Pharma makes billions from treatment.
My aunt drank soursop tea every morning and her tumour disappeared in 3 weeks, no surgery, no side effects. Studies show it cures every kind of cancer naturally.
SHARE this before it gets deleted. Everyone needs to know the truth!`;

/** A sober news report: dateline, named officials and study, figures with their sources, caveats, reply sought. */
export const SOBER_NEWS_REPORT = `WASHINGTON (AP) - U.S. employers added 175,000 jobs in April, fewer than the 240,000 economists had expected, the Labor Department said Friday. The unemployment rate rose slightly to 3.9% from 3.8% in March.

"The labor market is cooling gradually rather than sharply," said Julia Pollak, chief economist at the hiring site ZipRecruiter. Average hourly wages rose 3.9% from a year earlier, the smallest annual gain since mid-2021, according to the Bureau of Labor Statistics.

Federal Reserve officials have said they want to see further evidence that inflation is easing before they cut interest rates. Some economists cautioned that monthly figures are often revised and that a single report may not signal a lasting trend.

A spokesperson for the White House did not immediately respond to a request for comment.`;
