/**
 * Pinned inputs for the analyzer's end-to-end tests: the four kinds of text the issue names, in
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

/** A genuine card alert: it mentions the PIN only to say the bank never asks for it. */
export const GENUINE_CARD_ALERT = `HSBC: Your card ending 4821 was used for £23.40 at TESCO STORES 2291 on 14 Nov at 18:02. If you don't recognise this payment, call us on the number on the back of your card. We will never ask for your PIN or passcode by text.`;

/** A phone operator's notice about a PIN typed wrongly: a mention of a PIN, not a request for one. */
export const OPERATOR_PIN_NOTICE = `Vodafone: The PIN you entered when topping up at 09:14 today was invalid, so your top-up of £10 was not completed. No money has been taken. You can try again in the My Vodafone app. Need help? Call 191 free from your mobile.`;

/** A health agency's post with a shortened link, the way such desks post all day. */
export const HEALTH_AGENCY_POST = `Flu season is here. Adults over 65, pregnant women and people with long-term conditions can get a free flu vaccine at their GP surgery or pharmacy. Find out if you are eligible: https://bit.ly/3FluJab`;

/** A wire report with a byline. */
export const WIRE_REPORT_WITH_BYLINE = `By Maria Keller

BERLIN (Reuters) - German industrial output fell 0.8% in September from the previous month, the Federal Statistics Office said on Thursday, a steeper drop than the 0.3% decline forecast by analysts polled by Reuters.

Production of cars and car parts fell 3.1%, the office said, while energy-intensive industries were broadly flat. "The weak figures for September show that industry has not yet found its footing," said Carsten Brzeski, global head of macro at ING. The economy ministry said it expected a gradual recovery next year as interest rates ease.`;
