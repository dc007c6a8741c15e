/**
 * The "What we evaluate" panel of each analyzer tab (GET /api/analysis-criteria/{type}), written
 * for people: each line names a check the analyzer really runs on that kind of input, in plain
 * words, and how the grade comes out of them.
 */
import type { CriteriaType } from '../../shared';

const GRADE =
  'The grade rests on evidence you can see in the report: warning signs lower it, signs of reliability raise it, and when we find neither it stays a C with "not enough evidence"';
const SCAM_SIGNS =
  'Scam signs: messages that threaten your account, ask for passwords, codes or card details, want payment by gift card, crypto or money transfer, promise prizes or refunds, ask a fee for a parcel or a job, or pretend to be a bank, courier, shop or tax office; urgency and pressure';
const MISINFORMATION_SIGNS =
  'Misinformation signs: miracle cures, guaranteed returns, conspiracy framing, "share before it is deleted", clickbait and sensational wording, and "experts say" without saying who';
const PERSUASION =
  'Persuasion techniques such as loaded words, appeals to fear, name calling, exaggeration, doubt, slogans, whataboutism and black-and-white choices, each quoted where it occurs';
const CLAIMS =
  'The claims worth checking, with what evidence would settle each one and where to look; claims that repeat a known hoax are marked false';
const LINKS =
  'Links: shortened links, look-alikes of well-known brands, risky web addresses and sites on our scam lists';

export const ANALYSIS_CRITERIA: Record<CriteriaType, string[]> = {
  article: [
    'Who published it: a known news agency, journal, government body or fact-checker, or an unknown or look-alike site',
    'Who wrote it and who is quoted, and whether it links to sources you can open and check',
    'Whether the site says who runs it and publishes corrections, and whether the article is dated',
    CLAIMS,
    `${SCAM_SIGNS}. ${LINKS}`,
    MISINFORMATION_SIGNS,
    PERSUASION,
    GRADE,
  ],
  shopping: [
    'The shop’s web address: look-alikes of major brands, risky endings, no secure connection, and shops on our lists of reported scam shops',
    'Prices and pressure: discounts that are too good to be true, countdowns, "only 3 left" and other pressure',
    'How you pay: card or PayPal, which you can dispute, or only bank transfer, gift cards or crypto, which you cannot',
    'Who runs the shop: contact details, a street address, a company registration, returns, privacy and terms',
    'Reviews: the same text posted again and again, many posted at the same moment, or only 5 stars',
    GRADE,
  ],
  video: [
    'The whole transcript from the video’s captions, with its title, channel and description',
    `${CLAIMS}, with the moment in the video where each is said`,
    `${SCAM_SIGNS}. ${LINKS}`,
    MISINFORMATION_SIGNS,
    PERSUASION,
    'Without captions only the title and description can be checked, and the report says so',
    GRADE,
  ],
  screenshot: [
    'The text in the image, read on our server without sending it anywhere, gets every check that pasted text gets',
    'The file itself: its real type, its size, and whether editing software saved it last',
    `${SCAM_SIGNS}. ${LINKS}`,
    MISINFORMATION_SIGNS,
    `${CLAIMS}. ${PERSUASION}`,
    GRADE,
  ],
};
