/**
 * The one brand list: organisations that scammers impersonate in messages and links (banks,
 * payment services, couriers, tech companies, authorities) and the shop brands that fake shops
 * imitate, each with the domains it really uses. Kept to well-known names, never copied from a
 * test data set. Text rules read MESSAGE_BRANDS (those with a name pattern); the look-alike
 * detector in domain-reputation.ts reads them all.
 */

/** 'retail': a shop brand that fake shops dress up as; the text rules do not look for it in messages. */
export type BrandKind = 'bank' | 'payment' | 'delivery' | 'tech' | 'shop' | 'authority' | 'retail';

export interface Brand {
  /** How the brand is written for people. */
  name: string;
  kind: BrandKind;
  /** Regex source matching the name in text (case-insensitive, whole words). */
  pattern: string;
  /** The brand as it appears inside a domain label, e.g. "paypal", "royalmail". */
  token: string;
  /** Registrable domains the brand really uses (its main shop first), beyond "<token>.<any suffix>". */
  official: readonly string[];
  /** Match the pattern case-sensitively (names that are also common words: "UPS", "Apple"). */
  cased?: boolean;
}

const ORGANISATIONS: readonly Brand[] = [
  {
    name: 'PayPal',
    kind: 'payment',
    pattern: 'pay ?pal',
    token: 'paypal',
    official: ['paypal.com', 'paypal.me'],
  },
  {
    name: 'Barclays',
    kind: 'bank',
    pattern: 'barclays',
    token: 'barclays',
    official: ['barclaycard.co.uk'],
  },
  { name: 'HSBC', kind: 'bank', pattern: 'hsbc', token: 'hsbc', official: [] },
  {
    name: 'Lloyds',
    kind: 'bank',
    pattern: 'lloyds(?: bank)?',
    token: 'lloyds',
    official: ['lloydsbank.com', 'lloydsbank.co.uk'],
  },
  { name: 'NatWest', kind: 'bank', pattern: 'natwest', token: 'natwest', official: [] },
  {
    name: 'Santander',
    kind: 'bank',
    pattern: 'santander',
    token: 'santander',
    official: ['santander.co.uk'],
  },
  {
    name: 'Halifax',
    kind: 'bank',
    pattern: 'halifax',
    token: 'halifax',
    official: ['halifax.co.uk'],
  },
  { name: 'Monzo', kind: 'bank', pattern: 'monzo', token: 'monzo', official: [] },
  { name: 'Revolut', kind: 'bank', pattern: 'revolut', token: 'revolut', official: [] },
  {
    name: 'Chase',
    kind: 'bank',
    pattern: 'Chase(?: Bank)?|CHASE',
    token: 'chase',
    official: ['chase.com'],
    cased: true,
  },
  { name: 'Wells Fargo', kind: 'bank', pattern: 'wells ?fargo', token: 'wellsfargo', official: [] },
  {
    name: 'Bank of America',
    kind: 'bank',
    pattern: 'bank of america',
    token: 'bankofamerica',
    official: ['bofa.com'],
  },
  {
    name: 'Citibank',
    kind: 'bank',
    pattern: 'Citi(?:bank)?|CITI(?:BANK)?',
    token: 'citibank',
    official: ['citi.com'],
    cased: true,
  },
  { name: 'Capital One', kind: 'bank', pattern: 'capital ?one', token: 'capitalone', official: [] },
  {
    name: 'American Express',
    kind: 'bank',
    pattern: 'american express|amex',
    token: 'americanexpress',
    official: ['amex.com'],
  },
  { name: 'Visa', kind: 'payment', pattern: 'Visa|VISA', token: 'visa', official: [], cased: true },
  {
    name: 'Mastercard',
    kind: 'payment',
    pattern: 'master ?card',
    token: 'mastercard',
    official: [],
  },
  { name: 'DHL', kind: 'delivery', pattern: 'dhl', token: 'dhl', official: [] },
  { name: 'UPS', kind: 'delivery', pattern: 'UPS', token: 'ups', official: [], cased: true },
  { name: 'FedEx', kind: 'delivery', pattern: 'fed ?ex', token: 'fedex', official: [] },
  {
    name: 'USPS',
    kind: 'delivery',
    pattern: 'usps|us postal service',
    token: 'usps',
    official: [],
  },
  {
    name: 'Royal Mail',
    kind: 'delivery',
    pattern: 'royal ?mail',
    token: 'royalmail',
    official: [],
  },
  { name: 'Evri', kind: 'delivery', pattern: 'evri|hermes', token: 'evri', official: [] },
  { name: 'DPD', kind: 'delivery', pattern: 'dpd', token: 'dpd', official: [] },
  {
    name: 'Amazon',
    kind: 'shop',
    pattern: 'amazon',
    token: 'amazon',
    official: ['amazon.com', 'amzn.to'],
  },
  { name: 'eBay', kind: 'shop', pattern: 'ebay', token: 'ebay', official: ['ebay.com'] },
  {
    name: 'Apple',
    kind: 'tech',
    pattern: 'Apple(?: ID| Support)?|APPLE|iCloud|iTunes',
    token: 'apple',
    official: ['apple.com', 'icloud.com'],
    cased: true,
  },
  {
    name: 'Microsoft',
    kind: 'tech',
    pattern: 'microsoft|windows support|outlook|office ?365',
    token: 'microsoft',
    official: ['live.com', 'outlook.com', 'office.com'],
  },
  {
    name: 'Google',
    kind: 'tech',
    pattern: 'google|gmail',
    token: 'google',
    official: ['gmail.com', 'youtube.com'],
  },
  { name: 'Netflix', kind: 'tech', pattern: 'netflix', token: 'netflix', official: [] },
  {
    name: 'Facebook',
    kind: 'tech',
    pattern: 'Facebook|FACEBOOK|Meta|Instagram',
    token: 'facebook',
    official: ['fb.com', 'meta.com', 'instagram.com'],
    cased: true,
  },
  { name: 'WhatsApp', kind: 'tech', pattern: 'whats ?app', token: 'whatsapp', official: [] },
  { name: 'Norton', kind: 'tech', pattern: 'norton', token: 'norton', official: [] },
  { name: 'McAfee', kind: 'tech', pattern: 'mcafee', token: 'mcafee', official: [] },
  {
    name: 'Microsoft',
    kind: 'tech',
    pattern: 'one ?drive|share ?point|hotmail',
    token: 'onedrive',
    official: ['live.com', 'onedrive.com', '1drv.ms', 'sharepoint.com'],
  },
  { name: 'Adobe', kind: 'tech', pattern: 'adobe', token: 'adobe', official: [] },
  { name: 'Dropbox', kind: 'tech', pattern: 'dropbox', token: 'dropbox', official: ['db.tt'] },
  {
    name: 'DocuSign',
    kind: 'tech',
    pattern: 'docu ?sign',
    token: 'docusign',
    official: ['docusign.net'],
  },
  {
    name: 'WeTransfer',
    kind: 'tech',
    pattern: 'we ?transfer',
    token: 'wetransfer',
    official: ['we.tl'],
  },
  { name: 'Yahoo', kind: 'tech', pattern: 'yahoo', token: 'yahoo', official: [] },
  {
    name: 'LinkedIn',
    kind: 'tech',
    pattern: 'linked ?in',
    token: 'linkedin',
    official: ['lnkd.in'],
  },
  { name: 'Coinbase', kind: 'payment', pattern: 'coinbase', token: 'coinbase', official: [] },
  { name: 'Binance', kind: 'payment', pattern: 'binance', token: 'binance', official: [] },
  {
    name: 'MetaMask',
    kind: 'payment',
    pattern: 'meta ?mask',
    token: 'metamask',
    official: ['metamask.io'],
  },
  { name: 'Itaú', kind: 'bank', pattern: 'ita[uú]', token: 'itau', official: ['itau.com.br'] },
  { name: 'Bradesco', kind: 'bank', pattern: 'bradesco', token: 'bradesco', official: [] },
  {
    name: 'La Poste',
    kind: 'delivery',
    pattern: 'la poste|colissimo',
    token: 'laposte',
    official: ['colissimo.fr'],
  },
  {
    name: 'Correos',
    kind: 'delivery',
    pattern: 'correos',
    token: 'correos',
    official: ['correos.es', 'correios.com.br'],
  },
  {
    name: 'Correios',
    kind: 'delivery',
    pattern: 'correios',
    token: 'correios',
    official: ['correios.com.br'],
  },
  {
    name: 'Chronopost',
    kind: 'delivery',
    pattern: 'chronopost',
    token: 'chronopost',
    official: [],
  },
  {
    name: 'Deutsche Post',
    kind: 'delivery',
    pattern: 'deutsche post',
    token: 'deutschepost',
    official: ['dhl.de'],
  },
  { name: 'Sparkasse', kind: 'bank', pattern: 'sparkasse', token: 'sparkasse', official: [] },
  {
    name: 'Deutsche Bank',
    kind: 'bank',
    pattern: 'deutsche bank',
    token: 'deutsche-bank',
    official: ['deutsche-bank.de', 'db.com'],
  },
  { name: 'BBVA', kind: 'bank', pattern: 'BBVA', token: 'bbva', official: [], cased: true },
  {
    name: 'CaixaBank',
    kind: 'bank',
    pattern: 'caixa ?bank|la caixa',
    token: 'caixabank',
    official: [],
  },
  {
    name: 'Crédit Agricole',
    kind: 'bank',
    pattern: 'cr[ée]dit agricole',
    token: 'credit-agricole',
    official: ['credit-agricole.fr'],
  },
  {
    name: 'BNP Paribas',
    kind: 'bank',
    pattern: 'bnp(?: paribas)?',
    token: 'bnpparibas',
    official: ['bnpparibas.fr'],
  },
  {
    name: 'Banco do Brasil',
    kind: 'bank',
    pattern: 'banco do brasil',
    token: 'bancodobrasil',
    official: ['bb.com.br'],
  },
  { name: 'Nubank', kind: 'bank', pattern: 'nubank', token: 'nubank', official: [] },
  {
    name: 'Mercado Pago',
    kind: 'payment',
    pattern: 'mercado ?(?:pago|livre|libre)',
    token: 'mercadopago',
    official: ['mercadolivre.com.br', 'mercadolibre.com'],
  },
  {
    name: 'the tax office',
    kind: 'authority',
    pattern: 'agencia tributaria|hacienda|impots\\.gouv|finanzamt|receita federal',
    token: 'impots',
    official: ['impots.gouv.fr', 'agenciatributaria.gob.es'],
  },
  {
    name: 'tech support',
    kind: 'tech',
    pattern: '(?:technical|tech|customer) support',
    token: 'techsupport',
    official: [],
  },
  {
    name: 'the IRS',
    kind: 'authority',
    pattern: 'IRS|Internal Revenue Service',
    token: 'irs',
    official: ['irs.gov'],
    cased: true,
  },
  {
    name: 'HMRC',
    kind: 'authority',
    pattern: 'hmrc|hm revenue',
    token: 'hmrc',
    official: ['gov.uk'],
  },
  {
    name: 'the police',
    kind: 'authority',
    pattern: 'police|fbi|interpol',
    token: 'police',
    official: [],
  },
  {
    name: 'Social Security',
    kind: 'authority',
    pattern: 'Social Security Administration|SSA',
    token: 'ssa',
    official: ['ssa.gov'],
    cased: true,
  },
  {
    name: 'customs',
    kind: 'authority',
    pattern: 'customs(?: office| department)?|border force',
    token: 'customs',
    official: [],
  },
  { name: 'the DVLA', kind: 'authority', pattern: 'dvla', token: 'dvla', official: ['gov.uk'] },
  {
    name: 'the tax office',
    kind: 'authority',
    pattern: 'tax (?:office|authority|department)',
    token: 'tax',
    official: [],
  },
];

