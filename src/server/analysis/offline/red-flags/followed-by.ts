/**
 * What may stand beside a cue's hit and make it no flag after all (CueRule.notFollowedBy, and one
 * CueRule.frame): the words around the hit, not the hit, say what it is.
 */
import { matchAllOf } from '../../../../shared/lookbehind-first';

/**
 * "Please input the OTP 9010 within 5 minutes", "enter the security code: 3C7D1E0A9B…" (a signing
 * service's access code), "enter code G-482913": a code written right after the secret a request
 * names is the code given, not one asked for. Digits, or letters and digits with at least one
 * digit and a letter (a word is no code: "enter your password: required"; nor is a long number,
 * which may be the reader's own card or account). Nor is the secret's word the start of a web
 * address ("type password.ashgrove.ac.uk yourself"). Nor a delivery code the reader is to show
 * only at the door ("Share this OTP only with the delivery associate"): the code a carrier sends
 * for the parcel to be handed over.
 */
export const GIVEN_CODE_AFTER = {
  by: /^(?:\s*(?:is\s+|:\s*|=\s*)?(?:\d{4,8}(?![\p{N}])|(?=[A-Za-z-]{0,8}\d)(?=[0-9-]{0,12}[A-Za-z])[A-Za-z0-9][A-Za-z0-9-]{3,}(?![\p{L}\p{N}]))|\.[\p{L}\p{N}-]+\.|\s+only (?:with|to) (?:the|our|your) (?:delivery|courier|driver|rider))/u,
  within: 24,
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
  by: /^[^.?\n\d]{0,30}?(?:(?:a|an|un|une|uno|una|um|uma|einen|eine|ein|de)\s+)?\d{1,2}(?:[.,]\d+)?\s?(?:%|percent|prozent|por ?ciento|pour ?cent|por ?cento|per ?cento)\s*(?:de\s+|di\s+)?(?:off|discount|rabatt|nachlass|descuento|réduction|remise|desconto|sconto|korting|cashback)|^\s*(?:(?:have|'ve|are|were|got)\s+)?(?:been\s+|now\s+)?(?:entered|registered)\s+(?:in|into|for)(?!\w)/iu,
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
  /(?:(?<!\w)(?:check|checks|checked|checking|monitor\p{L}*|watch\p{L}*|look(?:ing)? out|scan\p{L}*|review\p{L}*)\b[^.!?\n]{0,40}(?<!\w)for|(?<!\w)report(?:s|ed|ing)?|(?<!\w)result(?:s|ed|ing)? in|(?<!\w)lead(?:s|ing)? to|(?<!\w)signs? of)\s+(?:(?:any|possible|potential|further|future|an?)\s+)?$/iu;

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
 * Said at a counter, face to face: "give your name and date of birth at the counter", "show your
 * ID in person at reception". Who asks there is the one behind the counter.
 */
export function givenInPerson(text: string, hit: { end: number }): boolean {
  return /^[^.!?\n]{0,30}?(?<![\p{L}])(?:at the (?:counter|desk|reception|pharmacy|till|branch)|in person|in store|when you (?:collect|pick (?:it|them) up|arrive))(?![\p{L}])/iu.test(
    text.slice(hit.end, hit.end + 70),
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
  for (const m of matchAllOf(QUOTED_AS_FAKE, text.slice(from, hit.end + 70))) {
    const quoteStart = from + m.index + m[0].length - m[1]!.length - 1;
    const quoteEnd = quoteStart + m[1]!.length;
    if (hit.end > quoteStart && hit.start < quoteEnd) return true;
  }
  return false;
}

/**
 * Before a deadline's hit in its sentence (the urgency rule's frame, beside what a sender
 * promises): an act already done, told in the past, a few words before it. "They refunded the
 * £420 within two days", "she sent a plumber within two hours", "it arrived within 2 days": how
 * fast something happened, no deadline on the reader. Not "we sent you a code, enter it within 10
 * minutes" (the reader is told to act), nor "has been locked and will be deleted within 24 hours"
 * (a form of "be" before the verb: a threat).
 */
export const DONE_BEFORE =
  /(?<![\p{L}])(?:i|we|they|he|she|it|(?:the|my|our|their|his|her) [\p{L}-]+)\s+(?:(?:also|then|just|even|only|actually)\s+)?(?:[\p{L}]{3,}ed|sent|came|got|gave|took|did|made|paid|rang|went|wrote|found|brought|sorted|fixed)(?:\s+(?!(?:you|your|ur|must|need|needs|have|has|should|will|or|to|please|and|but|if)(?![\p{L}]))[\p{L}\p{N}£$€'’-]+(?:[.,]\d+)*){0,4}\s*$/iu;

/**
 * What a sender promises to do for the reader, which a time window after it only schedules ("we
 * will refund you within 2 days", "we guarantee a response within 24 hours of filing").
 */
const SENDERS_PROMISE =
  /(?<![\p{L}])(?:you(?:['’]ll| will) (?:get|receive)(?![\p{L}])|(?:(?:will|shall|'ll|to) be|(?:we|i)(?:'ll| will| shall))\s(?:[\p{L}']+\s){0,2}?(?:credited|refunded|reversed|processed|delivered|dispatched|shipped|reflected|deposited|transferred|completed|resolved|restored|reconnected|activated|approved|replaced|repaired|credit|refund|reverse|process|deliver|dispatch|ship|reply|respond|call you|contact you|get back to you)(?![\p{L}])|(?:we|i)\s+(?:\p{L}+\s+)?(?:guarantee|promise|offer|aim for)\s+(?:you\s+)?(?:a|an|our)\s+(?:\p{L}+\s+)?(?:response|reply|answer|decision|call-?back|refund|delivery|quote)(?![\p{L}]))/iu;

/**
 * Earlier in a deadline's sentence, the scam it belongs to told of: "Darin heißt es, Ihr Konto
 * werde gesperrt, wenn Sie nicht sofort …", "scammers say your account will be closed within 24
 * hours", "les escrocs exigent un paiement immédiat". The haste is the scam's, reported. Not
 * fraudsters named by a scam itself ("fraudsters tried to access your account, verify now").
 */
const SCAM_TOLD_OF =
  /(?<![\p{L}])(?:(?:darin|dort) (?:heißt|heisst|steht) es|(?:they|the (?:e-?mails|messages|texts|calls)) (?:say|claim|tell you|threaten)|(?:scammers|fraudsters|criminals|crooks|betr[üu]ger|kriminelle|oplichters|criminelen|estafadores|delincuentes|escrocs|fraudeurs|arnaqueurs|golpistas|criminosos|truffatori|penipu|oszu[sś]ci|dolandırıcılar)\s+(?:\p{L}+\s+){0,2}(?:say|says|claim|tell|threaten|demand|ask|pretend|write|behaupten|fordern|drohen|schreiben|exigent|demandent|prétendent|piden|dicen|exigen|pedem|dizem|exigem|zeggen|eisen|vragen|chiedono|dicono|minta|mengaku|twierdz\p{L}*|żądaj\p{L}*|istiyor)(?![\p{L}]))/iu;

/**
 * Earlier in its sentence, an act that protects the reader: haste in hanging up or deleting is
 * advice ("beenden Sie verdächtige Telefonate sofort", "hang up immediately", "supprimez-le
 * immédiatement"). Not "ignore": "do not ignore this" is how scams push.
 */
const PROTECTIVE =
  /(?<![\p{L}])(?:hang up|delete (?:it|this|them|(?:the|any|such|suspicious) (?:e-?mails?|messages?|texts?|sms))|block the (?:sender|number)|beenden sie|l[öo]schen sie|legen sie (?:sofort )?auf|raccrochez|supprimez(?:-les?| les?| ce)|cuelgue|borre (?:el|este|los)|desligue|apague (?:a|o|esta|este)|riattacca|cancella (?:il|questo|i)|hang (?:direct )?op|verwijder (?:de|het|deze)|rozłącz się|usuń (?:wiadomość|sms|go|ją))(?![\p{L}])/iu;

/**
 * What makes a deadline's hit no pressure: a sender's promise, an act told as done, a scam told
 * of, advice that protects.
 */
export const DEADLINE_FRAME = new RegExp(
  `${SENDERS_PROMISE.source}|${DONE_BEFORE.source}|${SCAM_TOLD_OF.source}|${PROTECTIVE.source}`,
  'iu',
);

/**
 * Right before a request, the reader's own wish: "If you'd like to update your details, you can
 * do so at …", "if you want to change your gift". An option offered, not a request.
 */
export const OPTION_BEFORE =
  /(?<![\p{L}])(?:if|whenever) you(?:['’]d| would)? (?:like|wish|want|prefer|choose) to\s+$/iu;

/**
 * Before a request for a secret, what makes it none: a sender that never asks ("We will never ask
 * you to send your PIN", "Nobody will ask for your passcode"), scammers told of, what the reader
 * will see, or the reader's own wish (OPTION_BEFORE).
 */
export const SECRET_REQUEST_FRAME = new RegExp(
  `${/(?<![\p{L}])(?:(?:never|not|n't|nobody|no one|won't)\s(?:[\p{L}']+\s){0,3}?(?:ask|asks|request|requests|require|need)|(?:scammers|fraudsters|criminals|crooks)\s(?:[\p{L}']+\s){0,2}?(?:ask|asks|try|tries|want|pretend|may|will|often|could)|(?:nunca|jamás|jamais|nie|niemals|não|no|ne)\s(?:[\p{L}']+\s){0,3}?(?:pide|piden|pedirá|pedimos|pediremos|solicita|solicitamos|solicitará|pede|pedem|pedirá|pedimos|demande|demandons|demandera|demanderons|fragen|fragt|verlangen|verlangt|bitten))(?![\p{L}])|(?<![\p{L}])you(?:['’]ll| will) (?!need\b|have to\b|be\b|must\b)(?:[\p{L}'’-]+[ ,]+){0,8}$/u.source}|${OPTION_BEFORE.source}`,
  'iu',
);
