/**
 * The organisation a message names at its opening, where a sender says who it is, and the brand
 * mentions that name someone else: the way to pay, the carrier, an address, news passed on. Split
 * from senders.ts, which reads every other claim of who writes.
 */
import { BRANDS, type Brand } from '../../knowledge/lexicons';
import { allMatches, cue, cueCased, firstMatch } from '../../knowledge/patterns';
import { EMAIL_ADDRESS as ADDRESS_PATTERN } from '../../knowledge/patterns';
import { parse as parseDomain } from 'tldts';
import { rememberLast } from '../../../../shared/remember';
import {
  foldCase,
  patternPrefixes,
  UPPER_INITIAL,
  WHOLE_WORD,
} from '../../../../shared/pattern-prefixes';
import { MESSAGING } from './words';

const BRAND_CUES: ReadonlyArray<[Brand, RegExp]> = BRANDS.map((b) => [
  b,
  b.cased ? cueCased([b.pattern]) : cue([b.pattern]),
]);
/**
 * The brands an opening may name as its sender, each with the letter runs, folded, one of which
 * every match of its cue opens with (as the word index reads them, pattern-prefixes.ts), or null
 * where a match may open with any capital: an opening whose folded text holds none of them cannot
 * name the brand, and its cue is not run. A messaging app named in a message is the channel
 * ("chat on WhatsApp"), not its sender. Read once, so an opening is searched with the few cues it
 * could match rather than every one of over 200.
 */
const SENDER_CUES = BRAND_CUES.filter(([brand]) => !MESSAGING.test(brand.token)).map(
  ([brand, re]) => {
    const prefixes = patternPrefixes(brand.pattern, !!brand.cased);
    const needs =
      !prefixes || prefixes.includes(UPPER_INITIAL)
        ? null
        : prefixes.map((p) => foldCase(p.endsWith(WHOLE_WORD) ? p.slice(0, -1) : p));
    return { brand, re, needs };
  },
);
/** How far into a message its sender names itself ("USPS:", "Your Barclays card …"). */
const OPENING_CHARS = 240;
/**
 * Every brand's cue in two patterns, one per case rule: an opening where neither finds anything
 * names no brand, and is passed over with two searches instead of one per brand (over 200).
 */
const ANY_BRAND = cue(BRANDS.filter((b) => !b.cased).map((b) => b.pattern));
const ANY_CASED_BRAND = cueCased(BRANDS.filter((b) => b.cased).map((b) => b.pattern));

/**
 * The word before a payment service that makes it the way to pay, not who writes: "pay Karen with
 * Venmo", "via Zelle", "por Bizum", "met Tikkie", "lewat DANA", a receipt's "Billed to Visa".
 */
const PAID_THROUGH =
  /(?:^|[^\p{L}])(?:with|via|through|using|by|on|over|in|per|por|pelo|pela|com|par|avec|mit|über|met|tramite|con|przez|lewat|pakai|melalui|dengan|qua|(?:billed|charged|debited|refunded)\s+to)\s+(?:the\s+|el\s+|la\s+|your\s+)?$/iu;
/** Does any brand's cue match in `head`? (Where none does, no brand is named there.) */
export const namesAnyBrand = (head: string): boolean =>
  !!firstMatch(ANY_BRAND, head) || !!firstMatch(ANY_CASED_BRAND, head);
/**
 * The organisation a message names at its opening, where a sender says who it is: of the brands
 * named there as a sender could be, the one named first ("Your receipt from Apple … Billed to
 * Apple Pay Mastercard" is Apple's; "BofA: A Zelle payment of $85.00 was sent" the bank's).
 */
export const openingBrand = (text: string): Brand | null =>
  openingBrandOf(text.slice(0, OPENING_CHARS));

/** Read once per opening: the anatomy and the red-flag rules both ask. */
const openingBrandOf = rememberLast((head: string): Brand | null => {
  if (!namesAnyBrand(head)) return null;
  let first: { brand: Brand; at: number } | null = null;
  const folded = foldCase(head);
  // A messaging app is not a sender (SENDER_CUES); a payment service named only as the way to pay
  // ("pay Karen with Venmo like always") is not either.
  for (const { brand, re, needs } of SENDER_CUES) {
    if (needs && !needs.some((p) => folded.includes(p))) continue;
    const m = firstMatch(re, head);
    if (!m || (first && m.start >= first.at)) continue;
    if (brand.kind === 'payment' && onlyAsTheWayToPay(re, head)) continue;
    if (brand.kind === 'delivery' && onlyAsTheCarrier(re, head)) continue;
    if (brand.kind === 'bank' && onlyAsThePayeesBank(re, head)) continue;
    if (onlyInAddresses(re, head)) continue;
    if (onlyAsNews(re, head)) continue;
    first = { brand, at: m.start };
  }
  return first?.brand ?? null;
});

