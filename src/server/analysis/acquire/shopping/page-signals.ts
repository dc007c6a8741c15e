/**
 * What a shop page says about itself, read from its visible text (and a few elements such as
 * countdown widgets and payment logos): discounts, countdowns, scarcity and "people viewing"
 * pressure, payment methods, returns, contact details, address, company registration and the
 * copyright year. Each signal keeps the quoted words that showed it.
 */
import { isHidden } from '../article/html-document';
import { findQuote, quoteAround } from './quote';
import { parse as parseDomain } from 'tldts';
import { BRANDS } from '../../knowledge/brands';
import { isOfficialDomain, lookalikeWord } from '../../knowledge/domain-reputation';
import type {
  ShopBrandImitation,
  ShopPageSignals,
  ShopPaymentSignals,
} from '../../knowledge/shop-signals';

const PERCENT_OFF = [
  /\b(?:up\s+to\s+)?(\d{1,2}(?:\.\d)?)\s*%\s*(?:off|discount|reduction|rabatt|korting|de\s+descuento)\b/gi,
  /\bsave\s+(?:up\s+to\s+)?(\d{1,2})\s*%/gi,
  /(?:^|\s)[-–−]\s?(\d{1,2})\s*%(?=\s|$)/gm,
];
const WAS_NOW =
  /\b(?:was|rrp|regular(?:ly)?|before)\s*:?\s*[$£€]\s?(\d{1,6}(?:[.,]\d{2})?)\s*[,;|/-]?\s*(?:now|only|today)\s*:?\s*[$£€]\s?(\d{1,6}(?:[.,]\d{2})?)/gi;

const COUNTDOWN = [
  /\b(?:offer|sale|deal|promotion|discount|price)s?\s+(?:ends|expires|ending)\s+in\b[^\n]{0,40}/i,
  /\b(?:ends\s+in|time\s+left|hurry)[^\n]{0,30}\b\d{1,2}\s*:\s*\d{2}\s*:\s*\d{2}\b/i,
  /\b\d{1,2}\s*:\s*\d{2}\s*:\s*\d{2}\b[^\n]{0,20}\b(?:left|remaining)\b/i,
  /\b\d{1,2}\s*(?:h|hrs?|hours?)\s*:?\s*\d{1,2}\s*(?:m|mins?|minutes?)\s*:?\s*\d{1,2}\s*(?:s|secs?|seconds?)\b/i,
];
const SCARCITY = [
  /\bonly\s+\d{1,3}\s+(?:left|remaining|(?:items?|pieces?|units?|pairs?)\s+(?:left|remaining)|(?:left\s+)?in\s+stock)\b/i,
  /\b\d{1,3}\s+(?:items?|pieces?|units?|pairs?)\s+left\b/i,
  /\b(?:almost|nearly)\s+(?:sold\s+out|gone)\b/i,
  /\bselling\s+(?:out\s+)?fast\b/i,
  /\b(?:very\s+)?low\s+(?:in\s+)?stock\b/i,
  /\blimited\s+(?:stock|quantities|supply)\b/i,
];
const VIEWERS = [
  /\b\d{1,5}\s+(?:people|others|customers|shoppers|visitors|users|persons)\s+(?:are\s+)?(?:(?:currently|now|right\s+now)\s+)?(?:viewing|looking\s+at|watching|browsing)\b/i,
  /\b\d{1,5}\s+(?:people\s+|others\s+)?(?:have|has)\s+(?:this|it)\s+in\s+(?:their|the)\s+carts?\b/i,
  /\b\d{1,5}\s+(?:sold|bought|purchased|orders?)\s+in\s+(?:the\s+)?(?:last|past)\s+\d{1,3}\s+(?:hours?|minutes?|mins?)\b/i,
  /\bsomeone\s+in\s+[A-Z][a-z]+\s+(?:just\s+)?(?:bought|purchased|ordered)\b/,
];

const PAYMENT_CONTEXT =
  /\b(?:pay|paying|payment|payments|checkout|we\s+accept|accepted|accepts|paid)\b/i;
const CRYPTO =
  /\b(?:bitcoin|btc|ethereum|eth|usdt|tether|litecoin|crypto(?:currency|currencies)?|dogecoin|binance\s+pay)\b/i;
const GIFT_CARDS =
  /\b(?:gift\s*cards?|itunes\s+cards?|apple\s+gift\s+cards?|google\s+play\s+cards?|steam\s+cards?|vouchers?\s+codes?|amazon\s+cards?)\b/i;
