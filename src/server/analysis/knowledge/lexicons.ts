/**
 * Word lists the offline analyzer ships with: organisations that scammers impersonate, link
 * hosts that hide the destination, and domains that are reputable sources. Kept short and
 * general (well-known names), never copied from a test data set.
 */

export type BrandKind = 'bank' | 'payment' | 'delivery' | 'tech' | 'shop' | 'authority';

export interface Brand {
  /** How the brand is written for people. */
  name: string;
  kind: BrandKind;
  /** Regex source matching the name in text (case-insensitive, whole words). */
  pattern: string;
  /** The brand as it appears inside a domain label, e.g. "paypal", "royalmail". */
  token: string;
  /** Registrable domains the brand really uses, beyond "<token>.<any public suffix>". */
  official: readonly string[];
  /** Match the pattern case-sensitively (names that are also common words: "UPS", "Apple"). */
  cased?: boolean;
}

export const BRANDS: readonly Brand[] = [
  { name: 'PayPal', kind: 'payment', pattern: 'pay ?pal', token: 'paypal', official: ['paypal.me'] },
  { name: 'Barclays', kind: 'bank', pattern: 'barclays', token: 'barclays', official: ['barclaycard.co.uk'] },
  { name: 'HSBC', kind: 'bank', pattern: 'hsbc', token: 'hsbc', official: [] },
  { name: 'Lloyds', kind: 'bank', pattern: 'lloyds(?: bank)?', token: 'lloyds', official: ['lloydsbank.com', 'lloydsbank.co.uk'] },
  { name: 'NatWest', kind: 'bank', pattern: 'natwest', token: 'natwest', official: [] },
  { name: 'Santander', kind: 'bank', pattern: 'santander', token: 'santander', official: ['santander.co.uk'] },
  { name: 'Halifax', kind: 'bank', pattern: 'halifax', token: 'halifax', official: ['halifax.co.uk'] },
  { name: 'Monzo', kind: 'bank', pattern: 'monzo', token: 'monzo', official: [] },
  { name: 'Revolut', kind: 'bank', pattern: 'revolut', token: 'revolut', official: [] },
  { name: 'Chase', kind: 'bank', pattern: 'Chase(?: Bank)?|CHASE', token: 'chase', official: ['chase.com'], cased: true },
  { name: 'Wells Fargo', kind: 'bank', pattern: 'wells ?fargo', token: 'wellsfargo', official: [] },
  { name: 'Bank of America', kind: 'bank', pattern: 'bank of america', token: 'bankofamerica', official: ['bofa.com'] },
  { name: 'Citibank', kind: 'bank', pattern: 'Citi(?:bank)?|CITI(?:BANK)?', token: 'citibank', official: ['citi.com'], cased: true },
  { name: 'Capital One', kind: 'bank', pattern: 'capital ?one', token: 'capitalone', official: [] },
  { name: 'American Express', kind: 'bank', pattern: 'american express|amex', token: 'americanexpress', official: ['amex.com'] },
  { name: 'Visa', kind: 'payment', pattern: 'Visa|VISA', token: 'visa', official: [], cased: true },
  { name: 'Mastercard', kind: 'payment', pattern: 'master ?card', token: 'mastercard', official: [] },
  { name: 'DHL', kind: 'delivery', pattern: 'dhl', token: 'dhl', official: [] },
  { name: 'UPS', kind: 'delivery', pattern: 'UPS', token: 'ups', official: [], cased: true },
  { name: 'FedEx', kind: 'delivery', pattern: 'fed ?ex', token: 'fedex', official: [] },
  { name: 'USPS', kind: 'delivery', pattern: 'usps|us postal service', token: 'usps', official: [] },
  { name: 'Royal Mail', kind: 'delivery', pattern: 'royal ?mail', token: 'royalmail', official: [] },
  { name: 'Evri', kind: 'delivery', pattern: 'evri|hermes', token: 'evri', official: [] },
  { name: 'DPD', kind: 'delivery', pattern: 'dpd', token: 'dpd', official: [] },
  { name: 'Amazon', kind: 'shop', pattern: 'amazon', token: 'amazon', official: ['amzn.to', 'amazon.com'] },
  { name: 'eBay', kind: 'shop', pattern: 'ebay', token: 'ebay', official: [] },
  { name: 'Apple', kind: 'tech', pattern: 'Apple(?: ID| Support)?|APPLE|iCloud|iTunes', token: 'apple', official: ['icloud.com'], cased: true },
  { name: 'Microsoft', kind: 'tech', pattern: 'microsoft|windows support|outlook|office ?365', token: 'microsoft', official: ['live.com', 'outlook.com', 'office.com'] },
  { name: 'Google', kind: 'tech', pattern: 'google|gmail', token: 'google', official: ['gmail.com', 'youtube.com'] },
  { name: 'Netflix', kind: 'tech', pattern: 'netflix', token: 'netflix', official: [] },
  { name: 'Facebook', kind: 'tech', pattern: 'Facebook|FACEBOOK|Meta|Instagram', token: 'facebook', official: ['fb.com', 'meta.com', 'instagram.com'], cased: true },
  { name: 'WhatsApp', kind: 'tech', pattern: 'whats ?app', token: 'whatsapp', official: [] },
  { name: 'Norton', kind: 'tech', pattern: 'norton', token: 'norton', official: [] },
  { name: 'McAfee', kind: 'tech', pattern: 'mcafee', token: 'mcafee', official: [] },
  { name: 'Microsoft', kind: 'tech', pattern: 'one ?drive|share ?point|hotmail', token: 'onedrive', official: ['live.com', 'onedrive.com', '1drv.ms', 'sharepoint.com'] },
  { name: 'Adobe', kind: 'tech', pattern: 'adobe', token: 'adobe', official: [] },
  { name: 'Dropbox', kind: 'tech', pattern: 'dropbox', token: 'dropbox', official: ['db.tt'] },
  { name: 'DocuSign', kind: 'tech', pattern: 'docu ?sign', token: 'docusign', official: ['docusign.net'] },
  { name: 'WeTransfer', kind: 'tech', pattern: 'we ?transfer', token: 'wetransfer', official: ['we.tl'] },
  { name: 'Yahoo', kind: 'tech', pattern: 'yahoo', token: 'yahoo', official: [] },
  { name: 'LinkedIn', kind: 'tech', pattern: 'linked ?in', token: 'linkedin', official: ['lnkd.in'] },
  { name: 'Coinbase', kind: 'payment', pattern: 'coinbase', token: 'coinbase', official: [] },
  { name: 'Binance', kind: 'payment', pattern: 'binance', token: 'binance', official: [] },
  { name: 'MetaMask', kind: 'payment', pattern: 'meta ?mask', token: 'metamask', official: ['metamask.io'] },
  { name: 'Itaú', kind: 'bank', pattern: 'ita[uú]', token: 'itau', official: ['itau.com.br'] },
  { name: 'Bradesco', kind: 'bank', pattern: 'bradesco', token: 'bradesco', official: [] },
  { name: 'La Poste', kind: 'delivery', pattern: 'la poste|colissimo', token: 'laposte', official: ['colissimo.fr'] },
  { name: 'Correos', kind: 'delivery', pattern: 'correos', token: 'correos', official: ['correos.es', 'correios.com.br'] },
  { name: 'Correios', kind: 'delivery', pattern: 'correios', token: 'correios', official: ['correios.com.br'] },
  { name: 'Chronopost', kind: 'delivery', pattern: 'chronopost', token: 'chronopost', official: [] },
  { name: 'Deutsche Post', kind: 'delivery', pattern: 'deutsche post', token: 'deutschepost', official: ['dhl.de'] },
  { name: 'Sparkasse', kind: 'bank', pattern: 'sparkasse', token: 'sparkasse', official: [] },
  { name: 'Deutsche Bank', kind: 'bank', pattern: 'deutsche bank', token: 'deutsche-bank', official: ['deutsche-bank.de', 'db.com'] },
  { name: 'BBVA', kind: 'bank', pattern: 'BBVA', token: 'bbva', official: [], cased: true },
  { name: 'CaixaBank', kind: 'bank', pattern: 'caixa ?bank|la caixa', token: 'caixabank', official: [] },
  { name: 'Crédit Agricole', kind: 'bank', pattern: 'cr[ée]dit agricole', token: 'credit-agricole', official: ['credit-agricole.fr'] },
  { name: 'BNP Paribas', kind: 'bank', pattern: 'bnp(?: paribas)?', token: 'bnpparibas', official: ['bnpparibas.fr'] },
  { name: 'Banco do Brasil', kind: 'bank', pattern: 'banco do brasil', token: 'bancodobrasil', official: ['bb.com.br'] },
  { name: 'Nubank', kind: 'bank', pattern: 'nubank', token: 'nubank', official: [] },
  { name: 'Mercado Pago', kind: 'payment', pattern: 'mercado ?(?:pago|livre|libre)', token: 'mercadopago', official: ['mercadolivre.com.br', 'mercadolibre.com'] },
  { name: 'the tax office', kind: 'authority', pattern: 'agencia tributaria|hacienda|impots\\.gouv|finanzamt|receita federal', token: 'impots', official: ['impots.gouv.fr', 'agenciatributaria.gob.es'] },
  { name: 'tech support', kind: 'tech', pattern: '(?:technical|tech|customer) support', token: 'techsupport', official: [] },
  { name: 'the IRS', kind: 'authority', pattern: 'IRS|Internal Revenue Service', token: 'irs', official: ['irs.gov'], cased: true },
  { name: 'HMRC', kind: 'authority', pattern: 'hmrc|hm revenue', token: 'hmrc', official: ['gov.uk'] },
  { name: 'the police', kind: 'authority', pattern: 'police|fbi|interpol', token: 'police', official: [] },
  { name: 'Social Security', kind: 'authority', pattern: 'Social Security Administration|SSA', token: 'ssa', official: ['ssa.gov'], cased: true },
  { name: 'customs', kind: 'authority', pattern: 'customs(?: office| department)?|border force', token: 'customs', official: [] },
  { name: 'the DVLA', kind: 'authority', pattern: 'dvla', token: 'dvla', official: ['gov.uk'] },
  { name: 'the tax office', kind: 'authority', pattern: 'tax (?:office|authority|department)', token: 'tax', official: [] },
];

