/**
 * The expiry of something the reader asked for is not a deadline put on them: "This link expires
 * in 24 hours" in a password reset, "Your code is valid for 10 minutes", "Il expire dans 5
 * minutes". Read as an expiry said of a link, a code or "it", in a message that also reassures
 * (what it will never ask, a code not to share, "if you didn't request this, ignore it") or
 * disowns the request ("If this wasn't you: someone may have typed your address"): a scam's
 * "act within 24 hours or lose your account" has no such sentence, and keeps its urgency.
 */
import type { Brand } from '../../knowledge/brands';
import type { Span } from '../../knowledge/patterns';
import type { ScopeReading } from './scope';
import type { Anatomy } from './parts';
import { STOP_MONEY } from './words';
import { namesBank } from './opening-brand';
import { rememberLast } from '../../../../shared/remember';

/** How far either side of a hit its sentence is looked for. */
const SENTENCE_REACH = 160;
const EXPIRY =
  /(?<![\p{L}])(?:expir\p{L}*|valid|válid\p{L}*|caduc\p{L}*|vence|gültig|läuft|abläuft|scad\p{L}*|verloopt|geldig|berlaku|kedaluwarsa|can only be used|only works)(?![\p{L}])/iu;
const CREDENTIAL =
  /(?<![\p{L}])(?:link|links|code|codes|passcode|otp|token|it|this|il|él|er|es|esso|essa|deze|dit|ini|kode|enlace|lien|código|codigo|codice|wachtwoord|contraseña|senha|passwort)(?![\p{L}])/iu;

function sentenceAt(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - SENTENCE_REACH), at);
  const cut = Math.max(
    before.lastIndexOf('. '),
    before.lastIndexOf('! '),
    before.lastIndexOf('? '),
    before.lastIndexOf('\n'),
  );
  const after = text.slice(at, at + SENTENCE_REACH);
  const end = after.search(/[.!?](?:\s|$)|\n/);
  return `${before.slice(cut + 1)}${end < 0 ? after : after.slice(0, end)}`;
}

/** A window to use something ("within 30 minutes", "in 24 hours"). */
const WINDOW = /(?<![\p{L}])(?:within|in|dans|en|innerhalb|entro|binnen|dalam)(?![\p{L}])/iu;
const LINK_IN = /https?:\/\/|www\./iu;

/**
 * The same in the other languages: "solicite o cancelamento", "para cancelar", "pour annuler",
 * "para anularlo", "um sie zu stornieren", "per annullare", "om te annuleren", "aby anulować".
 */
const STOP_MONEY_ELSEWHERE =
  "(?:solicite|pe[çc]a|pedir|pedindo) o cancelamento|para (?:o )?cancelar|para cancel[aá]-la|pour (?:l['’]|la |le )?(?:annuler|bloquer|stopper)|para anular(?:lo|la)?|(?:um|zu) (?:sie |die zahlung |den betrag )?(?:zu )?stornieren|per (?:annullar(?:e|la|lo)|bloccar(?:e|la|lo))|om (?:deze |de betaling )?te (?:annuleren|blokkeren|stoppen)|aby (?:anulowa[ćc]|zablokowa[ćc])|iptal (?:etmek i[çc]in|ettirmek)|untuk membatalkan";

/** What a callback scam's number is for: stopping money under way (a bank's alert says to block a card). */
const CALL_TO_STOP = new RegExp(
  `(?<![\\p{L}])to (?:${STOP_MONEY})(?![\\p{L}])|(?<![\\p{L}])before it (?:clears|goes through|is processed)|(?<![\\p{L}])(?:${STOP_MONEY_ELSEWHERE})(?![\\p{L}])`,
  'iu',
);
/** A phone number written out: seven digits or more, with spaces, dots, dashes or brackets. */
const PHONE_IN = /\+?\d[\d ().-]{6,}\d/u;

