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
    'Publication standards: whether the site links to about, contact, corrections, privacy and terms pages, HTTPS, the author and publication date (from meta tags and schema.org data), careful wording, the other side given a say',
    'Check-worthy claims (figures, money, dates, causes, quotes) with what evidence would settle each and where to find it',
    'Known hoaxes: claims that repeat debunked stories are marked false',
    'Red flags: clickbait, sensational or absolute language, conspiracy framing, miracle cures, guaranteed returns, "share before it is deleted", shouting in capitals and piled-up exclamation marks',
    'Scam signals in the text: urgency, threats, requests for passwords or codes, gift-card, crypto or wire payment, prizes, fees, impersonated banks, delivery firms, tech support and authorities',
    'Links in the article: shorteners, raw IP addresses, look-alike and brand-in-subdomain domains, a famous brand beside selling words on an address it does not own ("nike-outlet-clearance.shop"), risky endings, free hosting and domains on the shipped scam list',
    'Bias and persuasion techniques: loaded and emotional words, opinion as fact, one-sidedness, name calling, exaggeration, doubt, appeal to fear, flag-waving, causal oversimplification, slogans, black-and-white choices, thought-terminating clichés, whataboutism, bandwagon, appeal to authority, straw man, red herring, Hitler comparisons, repetition',
    'Language: English is analysed fully; Spanish, French, German and Portuguese get the scam and urgency phrases, and other languages are marked as analysed only in part',
    'Learned pattern: a small model trained on labelled spam, clickbait, phishing-address and fabricated-news examples nudges the score a few points, and when it is very sure shows a low-severity flag quoting the words it reacted to',
  ],
  shopping: [
    'Shop address: look-alikes of major brands (look-alike letters such as "nlke", one-letter typos, a brand\'s name on a domain it does not own, punycode and letters from other alphabets), risky endings (.xyz, .top), free hosting, raw IP addresses, hyphen-and-digit names, no HTTPS, and domains on the shipped list of reported scam and fake shops',
    'Prices: discounts of 50% or more, and 70% or more as too good to be true, whether written as "% off" or as was/now prices',
    'Pressure tactics: countdown timers, "only 3 left" scarcity, "N people are viewing" and "sold in the last hour" counters, urgency',
    'Payment methods: crypto, gift cards, bank or money transfer that cannot be reversed, above all when no card or PayPal payment is offered',
    'Returns and refunds: a stated returns policy, or "no refunds" and "all sales final"',
    'Who runs the shop: email and phone, contact page, street address, company or VAT registration, privacy and terms pages, and a copyright year long out of date',
    'Reviews: the same text posted several times, many posted at the same moment, only 5-star ratings; schema.org Product, Offer and AggregateRating markup',
    'The page text gets the text checks too: scam phrases, requests for passwords, codes or card details, impersonated brands, suspicious links, claims about products (figures, "cures", guarantees) and persuasion techniques',
    'Learned pattern: a small model trained on labelled spam, clickbait, phishing-address and fabricated-news examples nudges the score a few points, and when it is very sure shows a low-severity flag quoting the words it reacted to',
  ],
  video: [
    'Reads the video itself: title and channel, duration and description, and the whole transcript from its captions in the video\'s language (captions a person wrote preferred over automatic ones), however long',
    'Transcript claims: figures, money, dates, causes and quotes, each with what would settle it and the second of the video where it is said',
    'Known hoaxes: claims that repeat debunked stories are marked false',
    'Red flags in what is said: miracle cures, guaranteed returns, conspiracy framing, clickbait, calls to share before deletion, sensational language, and scam signals (urgency, threats, requests for passwords or codes, payment by gift card or crypto, prizes, fees, tech support, impersonation, suspicious links)',
    'Unsourced authority: "experts say" or "studies show" without naming who',
    'Bias and persuasion techniques: loaded words, opinion as fact, one-sidedness, appeals to fear, name calling, exaggeration, doubt, slogans, bandwagon, black-and-white choices, whataboutism, straw man and the rest of the propaganda-technique list',
    'Named sources, cited studies and careful wording that speak for the video',
    'Learned pattern: a small model trained on labelled spam, clickbait, phishing-address and fabricated-news examples nudges the score a few points, and when it is very sure shows a low-severity flag quoting the words it reacted to',
    'Without captions only the title and description are analysed, and the results say so; when YouTube cannot be reached you are asked to paste the transcript into the Text tab',
  ],
  screenshot: [
    'Text read from the image with offline text recognition (Tesseract, English) gets every check of pasted text',
    'The file itself: its real type from its bytes (JPEG, PNG, GIF or WebP), at most 10 MB, and a pixel limit',
    'Image metadata (EXIF): editing software such as Photoshop (a low-severity flag: the picture may have been changed), the capture date, and a GPS position you may not want to share',
    'Scam signals: urgency, threats of account closure or arrest, requests for codes, passwords or card details',
    'Payment by gift card, crypto or money transfer; prizes and "you have won" messages; fees to release a parcel or prize',
    'Impersonation of banks, delivery firms, tech support and tax authorities, and suspicious links in the text (shorteners, raw IP addresses, look-alike domains, risky endings, free hosting, the shipped scam-domain list)',
    'Scam phrases in Spanish, French, German and Portuguese as well as English; other languages are marked as analysed only in part',
    'Claims, known hoaxes, miracle cures, guaranteed returns, conspiracy framing, clickbait, "share before it is deleted", premium-rate numbers and persuasion techniques in posts and messages',
    'Learned pattern: a small model trained on labelled spam, clickbait, phishing-address and fabricated-news examples nudges the score a few points, and when it is very sure shows a low-severity flag quoting the words it reacted to',
  ],
};
