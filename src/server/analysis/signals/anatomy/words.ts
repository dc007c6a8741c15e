/** What a callback scam's number is for: stopping money under way ("call … to cancel"). */
export const STOP_MONEY = 'cancel|stop|reverse|halt';
/**
 * Word lists and small token helpers that more than one part of the anatomy reads with: money in a
 * clause, WordNet classes of the nouns in it, messaging apps, secrecy and consequence words, and a
 * sender who cannot talk. Each part's own lists stay in its file; these are the shared ones.
 */
import type { Span } from '../../knowledge/patterns';
import { type NounClass, nounClasses, opensName } from './lexicon';
import type { Token } from './tokens';

export const CRYPTO = /^(?:crypto|bitcoin|btc|usdt|eth|ethereum|wallet|binance|coinbase|tether)$/;
export const MESSAGING =
  /^(?:whatsapp|whats-app|watsapp|telegram|wechat|viber|wa\.me|t\.me|imo|kakaotalk)(?:['’](?:tan|dan|ten|den|a|e|ya|ye))?$/;
/**
 * What is left of a link whose shape was lost in a screenshot's text or a pasted copy ("http
 * //redeliver -info-post", "www. example .com"): a clause that holds it points at a link.
 */
const LINK_REMNANT = /^(?:https?|www)$/;
/** A link, or what is left of one. */
export const isLinkOrRemnant = (x: Token): boolean =>
  x.kind === 'link' || LINK_REMNANT.test(x.lower);
/** A token that is a way to act: a link, a number, an address, a messaging app, a link's remnant. */
export const isChannel = (x: Token): boolean =>
  isLinkOrRemnant(x) || x.kind === 'phone' || x.kind === 'email' || MESSAGING.test(x.lower);
export const CONSEQUENCE =
  /^(?:otherwise|else|failing|failure|avoid|lest|penalty|penalties|overdue|warrant|lawsuit)$/;
export const SECRET_WORDS = /^(?:secret|secrets|between|quiet|anyone|anybody|nobody|discreet)$/;
export const BUSY =
  /^(?:meeting|busy|conference|surgery|driving|travelling|traveling|abroad|hospital|flight|boarding|plane)$/;

export const lowerOf = (t: Token | undefined) => t?.lower ?? '';
/**
 * ISO 4217 currency codes before or after an amount ("UGX 40,000", "500 INR"), by allowlist: "MON
 * 9-5", "SAT 0900", "NHS 111" and "PIN 1234" are not money.
 */
const ISO_CURRENCIES = new Set(
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL USDT'.split(
    ' ',
  ),
);
export const CURRENCY_CODE = { test: (s: string): boolean => ISO_CURRENCIES.has(s) };
/**
 * Written abbreviations or names of a currency beside an amount ("Rs. 500", "Rp 50.000", "R$ 89,90",
 * "20,000 shillings", "50 cedis", "300 kwacha", "5000 francs").
 */
const CURRENCY_WORD =
  /^(?:rs\.?|inr|rp\.?|r\$|ksh|kshs|shs?\.?|tsh|naira|rupees?|rupiah|tk\.?|taka|shillings?|cedis?|kwacha|francs?|fcfa|cfa|rand|birr|dirhams?|pesos?|ringgit|baht|dong|rupias?)$/i;
/**
 * A currency written onto its amount, as texts of East Africa and South Asia do ("sh100",
 * "UGX5,000", "Rs500"), and francs CFA after it ("10,000F").
 */
const CURRENCY_JOINED =
  /^(?:(?:rs|rp|k?shs?|tsh|ugx|kes|tzs|rwf|ngn|ghs|zmw|zar|inr|pkr|npr|lkr|bdt|php)\.?\d[\d,.]*\/?=?|r\d{1,3}(?:,\d{3})+(?:\.\d\d)?|r\d{3,}(?:\.\d\d)?|\d{1,3}(?:,\d{3})+f|\d{3,}f)$/i;

const CURRENCY_SIGN_FIRST = /^[$£€₹₦¥৳]/;
/** A number that can be a sum of money: not a date, a time or a span ("change due in 10 days"). */
const countsMoney = (n: Token | undefined): boolean =>
  n?.kind === 'number' && n.entity !== 'DATE' && n.entity !== 'TIME' && n.entity !== 'DURATION';

/**
 * An amount of money in the clause: the tagger's MONEY, a currency sign, an ISO code beside a
 * number, or a word that means money next to a number ("500 naira", "a fee of 20").
 */
export function hasMoney(tokens: readonly Token[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const r = tokens[i]!;
    if (r.entity === 'MONEY' || CURRENCY_SIGN_FIRST.test(r.text) || CURRENCY_JOINED.test(r.text))
      return true;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    if (
      (before?.kind === 'number' || after?.kind === 'number') &&
      (CURRENCY_CODE.test(r.text) || CRYPTO.test(r.lower) || CURRENCY_WORD.test(r.text))
    )
      return true;
    if (informalAmount(tokens, i)) return true;
    // A noun of money beside a number ("a fee of 20", "500 naira"); "covers 2.2" is a verb. The
    // number is looked for first: most words stand beside none.
    if (
      r.kind === 'word' &&
      r.pos !== 'VERB' &&
      r.pos !== 'AUX' &&
      (countsMoney(before) || countsMoney(after) || countsMoney(tokens[i + 2])) &&
      nounClasses(r.lemma).includes('money')
    )
      return true;
  }
  return false;
}
export const isWord = (t: Token | undefined) => t?.kind === 'word';

/** Verbs that move money to someone: what an amount written informally follows. */
const GIVES = /^(?:send|lend|give|transfer|loan|borrow|refund|return|wire|deposit|pay|reverse)$/;
/** "send me 20k", "send 20 000", "lend me 5,000": after such a verb, with "me" or "us" between. */
const afterGiving = (tokens: readonly Token[], at: number): boolean => {
  const before = tokens[at - 1];
  const verb = /^(?:me|us|him|her)$/.test(before?.lower ?? '') ? tokens[at - 2] : before;
  return !!verb && verb.kind === 'word' && (GIVES.test(verb.lemma) || GIVES.test(verb.lower));
};
/**
 * Money written as texts in East Africa and elsewhere write it: thousands as "k" ("send 20k",
 * "150k"), shillings as "bob" ("50 bob"), an amount closed by "/=" ("5,000/="), or an amount of
 * three digits or more, or grouped in thousands ("20 000"), sent, lent or given ("send me 2,000").
 * "a 5k run" and "20 000 people" are not money: "k" and bare amounts count after such a verb.
 */
function informalAmount(tokens: readonly Token[], i: number): boolean {
  const r = tokens[i]!;
  const before = tokens[i - 1];
  if (r.text === 'bob' && countsMoney(before)) return true;
  if (r.text === '=' && countsMoney(before) && /\d{3}/.test(before!.text)) return true;
  if (r.kind !== 'number' || !countsMoney(r) || !afterGiving(tokens, i)) return false;
  const after = tokens[i + 1];
  // "send 20k", "transfer 40 million", "give me 2 grand".
  if (after && /^(?:k|million|millions|thousand|grand|lakhs?|crores?)$/i.test(after.text))
    return true;
  const grouped = after?.kind === 'number' && /^\d{3}$/.test(after.text);
  return (r.text.replace(/\D/g, '').length >= 3 || grouped) && !/^0\d{8,}/.test(r.text);
}

export function span(reading: { text: string }, from: Token, to: Token): Span {
  return { text: reading.text.slice(from.start, to.end), start: from.start, end: to.end };
}

const ROUTE_WORD = /^(?:through|via|using|from|with|in|into|on)$/;
/**
 * The clause without "through your (ParentPay) account", "in your app": where the reader pays
 * from; nor "to my account", where the money goes.
 */
export function outsideRoutes(tokens: readonly Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // Or the writer's own account the money goes to ("send 60 to my account"): no details asked.
    const mine =
      /^(?:to|into)$/.test(tokens[i]!.lower) && /^(?:my|our)$/.test(lowerOf(tokens[i + 1]));
    if ((ROUTE_WORD.test(tokens[i]!.lower) && lowerOf(tokens[i + 1]) === 'your') || mine) {
      const end = tokens
        .slice(i + 2, i + 5)
        .findIndex((t) => /^(?:account|app|card|wallet|portal)$/.test(t.lemma));
      if (end >= 0) {
        i += end + 2;
        continue;
      }
    }
    out.push(tokens[i]!);
  }
  return out;
}