/** Where `text` first names `brand` by its cue ("Công an" for the police), or null. */
export function brandMention(brand: Brand, text: string): { start: number; end: number } | null {
  const re = BRAND_CUES.find(([b]) => b === brand)?.[1];
  return re ? firstMatch(re, text) : null;
}

/**
 * Every brand a message names anywhere (its cue matches), in the lists' order: read once per text,
 * however many of its links ask (channels.ts).
 */
export const brandsNamed: (text: string) => Brand[] = rememberLast((text: string) =>
  namesAnyBrand(text)
    ? BRAND_CUES.filter(([, re]) => !!firstMatch(re, text)).map(([brand]) => brand)
    : [],
);
/** A bank the lists do not know, by its name or its card: "- Axis Bank", "Kotak Credit Card x4410". */
const BANK_BY_NAME =
  /(?<![\p{L}])\p{Lu}[\p{L}&]+(?: \p{Lu}[\p{L}&]+)? (?:Bank|Credit Card|Debit Card)(?![\p{L}])/u;
/**
 * Does the message name a bank in its opening, wherever it stands there ("… - Axis Bank"): a bank
 * the brand lists know, or one named "<Name> Bank"?
 */
export function namesBank(text: string): boolean {
  const head = text.slice(0, OPENING_CHARS);
  if (BANK_BY_NAME.test(head)) return true;
  if (!namesAnyBrand(head)) return false;
  return BRAND_CUES.some(([brand, re]) => brand.kind === 'bank' && !!firstMatch(re, head));
}

/**
 * A brand as the subject of news the message passes on ("Microsoft has released a security update
 * …", "Google announced …"): someone else's act the writer reports, not who writes. Not
 * "Microsoft has detected a virus on your computer", which speaks as Microsoft.
 */
const REPORTED_ACT =
  /^\s+(?:(?:has|have|had)\s+)?(?:(?:just|recently|now|also)\s+)?(?:released|announced|published|launched|introduced|unveiled|rolled out|reported|confirmed|said|says|disclosed|acknowledged|fixed|patched)(?!\w)/iu;
function onlyAsNews(re: RegExp, head: string): boolean {
  return allMatches(re, head).every((m) => REPORTED_ACT.test(head.slice(m.end, m.end + 40)));
}
/** An account number or an IBAN just after a bank's name. */
const ACCOUNT_AFTER = /^[\s:]{0,3}(?:\d[\d .-]{5,22}\d|[A-Z]{2}\d{2}[ ]?[A-Z0-9]{4})/;
/**
 * A bank named only with an account number after it ("Transfer ke BCA 7720184533 a.n. Rina",
 * "send it to Monzo 12345678"): the bank of whoever is paid, not who writes.
 */
function onlyAsThePayeesBank(re: RegExp, head: string): boolean {
  return allMatches(re, head).every((m) => ACCOUNT_AFTER.test(head.slice(m.end, m.end + 30)));
}
/** An e-mail address: "jordan.ellis@gmail.com" names the reader's mailbox, not who writes. */
const ADDRESS = new RegExp(ADDRESS_PATTERN, 'gu');
function onlyInAddresses(re: RegExp, head: string): boolean {
  if (!head.includes('@')) return false;
  const addresses = [...head.matchAll(ADDRESS)].map((m) => [m.index, m.index + m[0].length]);
  return allMatches(re, head).every((m) =>
    addresses.some(([from, to]) => m.start >= from! && m.end <= to!),
  );
}
/**
 * What follows a card network named as the card the reader pays with ("Card on file: Visa ending
 * 2281", "Mastercard **** 4417", "Visa x1234"): the reader's card, not who writes.
 */
const CARD_ENDING =
  /^\s*(?:(?:debit|credit)\s+)?(?:card\s+)?(?:ending|endend|eindigend|terminad[oa]|termin[ée]e|que termina|che termina|se terminant|finissant|[*•x]{2,}|x?\d{4}\b)/iu;
