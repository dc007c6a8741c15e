/**
 * The criteria panel of each analyser tab (GET /api/analysis-criteria/{type}). Every line names a
 * check the analyser really runs on that kind of input; where acquisition does not exist yet the
 * line says which text checks run on what it will feed, so the panel never promises more.
 */
import type { CriteriaType } from '../../shared';

export const ANALYSIS_CRITERIA: Record<CriteriaType, string[]> = {
  article: [
    'Source authority: is the site a known news agency, journal, government or fact-checking source, or a look-alike domain',
    'Author and named sources: who is quoted by name and role, and whether experts are named or only "experts say"',
    'Citations: studies named with journal or year, links to reputable and official sites',
    'Publication standards: contact, about and corrections pages, date, careful wording, the other side given a say',
    'Check-worthy claims (figures, money, dates, causes, quotes) with what evidence would settle each and where to find it',
    'Known hoaxes: claims that repeat debunked stories are marked false',
    'Red flags: clickbait, sensational or absolute language, conspiracy framing, miracle cures, shouting',
    'Bias and persuasion techniques: loaded words, name calling, appeals to fear, bandwagon, whataboutism and more',
  ],
  shopping: [
    'Shop address: look-alike brand domains, risky endings (.xyz, .top), free hosting, raw IP addresses, shortened links',
    'Payment methods: gift cards, crypto, wire or money-transfer services that cannot be reversed',
    'Pressure tactics: countdowns, "only 3 left", "last chance", urgency',
    'Too-good-to-be-true prices and offers (e.g. 70-90% off)',
    'Impersonation of known brands, and requests for passwords, codes or card details',
    'Publisher pages: contact, about, privacy and terms pages and HTTPS (read once shop pages are fetched)',
    'Claims about products (figures, "cures", guarantees) and the evidence that would back them',
  ],
  video: [
    'Transcript claims: figures, money, dates, causes and quotes, each with what would settle it and when it is said',
    'Known hoaxes: claims that repeat debunked stories are marked false',
    'Red flags in what is said: miracle cures, guaranteed returns, conspiracy framing, clickbait, calls to share before deletion',
    'Unsourced authority: "experts say" or "studies show" without naming who',
    'Bias and persuasion techniques: loaded words, appeals to fear, name calling, bandwagon, black-and-white choices',
    'Named sources, cited studies and careful wording that speak for the video',
  ],
  screenshot: [
    'Text read from the image (once text recognition runs) gets every check of pasted text',
    'Scam signals: urgency, threats of account closure or arrest, requests for codes, passwords or card details',
    'Payment by gift card, crypto or money transfer; prizes and "you have won" messages; fees to release a parcel or prize',
    'Impersonation of banks, delivery firms, tech support and tax authorities, and suspicious links in the text',
    'Claims, known hoaxes and manipulation techniques in posts and messages',
  ],
};