/**
 * "If this was not you, contact our customer service immediately": haste asked for an act the
 * reader disowns (a disowning condition opens its sentence, scope.ts), in a message that gives no
 * link and no number to act through, so the only way is one the reader already has. A scam's "if
 * this wasn't you, call 1-888-… now" gives its own number and keeps its urgency, unless it is a
 * bank's alert of a transaction made, which names its own number.
 */
function disownedHaste(text: string, hit: Span, scope: ScopeReading, alert: boolean): boolean {
  if (LINK_IN.test(text)) return false;
  // A bank's alert may give its number with "immediately"; a window timed on the clock to call
  // the number given ("to cancel within 30 minutes") is a deadline.
  if (PHONE_IN.test(text) && (!alert || /\d/.test(hit.text))) return false;
  // Nor is haste to call and stop the money ("now to reverse the payment before it clears").
  if (alert && CALL_TO_STOP.test(sentenceAt(text, hit.start))) return false;
  return scope.scopes.some(
    (s) =>
      s.kind === 'hypothetical' &&
      s.end <= hit.start &&
      hit.start - s.end < SENTENCE_REACH &&
      // In its sentence, or the next one when it is asked ("Not you? Call us immediately").
      !/[.!?\n]/u.test(text.slice(s.end, hit.start).replace(/^\s*\?/u, '')),
  );
}

/**
 * The reader's own transfer or change waiting for their yes: "You are about to share P50 load with
 * 0917… Reply YES within 5 minutes to proceed", as carriers and wallets confirm what was keyed in.
 * The window is for the reader's own act; money to receive is no act of theirs.
 */
