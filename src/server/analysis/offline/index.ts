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
import { detectLanguage, languageNote } from '../knowledge/language';
import { criticalQuestions } from './claims/questions';
import { detectRedFlags } from './red-flags';
import {
  withoutFlagsOfOwnWay,
  withoutIdleDeadlines,
  withoutIdlePrizes,
  withoutRequestedChecks,
} from './minor-signs';
import { SUBJECT_LABEL } from '../signals/anatomy/senders';
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
        withoutRequestedChecks(withoutFlagsOfOwnWay(flags, anatomy, text), anatomy),
        anatomy,
        signals.links.length,
        text,
      ),
      anatomy,
      signals.links.length,
      text,
      language,
      signals.judgement?.probability ?? null,
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
