/**
 * The offline analyzer: explainable heuristics that need no network and no model. It reads the
 * acquired text once per concern (sentences and claims, red flags, links, bias, source
 * evidence) and is deterministic: the same input gives the same findings.
 */
import { OFFLINE_CHECKS, SEVERITY_RANK, type RedFlag } from '../../../shared';
import { readPersonal } from '../../../shared/personal-text';
import type { Signals } from '../signals';
import type { Analyzer, Findings } from '../analyzer';
import type { Acquired, TranscriptSegment } from '../types';
import { detectBias } from './bias';
import { isFormalRegister } from './bias/register';
import { type ExtractedClaim, readClaims } from './claims';
import type { Span } from '../knowledge/patterns';
import { STYLE_FLAG_TYPES } from './red-flags/flag-types';
import { type DetectedLanguage, detectLanguage, languageNote } from '../knowledge/language';
import { criticalQuestions } from './claims/questions';
import { detectRedFlags } from './red-flags';
import { LONG_MESSAGE_WORDS } from '../signals/anatomy';
import { OWN_WAY_WORDS } from '../signals/anatomy/sender-links';
import { SUBJECT_LABEL } from '../signals/anatomy/senders';
import { maskPersonalData } from '../../privacy/mask';
import { listedPageFlag } from '../knowledge/scam-domains';
import { knowledgeFlags, knowledgePositiveSignals } from '../signals/knowledge-findings';
import { imageFlags } from './images/image-findings';
import { positiveSignals } from './sources/positive-signals';
import { addressOnlyArticleFlags } from '../signals/address-findings';

export const OFFLINE_ANALYZER_NAME = 'offline';

/** Title flags worth raising: a headline's job is to make you click, so only these count there. */
const TITLE_FLAG_TYPES = new Set([
  'clickbait',
  'shouting',
  'excessive_punctuation',
  'sensational_language',
  'conspiracy_framing',
  'miracle_cure',
]);

function knownFalseFlags(claims: readonly ExtractedClaim[]): RedFlag[] {
  const out: RedFlag[] = [];
  for (const c of claims) {
    if (!c.hoax || out.some((f) => f.indicator.endsWith(c.hoax!.hoax.label))) continue;
    out.push({
      indicator: `Repeats a known false claim: ${c.hoax.hoax.label}`,
      type: 'known_false_claim',
      severity: 'high',
      explanation: c.hoax.hoax.rebuttal,
      textExample: c.hoax.span.text,
    });
  }
  return out;
}

/**
 * Where in the video a claim is said. Segments are the transcript's sentences, cut as claims are
 * cut, so the segment with the claim's exact sentence wins; failing that (a description line, a
 * sentence the captions split differently), the first segment holding the claim's opening words.
 */
function timestampOf(
  claim: ExtractedClaim,
  segments: readonly TranscriptSegment[],
): number | undefined {
  const sentence = claim.span.text.trim();
  const exact = segments.find((s) => s.text.trim() === sentence);
  if (exact) return Math.max(0, exact.start);
  const words = sentence.toLowerCase().split(/\s+/).slice(0, 6).join(' ');
  if (words.length < 8) return undefined;
  const seg = segments.find((s) => s.text.toLowerCase().includes(words));
  return seg ? Math.max(0, seg.start) : undefined;
}

/**
 * One flag per sign on a shop page: a text rule's flag is dropped where the shop checks flag the
 * same sign with overlapping words ("Only 3 left" inside "Only 3 left in stock!"), the shop's
 * flag keeping the higher severity. The text's "Claims to be <brand>" is dropped too: on a shop
 * it fires on the services the shop names (payment logos, "order on WhatsApp"); who the shop
 * pretends to be is read from its own address and brand text by the shop checks.
 */
