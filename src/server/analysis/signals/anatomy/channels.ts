/**
 * Where a message sends the reader (a link, a number, an e-mail address, a short code, a messaging
 * app), judged against the sender it claims to be. Split from read.ts, which puts the parts
 * together; the protective sentences of a genuine alert are read by scope.ts.
 */
import { signedByHolder } from './class-reach';
import type { LinkReport } from '../../knowledge/links';
import type { Brand } from '../../knowledge/lexicons';
import { isOfficialDomain } from '../../knowledge/domain-reputation';
import type { Span } from '../../knowledge/patterns';
import { type Anatomy, type ChannelPart, KIN_ONLY, NEW_NUMBER_LABEL } from './parts';
import type { Reading, Token } from './tokens';
import { brandsNamed } from './opening-brand';
import { mobileAsLine } from './mobile-lines';
import { siteNamedInText } from './sender-links';
import { IN_PERSON, MESSAGING, OWN_ACCOUNT, OWN_ROUTE, OWN_SITE } from './words';

/** An address at a free e-mail provider: anyone can open one in any name. */
export const FREE_MAIL =
  /@(?:gmail|yahoo|hotmail|outlook|aol|mail|protonmail|proton|gmx|yandex|icloud|live|qq|163)\./i;

/**
 * Before an address that is the reader's own, not a way to act: the one a mail was sent to
 * ("mailed to [megan@…]"), or the account it is about ("the recovery email for your Google Account
 * a.rahimi.55@gmail.com", "your Microsoft account: ha**@outlook.com").
 */
