/**
 * What the Privacy page says about the public feed and personal data, word for word. Each sentence
 * is backed by a test that names it: tests/api/unlisted.test.ts, tests/api/personal-data-masking.test.ts
 * and tests/e2e/report-first-seconds.test.ts.
 */
export const PUBLIC_FEED_PROMISES = {
  listed:
    'Analyses appear on the public feed only when "Show this analysis on the public feed" is ticked as you press analyze. It starts unticked for a text that reads like a private message (a greeting or a sign-off with a name) or a confidential tip, and a screenshot whose text reads like one stays off the feed unless you tick the box again.',
  unlisted:
    'An analysis kept off the feed is left out of the feed, the featured video of the day and everything the Analytics page and the dataset export count or list, but anyone with its link can open it.',
  masked:
    'Before an analysis is stored, personal data in the text you paste and in the text we read from a screenshot is masked: one-time codes, names after a greeting or before a sign-off, parcel tracking numbers, reference, case, policy and order numbers, sort codes and account numbers, payment card numbers (those that pass the card-number check), IBANs, e-mail addresses, street addresses, phone numbers, and national ID and passport numbers. The last four digits of a card or an account ("ending 4821") are kept: banks print them openly, and they help you see whether a message really comes from yours.',
  image:
    'A screenshot that showed any of these is shown with them covered by a grey box. One that shows a payment card number or an identity document, or whose details could not be found in the image, is not kept for display: its shared report shows the masked text, not the image.',
  limits:
    'Masking recognises these shapes only: a name elsewhere in the text, an address without a house number and street, or a number written out in words stays as you wrote it, so leave such details out.',
} as const;
