/** The "What we evaluate" panel of the shopping kind (GET /api/analysis-criteria/shopping). */
import { GRADE } from '../criteria';

export const SHOPPING_CRITERIA: readonly string[] = [
  'The shop’s web address: look-alikes of major brands, risky endings, no secure connection, and shops on our lists of reported scam shops',
  'Prices and pressure: discounts that are too good to be true, countdowns, "only 3 left" and other pressure',
  'How you pay: card or PayPal, which you can dispute, or only bank transfer, gift cards or crypto, which you cannot',
  'Who runs the shop: contact details, a street address, a company registration, returns, privacy and terms',
  'Reviews: the same text posted again and again, many posted at the same moment, or only 5 stars',
  GRADE,
];