/**
 * classesIn of a clause's own token list, read once per list: the reader asks it of every clause
 * twice (is a secret named, is it about investing). The lists are never changed once read.
 */
const clauseClasses = new WeakMap<readonly Token[], ReadonlySet<NounClass>>();
export function classesOfClause(tokens: readonly Token[]): ReadonlySet<NounClass> {
  const known = clauseClasses.get(tokens);
  if (known) return known;
  const out = classesIn(tokens);
  clauseClasses.set(tokens, out);
  return out;
}

export function classesIn(tokens: readonly Token[]): Set<NounClass> {
  const out = new Set<NounClass>();
  for (const t of tokens) {
    if (t.kind !== 'word' || t.pos === 'VERB' || t.pos === 'AUX') continue;
    for (const c of nounClasses(t.lemma)) out.add(c);
    if (t.lemma !== t.lower) for (const c of nounClasses(t.lower)) out.add(c);
  }
  // Two-word names WordNet has as one ("gift card", "bank account", "credit card"), looked up
  // after a word that opens one (`lower` is lower-case, as the names are).
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!opensName(tokens[i]!.lower)) continue;
    const pair = `${tokens[i]!.lower} ${tokens[i + 1]!.lemma}`;
    for (const c of nounClasses(pair)) out.add(c);
  }
  return out;
}