const PENDING_OWN =
  /\byou(?: are|'re) about to (?:share|send|transfer|pay|buy|register|link|change|cancel|withdraw)\b/i;
const TO_GO_ON = /\bto (?:proceed|continue|confirm|complete)\b/i;
/** Read once per text: a long page with many deadlines asks for each. */
const pendingOwn = rememberLast((text: string) => PENDING_OWN.test(text), 1);

/**
 * Is the deadline at `hit` the expiry of something the reader asked for? A code, a link or "it"
 * said to expire, in a message that reassures; or, in a message that tells the reader to ignore it
 * if they did not ask for it (a reset, a sign-in link), a window to use the link in its sentence.
 */
export function ownExpiry(text: string, hit: Span, scope: ScopeReading, alert = false): boolean {
  if (disownedHaste(text, hit, scope, alert)) return true;
  if (pendingOwn(text) && TO_GO_ON.test(sentenceAt(text, hit.start))) return true;
  // "If this wasn't you: someone may have typed your address by mistake": disowning the request
  // says, as a reassurance does, that the link or code was the reader's to ask for.
  const disowns = scope.scopes.some((s) => s.kind === 'hypothetical');
  if (!scope.reassurances.length && !disowns) return false;
  const sentence = sentenceAt(text, hit.start);
  if (EXPIRY.test(sentence) && CREDENTIAL.test(sentence)) return true;
  return (
    scope.reassurances.some((r) => r.kind === 'ignore_if_not_you') &&
    WINDOW.test(sentence) &&
    (LINK_IN.test(sentence) || CREDENTIAL.test(sentence))
  );
}

/**
 * A card or account transaction reported done: "was used for", "was paid from your account",
 * "you have transferred", "spent at", "RM150.00 transferred to", "a charge of $742.18 at".
 */
const REPORTED_TRANSACTION =
  /(?<!\w)(?:was|were|is|has been|have been) (?:used|made|debited|charged|spent|withdrawn|approved|declined|processed|paid|transferred|sent)(?!\w)|(?<!\w)(?:you have|you've) (?:transferred|paid|spent|withdrawn|sent|made)(?!\w)|(?<!\w)(?:spent|debited|credited|withdrawn) (?:on|at|from|by|for|with|using|via)(?!\w)|\d (?:transferred|paid|sent) to(?!\w)|^\s*(?:sent|paid|spent|debited|withdrawn) (?:rs\.?|inr|₹|[$£€₦]|rm|ksh|php|₱|usd|gbp|eur)\s?\d|(?<!\w)(?:charge|purchase|payment|transaction|withdrawal|debit) (?:was )?made (?:at|to|on|with|from)(?!\w)|(?<!\w)(?:charge|purchase|payment|transaction|withdrawal|debit) (?:of|for) (?:rs\.?|inr|₹|[$£€₦]|rm|ksh|php|₱|usd|gbp|eur)\s?\d[\d,.]*\s(?:at|to|on|from|with|in)(?!\w)|(?<!\w)(?:bheje gaye|bheja gaya|(?:debit|credit) (?:hue|hua|kiye gaye|kiya gaya)|kat(?:e)? gaye)(?!\w)|(?<![\p{L}])(?:harcama(?:s[ıi])? yap[ıi]l(?:m[ıi][sş]t[ıi]r|d[ıi])|[çc]ekil(?:mi[sş]tir|di)|compra (?:aprobada|aprovada|realizada)|se ha realizado un (?:cargo|pago|retiro)|foi (?:debitad[oa]|realizad[oa]) (?:uma |um )?(?:compra|pagamento|saque)?|a [ée]t[ée] d[ée]bit[ée]e?|paiement (?:de .{1,20} )?accept[ée]|wurde(?:n)? (?:belastet|abgebucht)|[èe] stat[oa] addebitat[oa]|is afgeschreven|afgeschreven (?:van|bij|voor)|(?:belastung|abbuchung|kartenzahlung|lastschrift)(?: [^.\n]{0,40}?)? \d[\d.,]* ?(?:eur|€)|telah didebet|transaksi .{1,40} berhasil)(?![\p{L}])/iu;

/**
 * A bank's own alert of a transaction made: "HSBC: Your card ending 4521 was used for GBP 89.99 …
 * If you don't recognise this, call us on 03457 404 404", as banks in Britain, Malaysia or Kenya
 * write. Its "if it was not you, call … immediately" is the bank's way to report it, not money to
 * be taken unless the reader acts, and the number in it is no reason to keep the haste (a link
 * still is: a look-alike or foreign link is read as one).
 */
/**
 * A charge reported with its amount and the merchant named in capitals, as card alerts print it in
 * any language: "$64.20 at SHELL", "58,90 EUR bei REWE", "Rp125.000 di INDOMARET", "74,20 EUR
 * chez FNAC". Case-sensitive: the merchant is the capitals.
 */
const MERCHANT_CHARGE =
  /(?:\d[\d.,]*\s?(?:EUR|eur|€|USD|\$|£|GBP|IDR|INR|Rs\.?|₹|BRL|PHP|₱|RM|MYR|KES|Ksh|VND|đ)|(?:€|\$|£|Rp\.?|Rs\.?|INR|₹|R\$|₱|RM|Ksh|KES)\s?\d[\d.,]*)\s(?:at|bei|chez|en|em|no|na|presso|da|bij|di|tại|à|in)\s[A-Z0-9][A-Z0-9&.'*-]{2,}\b/u;
const REPORTED = (text: string) => REPORTED_TRANSACTION.test(text) || MERCHANT_CHARGE.test(text);

export function bankAlert(text: string, brand: Brand | null): boolean {
  // A bank the lists do not know, named "<Name> Bank" ("Canara Bank: Rs.700.00 withdrawn from A/c
  // XX3310 …"), reports the same way when it names the reader's account by its last digits.
  const bank = brand?.kind === 'bank' || (!brand && namesBank(text) && MASKED_ACCOUNT.test(text));
  return bank && (REPORTED(text) || SECURITY_EVENT.test(text));
}
/**
 * A change to the reader's banking reported done, as banks report it: "Secure2u registered on a
 * new device", "signed in from a new phone", "your PIN was changed".
 */
const SECURITY_EVENT =
  /\b(?:registered|activated|signed in|logged in|linked|added|set up) (?:on|to|from|with) (?:a |an )?(?:new|another|different) (?:device|phone|mobile|browser)\b|\b(?:pin|password|passcode|mobile number|email address) (?:was|has been) (?:changed|updated|reset)\b/i;

/**
 * The reader's own account or card named by its last digits: "account ending 4411", "card ending
 * in 5566", "A/c XX1234", "xx4455", "****3310".
 */
const MASKED_ACCOUNT =
  /(?<!\w)(?:ending(?: in)?|ends? (?:in|with)|a\/c(?: no\.?)?|acct\.?(?: no\.?)?)\s*(?:[x*•]+\s*)?\d{3,4}\b|(?:\b[x]{2,}|[*•]{2,})\d{3,4}\b|(?<!\w)card [x*•]\d{4}\b|\b\d{4} ile biten(?!\w)|(?<!\w)(?:terminada en|terminaci[óo]n|final(?:izado em)?|se terminant par|endend auf|che termina con|eindigend op|berakhiran)\s*(?:[x*•]+\s*)?\d{3,4}\b/iu;

/**
 * A bank's report of a transaction on the reader's own account or card, named by its last digits
 * or by the merchant charged ("Rp125.000 di INDOMARET"), that gives no link: "Barclays: A payment of £25.00 to J SMITH was made from your account ending
 * 4411. If you didn't make this payment, call us on 0800 400 100", "Rs.500.00 debited from A/c
 * XX1234 … Not you? Call 1800 … - SBI". A scam can copy it word for word; only the number it
 * gives tells them apart, and the report cannot see whose number it is. So it is not enough to
 * judge: never a scam by the judge alone, nor a callback scam by its number (the report still says
 * to call the number on the card, never the message's).
 */
/** A bank's payment rail named instead of the bank: "to VPA …@okaxis (UPI Ref No …)", "IMPS". */
const PAYMENT_RAIL = /\b(?:upi|vpa|imps|neft|rtgs)\b/i;

export function reportsOwnAccount(text: string, links: number): boolean {
  return (
    links === 0 &&
    (REPORTED(text) || NOTICED.test(text)) &&
    (MASKED_ACCOUNT.test(text) || MERCHANT_CHARGE.test(text)) &&
    (namesBank(text) || PAYMENT_RAIL.test(text))
  );
}

/**
 * Haste in a bank's alert that disowns the act ("Bukan transaksi Anda? Segera hubungi Halo BCA"),
 * read by the word tables of any language: dropped as the English reading drops it (read.ts). A
 * loss threatened after it ("sonst wird Ihr Konto gesperrt") is no bank's way and stays.
 */
export function dropDisownedHaste(text: string, anatomy: Anatomy, scope: ScopeReading): void {
  anatomy.pressures = anatomy.pressures.filter(
    (p) => !(p.kind === 'deadline' && ownExpiry(text, p.span, scope, true)),
  );
}

/**
 * "We've noticed unusual activity on your debit card ending 7702. Please call us on …": a bank's
 * report that it saw something on the reader's own card or account, named by its last digits, in
 * a message with no link. What it noticed is no threat of a loss; a look-alike link or a closure
 * ("will be suspended") stays one.
 */
const NOTICED =
  /\b(?:unusual|suspicious|irregular|unrecogni[sz]ed) (?:activit(?:y|ies)|payments?|transactions?|spending)\b/i;
export function noticedOnOwnCard(text: string, hit: Span, links: number): boolean {
  return (
    links === 0 &&
    NOTICED.test(hit.text) &&
    MASKED_ACCOUNT.test(text) &&
    namesBank(text) &&
    !/(?<!\w)(?:will be|has been|have been|is being|is now) (?:temporarily |permanently )?(?:suspend|clos|lock|block|terminat|froze|freez|deactivat|restrict)\p{L}*/iu.test(
      text,
    )
  );
}