/**
 * The same read anywhere in a message (impersonation.ts), where a bare four-digit number after a
 * bank ("Barclays 0800 …") is a phone number: only "ending" or masked digits ("Visa ending 5512",
 * "Mastercard **** 0937") name the reader's card.
 */
export const READERS_CARD_AFTER =
  /^\s*(?:(?:debit|credit)\s+)?(?:card\s+)?(?:ending|[*•x]{2,}\s*\d)/iu;
function onlyAsTheWayToPay(re: RegExp, head: string): boolean {
  return allMatches(re, head).every(
    (m) =>
      PAID_THROUGH.test(head.slice(Math.max(0, m.start - 16), m.start)) ||
      CARD_ENDING.test(head.slice(m.end, m.end + 24)) ||
      // The service as a verb: "can you Zelle me $200", "just Venmo us the rest".
      /^\s+(?:me|us)(?![\p{L}])/iu.test(head.slice(m.end, m.end + 4)),
  );
}
/**
 * A carrier named as the one a shop ships with ("your order has shipped with Royal Mail",
 * "dispatched via DHL", "Carrier: Evri", "ya está en manos de SEUR"): the means of delivery, not who writes. Not "could not be
 * delivered by USPS", which is the carrier speaking of its own delivery. Named first as the
 * carrier, it is that carrier where named again ("Royal Mail will leave a card").
 */
const SHIPPED_WITH =
  /(?:(?:shipped|dispatched|sent|posted|ships|shipping|handed(?:\s+over)?|on\s+(?:the|its|their)\s+way|verzonden|verstuurd|versendet|versandt|verschickt|übergeben|envoy[ée]e?s?|exp[ée]di[ée]e?s?|enviad[oa]s?|despachad[oa]s?|spedit[oa]|dikirim)(?:\s+\p{L}+){0,2}?\s+(?:with|via|by|using|through|to|met|mit|per|an|avec|par|por|pela|pelo|pelas|pelos|com|con|tramite|dengan|lewat)|(?:carrier|courier|shipping method|delivery method|verzonden met|verzendmethode|vervoerder|versandart|versand(?: mit| per)?|transporteur|mode de livraison|forma de envio|forma de envío|método de envío|corriere|kurir|ekspedisi)\s*:|(?:carrier|courier)\s+is|en\s+manos\s+de|nas\s+m[ãa]os\s+d[aoe]s?|affidat[oa]\s+a|confi[ée]e?\s+(?:à|au))\s+(?:the\s+)?$/iu;
function onlyAsTheCarrier(re: RegExp, head: string): boolean {
  const m = firstMatch(re, head);
  return !!m && SHIPPED_WITH.test(head.slice(Math.max(0, m.start - 40), m.start));
}

/**
 * A pasted mail's sender line, "easyJet <noreply@easyjet.com>" or "From: Octopus Energy
 * <hello@octopus.energy>", whose name is its own address's domain: an organisation
 * the brand lists do not know, speaking from its own domain. Its links to that domain are its own
 * site (easyJet's check-in mail linking easyjet.com was read as sending the reader to a link not
 * the sender's). A look-alike domain is still caught by the link checks, which a link must pass to
 * count as the sender's; a person's name ("Anna Berg <anna@bergdesign.se>") is no domain's label.
 */
const SENDER_LINE = /(?:^|\n)[ \t]*(?:from:[ \t]*)?([^\n<>:]{2,40}?)[ \t]*<[^@\s<>]+@([^\s<>]+)>/iu;
export function senderByAddress(text: string): Brand | null {
  const m = SENDER_LINE.exec(text.slice(0, OPENING_CHARS));
  if (!m) return null;
  const name = m[1]!.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const parsed = parseDomain(m[2]!.toLowerCase());
  const label = parsed.domainWithoutSuffix;
  // The name is the label, or the whole domain run together ("Octopus Energy", octopus.energy).
  const whole = parsed.domain?.replace(/[^\p{L}\p{N}]/gu, '');
  if (!name || !parsed.domain || !label || (label !== name && whole !== name)) return null;
  return {
    name: m[1]!.trim(),
    kind: 'shop',
    pattern: m[1]!.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    token: label,
    official: [parsed.domain],
  };
}