const SENT_TO_BEFORE =
  /(?:(?:mailed|sent|addressed|delivered|emailed|e-mailed|envoyé|enviado|gesendet|verzonden|inviato)\s+(?:to|à|a|para|an|aan)|(?:your|the|votre|su|tu|ihr|uw|seu|sua|il tuo)\s+(?:[\p{L}-]+\s+){0,2}?(?:account|konto|compte|cuenta|conta|ID)(?:\s+\p{Lu}[\p{L}-]+)?\s*:?|(?:diese|cette|este|esta|questa|deze)\s+\S+\s+(?:wurde|a été|fue|foi|è stata|is)\s+\S+\s+(?:an|à|a|para|aan))\s*[[(<]?\s*$/iu;

/**
 * Is `domain` a listed site of a brand the text names (opening-brand.ts brandsNamed)? Listed
 * only: a brand's name on any ending ("apple-id.xyz" is not, nor "apple.help") proves nothing.
 */
const MERCHANT_SITE = /^[A-Z0-9-]+(?:\.[A-Z]{2,})+(?:\/[A-Z0-9*._-]+)*$/;
const CHARGED_AT =
  /(?:\d[\d.,]*\s?(?:EUR|€|USD|\$|£|GBP|R\$|Rp|INR|Rs\.?)|(?:€|\$|£|R\$)\s?\d[\d.,]*)\s+(?:en|at|bei|chez|em|no|na|presso|da|bij|di|voor|in|w)\s+$/u;

/** Is the link at `s` the merchant a card alert says was paid ("$312.45 at TARGET.COM")? */
export const chargedAtMerchant = (text: string, s: { start: number; end: number }): boolean =>
  MERCHANT_SITE.test(text.slice(s.start, s.end)) &&
  CHARGED_AT.test(text.slice(Math.max(0, s.start - 30), s.start));

/** Is `domain` a listed site of a public body or a bank the text names? */
export function namedBodysSite(text: string, domain: string | null): boolean {
  return (
    !!domain &&
    brandsNamed(text).some(
      (b) =>
        (b.kind === 'authority' || b.kind === 'bank') &&
        (b.official.includes(domain) || !!b.members?.test(domain)),
    )
  );
}

export function namedBrandsSite(text: string, domain: string): boolean {
  return brandsNamed(text).some((b) => b.official.includes(domain) || !!b.members?.test(domain));
}

export function channelOf(
  reading: { text: string; links: Array<Span & { url: string }> },
  tok: Token,
  reports: ReadonlyMap<string, LinkReport>,
  brand: Brand | null,
): ChannelPart | null {
  const s = { text: tok.text, start: tok.start, end: tok.end };
  if (tok.kind === 'link') {
    // "el pago de 38,90 EUR en AMAZON.ES": the merchant charged, named by its site in capitals as
    // card alerts print it, is where the money went, not where the reader is sent.
    if (chargedAtMerchant(reading.text, tok)) return null;
    const link = reading.links.find((l) => l.start === tok.start);
    const report = link ? reports.get(link.url) : undefined;
    const domain = report?.domain ?? null;
    const official =
      !!report &&
      report.severity === null &&
      (report.institutional ||
        report.reputable ||
        (!!brand && !!domain && isOfficialDomain(brand, domain, domain.split('.')[0] ?? '')));
    // Foreign: the link checks found something wrong with it (a shortener, a look-alike, a risky
    // ending, a listed domain), or it is not the domain of the brand the message speaks as. An
    // ordinary address of someone else is neither the sender's nor proof against it, nor is the
    // site of another organisation the message names ("a Zelle payment … call us or visit
    // bankofamerica.com" from the bank; Apple's receipt "billed to Mastercard" linking apple.com),
    // nor the site of a name the message writes for itself ("your order from Fernleaf Tea Co." and
    // fernleaf-teaco.co.uk, in a shop's mail that names Royal Mail as its carrier).
    const foreign =
      !official &&
      (!report ||
        report.severity !== null ||
        report.impersonates !== null ||
        (!!brand &&
          !!domain &&
          !namedBrandsSite(reading.text, domain) &&
          !siteNamedInText(report, reading.text)));
    // LINE's add-a-person link (line.me/ti/p/…): the messaging app of Thailand and Japan. A business's
    // verified account (lin.ee/…) is the business's own channel.
    if (/^(?:https?:\/\/)?(?:wa\.me|t\.me|chat\.whatsapp\.com|line\.me\/ti\/p\/)/i.test(tok.text))
      return {
        kind: 'messaging',
        label: 'a messaging-app link',
        span: s,
        own: false,
        foreign: true,
      };
    return {
      kind: 'link',
      label: official
        ? "the sender's own website"
        : foreign
          ? 'a link that does not belong to the sender'
          : 'a link',
      span: s,
      own: official,
      foreign,
    };
  }
  if (tok.kind === 'phone') {
    // A bank's or a carrier's line is never a mobile (mobile-lines.ts).
    const mobile = mobileAsLine(tok.text, brand, reading.text);
    return {
      kind: 'number',
      label: mobile
        ? `a mobile number, not a line of ${brand!.name}`
        : 'a phone number given in the message',
      span: s,
      own: false,
      foreign: mobile,
    };
  }
  if (tok.kind === 'email') {
    // "(h****h.lee@gmail.com)": the reader's own address shown masked, no way to act.
    if (/[*•]/.test(reading.text.slice(Math.max(0, tok.start - 2), tok.end))) return null;
    // "This message was mailed to [megan@hotmail.co.uk] by Netflix": the reader's own address, to
    // which the mail came, in a footer.
    if (SENT_TO_BEFORE.test(reading.text.slice(Math.max(0, tok.start - 24), tok.start)))
      return null;
    // "Het wachtwoord voor je Google-account noor@gmail.com is gewijzigd", or the address alone
    // on its line under a sign-in notice's heading: the account the notice is about. Not one
    // alone under a signature ("Belastingdienst / noreply@belastingdienst-aanslag.nl"): the sender's.
    if (
      ACCOUNT_BEFORE.test(reading.text.slice(Math.max(0, tok.start - 24), tok.start)) ||
      (tok.start < HEADING_CHARS && aloneOnLine(reading.text, tok.start, tok.end))
    )
      return null;
    const free = FREE_MAIL.test(tok.text);
    const own =
      !free && !!brand && new RegExp(`@(?:[a-z0-9-]+\\.)*${brand.token}\\.`, 'i').test(tok.text);
    // A pasted e-mail's own header names who sent it and to whom, not a way to act. The sender's
    // own address stays a sign of its own, and a free address sending in a brand's name that
    // brand's odd way ("Netflix <x@gmail.com>").
    if (onHeaderLine(reading.text, tok.start) && !own && !(free && brand)) return null;
    return {
      kind: 'email',
      label: free ? 'a free e-mail address' : 'an e-mail address',
      span: s,
      own,
      foreign: free,
    };
  }
  if (tok.kind === 'code')
    return {
      kind: 'short_code',
      label: "the operator's own short code",
      span: s,
      own: true,
      foreign: false,
    };
  if (MESSAGING.test(tok.lower))
    return {
      kind: 'messaging',
      label: `a messaging app (${tok.text})`,
      span: s,
      own: false,
      foreign: true,
    };
  return null;
}

/** The header lines of a pasted e-mail, in the languages read: "From:", "Van:", "De :", "To:". */
const HEADER_LINE =
  /^[ \t>]*(?:from|to|cc|bcc|sender|van|aan|de|para|von|an|absender|empf[äa]nger|expéditeur|à|remitente|destinatario|da|a|mittente|od|do|från|till|fra|til)[ \t]*:/iu;
/** A pasted e-mail: a subject line, or the copyright or unsubscribe line of its footer. */
const PASTED_MAIL =
  /^[ \t]*(?:subject|betreff|objet|asunto|assunto|oggetto|onderwerp|temat|konu|subjek|perihal)[ \t]*:|copyright|©|unsubscribe/imu;
/** Does the line that holds `at` open, up to `at`, with `label` ("From:", "To:")? */
function onLabelledLine(text: string, at: number, label: RegExp): boolean {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  return start <= at && label.test(text.slice(start, at));
}
const onHeaderLine = (text: string, at: number) => onLabelledLine(text, at, HEADER_LINE);
/** The labels of a pasted e-mail's sender line: "From", "Von", "Van", "De", "Da", "Od", "Kimden". */
export const FROM_LABELS =
  'from|sender|von|absender|van|de|expéditeur|remitente|da|mittente|od|från|fra|kimden';
/** A pasted e-mail's sender line: "From:", "Von:", "Van:", "De :", "Da:", "Od:", "Kimden:". */
const FROM_LINE = new RegExp(`^[ \\t>]*(?:${FROM_LABELS})[ \\t]*:`, 'iu');
/** Is the address at `at` on the sender line of a pasted e-mail's header? */
export const onFromLine = (text: string, at: number) => onLabelledLine(text, at, FROM_LINE);

/** A sentence of the reading, by the offset it holds. */
type Sentences = ReadonlyArray<{ start: number; end: number }>;
/**
 * An app named with up to three words before "app" after a preposition and an article ("in the
 * AusPost app", "in der Post & DHL App"; "nell'app Intesa Sanpaolo Mobile" is OWN_ROUTE's). A
 * "web app" is a website, which a link would be.
 */
const NAMED_APP =
  /(?<![\p{L}])(?:in|on|via|through|using|im|in der|in ihrer|in deiner|in de|in je|in uw|dans l[’']|dans votre|en la|en tu|en su|no|na|nella|sulla)(?: (?:the|your|our|der|die|de|la|el|o|a))? ((?:[\p{L}\p{N}&+.'’-]+ ){1,3})(?<![Ww]eb |WEB )(?:app|App|APP)(?![\p{L}])/gu;

/**
 * The reader's own ways to reach the sender in `head`: "the number on the back of your card",
 * "check it in the app", the sender's website named in a short text, and an app named for the
 * brand the message claims ("in the AusPost app"), which is that brand's own. It is where its own
 * sentence sends the reader, so an ask there points nowhere else.
 */
export function ownWays(
  reading: { sentences: Sentences; links: readonly unknown[] },
  head: string,
  short: boolean,
  brand: Brand | null,
): ChannelPart[] {
  const out: ChannelPart[] = [];
  const add = (span: Span) => {
    if (out.some((c) => c.span.start <= span.start && c.span.end >= span.start)) return;
    const sentence = reading.sentences.findIndex(
      (x) => span.start >= x.start && span.start < x.end,
    );
    out.push({
      kind: 'app',
      label: 'a way to reach the sender that you already have',
      span,
      own: true,
      foreign: false,
      ...(sentence >= 0 ? { sentence } : {}),
    });
  };
  const spanOf = (m: RegExpMatchArray): Span => ({
    text: m[0],
    start: m.index!,
    end: m.index! + m[0].length,
  });
  for (const m of [...head.matchAll(OWN_ROUTE), ...(short ? head.matchAll(OWN_SITE) : [])])
    add(spanOf(m));
  // Not in a pasted e-mail ("Subject: …"): its "Log in to Your Account" was a button whose link
  // the paste lost (a PayPal phish of 46 words read this way lost its warning out of source).
  if (short && !reading.links.length && !PASTED_MAIL.test(head))
    for (const m of head.matchAll(OWN_ACCOUNT)) add(spanOf(m));
  // A branch, shop or service centre of the sender's own, gone to in person, in a short text.
  if (short) {
    const place = IN_PERSON.exec(head);
    if (place) add(spanOf(place));
  }
  // Only in a short text: a pasted e-mail's "Outlook Web App" or footer says nothing of its sender.
  if (brand && short)
    for (const m of head.matchAll(NAMED_APP)) if (nameOf(brand).test(m[1]!)) add(spanOf(m));
  return out;
}

/**
 * A bank account written out to pay into: "BSB 062-914 Acc 1048 3321", "sort code 20-44-91",
 * "IBAN GB29 NWBK 6016 1331 9268 19", "account number 53816620". Not "account ending 4417" (the
 * reader's own card or account, named by its last digits).
 */
const BANK_WRITTEN =
  /(?<!\w)(?:sort code|bsb|iban|routing (?:number|no\.?)|acc(?:oun)?t? ?(?:no\.?|number|#)|acc\.?)\s*:?\s*(?:[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){2,7}|\d[\d -]{4,20}\d)/giu;

/** Each bank account written out in `head`: a way to pay that is not the sender's own. */
/** How far into a notice its heading and the account it names stand. */
const HEADING_CHARS = 160;
/** An account named just before an address: "Google-account", "your account", "cuenta". */
const ACCOUNT_BEFORE = /(?:account|konto|cuenta|compte|conta|conto|hesap|akun)\s*:?\s*$/iu;
/** Whether the span from `start` to `end` fills its line. */
const aloneOnLine = (text: string, start: number, end: number) =>
  /(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, start - 40), start)) &&
  /^[ \t]*(?:\n|$)/.test(text.slice(end, end + 40));

export function bankAccounts(reading: { sentences: Sentences }, head: string): ChannelPart[] {
  const accounts = [...head.matchAll(BANK_WRITTEN)].filter((m) => !signedByHolder(head, m.index!));
  return accounts.map((m) => {
    const start = m.index!;
    const sentence = reading.sentences.findIndex((x) => start >= x.start && start < x.end);
    return {
      kind: 'number' as const,
      label: "a bank account that is not the sender's",
      span: { text: m[0], start, end: start + m[0].length },
      own: false,
      foreign: true,
      ...(sentence >= 0 ? { sentence } : {}),
    };
  });
}

/**
 * Each brand's name as a whole word, built the first time an app's name is checked against it;
 * held weakly, as a sender read from its own address (senderByAddress) is a brand of one message.
 */
const BRAND_NAMES = new WeakMap<Brand, RegExp>();
function nameOf(brand: Brand): RegExp {
  let re = BRAND_NAMES.get(brand);
  if (!re) {
    re = new RegExp(
      `(?<![\\p{L}])(?:${brand.pattern}|${brand.token})(?![\\p{L}])`,
      brand.cased ? 'u' : 'iu',
    );
    BRAND_NAMES.set(brand, re);
  }
  return re;
}
/** What a relative or friend asks when they only want to be written to. */
const CHAT_ASKS: ReadonlySet<string> = new Set(['messaging', 'reply', 'call', 'contact']);
/**
 * "Me" as the one to write to, in the languages read: "text me", "schreib mir", "écris-moi",
 * "manda-me", "napisz do mnie", "yaz bana", "kabari aku", "nhắn cho tôi", and "me" joined to the
 * verb in Spanish and Italian ("escríbeme", "scrivimi"; not any word ending so, like "anytime").
 * A stranger's move to an app names a team ("contact us", "our manager").
 */
const TO_ME =
  /(?:^|[^\p{L}])(?:me|mir|mich|moi|mi|mij|mnie|bana|aku|saya|tôi|mình|(?:escr[ií]be|ll[aá]ma|cont[aá]cta|m[aá]nda|h[aá]bla|scrivi|chiama|contatta|manda)(?:me|mi))(?![\p{L}])/iu;

/**
 * Someone writing as a person, who claims nothing but who they are ("Hi Grandma, we come on Sunday,
 * text me on WhatsApp if that suits you", "are you coming to dinner? Text me on WhatsApp when you
 * know"), pushes nothing and asks for nothing but to be written to: families and friends move a
 * chat to a messaging app, so there the app is not a way to act foreign to the sender. With no
 * relative named, the ask must be to write to "me". The trick of "Hi mum" scams rests on something
 * more (a new number, a broken phone, a code sent by mistake, money or a code asked, haste), and a
 * stranger's offer on an app names a claim or a team ("chat with our manager"): each keeps it.
 */
export function personalChat(a: Pick<Anatomy, 'pretexts' | 'pressures' | 'asks'>): boolean {
  const kin = a.pretexts.length > 0;
  return (
    a.pretexts.every((p) => p.kind === 'person' && p.label === KIN_ONLY) &&
    a.pressures.length === 0 &&
    a.asks.some((x) => x.kind === 'messaging') &&
    a.asks.every((x) => CHAT_ASKS.has(x.kind) && (kin || TO_ME.test(x.span.text)))
  );
}

/** The writer's old number, offered as the reader's own way ("my old number still works"). */
const OLD_NUMBER = /\bold (?:number|phone|mobile|one)\b/i;

/**
 * "New work phone … my old number still works, ring that one if you want to check it's me": the
 * number the reader already has is offered to check by, so the new one leads nowhere around them.
 */
export function checkableByOldNumber(channels: ChannelPart[]): void {
  if (!channels.some((c) => c.own && OLD_NUMBER.test(c.span.text))) return;
  for (const c of channels) if (c.label === NEW_NUMBER_LABEL) c.foreign = false;
}

/**
 * Thai is written without spaces, so the tagger can read a link glued to a word ("คลิ๊ก:bit.ly/x")
 * as part of it: every link found in the text is a channel.
 */
export function thaiLinkChannels(
  reading: Reading,
  anatomy: Anatomy,
  reports: ReadonlyMap<string, LinkReport>,
  brand: Brand | null,
): void {
  for (const l of reading.links) {
    if (anatomy.channels.some((x) => x.span.start === l.start)) continue;
    const tok = {
      text: l.text,
      lower: l.text.toLowerCase(),
      lemma: '',
      pos: 'X',
      kind: 'link',
      entity: '',
      start: l.start,
      end: l.end,
    } as Token;
    const ch = channelOf(reading, tok, reports, brand);
    const sentence = reading.sentences.findIndex((x) => l.start >= x.start && l.start < x.end);
    if (ch) anatomy.channels.push({ ...ch, ...(sentence >= 0 ? { sentence } : {}) });
  }
}