/** Generic shorteners: anyone can point them anywhere, so they hide where a link goes. */
export const URL_SHORTENERS = new Set([
  'bit.ly', 'tinyurl.com', 'goo.gl', 'ow.ly', 'is.gd', 'buff.ly', 'rebrand.ly', 'cutt.ly',
  'shorturl.at', 'tiny.cc', 'rb.gy', 't.ly', 's.id', 'bl.ink', 'qrco.de', 'v.gd', 'shorte.st',
  'adf.ly', 'bitly.com', 'tiny.one', 'x.co', 'u.to', 'clck.ru', 'short.io', 'urlz.fr',
]);

/**
 * A platform's own link wrappers: every post on that platform links through them, so they say
 * nothing about where a link goes or who sent it (a tweet's t.co link is no warning sign).
 */
export const PLATFORM_LINK_WRAPPERS = new Set(['t.co', 'lnkd.in', 'fb.me', 'youtu.be', 'amzn.to', 'redd.it', 'g.co', 'spoti.fi', 'apple.co', 'wp.me', 'flic.kr']);

/** Top-level domains that are cheap, little policed and over-represented in abuse reports. */
export const RISKY_TLDS = new Set([
  'xyz', 'top', 'tk', 'ml', 'ga', 'cf', 'gq', 'zip', 'mov', 'click', 'link', 'work', 'loan', 'win',
  'bid', 'country', 'kim', 'cricket', 'science', 'party', 'gdn', 'review', 'stream', 'download',
  'racing', 'rest', 'icu', 'cyou', 'buzz', 'monster', 'sbs', 'cfd', 'quest', 'support', 'help',
  'live', 'online', 'site', 'website', 'fit', 'men', 'date', 'faith', 'accountant', 'webcam', 'lol',
]);

