/**
 * Word lists the offline analyzer ships with: organisations that scammers impersonate, link
 * hosts that hide the destination, and domains that are reputable sources. Kept short and
 * general (well-known names), never copied from a test data set.
 */

// The brands live in brands.ts (one list for messages, links and shops); re-exported here for
// the text rules that import them with the other word lists.
export { MESSAGE_BRANDS as BRANDS, type MessageBrand as Brand, type BrandKind } from './brands';

/** Generic shorteners: anyone can point them anywhere, so they hide where a link goes. */
export const URL_SHORTENERS = new Set([
  'bit.ly',
  'tinyurl.com',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'buff.ly',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'tiny.cc',
  'rb.gy',
  't.ly',
  's.id',
  'bl.ink',
  'qrco.de',
  'v.gd',
  'shorte.st',
  'adf.ly',
  'bitly.com',
  'tiny.one',
  'x.co',
  'u.to',
  'clck.ru',
  'short.io',
  'urlz.fr',
  // Deep-link services brands send app links through (Branch's app.link, Firebase's page.link,
  // AppsFlyer's onelink.me): each customer gets a subdomain and may point it anywhere. Their
  // ending is no sign of a throwaway site.
  'app.link',
  'page.link',
  'onelink.me',
]);

/**
 * A platform's own link wrappers: every post on that platform links through them, so they say
 * nothing about where a link goes or who sent it (a tweet's t.co link is no warning sign).
 */
export const PLATFORM_LINK_WRAPPERS = new Set([
  't.co',
  'lnkd.in',
  'fb.me',
  'youtu.be',
  'amzn.to',
  'redd.it',
  'g.co',
  'spoti.fi',
  'apple.co',
  'wp.me',
  'flic.kr',
]);

/** Top-level domains that are cheap, little policed and over-represented in abuse reports. */
export const RISKY_TLDS = new Set([
  'xyz',
  'top',
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
  'zip',
  'mov',
  'click',
  'link',
  'work',
  'loan',
  'win',
  'bid',
  'country',
  'kim',
  'cricket',
  'science',
  'party',
  'gdn',
  'review',
  'stream',
  'download',
  'racing',
  'rest',
  'icu',
  'cyou',
  'buzz',
  'monster',
  'sbs',
  'cfd',
  'quest',
  'support',
  'help',
  'live',
  'online',
  'site',
  'website',
  'fit',
  'men',
  'date',
  'faith',
  'accountant',
  'webcam',
  'lol',
]);

/** Services where anyone can host a page under their domain in minutes, free. */
export const FREE_HOSTING_DOMAINS = new Set([
  '000webhostapp.com',
  'weebly.com',
  'wixsite.com',
  'blogspot.com',
  'firebaseapp.com',
  'web.app',
  'netlify.app',
  'herokuapp.com',
  'glitch.me',
  'repl.co',
  'godaddysites.com',
  'square.site',
  'ngrok.io',
  'ngrok-free.app',
  'duckdns.org',
  'workers.dev',
  'pages.dev',
  'vercel.app',
  'github.io',
  'gitlab.io',
  'wordpress.com',
  'webflow.io',
  'yolasite.com',
  'jimdosite.com',
  'mystrikingly.com',
  'sites.google.com',
  'forms.gle',
  'typeform.com',
  'surge.sh',
  'azurewebsites.net',
]);

/** Words that make a link look like a login page; alarming on a domain the brand does not own. */
export const LOGIN_WORDS = new RegExp(
  [
    'login|log-in|signin|sign-in|verify|verification|secure|security|account|update|confirm|unlock|banking|wallet|auth|billing|refund|support|password',
    // The same words in the languages the anatomy reads, as domains spell them (no accents):
    // "poste-sicurezza-verifica.it", "sparkasse-sicherheit.de", "caixa-seguranca.com".
    'verifica|verifiz|verifik|weryfik|xacminh|xacthuc|dogrulama|sicurezza|sicherheit|securi|seguranca|seguridad|beveilig|bezpiecz|guvenlik|keamanan|baomat',
    'conferm|bestaetig|bestatig|potwierdz|sblocc|desbloq|debloq|entsperr|ontgrendel|odblok|rimbors|reembols|rembours|erstattung|terugbetal',
    'konto|cuenta|compte|rekening|hesap|taikhoan|dangnhap|anmeld|inloggen|logowan|connexion',
  ].join('|'),
  'i',
);

/** Wire services, public-health and statistics bodies, journals and fact-checkers. */
export const REPUTABLE_DOMAINS = new Set([
  'reuters.com',
  'apnews.com',
  'afp.com',
  'bbc.co.uk',
  'bbc.com',
  'npr.org',
  'pbs.org',
  'theguardian.com',
  'nytimes.com',
  'washingtonpost.com',
  'ft.com',
  'economist.com',
  'wsj.com',
  'bloomberg.com',
  'who.int',
  'un.org',
  'europa.eu',
  'oecd.org',
  'worldbank.org',
  'imf.org',
  'nature.com',
  'science.org',
  'thelancet.com',
  'nejm.org',
  'bmj.com',
  'jamanetwork.com',
  'cell.com',
  'plos.org',
  'pnas.org',
  'doi.org',
  'arxiv.org',
  'cochranelibrary.com',
  'snopes.com',
  'politifact.com',
  'fullfact.org',
  'factcheck.org',
  'wikipedia.org',
  'nhs.uk',
  'ons.gov.uk',
  'mayoclinic.org',
  'clevelandclinic.org',
  // The same publishers' own short links, which their posts use: "nyti.ms/…", "n.pr/…".
  'nyti.ms',
  'n.pr',
  'wapo.st',
  'reut.rs',
  'bbc.in',
  'gu.com',
  'econ.st',
  'bloom.bg',
  'apne.ws',
]);

/** Public suffixes that only governments, universities or international bodies can register. */
export const INSTITUTIONAL_SUFFIXES = [
  'gov',
  'mil',
  'edu',
  'int',
  'gov.uk',
  'ac.uk',
  'nhs.uk',
  'gov.au',
  'edu.au',
  'gc.ca',
  'gouv.fr',
  'gob.es',
  'gov.br',
  'gov.in',
  // India's banks-only ending: the Reserve Bank's registrar gives it to licensed banks alone.
  'bank.in',
  'govt.nz',
  'ac.nz',
  'ac.jp',
  'go.jp',
  'europa.eu',
  'admin.ch',
];

/**
 * A country's government second level (gov.vn, gob.mx, gouv.ci, govt.nz, mil.id), and "go." where
 * it is the government's (go.id, go.th, go.jp, go.kr, go.ke, go.ug, go.tz, go.cr; not go.it,
 * Gorizia's, which anyone there may register).
 */
const GOVERNMENT_SECOND_LEVEL =
  /^(?:(?:gov|gob|gouv|govt|mil)\.[a-z]{2}|go\.(?:id|th|jp|kr|ke|ug|tz|cr)|gv\.at)$/;

export function isInstitutionalSuffix(publicSuffix: string | null, domain: string | null): boolean {
  if (domain === 'europa.eu') return true;
  if (publicSuffix === null) return false;
  return (
    GOVERNMENT_SECOND_LEVEL.test(publicSuffix) ||
    INSTITUTIONAL_SUFFIXES.some((s) => publicSuffix === s || publicSuffix.endsWith(`.${s}`))
  );
}
