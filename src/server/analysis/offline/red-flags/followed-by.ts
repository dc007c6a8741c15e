/**
 * What may stand beside a cue's hit and make it no flag after all (CueRule.notFollowedBy, and one
 * CueRule.frame): the words around the hit, not the hit, say what it is.
 */

/**
 * "Please input the OTP 9010 within 5 minutes": a code written right after the secret a request
 * names is the code given, not one asked for.
 */
export const GIVEN_CODE_AFTER = {
  by: /^\s*(?:is\s+|:\s*|=\s*)?\d{4,8}(?![\p{N}])/u,
  within: 16,
};

/**
 * What is won, when it is a shop's percentage off ("Du hast gewonnen: 10 % Rabatt auf deinen
 * nächsten Einkauf", "you've won 20% off your next order", "Félicitations, vous avez gagné 15 % de
 * réduction"), said in the same clause: a promotion in the shop's own app, not a prize to claim.
 * A percentage without the words of a discount ("a 200% deposit bonus") is still read as a prize.
 * Nor is a congratulation on being entered in a draw ("Congratulations! You have been entered into
 * the Recharge & Win draw"), which says nothing is won; "… and have won $5,000" is read by the
 * rule's own "you have won".
 */
export const WON_DISCOUNT_AFTER = {
  by: /^[^.?\n\d]{0,30}?(?:(?:a|an|un|une|uno|una|um|uma|einen|eine|ein|de)\s+)?\d{1,2}(?:[.,]\d+)?\s?(?:%|percent|prozent|por ?ciento|pour ?cent|por ?cento|per ?cento)\s*(?:de\s+|di\s+)?(?:off|discount|rabatt|nachlass|descuento|réduction|remise|desconto|sconto|korting|cashback)|^\s*(?:(?:have|'ve|are|were|got)\s+)?(?:been\s+|now\s+)?(?:entered|registered)\s+(?:in|into|for)\b/iu,
  within: 60,
};

/**
 * Before a threat's hit in its sentence (CueRule.frame): what is watched for, reported or could
 * follow, not what happened. "so we can check your account for suspicious activity", "phishing
 * that could result in unauthorized access", "report any unusual sign-in". Not "we detected
 * suspicious activity", nor "your account was locked for suspicious activity" (locked is its own
 * hit), nor "update now to be protected from unauthorized login", a lure's own words.
 */
export const WATCHED_FOR_BEFORE =
  /(?:\b(?:check|checks|checked|checking|monitor\p{L}*|watch\p{L}*|look(?:ing)? out|scan\p{L}*|review\p{L}*)\b[^.!?\n]{0,40}\bfor|\breport(?:s|ed|ing)?|\bresult(?:s|ed|ing)? in|\blead(?:s|ing)? to|\bsigns? of)\s+(?:(?:any|possible|potential|further|future|an?)\s+)?$/iu;

/**
 * India's postal PIN code: "enter your PIN code so we can check delivery to your area" asks where
 * the reader lives (a shop's delivery check), not a secret. The hit ends in "PIN code" and what
 * follows it in its sentence names a delivery or a place.
 */
export function postalPinCode(text: string, hit: { text: string; end: number }): boolean {
  return (
    /pin ?codes?$/i.test(hit.text) &&
    /^[^.!?\n]{0,60}?(?<![\p{L}])(?:deliver\p{L}*|area|address|locality|serviceab\p{L}*|courier|shipping|shipment|post office|city|town)(?![\p{L}])/iu.test(
      text.slice(hit.end, hit.end + 70),
    )
  );
}

/**
 * A scam's words named, not used: "several staff have received fake 'mailbox full' and 'password
 * expiry' emails", "watch out for phishing texts saying “your parcel is on hold”". The hit reaches
 * into words in quotation marks opened soon after a word that calls what it quotes fake.
 */
const QUOTED_AS_FAKE =
  /(?<![\p{L}])(?:fake|bogus|phishing|scam|fraudulent|spoofed|so-called|faux|fausses?|falsos?|falsas?|falsche[nrs]?|gefälschte[nrs]?|nep|valse)(?![\p{L}])[^.!?\n'"‘“«„]{0,25}['"‘“«„]([^'"’”»“\n]{1,60})['"’”»“]/giu;
/** How far before a hit its "fake" may stand. */
const FAKE_BEFORE = 90;

export function namedAsFake(text: string, hit: { start: number; end: number }): boolean {
  const from = Math.max(0, hit.start - FAKE_BEFORE);
  for (const m of text.slice(from, hit.end + 70).matchAll(QUOTED_AS_FAKE)) {
    const quoteStart = from + m.index + m[0].length - m[1]!.length - 1;
    const quoteEnd = quoteStart + m[1]!.length;
    if (hit.end > quoteStart && hit.start < quoteEnd) return true;
  }
  return false;
}
