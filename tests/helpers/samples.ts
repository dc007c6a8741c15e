/** Texts a person might paste, used across the API tests. */

export const SCAM_TEXT =
  'URGENT!!! Your bank account will be SUSPENDED within 24 hours. Click http://secure-verify-login.example.top/account now ' +
  'and pay the $49 unlock fee in gift cards. Act now, this is your final warning! Doctors hate this miracle cure.';

/**
 * SCAM_TEXT as every public surface shows it: its link keeps its site, and its path is hidden
 * (issue 34: a link's path may carry its victim).
 */
export const SCAM_TEXT_SHOWN = SCAM_TEXT.replace('/account now', '/[link path hidden] now');

export const NEWS_TEXT =
  'The city council voted 7 to 2 on Tuesday to extend the bus line to the university campus, according to the ' +
  'council minutes published on its website. The transport department said construction would start in March.';

/** A distinctive phrase of SCAM_TEXT, to prove it does not leak where it must not. */
export const SCAM_PHRASE = 'secure-verify-login.example.top';
