/**
 * Where a message's only ways to act are the sender's own (a government's site, the brand's own
 * site, its counter in person): what red-flags/index.ts excuses a lure rule by.
 */
import type { LinkSpan } from '../../knowledge/link-finder';
import type { LinkReport } from '../../knowledge/links';
import { isOfficialDomain } from '../../knowledge/domain-reputation';
import { openingBrand } from '../../signals/anatomy/senders';
import { namedBrandsSite } from '../../signals/anatomy/channels';
import { IN_PERSON } from '../../signals/anatomy/words';
import { wordCount } from '../../signals/judge/inputs';

/**
 * A phone number written in a message (eight or more digits, spaced as people write them). Not the
 * digits of a reference between letters ("ref RM441822976GB", "RX 294 551 803 US"): a tracking
 * number is no line.
 */
export const PHONE_NUMBER =
  /(?<![\p{L}\d])(?<![A-Z]{2}\s)\+?\d[\d\s().-]{7,}\d(?![\p{L}\d])(?!\s[A-Z]{2}(?![\p{L}]))/u;
const PHONE_NUMBERS = new RegExp(PHONE_NUMBER.source, 'gu');
/** The most digits a phone number has: a longer run is a card number or a reference. */
const MAX_PHONE_DIGITS = 13;
/** A date's separator with a digit beyond it: "09/30", "30.09". */
const DATE_SEPARATOR = /^[/.]\d/;
/**
 * A phone number in `text`, not a 16-digit reference on a card left ("5412 8870 3316 2095") nor the
 * middle of a date range ("09/01/2025 - 09/30/2025" holds "2025 - 09").
 */
export const hasPhoneNumber = (text: string): boolean =>
  [...text.matchAll(PHONE_NUMBERS)].some((m) => {
    const end = m.index + m[0].length;
    const inDate =
      DATE_SEPARATOR.test(text.slice(end, end + 2)) ||
      /\d[/.]$/.test(text.slice(Math.max(0, m.index - 2), m.index));
    return !inDate && m[0].replace(/\D/g, '').length <= MAX_PHONE_DIGITS;
  });

/**
 * Every link of the text is on a government's or another institution's own domain (links.ts
 * `institutional`: registered only by those bodies) and raised no warning, and the text gives no
 * phone number: a claim there is made where only that body can publish.
 */
export function onlyOnGovernmentSites(text: string, linkReports: readonly LinkReport[]): boolean {
  return (
    linkReports.length > 0 &&
    linkReports.every((r) => r.institutional && r.severity === null && !r.impersonates) &&
    !PHONE_NUMBER.test(text)
  );
}

/**
 * A text message's sign-in or payment alert, or a carrier's fee, whose every link is the claimed
 * brand's own published site ("Not you? Go to appleid.apple.com"): the way out it offers is the
 * brand's own. Not a longer, pasted e-mail: it shows a link's words, not where it leads, and out
 * of source a PayPal phish whose visible links were all paypal.com's lost its warning this way.
 * `anyLength` reads a mail too, for a bank's notice of activity on a card named by its last digits
 * (own-expiry.ts noticedOnOwnCard), which a mail with no link at all already is.
 */
const OWN_SITES_MAX_WORDS = 60;
export function onlyOnOwnSites(
  text: string,
  linkReports: readonly LinkReport[],
  anyLength = false,
): boolean {
  const short = anyLength || wordCount(text, OWN_SITES_MAX_WORDS) < OWN_SITES_MAX_WORDS;
  const brand = short && linkReports.length ? openingBrand(text) : null;
  return (
    !!brand &&
    linkReports.every(
      (r) =>
        r.severity === null &&
        !r.impersonates &&
        !!r.domain &&
        isOfficialDomain(brand, r.domain, r.domain.split('.')[0] ?? ''),
    )
  );
}

/**
 * Where the only way to act is in person, at the sender's own branch, service centre or shop
 * (IN_PERSON: "Visit any MTN Service Centre with your National ID before 30/04 to avoid service
 * interruption"), and the text gives no link and no phone number: nothing reaches anyone but the
 * sender's own counter, so a loss said to follow is no lure.
 */
export function onlyInPerson(text: string, textLinks: readonly LinkSpan[]): boolean {
  return textLinks.length === 0 && IN_PERSON.test(text) && !PHONE_NUMBER.test(text);
}

/**
 * A loss threatened or a push to act now, or a button whose address the text does not show ("Login
 * Now", "by clicking the URL"): what a phish that prints a firm's own address says around it.
 */
const PRESSED_OR_HIDDEN =
  /(?<![\p{L}])(?:suspend\p{L}*|disabl\p{L}*|deactivat\p{L}*|terminat\p{L}*|limit(?:ed|ation)|lock(?:ed)?|block(?:ed)?|restrict\p{L}*|clos(?:ed|ure)|immediately|urgent\p{L}*|within \d+ (?:hours?|days?)|(?:log ?in|sign ?in|verify|confirm|update|click|renew) now|clicking (?:the|this) (?:url|link|button))(?![\p{L}])/iu;
export const pressedOrHidden = (text: string): boolean => PRESSED_OR_HIDDEN.test(text);

/** "No action is needed", "nothing to do", "you don't need to do anything". */
const NO_ACTION_WORDS =
  /\bno (?:further )?action\b|\bnothing (?:else )?(?:to do|you need to do)\b|\b(?:do not|don't|don’t) need to do anything\b/i;
/**
 * Nothing to do, said in so many words: not "please do not reply to this e-mail", which every
 * phish's footer copies, though it is read as no action asked too.
 */
export const saysNoAction = (
  reassurances: ReadonlyArray<{ kind: string; span: { text: string } }>,
): boolean => reassurances.some((r) => r.kind === 'no_action' && NO_ACTION_WORDS.test(r.span.text));

/** A button or a link whose address the text does not show: "click here", "tap the button". */
const HIDDEN_LINK =
  /(?<![\p{L}])(?:click|tap|press|sign in|log in)\s+(?:here|below|on (?:the )?(?:button|link)|the (?:button|link))(?![\p{L}])/iu;

/**
 * The parts of its own site a firm puts before its name: its help pages and the reader's account
 * ("help.netflix.com", "account.apple.com"). A tenant's name on a shared host
 * ("northfield-my.sharepoint.com") is none of these.
 */
const SERVICE_HOST = /^(?:www|help|support|account|accounts|myaccount|billing|m)\./;

/**
 * Every link of the text is the main site of a firm the text names, listed as its own ("update
 * your card on netflix.com", "visit help.netflix.com"), with no phone number and no button whose
 * address it hides: a tenant's page on a shared host is not the firm's own.
 */
export function onlyOnNamedSites(text: string, linkReports: readonly LinkReport[]): boolean {
  return (
    linkReports.length > 0 &&
    !hasPhoneNumber(text) &&
    !HIDDEN_LINK.test(text) &&
    linkReports.every(
      (r) =>
        r.severity === null &&
        !!r.domain &&
        (r.host === r.domain || r.host === `${r.host.match(SERVICE_HOST)?.[0]}${r.domain}`) &&
        namedBrandsSite(text, r.domain),
    )
  );
}