/** Services where anyone can host a page under their domain in minutes, free. */
export const FREE_HOSTING_DOMAINS = new Set([
  '000webhostapp.com', 'weebly.com', 'wixsite.com', 'blogspot.com', 'firebaseapp.com', 'web.app',
  'netlify.app', 'herokuapp.com', 'glitch.me', 'repl.co', 'godaddysites.com', 'square.site',
  'ngrok.io', 'ngrok-free.app', 'duckdns.org', 'workers.dev', 'pages.dev', 'vercel.app',
  'github.io', 'gitlab.io', 'wordpress.com', 'webflow.io', 'yolasite.com', 'jimdosite.com',
  'mystrikingly.com', 'sites.google.com', 'forms.gle', 'typeform.com', 'surge.sh', 'azurewebsites.net',
]);

/** Words that make a link look like a login page; alarming on a domain the brand does not own. */
export const LOGIN_WORDS = /(?:login|log-in|signin|sign-in|verify|verification|secure|security|account|update|confirm|unlock|banking|wallet|auth|billing|refund|support|password)/i;

/** Wire services, public-health and statistics bodies, journals and fact-checkers. */
export const REPUTABLE_DOMAINS = new Set([
  'reuters.com', 'apnews.com', 'afp.com', 'bbc.co.uk', 'bbc.com', 'npr.org', 'pbs.org',
  'theguardian.com', 'nytimes.com', 'washingtonpost.com', 'ft.com', 'economist.com', 'wsj.com',
  'bloomberg.com', 'who.int', 'un.org', 'europa.eu', 'oecd.org', 'worldbank.org', 'imf.org',
  'nature.com', 'science.org', 'thelancet.com', 'nejm.org', 'bmj.com', 'jamanetwork.com',
  'cell.com', 'plos.org', 'pnas.org', 'doi.org', 'arxiv.org', 'cochranelibrary.com',
  'snopes.com', 'politifact.com', 'fullfact.org', 'factcheck.org', 'wikipedia.org',
  'nhs.uk', 'ons.gov.uk', 'mayoclinic.org', 'clevelandclinic.org',
]);

/** Public suffixes that only governments, universities or international bodies can register. */
export const INSTITUTIONAL_SUFFIXES = [
  'gov', 'mil', 'edu', 'int', 'gov.uk', 'ac.uk', 'nhs.uk', 'gov.au', 'edu.au', 'gc.ca', 'gouv.fr',
  'gob.es', 'gov.br', 'gov.in', 'govt.nz', 'ac.nz', 'ac.jp', 'go.jp', 'europa.eu', 'admin.ch',
];

export function isInstitutionalSuffix(publicSuffix: string | null, domain: string | null): boolean {
  if (domain === 'europa.eu') return true;
  if (publicSuffix === null) return false;
  return INSTITUTIONAL_SUFFIXES.some((s) => publicSuffix === s || publicSuffix.endsWith(`.${s}`));
}
