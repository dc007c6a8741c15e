/**
 * Signs a rule raised that, in a message read as a whole, are minor ones: a deadline or a prize in
 * a message that asks nothing, or only through the sender's own website, app or reply, as sales,
 * bills, codes and loyalty schemes do. Split from index.ts, which gathers the findings.
 */
import type { RedFlag } from '../../../shared';
import type { Signals } from '../signals';
import type { DetectedLanguage } from '../knowledge/language';
import { LONG_MESSAGE_WORDS, operatorCodeOnly } from '../signals/anatomy';
import { OWN_WAY_WORDS } from '../signals/anatomy/sender-links';
import { onFromLine } from '../signals/anatomy/channels';
import { maskPersonalData } from '../../privacy/mask';

/**
 * A deadline pushes the reader only toward something the message asks of them. A short message
 * whose grammar asks for nothing (no directive, no link, no number to call), that hands over a
 * one-time code and names a deadline, is how a sign-in code reads ("it expires in 10 minutes"):
 * the urgency sign stays as a minor one, and goes when the message also says what the sender will
 * never ask for (reassuring anatomy). Long texts keep it: an article has no ask, and there the
 * words are persuasion.
 */
export function withoutIdleDeadlines(
  flags: readonly RedFlag[],
  anatomy: Signals['anatomy'],
  links: number,
  text: string,
  language: DetectedLanguage = 'en',
  judged: number | null = null,
): RedFlag[] {
  // A deadline in a text that claims nothing about the reader's affairs, who writes or someone
  // they know, with no other warning, and that asks nothing or only through the sender's own site
  // or a link no check finds wrong, is how sales and news read ("ends tonight, shop now at
  // oldnavy.com"). A lost link or a number to call keeps it ("Password will expire in 3 days.
  // Click here to validate").
  const a = anatomy?.anatomy;
  // In English the grammar reads pretexts and asks, and the reader's affairs are named in words;
  // in other languages the word tables find fewer, so a missing one says less, and the judge,
  // which reads every language, must read the message as more likely genuine than a scam.
  const quiet =
    language === 'en'
      ? !AFFAIRS_NAMED.test(
          text.slice(0, MAX_AFFAIRS_CHARS).replace(MAILING_LIST, ' ').replace(MAIL_ADDRESS, ' '),
        )
      : judged !== null && judged < SALE_JUDGED;
  if (
    a &&
    quiet &&
    !anatomy.flag &&
    // Who it is from ("Sephora:", "Chipotle:") is how a shop's sale opens, when it offers one.
    (a.pretexts.length === 0 ||
      (a.pretexts.every((p) => p.kind === 'org') && PROMOTION.test(text))) &&
    (a.asks.length === 0 ||
      (a.channels.length > 0 &&
        a.channels.every((c) => !c.foreign && (c.own || c.kind === 'link')))) &&
    flags.every((f) => SALES_PRESSURE.has(f.type) || f.severity === 'low')
  )
    return flags.map((f) =>
      SALES_PRESSURE.has(f.type)
        ? {
            ...f,
            severity: 'low' as const,
            explanation: language === 'en' ? SALES_DEADLINE : SALES_DEADLINE_ELSEWHERE,
          }
        : f,
    );
  if (!anatomy || anatomy.asks || links > 0) return [...flags];
  if (text.split(/\s+/, LONG_MESSAGE_WORDS + 2).length > LONG_MESSAGE_WORDS) return [...flags];
  // What the deadline is about: a code the message hands over (read from what its sentence says
  // the number is), or a message that says what it will never ask. Without either, "block within
  // 24 hours" may be a scam whose ask (a number to ring, a lost link) the reader missed.
  if (!anatomy.reassuring && !maskPersonalData(text).found.code) return [...flags];
  return flags.flatMap((f) => {
    if (f.type !== 'urgency') return [f];
    if (anatomy.reassuring) return [];
    return [
      {
        ...f,
        severity: 'low' as const,
        explanation:
          'It sets a deadline but asks you to do nothing, so on its own this is a minor sign: genuine codes and notices expire too. Be wary if a later message asks you to act quickly.',
      },
    ];
  });
}

