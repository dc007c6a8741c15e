/**
 * Every kind of red flag FactLens's own rules raise, by id. The analyzer's rules are typed by
 * this union, so a new rule cannot use a kind that the scorer, the questions and the UI do not
 * know. (A model provider may name other kinds; on the wire a red flag's type stays a string.)
 */
/** Requests and threats: what turns a brand mention or a deadline into a scam. */
export const REQUEST_RED_FLAG_TYPES = [
  'credential_request',
  'account_lure',
  'family_emergency',
  'refund_lure',
  'document_lure',
  'payment_request',
  'fee_request',
  'threat',
  'prize_scam',
  'tech_support_scam',
  // A pretext, an ask and pressure or a foreign channel together (signals/anatomy).
  'scam_anatomy',
] as const;

export const RED_FLAG_TYPES = [
  // Someone wants your money, data or access.
  ...REQUEST_RED_FLAG_TYPES,
  'impersonation',
  'suspicious_link',
  'guaranteed_returns',
  'disguised_text',
  // A stranger's friendly opener (wrong number, "hello dear", an investment friend).
  'stranger_opener',
  // Pressure.
  'urgency',
  'scarcity',
  'too_good_to_be_true',
  'call_to_click',
  'premium_rate',
  // Misinformation.
  'miracle_cure',
  'conspiracy_framing',
  'known_false_claim',
  // A claim a published fact-check rated false, or misleading (src/server/analysis/fact-checks).
  'fact_checked_false',
  'fact_checked_misleading',
  'share_before_deletion',
  'unsourced_authority',
  // Style.
  'shouting',
  'excessive_punctuation',
  'clickbait',
  'sensational_language',
  // Shops and images.
  'fake_reviews',
  'no_returns_policy',
  'no_https',
  'no_contact_details',
  'no_business_identity',
  'missing_policies',
  'stale_copyright',
  'new_domain',
  // Independent ratings of news sources.
  'low_rated_source',
  'edited_image',
  'ai_generated_image',
  'broken_credentials',
  // The learned model's resemblance, shown in words.
  'learned_pattern',
  // The judge's finding: a message or e-mail very likely a scam (src/server/analysis/signals/judge).
  'reads_like_reported_scams',
  // An account of a contact that reads like the scams people report (signals/judge/accounts.ts).
  'tells_of_reported_scam',
] as const;
export type RedFlagType = (typeof RED_FLAG_TYPES)[number];