function dropShopDuplicates(redFlags: RedFlag[], shopFlags: RedFlag[]): void {
  const overlaps = (a: string, b: string) => a.includes(b) || b.includes(a);
  for (let i = redFlags.length - 1; i >= 0; i--) {
    const f = redFlags[i]!;
    if (f.type === 'impersonation' && !f.indicator.startsWith('Link')) {
      redFlags.splice(i, 1);
      continue;
    }
    const twin = shopFlags.findIndex(
      (g) =>
        g.type === f.type &&
        !!g.textExample &&
        !!f.textExample &&
        overlaps(g.textExample, f.textExample),
    );
    if (twin < 0) continue;
    const g = shopFlags[twin]!;
    if (SEVERITY_RANK[f.severity] > SEVERITY_RANK[g.severity])
      shopFlags[twin] = { ...g, severity: f.severity };
    redFlags.splice(i, 1);
  }
}

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
): RedFlag[] {
  // A deadline in a text that claims nothing about the reader's affairs, who writes or someone
  // they know, with no other warning, and that asks nothing or only through the sender's own site
  // or a link no check finds wrong, is how sales and news read ("ends tonight, shop now at
  // oldnavy.com"). A lost link or a number to call keeps it ("Password will expire in 3 days.
  // Click here to validate").
  const a = anatomy?.anatomy;
  if (
    a &&
    // Read in English, where the grammar reads pretexts and asks; in other languages the word
    // tables find fewer, so a missing one says less.
    language === 'en' &&
    !anatomy.flag &&
    a.pretexts.length === 0 &&
    !AFFAIRS_NAMED.test(text.slice(0, MAX_AFFAIRS_CHARS)) &&
    (a.asks.length === 0 ||
      (a.channels.length > 0 &&
        a.channels.every((c) => !c.foreign && (c.own || c.kind === 'link')))) &&
    flags.every((f) => f.type === 'urgency' || f.severity === 'low')
  )
    return flags.map((f) =>
      f.type === 'urgency' ? { ...f, severity: 'low' as const, explanation: SALES_DEADLINE } : f,
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
  const ownOnly =
    a.channels.length > 0 &&
    a.channels.every(
      (c) =>
        c.own &&
        !c.foreign &&
        (c.kind === 'app' || (short && (c.kind === 'link' || c.kind === 'reply'))),
    ) &&
    !a.senderLinks.some((l) => l.hard);
  if (!ownOnly) return [...flags];
  // A deadline on what is done through the sender's own site or app is how sales and bills read
  // ("today only, shop now at target.com"): a minor sign, as the anatomy counts it.
  return flags.flatMap((f) =>
    CHANNEL_FLAG_TYPES.has(f.type)
      ? []
      : f.type === 'urgency'
        ? [{ ...f, severity: 'low' as const, explanation: OWN_WAY_DEADLINE }]
        : [f],
  );
}
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
const SALES_DEADLINE =
  'It pushes you to hurry, as sales and appeals do, but claims nothing about you or your accounts and shows no other warning sign, so on its own this is a minor sign. Take the time you need.';
const OWN_WAY_DEADLINE =
  'It sets a deadline, but what it asks is done through the sender’s own website, app or reply, as sales and bills are, so on its own this is a minor sign. Open the site or app yourself rather than a link if you are unsure.';

/**
 * The words the scam reading quotes as a message's pretext, ask, pressure and way to act, when it
 * reads the message as a scam: that story is judged as a scam, not offered as claims to check.
 */
function scamParts(anatomy: Signals['anatomy']): Span[] {
  if (!anatomy?.flag) return [];
  const a = anatomy.anatomy;
  return [...a.pretexts, ...a.asks, ...a.pressures, ...a.channels].map((p) => p.span);
}

/**
 * A standard, a contract or a paper writes its terms in capitals ("MIME", "MUST NOT") and names
 * failures plainly: the way it is written is not a warning sign (bias/register.ts).
 */
function withoutStyleFlagsOfFormalText(flags: RedFlag[], text: string): RedFlag[] {
  if (!flags.some((f) => STYLE_FLAG_TYPES.has(f.type)) || !isFormalRegister(text)) return flags;
  return flags.filter((f) => !STYLE_FLAG_TYPES.has(f.type));
}

/** The findings of the offline heuristics over the content and the signals computed before it. */
export function analyzeOffline(acquired: Acquired, signals: Signals): Findings {
  const text = acquired.text;
  const language = detectLanguage(text);
  const notes: string[] = [];
  const note = languageNote(language);
  if (note && text.length > 0) notes.push(note);

  const sentences = signals.sentences;
  const anatomy = signals.anatomy;
  const { claims: extracted, ownDealing } = readClaims(text, sentences, {
    language,
    scamParts: scamParts(anatomy),
  });
  const detected = detectRedFlags(text, signals.links, signals.textLinks);
  const { impersonated } = detected;
  const flags = withoutStyleFlagsOfFormalText(detected.flags, text);
  const redFlags = [
    ...knownFalseFlags(extracted),
    ...withoutIdleDeadlines(
      withoutIdlePrizes(
        withoutFlagsOfOwnWay(flags, anatomy, text),
        anatomy,
        signals.links.length,
        text,
      ),
      anatomy,
      signals.links.length,
      text,
      language,
    ),
  ];
  if (anatomy?.flag) redFlags.push(anatomy.flag);
  if (acquired.title) {
    const present = new Set(redFlags.map((f) => f.type));
    for (const f of detectRedFlags(acquired.title, [], []).flags) {
      if (TITLE_FLAG_TYPES.has(f.type) && !present.has(f.type))
        redFlags.push({ ...f, indicator: `${f.indicator} (in the title)` });
    }
  }
  // A shop's own signals (domain, payment options, reviews) join the text's flags; a sign the
  // text already showed with the same quote is not repeated.
  const listedPage = listedPageFlag(acquired.url);
  if (listedPage && !redFlags.some((f) => f.textExample === listedPage.textExample))
    redFlags.push(listedPage);
  const shop = signals.shop ?? { redFlags: [], positiveSignals: [] };
  const shopFlags = [...shop.redFlags];
  if (acquired.shop) dropShopDuplicates(redFlags, shopFlags);
  for (const f of shopFlags) {
    if (!redFlags.some((g) => g.type === f.type && g.textExample === f.textExample))
      redFlags.push(f);
  }
  redFlags.push(
    ...imageFlags(acquired),
    ...knowledgeFlags(signals.knowledge),
    ...addressOnlyArticleFlags(acquired),
  );
  redFlags.sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity]);
  const evidence = signals.evidence;
  const biasFindings = detectBias(text, evidence.unsupportedAuthority, sentences);
  const claims = extracted.map((c) => {
    const ts = acquired.video ? timestampOf(c, acquired.video.segments) : undefined;
    return ts === undefined ? c.claim : { ...c.claim, timestampSeconds: ts };
  });
  return {
    analyzer: OFFLINE_ANALYZER_NAME,
    language,
    claims,
    redFlags,
    biasFindings,
    positiveSignals: [
      ...(anatomy?.reassuring ? [anatomy.reassuring] : []),
      ...positiveSignals(evidence),
      ...shop.positiveSignals,
      ...knowledgePositiveSignals(signals.knowledge),
    ],
    criticalQuestions: criticalQuestions({
      flags: redFlags,
      claims: extracted,
      bias: biasFindings,
      evidence,
      // On a shop the services it names (WhatsApp, PayPal) are not who it pretends to be.
      impersonated: acquired.shop ? null : impersonated,
      // The reader's own parcel, account or bill is no claim, but worth a question.
      // Quoted without a pasted e-mail's "Subject:" label.
      ownDealing: ownDealing?.text.replace(SUBJECT_LABEL, '') ?? null,
    }),
    notes,
    // Only the offline analysis has run so far; the fact-check step says what else did.
    checks: OFFLINE_CHECKS,
    privateText: readPersonal(text).personal,
  };
}

export function createOfflineAnalyzer(): Analyzer {
  return {
    name: OFFLINE_ANALYZER_NAME,
    readsOffline: true,
    // Computed with the signals where the pipeline's CPU work runs; here only without them.
    analyze: async (input: Acquired, signals: Signals, offline?: Findings) =>
      offline ?? analyzeOffline(input, signals),
  };
}