/** Talking, after a "can't" the tagger split ("can't take calls", "can't pick up"). */
const TALK = /^(?:talk|speak|call|calls|answer|pick|phone|ring|chat)$/;
/** What ends the words of a "can't" before any talking: a stop, a "please", an "if", an "or". */
const BREATH_END = /^(?:[,.;:!?]|please|pls|if|or|so)$/;
/** The reader as the one who cannot ("if you can't make it", "should you be unable to attend"). */
const YOU = /^(?:you|u|ya|you're|youre|you’re)$/;

/**
 * "I'm in a meeting", "stuck in a conference, can't pick up", "can't talk right now": the sender
 * cannot be reached by voice, so the reader cannot check by calling.
 */
export function cannotTalk(lowers: readonly string[]): boolean {
  const busyAt = lowers.findIndex((w) => BUSY.test(w));
  if (busyAt < 0) return false;
  // The tagger splits "can't" into "ca" and "n't". Unable to talk ("can't take calls", "cannot
  // talk"), not "can't meet".
  // Unable to talk, not to do anything: "unable to board their flights" is no sender out of reach.
  // The talking is what cannot be done, in the same breath ("can't take calls"): a "please", an
  // "if" or a stop ends it, so "if you can't make it, please call the surgery" is no such thing.
  const talkAfter = (i: number) => {
    for (const x of lowers.slice(i + 1, i + 5)) {
      if (TALK.test(x)) return true;
      if (BREATH_END.test(x)) return false;
    }
    return false;
  };
  // And the sender is the one who cannot: "if you can't make it", "if you are unable to attend"
  // speak of the reader (`at` is where the negated word, or "ca" of "ca n't", stands).
  const mine = (at: number) => !lowers.slice(Math.max(0, at - 3), at).some((x) => YOU.test(x));
  const unable = lowers.some(
    (w, i) =>
      w === 'stuck' ||
      (/^(?:can't|cannot|cant|unable)$/.test(w) && mine(i) && talkAfter(i)) ||
      (w === 'not' && lowers[i - 1] === 'can' && mine(i - 1) && talkAfter(i)) ||
      (/^(?:n't|n’t)$/.test(w) && lowers[i - 1] === 'ca' && mine(i - 1) && talkAfter(i)),
  );
  // "in a meeting", "in a board meeting": one word may stand between the article and the word.
  const article = (k: number) => /^(?:a|an|the)$/.test(lowers[k] ?? '');
  const inOne =
    (busyAt >= 2 && lowers[busyAt - 2] === 'in' && article(busyAt - 1)) ||
    (busyAt >= 3 && lowers[busyAt - 3] === 'in' && article(busyAt - 2));
  return unable || (inOne && lowers.slice(0, busyAt).some((w) => /^(?:i|i'm|im|am)$/.test(w)));
}

/**
 * "Don't call, I'll explain later", "do not ring me": a call to the writer forbidden, with nothing
 * after it but the writer's own words (not "don't call this number back", "do not call us").
 */
export function callForbiddenAt(lowers: readonly string[]): boolean {
  return lowers.some(
    (w, i) =>
      /^(?:call|ring|phone)$/.test(w) &&
      (/^(?:dont|don't|don’t)$/.test(lowers[i - 1] ?? '') ||
        (/^(?:not|n't|n’t|nt)$/.test(lowers[i - 1] ?? '') && lowers[i - 2] === 'do')) &&
      /^(?:me|i|i'll|i’ll|ill|i'm|im|pls|please|now|)$/.test(lowers[i + 1] ?? ''),
  );
}

/**
 * A loss named as a noun: "scheduled for deactivation" (read with PENDING in pressure.ts), "you
 * have an interruption of service", "your home faces disconnection" (pretexts.ts).
 */
export const LOSS_NOUN =
  /^(?:suspension|termination|closure|deactivation|cancellation|disconnection|interruption|deletion|restriction|limitation|shutdown|blocking|freezing)$/;
/** The same loss said as a verb, after a form of "be": "your electricity will be disconnected". */
export const LOSS_VERB =
  /^(?:suspended|terminated|closed|deactivated|cancelled|canceled|disconnected|interrupted|deleted|restricted|limited|shut|cut|blocked|frozen|locked|disabled)$/;

/**
 * A loan that skips the lender's checks: "no credit check", "bad credit OK", "no paperwork",
 * "guaranteed approval", "pre-approved loan". The index in `t` of its first word, or -1.
 */
export function noChecksAt(t: readonly Token[]): number {
  return t.findIndex((x, i) => {
    const next = lowerOf(t[i + 1]);
    return (
      (x.lower === 'no' && /^(?:credit|paperwork|collateral|questions|guarantor)$/.test(next)) ||
      (/^(?:bad|poor|low)$/.test(x.lower) &&
        next === 'credit' &&
        /^(?:ok|okay|welcome|accepted|fine|considered)$/.test(lowerOf(t[i + 2]))) ||
      (x.lower === 'guaranteed' && /^(?:approval|approved|loans?|acceptance)$/.test(next)) ||
      // "your pre-approved personal loan of Rs 3,00,000 is ready": approved before asked for.
      (/^pre-?approved$/.test(x.lower) && /^(?:loans?|personal|instant|credit|cash)$/.test(next))
    );
  });
}

/** The police said to be coming for the reader: arrest, jail, prosecution. */
export const ARREST =
  /^(?:arrest|arrested|jail|jailed|prison|imprisonment|prosecution|prosecuted)$/;

/**
 * "To avoid arrest, pay the fine today", "or you will be arrested": an arrest the reader is told
 * to avoid or will face is a crime laid at their door, whoever the message claims to be. A report
 * of someone's arrest ("police arrested two men") names no consequence for the reader. Where the
 * word is, or -1.
 */
export function arrestAt(t: readonly { lower: string }[]): number {
  return t.findIndex(
    (x, i) =>
      ARREST.test(x.lower) &&
      (t.some((y) => CONSEQUENCE.test(y.lower)) ||
        t.slice(Math.max(0, i - 4), i).some((y) => /^(?:you|u)$/.test(y.lower))),
  );
}

/**
 * The reader's own person, not an account or a card: "your social security number", "your
 * name", "your identity", "against you".
 */
export function aboutYourIdentity(t: readonly Token[]): boolean {
  return t.some((x, i) => {
    const prev = lowerOf(t[i - 1]);
    if (/^(?:your|ur|yr)$/.test(prev))
      return /^(?:social|ssn|sin|name|identity|identities|national|nin|passport|aadhaar|pan)$/.test(
        x.lower,
      );
    return /^(?:you|u)$/.test(x.lower) && prev === 'against';
  });
}

/**
 * The reader's own way to reach the sender: the number on their card or statement (also on the
 * back of the card in Spanish, Portuguese, French, Italian, German and Dutch), the sender's app or
 * online banking, a number they already have.
 */
export const OWN_ROUTE =
  /\b(?:(?:in|using|with) the (?:enclosed|prepaid|reply|return) envelope|(?:the )?(?:phone |telephone |toll[- ]free )?number (?:on|printed on|shown on|listed on) (?:the back of )?(?:your|the) (?:[a-z]+ )?(?:card|statement|bill|notice|letter)|(?:a|the) (?:phone )?number you (?:already )?(?:have|know|trust)|my old (?:number|phone|mobile|one) (?:still )?works|(?:call|ring|phone|text) (?:me )?(?:on )?my old (?:number|phone|mobile|one)|(?:contact|call|ring|phone|notify|tell) your (?:own )?(?:bank|card issuer|card provider|credit union|local branch)(?: or (?:card issuer|credit union))?|(?:check|manage|freeze|unfreeze|block|open|view|see|review|update|change|pay|top up|activate|verify|confirm|approve|decline|report|log in|sign in|find|redeem|details|information|info)(?!\w)[^.!?\n]{0,40}?(?<!\w)(?:in|on|via|through|using|with|to) (?:the|our|your) (?:[A-Za-z'’]+ ){0,2}(?<![Ww]eb )(?:app|online banking|internet banking|mobile banking)|(?:pelo|pela|no|na|en la|en tu|en su|desde la|dans l'|dans l’|dans votre|in der|in ihrer|in de|in uw|nell'|nell’|tramite l'|w|(?:acesse|abra|use|utilize|entre no|abre|usa|entra en|öffnen sie die|offnen sie die|open de)(?: (?:o|a|la|el|seu|sua|tu|su|nuestra))?) (?:app|aplicativo|aplicación|application|applicazione|aplikacji|banking-app|bank-app)(?! (?:store|download))|(?:al dorso|en el reverso|no verso|au dos|sul retro|auf der r[üu]ckseite|op de achterkant)(?: (?:de|do|da|della|van))? (?:su|tu|seu|sua|votre|ta|la sua|ihrer|deiner|uw|je) (?:tarjeta|cart[ãa]o|carte|carta|karte|bankkarte|pas|bankpas))(?![\p{L}])/giu;
/**
 * The reader's own account or site, signed in to without a link: "Log in to your loan servicer's
 * website to make a payment", "sign in to your online account". Read only in a short text that
 * gives no link (channels.ts): beside one, "log in to your account" is where the link is said to
 * lead, and a pasted e-mail shows a button's words without its link.
 */
export const OWN_ACCOUNT =
  /(?<!\w)(?:log ?in|sign ?in)(?!\w)[^.!?\n]{0,12}?(?<!\w)(?:to|into|on) your (?:[\p{L}'’]+ ){0,3}?(?:website|web site|online account|account|portal)(?![\p{L}])/giu;
/**
 * A place of the sender's own where the reader goes in person: "visit any MTN Service Centre",
 * "at any Airtel shop", "at your nearest branch", "to one of our stores".
 */
export const IN_PERSON =
  /(?<!\w)(?:visit|go to|walk into|come (?:in)?to|pop into|call (?:in|into|at)|bring (?:it|them|this) to|at)\s+(?:any|your nearest|the nearest|your local|one of our|our)\s+(?:[\p{L}&'’-]+\s+){0,3}?(?:branch(?:es)?|service cent(?:re|er)s?|customer (?:care|service) cent(?:re|er)s?|shops?|stores?|outlets?|offices?)\b/iu;
/**
 * The sender's own website named without a link ("on our website", "no site da Magazine Luiza",
 * "auf unserer Website"): the reader's own way only in a short text (read.ts), since a long pasted
 * e-mail's footer says it whoever sent it.
 */
export const OWN_SITE =
  /(?<!\w)(?:(?:on|at|via|through) our (?:website|web site|online (?:store|shop))|(?:no|em nosso|pelo) site d[aoe]s?|en nuestra (?:web|tienda online)|sur notre site|auf unserer (?:website|webseite|homepage)|op onze (?:website|webshop)|sul nostro sito)(?![\p{L}])/giu;

/** "Check your bank details are still correct": the reader checking their own, giving nothing. */
export const checksOwn = (verb: Token, rest: readonly Token[]): boolean =>
  verb.lemma === 'check' && rest.some((r) => /^(?:correct|right|accurate|valid)$/.test(r.lower));
