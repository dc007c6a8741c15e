/**
 * What the Privacy page says about the public feed and personal data, word for word. Each sentence
 * is backed by a test that names it: tests/api/unlisted.test.ts, tests/api/personal-data-masking.test.ts,
 * tests/api/privacy-why.test.ts, tests/api/privacy-why-links-files.test.ts and
 * tests/e2e/report-first-seconds.test.ts.
 */
export const PUBLIC_FEED_PROMISES = {
  listed:
    'Analyses appear on the public feed only when "Show this analysis on the public feed" is ticked as you press analyze. It starts unticked for a text that is private by nature: a message within a family or between friends, a school or a surgery writing to one person, a message whose greeting or sign-off names someone, or a confidential tip. A screenshot or a document whose text reads like one stays off the feed unless you tick the box again.',
  unlisted:
    'An analysis kept off the feed is left out of the feed, the featured video of the day and everything the Analytics page and the dataset export count or list, but anyone with its link can open it.',
  masked:
    'Before an analysis is stored, whatever is not proven public is masked in the text you paste, the text read from a screenshot or a PDF, its title, and every quote, claim and question of the report: every number of four digits or more that is not a year, an amount with its currency, a percentage, a time, a date or a quantity with its unit (so phone, card, account, IBAN, reference, parcel, identity and one-time code numbers go, in any spelling or script), passwords, e-mail addresses however they are written, names after a greeting, before a sign-off or in a name field, street addresses, and the path and query of every link, whose site is kept.',
  kept: 'Kept on purpose, because they help you judge a message and point to no one: years, amounts, percentages, times, dates and quantities; the last four digits of a card or an account ("ending 4821"), which banks print openly so you can tell whether a message is really from yours; public helplines and short codes, such as 7726 for reporting scam texts; and the site a link leads to, which is the evidence.',
  image:
    'A screenshot that showed any of these is shown with them covered by a grey box. One that shows a payment card number or an identity document, or whose details could not be found in the image, is not kept for display: its shared report shows the masked text, not the image.',
  limits:
    'Masking reads the words and shapes of English, Spanish, Portuguese, French, German, Italian, Dutch, Polish, Turkish, Indonesian and Vietnamese: a name mentioned in passing, or a detail written out in words, stays as you wrote it, so leave such details out.',
} as const;
