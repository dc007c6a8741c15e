/**
 * What the Privacy page says about the public feed and personal data, word for word. Each sentence
 * is backed by a test that names it: tests/api/unlisted.test.ts, tests/api/personal-data-masking.test.ts
 * and tests/e2e/report-first-seconds.test.ts.
 */
export const PUBLIC_FEED_PROMISES = {
  listed:
    'Analyses appear on the public feed, unless you tick "Keep this analysis off the public feed" before you press analyze.',
  unlisted:
    'An analysis kept off the feed is left out of the feed, the featured video of the day and everything the Analytics page and the dataset export count or list, but anyone with its link can open it.',
  masked:
    'Before an analysis is stored, personal data in the text you paste and in the text we read from a screenshot is masked: payment card numbers (those that pass the card-number check), IBANs, e-mail addresses, phone numbers, and national ID and passport numbers.',
  image:
    'A screenshot that showed any of these is shown with them covered by a grey box. One that shows a payment card number or an identity document, or whose details could not be found in the image, is not kept for display: its shared report shows the masked text, not the image.',
  limits:
    'Masking recognises these shapes only: a name, a street address or a number written out in words stays as you wrote it, so leave such details out.',
} as const;