const WIRE =
  /\b(?:wire\s+transfer|bank\s+transfer|direct\s+bank\s+deposit|western\s+union|moneygram|zelle|cash\s*app|money\s+order|friends\s+and\s+family)\b/i;
const PROTECTED =
  /\b(?:visa|master\s?card|american\s+express|amex|credit\s+cards?|debit\s+cards?|paypal(?!\s+friends)|apple\s+pay|google\s+pay|klarna|shop\s+pay|maestro|discover)\b/i;

const RETURNS = [
  /\b\d{1,3}[- ]days?\s+(?:free\s+)?(?:returns?|money[- ]back|refunds?|return\s+policy|return\s+window)\b/i,
  /\bfree\s+returns\b/i,
  /\b(?:returns?|refunds?)\s+(?:policy|and\s+refunds|&\s+refunds|and\s+exchanges|&\s+exchanges)\b/i,
  /\bmoney[- ]back\s+guarantee\b/i,
  /\breturn\s+(?:it|them|any\s+item)\s+within\s+\d{1,3}\s+days\b/i,
];
const NO_RETURNS = [
  /\bno\s+(?:returns|refunds)\b/i,
  /\ball\s+sales\s+(?:are\s+)?final\b/i,
  /\bnon[- ]refundable\b/i,
  /\b(?:returns|refunds)\s+(?:are\s+)?not\s+(?:accepted|possible|available)\b/i,
];
const EMAIL = /\b[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,24}\b/i;
const PHONE = [
  /(?:\b(?:phone|tel|telephone|call\s+us|hotline|customer\s+service)\b\s*(?:on|at)?\s*:?\s*)(?:\+|00)?\(?\d[\d\s().-]{6,18}\d/i,
  /(?:^|\s)(?:\+|00)\d{1,3}[\s.-]?\(?\d[\d\s().-]{6,16}\d/m,
];
const ADDRESS = [
  // English-speaking: "14 Mill Lane", "221B Baker Street".
  /\b\d{1,5}[A-Za-z]?\s+(?:[A-Z][A-Za-z'.-]+\s+){1,4}(?:Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Lane|Ln\.?|Boulevard|Blvd\.?|Way|Drive|Dr\.?|Place|Pl\.?|Square|Sq\.?|Court|Ct\.?|Parkway|Terrace|Row|Close|Crescent|Highway|Hwy)\b/,
  /\b[A-ZÄÖÜ][a-zäöüß]+(?:straße|strasse|weg|gasse|platz|allee|ring|damm)\s+\d{1,4}\b/,
  // UK postcode "LS1 4DY"; US "Austin, TX 78701"; Canada "Toronto, ON M5V 2T6".
  /\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/,
  /\b[A-Z][a-z]+,\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/,
  /\b[A-Z][a-z]+,?\s+(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/,
  // Australia "Sydney NSW 2000"; India "Mumbai 400 001" / "PIN 560001".
  /\b[A-Z][a-z]+\s+(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}\b/,
  /\b(?:PIN(?:\s?code)?|Pincode)\s*[:.-]?\s*\d{3}\s?\d{3}\b|\b[A-Z][a-z]+\s*[-–]\s*\d{3}\s?\d{3},?\s+(?:India|[A-Z][a-z]+)\b/,
  // Continental Europe: "Storgata 12, 0155 Oslo", "Keizersgracht 123, 1015 CJ Amsterdam",
  // "Drottninggatan 5, 111 51 Stockholm", "Hauptstr. 5, D-10115 Berlin".
  /\b\p{Lu}[\p{L}.'-]{2,30}(?:\s\p{L}[\p{L}.'-]{1,20}){0,3}\s\d{1,4}[A-Za-z]?,\s*(?:[A-Z]{1,2}-)?(?:\d{4,5}|\d{3}\s\d{2}|\d{4}\s?[A-Z]{2})\s+\p{Lu}[\p{L}-]+/u,
  // French, Spanish, Italian and Portuguese number-first streets: "12 rue de la Paix, 75002 Paris".
  /\b\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|av\.|boulevard|bd|place|chemin|allée|impasse|quai|route|calle|avenida|via|viale|piazza|rua)\s[\p{L}' -]{2,40},?\s+\d{4,5}\s+\p{Lu}[\p{L}-]+/iu,
  /(?<!\w)(?:calle|avenida|via|viale|piazza|rua|carrer)\s[\p{L}' ]{2,40},?\s+\d{1,4},?\s+\d{4,5}\s+\p{Lu}[\p{L}-]+/iu,
];
/**
 * Company registration numbers as registers write them: UK company number, EU/EEA organisation
 * numbers (Norway "Org. no.", Denmark CVR, Finland Y-tunnus, Netherlands KvK, France SIREN/SIRET
 * and RCS, Germany HRB/HRA, Italy P.IVA, Spain CIF/NIF), VAT numbers, US EIN, Canada BN, Australia
 * ABN/ACN and India CIN/GSTIN. Each needs its number beside it: a bare "VAT" is not a registration.
 */
const REGISTRATION = [
  /\b(?:company|registration|reg\.?|registered|business|organi[sz]ation|corporate)\s+(?:no\.?|number|nr\.?|#)\s*[:.]?\s*[A-Z]{0,3}\s?\d[\dA-Z -]{4,}/i,
  /\bregistered\s+in\s+(?:England|Scotland|Wales|Northern\s+Ireland|Ireland|the\s+Netherlands|Germany|France|[A-Z][a-z]+)\b/,
  /\bVAT\s*(?:no\.?|number|reg(?:istration)?\.?(?:\s+no\.?)?|ID)\s*[:.]?\s*[A-Z]{0,2}\s?\d[\d\s]{6,}/i,
  /\b(?:HRB|HRA)\s*\d{3,}/,
  /\b(?:ABN|ACN)\s*[:.]?\s*\d[\d\s]{7,}/,
  /\b(?:Org\.?\s*(?:no|nr)\.?|Orgnr\.?|Organisasjonsnummer|Organisationsnummer|CVR(?:-nr\.?)?|Y-tunnus|KvK(?:-nummer)?|KVK|SIREN|SIRET|RCS\s+[A-Z][a-z]+|EIN|UTR|CRN|BN|NZBN|P\.?\s?IVA|Partita\s+IVA|CIF|NIF|USt-?IdNr\.?|UID)\s*[:.]?\s*(?:[A-Z]{2}\s?)?\d[\d\s.-]{5,}/,
  /\bCIN\s*[:.]?\s*[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}\b/,
  /\bGSTIN\s*[:.]?\s*\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[\dA-Z]\b/,
  /\b\d{3}\s?\d{3}\s?\d{3}\s?MVA\b/,
];
/** "Official Nike Store": the shop presents itself as the brand's own. */
const OFFICIAL_CLAIM =
  /\bofficial\s+([A-Z][\w'&.-]*(?:\s[A-Z][\w'&.-]*){0,2})\s+(?:online\s+)?(?:store|shop|outlet|site|website)\b/gi;
const BRAND_BY_NAME = new Map(
  BRANDS.map((b) => [b.name.toLowerCase().replace(/[^a-z0-9]/g, ''), b]),
);

/**
 * The brand the shop presents itself as, from its own words (title, headings, the copyright
 * line, its site name): a brand name spelled with look-alike letters ("NlKE", "Amaz0n"), or
 * "official <brand> store" on a domain the brand does not use. Payment logos and "contact us on
 * WhatsApp" name other companies' services, not the shop's identity, and are not read here.
 */
function brandImitation(text: string, doc: Document, url: URL | null): ShopBrandImitation | null {
  const own = [
    doc.title,
    doc.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ?? '',
    ...Array.from(doc.querySelectorAll('h1, h2, header, footer, [class*="logo" i]'))
      .slice(0, 20)
      .map((el) => el.textContent ?? ''),
  ];
  const copyrightLine = copyright(text)?.quote ?? '';
  for (const line of [...own, copyrightLine]) {
    for (const m of line.matchAll(/[\p{L}\p{N}$]{4,20}/gu)) {
      const brand = lookalikeWord(m[0]);
      if (brand)
        return {
          brand: brand.name,
          officialDomain: brand.official[0] ?? `${brand.token}.com`,
          word: m[0],
          quote: quoteLine(line, m.index),
          kind: 'homoglyph',
        };
    }
  }
  if (!url) return null;
  const info = parseDomain(url.hostname);
  for (const line of [...own, copyrightLine, text.slice(0, 4000)]) {
    for (const m of line.matchAll(OFFICIAL_CLAIM)) {
      const brand = BRAND_BY_NAME.get(m[1]!.toLowerCase().replace(/[^a-z0-9]/g, ''));
      if (!brand || isOfficialDomain(brand, info.domain, info.domainWithoutSuffix ?? '')) continue;
      return {
        brand: brand.name,
        officialDomain: brand.official[0] ?? `${brand.token}.com`,
        word: m[1]!,
        quote: quoteLine(line, m.index),
        kind: 'official-claim',
      };
    }
  }
  return null;
}

function quoteLine(line: string, index: number): string {
  const flat = line.replace(/\s+/g, ' ').trim();
  return flat.length <= 160
    ? flat
    : quoteAround(
        line.replace(/\s+/g, ' '),
        Math.max(0, index - 60),
        Math.min(line.length, index + 60),
      );
}

const COPYRIGHT =
  /(?:©|\(c\)|copyright)\s*(?:©\s*)?((?:19|20)\d{2})(?:\s*[-–]\s*((?:19|20)\d{2}))?/gi;

function maxDiscount(text: string): { percent: number; quote: string } | null {
  let best: { percent: number; quote: string } | null = null;
  const consider = (percent: number, index: number, length: number) => {
    if (percent > 0 && percent < 100 && (!best || percent > best.percent))
      best = { percent, quote: quoteAround(text, index, index + length) };
  };
  for (const re of PERCENT_OFF)
    for (const m of text.matchAll(re)) consider(Math.round(Number(m[1])), m.index, m[0].length);
  for (const m of text.matchAll(WAS_NOW)) {
    const was = Number(m[1]!.replace(',', '.'));
    const now = Number(m[2]!.replace(',', '.'));
    if (was > 0 && now > 0 && now < was)
      consider(Math.round((1 - now / was) * 100), m.index, m[0].length);
  }
  return best;
}

/** Widgets with "countdown" or "timer" in their name are countdowns whatever digits they show. */
function countdownWidget(doc: Document): string | null {
  for (const el of Array.from(
    doc.querySelectorAll(
      '[class*="countdown" i], [id*="countdown" i], [class*="timer" i], [id*="timer" i], [data-countdown]',
    ),
  )) {
    if (isHidden(el)) continue;
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) return text.slice(0, 160);
  }
  return null;
}

function payments(text: string, doc: Document): ShopPaymentSignals {
  // Methods count where the page talks about paying, and as payment logos (by their alt text).
  const lines = text.split('\n').filter((line) => PAYMENT_CONTEXT.test(line));
  const logos = Array.from(doc.querySelectorAll('img[alt], [aria-label]'))
    .map((el) => el.getAttribute('alt') ?? el.getAttribute('aria-label') ?? '')
    .filter(Boolean);
  const pick = (re: RegExp) => {
    for (const line of lines) {
      const m = re.exec(line);
      if (m) return quoteAround(line, m.index, m.index + m[0].length);
    }
    return logos.find((alt) => re.test(alt)) ?? null;
  };
  return {
    crypto: pick(CRYPTO),
    giftCards: pick(GIFT_CARDS),
    wireTransfer: pick(WIRE),
    buyerProtected: pick(PROTECTED),
  };
}

function linkFinds(doc: Document, scheme: 'mailto:' | 'tel:'): string | null {
  const a = doc.querySelector(`a[href^="${scheme}" i]`);
  const text = a?.textContent?.replace(/\s+/g, ' ').trim();
  return text || (a ? (a.getAttribute('href') ?? '').slice(scheme.length) : null);
}

function copyright(text: string): { year: number; quote: string } | null {
  let best: { year: number; quote: string } | null = null;
  for (const m of text.matchAll(COPYRIGHT)) {
    const year = Number(m[2] ?? m[1]);
    if (!best || year > best.year)
      best = { year, quote: quoteAround(text, m.index, m.index + m[0].length) };
  }
  return best;
}

export function shopPageSignals(
  text: string,
  doc: Document,
  now: Date,
  structuredAddress: string | null,
  url: URL | null = null,
): ShopPageSignals {
  const discount = maxDiscount(text);
  const copy = copyright(text);
  const addressElement =
    doc.querySelector('address')?.textContent?.replace(/\s+/g, ' ').trim() || null;
  return {
    maxDiscountPercent: discount?.percent ?? null,
    discount: discount?.quote ?? null,
    countdown: findQuote(text, ...COUNTDOWN) ?? countdownWidget(doc),
    scarcity: findQuote(text, ...SCARCITY),
    viewers: findQuote(text, ...VIEWERS),
    payments: payments(text, doc),
    returnsPolicy: findQuote(text, ...RETURNS),
    noReturns: findQuote(text, ...NO_RETURNS),
    email: findQuote(text, EMAIL) ?? linkFinds(doc, 'mailto:'),
    phone: findQuote(text, ...PHONE) ?? linkFinds(doc, 'tel:'),
    address: findQuote(text, ...ADDRESS) ?? addressElement ?? structuredAddress,
    companyRegistration: findQuote(text, ...REGISTRATION),
    copyrightYear: copy?.year ?? null,
    copyright: copy?.quote ?? null,
    currentYear: now.getUTCFullYear(),
    brandImitation: brandImitation(text, doc, url),
  };
}