/** A secret named in a credential request's quote: what is harmful to send back anywhere. */
const NAMED_SECRET =
  /\b(?:password|passcode|pin|login|log-in|username|cvv|cvc|card number|one-time|iban|passport|id card|selfie|dni|personalausweis\p{L}*|ausweis\p{L}*|documento (?:de|d'|di) identi\p{L}+|pi[eè]ce d'identit[eé]|carte d'identit[eé]|paspoort|identiteitskaart|dow[oó]d\p{L}* osobist\p{L}*|kimlik\p{L}*|ktp)\b/iu;

/** A link or a web address written in the text, read or not as a link. */
const LINK_WRITTEN =
  /\bhttps?:|\bwww\.|\.(?:com|net|org|info|co|io|ly|me|app|link|top|xyz|site|online)\b/i;
/** Flags about a way to act that a message keeping the reader in the sender's own channel lacks. */
const CHANNEL_FLAG_TYPES: ReadonlySet<string> = new Set([
  'impersonation',
  'account_lure',
  'threat',
  'credential_request',
]);

/**
 * A message whose every way to act is the sender's own (its own website, a reply, the number on
 * the back of the reader's card, its app) and that the anatomy does not read as a scam is how a
 * genuine alert reads ("We've noticed unusual activity on your account. Please call us on the
 * number on the back of your card"): the flags that warn of being sent somewhere to act go. A
 * printed phone number is neither own nor foreign, so it keeps them.
 */
export function withoutFlagsOfOwnWay(
  flags: readonly RedFlag[],
  anatomy: Signals['anatomy'],
  text: string,
): RedFlag[] {
  if (!anatomy || anatomy.flag) return [...flags];
  const a = anatomy.anatomy;
  // In a short message the address shown is the address: a pasted e-mail shows a link's words,
  // not where it goes, and its footer's own addresses ("add us to your address book") say nothing.
  const short = text.split(/\s+/, OWN_WAY_WORDS + 2).length <= OWN_WAY_WORDS;
  // A pasted e-mail sent from the sender's own domain ("From: Netflix <info@account.netflix.com>",
  // which a brand's published mail policy keeps others from sending as): its links shown as the
  // sender's own site are read as a text's are.
  const ownMail = a.channels.some(
    (c) => c.kind === 'email' && c.own && !c.foreign && onFromLine(text, c.span.start),
  );
  const ownOnly =
    a.channels.length > 0 &&
    a.channels.every(
      (c) =>
        c.own &&
        !c.foreign &&
        // An operator's own service code ("Dial *544# to check balance"): answered by its network.
        (c.kind === 'app' ||
          c.kind === 'short_code' ||
          (ownMail && c.kind === 'email') ||
          ((short || ownMail) && (c.kind === 'link' || c.kind === 'reply'))),
    ) &&
    !a.senderLinks.some((l) => l.hard);
  // A message that says it gives no link and gives none (read.ts keeps the reassurance only then),
  // with no number, chat or address of its own to act through: the reader goes to the site or app
  // themselves ("ingresa al Portal del SAT con tu RFC y contraseña"), as tax offices write.
  const noLink =
    a.reassurances.some((r) => r.kind === 'no_link') &&
    a.channels.every((c) => c.own && !c.foreign) &&
    !a.asks.some((x) => x.kind === 'reply');
  // A notice that asks the reader nothing, gives no link and says what the sender will never ask
  // ("Thank you. We've blocked your card … Our fraud team will call you … We will never ask for
  // your PIN"): a state reported, with nothing to lure the reader to. Not a mail that only gives
  // no way to act: a pasted e-mail loses its buttons' addresses ("Regain Access Online Banking!").
  const quiet =
    a.asks.length === 0 &&
    a.channels.every((c) => c.kind !== 'link' && c.kind !== 'messaging' && !c.foreign) &&
    a.protective.length > 0 &&
    !LINK_WRITTEN.test(text);
  if (!ownOnly && !noLink && !quiet) return [...flags];
  // A password or card number asked for is the harm wherever it is sent, a reply included
  // ("enter your bank login and password, then reply to this email").
  const secretAsked = (f: RedFlag) =>
    f.type === 'credential_request' &&
    f.severity === 'high' &&
    (a.asks.some((x) => x.kind === 'secret') || NAMED_SECRET.test(f.textExample ?? ''));
  // A deadline on what is done through the sender's own site or app is how sales and bills read
  // ("today only, shop now at target.com"): a minor sign, as the anatomy counts it.
  // Points or a reward to use there before they expire is how loyalty schemes write ("Redeem 500
  // points before Dec 31. Shop now: sephora.com"): the bait of a prize scam is a page not theirs.
  // Through the operator's own service code alone, a prize of any size is the operator's to give
  // ("You have been awarded 250MB FREE … Dial *544# to check balance"): no one else is paid there.
  // A prize sign already minor keeps what it says (a prize paid into the reader's own account).
  return flags.flatMap((f) =>
    CHANNEL_FLAG_TYPES.has(f.type) && !secretAsked(f)
      ? []
      : f.type === 'urgency'
        ? [{ ...f, severity: 'low' as const, explanation: OWN_WAY_DEADLINE }]
        : f.type === 'prize_scam' &&
            (f.severity === 'medium' || (f.severity === 'high' && operatorCodeOnly(a)))
          ? [{ ...f, severity: 'low' as const, explanation: OWN_WAY_PRIZE }]
          : [f],
  );
}
const OWN_WAY_PRIZE =
  'It says you have points or a reward to use before they expire, but the only way it offers to use them is the sender’s own website, app or reply, as loyalty schemes do, so on its own this is a minor sign. Open the site or app yourself rather than a link if you are unsure.';
/**
 * A way to act on a prize: a number or short code (five digits or more, or masked "XXXX"), an
 * address, or a word for claiming, answering, calling, paying or opening, in the languages the
 * prize rule reads.
 */
const WAY_TO_ACT =
  /\d(?:[\s-]?\d){4,}|X{3,}|@|\b(?:e-?mail|claim|redeem|collect|contact|reply|send|call|ring|click|tap|link|txt|text|sms|dial|visit|apply|register|regist\w*|pay|paid|fee|tax|charges?|helpline|whatsapp|hub|hubungi|kunjungi|ketik|kirim|klik|reclam\w*|llam\w*|appel\w*|cliqu\w*|envi\w*|pag\w*|ruf\w*|klick\w*|zahl\w*|senden|antwort\w*|respond\w*|responda)\b/i;
const IDLE_PRIZE =
  'It says you have won or been given something, but it asks for nothing and gives no link or number to act on, as a shop’s or a carrier’s own reward notice does, so on its own this is a minor sign. Be wary if a later message asks for a fee, your details or a call.';

/**
 * "You have won" is bait for a next step: a fee, the reader's details, a call. A short message
 * from a sender that names itself, that asks for nothing and gives no link, number, address or
 * word to claim, answer or pay with ("Vodafone: Congratulations! You have received 1GB bonus data,
 * valid for 3 days") offers no next step: the prize sign stays as a minor one, and the brand it
 * names is not impersonated by a request it does not make.
 */
export function withoutIdlePrizes(
  flags: readonly RedFlag[],
  anatomy: Signals['anatomy'],
  links: number,
  text: string,
): RedFlag[] {
  if (!anatomy || anatomy.flag || anatomy.asks || links > 0) return [...flags];
  if (!flags.some((f) => f.type === 'prize_scam')) return [...flags];
  if (text.split(/\s+/, OWN_WAY_WORDS + 2).length > OWN_WAY_WORDS) return [...flags];
  // Said by a sender that names itself, or pointing only to the reader's own app, and with no way
  // to act on it at all.
  const a = anatomy.anatomy;
  const signed = a.pretexts.some((p) => p.kind === 'org') || a.channels.some((c) => c.own);
  if (!signed || WAY_TO_ACT.test(text)) return [...flags];
  const others = flags.filter((f) => !['prize_scam', 'impersonation', 'urgency'].includes(f.type));
  if (others.some((f) => f.severity !== 'low')) return [...flags];
  return flags.flatMap((f) =>
    f.type === 'impersonation'
      ? []
      : f.type === 'prize_scam'
        ? [{ ...f, severity: 'low' as const, explanation: IDLE_PRIZE }]
        : [f],
  );
}
/**
 * Words of the reader's accounts and access that a pretext the anatomy missed still names
 * ("Password will expire in 3 days", "KYC Has Been Expired", "systems access will not be
 * available"): with them a deadline is not a sale's.
 */
const AFFAIRS_NAMED =
  /\b(?:pass-?words?|passcodes?|accounts?|a\/?c|kyc|mail ?box|e-?mail|login|log-?in|sign-?in|access|verif\w*|validat\w*|suspen\w*|block\w*|lock\w*|expir\w*|deactivat\w*|parcels?|packages?|deliver\w*|pin|otp|sim|files?|documents?|invoices?|payments?|refunds?|fines?|toll)\b/i;
const MAX_AFFAIRS_CHARS = 4000;
/**
 * How a mailing speaks of itself ("Reply to this email", "you are receiving this e-mail", "manage
 * email settings"): about the list, not the reader's mailbox.
 */
const MAILING_LIST =
  /\b(?:(?:this|these|our|the) e-?mails?|e-?mail (?:preferences|settings|list|updates|address book)|e-?mails? from us)\b/gi;
/** What a shop's sale offers: a price cut, a code, a deal, a reward ("50% off", "sale ends"). */
const PROMOTION =
  /\b(?:\d{1,2} ?% off|sale|save|deals?|discount|coupons?|promo|offer code|use code|rewards?|points|shop now|order now|rebajas|descuento|oferta|soldes|r[ée]duction|rabatt|angebot|korting|aanbieding|sconto|offerta|desconto|promo[cç][aã]o)\b/i;
/** An e-mail address ("news@email.waterstones.com"): who wrote, not the reader's mailbox. */
const MAIL_ADDRESS = /[^\s<>@]{1,64}@[^\s<>@]{1,255}/g;
/** The pressure of a sale: a deadline ("ends tonight") and scarcity ("while supplies last"). */
const SALES_PRESSURE: ReadonlySet<string> = new Set(['urgency', 'scarcity']);
const SALES_DEADLINE =
  'It pushes you to hurry, as sales and appeals do, but claims nothing about you or your accounts and shows no other warning sign, so on its own this is a minor sign. Take the time you need.';
const SALES_DEADLINE_ELSEWHERE =
  'It pushes you to hurry, as sales and appeals do, but shows no other warning sign and, weighed as a whole, reads more like genuine messages than like reported scams, so on its own this is a minor sign. Take the time you need.';
/**
 * Below this calibrated probability of the judge (signals/judge) a message in another language is
 * more likely genuine than a scam, and a deadline alone in it is read as a sale's.
 */
const SALE_JUDGED = 0.5;
const OWN_WAY_DEADLINE =
  'It sets a deadline, but what it asks is done through the sender’s own website, app or reply, as sales and bills are, so on its own this is a minor sign. Open the site or app yourself rather than a link if you are unsure.';

const REQUESTED_CHECK =
  'It asks you to confirm your details, but sends you nowhere that is not the sender’s own, pushes you with nothing, and says to ignore it if you did not ask for it, as sign-up and password-reset messages do, so on its own this is a minor sign. If you did not ask for it, ignore it; if you did, open the site yourself rather than a button.';

/**
 * A check the reader asked for: a message that asks them to confirm or verify an address or an
 * account, offers no way to act but the sender's own (a lost button, or its own site), is pushed
 * by nothing, and says to ignore it if they did not ask ("If you didn't create an account, you can
 * ignore this email"), as sign-up, sign-in and reset messages do. The request stays as a minor
 * sign. A phish that copies the line still sends the reader to a site not the sender's, or
 * pushes, and keeps the flag.
 */
export function withoutRequestedChecks(
  flags: readonly RedFlag[],
  anatomy: Signals['anatomy'],
): RedFlag[] {
  if (!anatomy || anatomy.flag) return [...flags];
  const a = anatomy.anatomy;
  // A long mail's link is never read as the sender's own (sender-links.ts OWN_WAY_WORDS): there a
  // link no check finds wrong will do, where the mail also reassures in a second way ("your
  // password stays unchanged", "we will never ask for it").
  const reassured = new Set(a.reassurances.map((r) => r.kind)).size >= 2;
  const plainLinks = a.senderLinks.every((l) => l.relation === 'own' || l.relation === 'unknown');
  if (
    !a.reassurances.some((r) => r.kind === 'ignore_if_not_you') ||
    a.pressures.length > 0 ||
    a.impersonates ||
    a.channels.some(
      (c) => c.foreign || (c.kind === 'link' && !c.own && !(reassured && plainLinks)),
    ) ||
    a.senderLinks.some((l) => l.hard) ||
    flags.some((f) => f.type !== 'credential_request' && f.severity !== 'low')
  )
    return [...flags];
  return flags.map((f) =>
    f.type === 'credential_request'
      ? { ...f, severity: 'low' as const, explanation: REQUESTED_CHECK }
      : f,
  );
}
