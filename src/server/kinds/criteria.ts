/**
 * Lines the "What we evaluate" panels of several kinds share (each kind's panel is its
 * descriptor's `criteria`, GET /api/analysis-criteria/{type}), written for people: each names a
 * check the analyzer really runs, in plain words, and how the grade comes out of them.
 */

export const GRADE =
  'The grade rests on evidence you can see in the report: warning signs lower it, signs of reliability raise it, and when we find neither it stays a C with "not enough evidence"';
export const SCAM_SIGNS =
  'Scam signs: messages that threaten your account, ask for passwords, codes or card details, want payment by gift card, crypto or money transfer, promise prizes or refunds, ask a fee for a parcel or a job, or pretend to be a bank, courier, shop or tax office; urgency and pressure';
export const MISINFORMATION_SIGNS =
  'Misinformation signs: miracle cures, guaranteed returns, conspiracy framing, "share before it is deleted", clickbait and sensational wording, and "experts say" without saying who';
export const PERSUASION =
  'Persuasion techniques such as loaded words, appeals to fear, name calling, exaggeration, doubt, slogans, whataboutism and black-and-white choices, each quoted where it occurs';
export const CLAIMS =
  'The claims worth checking, with what evidence would settle each one and where to look; claims that repeat a known hoax are marked false';
export const LINKS =
  'Links: shortened links, look-alikes of well-known brands, risky web addresses and sites on our scam lists';