/** Shop brands that fake shops borrow ("nlke-store.shop", "adidas-outlet-sale.com"). */
const RETAIL: readonly Brand[] = [
  { name: 'Nike', kind: 'retail', pattern: '', token: 'nike', official: ['nike.com'] },
  { name: 'Adidas', kind: 'retail', pattern: '', token: 'adidas', official: ['adidas.com'] },
  { name: 'Puma', kind: 'retail', pattern: '', token: 'puma', official: ['puma.com'] },
  {
    name: 'New Balance',
    kind: 'retail',
    pattern: '',
    token: 'newbalance',
    official: ['newbalance.com'],
  },
  { name: 'Reebok', kind: 'retail', pattern: '', token: 'reebok', official: ['reebok.com'] },
  { name: 'Converse', kind: 'retail', pattern: '', token: 'converse', official: ['converse.com'] },
  { name: 'Skechers', kind: 'retail', pattern: '', token: 'skechers', official: ['skechers.com'] },
  {
    name: 'The North Face',
    kind: 'retail',
    pattern: '',
    token: 'thenorthface',
    official: ['thenorthface.com'],
  },
  {
    name: 'Patagonia',
    kind: 'retail',
    pattern: '',
    token: 'patagonia',
    official: ['patagonia.com'],
  },
  {
    name: 'Lululemon',
    kind: 'retail',
    pattern: '',
    token: 'lululemon',
    official: ['lululemon.com'],
  },
  {
    name: 'Timberland',
    kind: 'retail',
    pattern: '',
    token: 'timberland',
    official: ['timberland.com'],
  },
  { name: "Levi's", kind: 'retail', pattern: '', token: 'levis', official: ['levi.com'] },
  { name: 'Ray-Ban', kind: 'retail', pattern: '', token: 'rayban', official: ['ray-ban.com'] },
  { name: 'Pandora', kind: 'retail', pattern: '', token: 'pandora', official: ['pandora.net'] },
  { name: 'Rolex', kind: 'retail', pattern: '', token: 'rolex', official: ['rolex.com'] },
  { name: 'Gucci', kind: 'retail', pattern: '', token: 'gucci', official: ['gucci.com'] },
  {
    name: 'Louis Vuitton',
    kind: 'retail',
    pattern: '',
    token: 'louisvuitton',
    official: ['louisvuitton.com'],
  },
  { name: 'Prada', kind: 'retail', pattern: '', token: 'prada', official: ['prada.com'] },
  {
    name: 'Michael Kors',
    kind: 'retail',
    pattern: '',
    token: 'michaelkors',
    official: ['michaelkors.com'],
  },
  { name: 'Zara', kind: 'retail', pattern: '', token: 'zara', official: ['zara.com'] },
  { name: 'Uniqlo', kind: 'retail', pattern: '', token: 'uniqlo', official: ['uniqlo.com'] },
  { name: 'Ikea', kind: 'retail', pattern: '', token: 'ikea', official: ['ikea.com'] },
  { name: 'Lego', kind: 'retail', pattern: '', token: 'lego', official: ['lego.com'] },
  { name: 'Samsung', kind: 'retail', pattern: '', token: 'samsung', official: ['samsung.com'] },
  {
    name: 'Sony',
    kind: 'retail',
    pattern: '',
    token: 'sony',
    official: ['sony.com', 'playstation.com'],
  },
  { name: 'Nintendo', kind: 'retail', pattern: '', token: 'nintendo', official: ['nintendo.com'] },
  { name: 'Dyson', kind: 'retail', pattern: '', token: 'dyson', official: ['dyson.com'] },
  { name: 'Canon', kind: 'retail', pattern: '', token: 'canon', official: ['canon.com'] },
  { name: 'Walmart', kind: 'retail', pattern: '', token: 'walmart', official: ['walmart.com'] },
  { name: 'Target', kind: 'retail', pattern: '', token: 'target', official: ['target.com'] },
  { name: 'Best Buy', kind: 'retail', pattern: '', token: 'bestbuy', official: ['bestbuy.com'] },
  { name: 'Costco', kind: 'retail', pattern: '', token: 'costco', official: ['costco.com'] },
  {
    name: 'AliExpress',
    kind: 'retail',
    pattern: '',
    token: 'aliexpress',
    official: ['aliexpress.com'],
  },
  { name: 'Etsy', kind: 'retail', pattern: '', token: 'etsy', official: ['etsy.com'] },
  { name: 'Shein', kind: 'retail', pattern: '', token: 'shein', official: ['shein.com'] },
  { name: 'Temu', kind: 'retail', pattern: '', token: 'temu', official: ['temu.com'] },
  { name: 'Zalando', kind: 'retail', pattern: '', token: 'zalando', official: ['zalando.com'] },
  { name: 'ASOS', kind: 'retail', pattern: '', token: 'asos', official: ['asos.com'] },
  { name: 'Sephora', kind: 'retail', pattern: '', token: 'sephora', official: ['sephora.com'] },
  { name: 'Argos', kind: 'retail', pattern: '', token: 'argos', official: ['argos.co.uk'] },
  { name: 'Currys', kind: 'retail', pattern: '', token: 'currys', official: ['currys.co.uk'] },
  {
    name: 'John Lewis',
    kind: 'retail',
    pattern: '',
    token: 'johnlewis',
    official: ['johnlewis.com'],
  },
  {
    name: 'Decathlon',
    kind: 'retail',
    pattern: '',
    token: 'decathlon',
    official: ['decathlon.com'],
  },
];

export const BRANDS: readonly Brand[] = [...ORGANISATIONS, ...RETAIL];

/** A brand the text rules look for in a message (every one but the shop brands has a pattern). */
export type MessageBrand = Brand & { kind: Exclude<BrandKind, 'retail'> };

/** The brands the text rules look for in a message. */
export const MESSAGE_BRANDS = ORGANISATIONS as readonly MessageBrand[];

/** The domain to name as the brand's own: its first listed one, else "<token>.com". */
export function mainDomain(brand: Brand): string {
  return brand.official[0] ?? `${brand.token}.com`;
}
