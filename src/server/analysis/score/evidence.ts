/**
 * The evidence a grade rests on (src/shared/scale.ts): warning evidence a reader can see, positive
 * evidence, and weak signals that may only move a score inside its band. Read from the findings and
 * the signals the pipeline computed once; nothing here re-reads the text.
 */
import {
  FALSE_CLAIM_CAP,
  FLAG_POINTS,
  MISINFORMATION_CAP,
  POSITIVE_POINTS,
  SCAM_CAP,
  evidenceLevel,
  type EvidenceLevel,
  type RedFlag,
} from '../../../shared';
import {
  MISINFORMATION_FLAG_TYPES,
  PRESSURE_FLAG_TYPES,
  SCAM_FLAG_TYPES,
  STYLE_FLAG_TYPES,
} from '../offline/red-flags/flag-types';
import { FACT_CHECK_SOURCE_TYPE } from '../fact-checks/apply';
import { MODEL_FLAG_TYPE, learnedFlag, learnedWarning } from './learned-flag';
import { accountFlag } from './account-flag';
import { judgeFlag, judgeIsSure, quotedFlag } from './judge-flag';
import { warnsOfScams } from '../signals/scam-warning';
import { checkedAndGenuine } from '../signals/checked-genuine';
import type { Signals } from '../signals';
import type { Findings } from '../analyzer';
import type { Acquired } from '../types';
import { speakingSources } from './sources';
import { ratedEvidence } from './rated-evidence';

/** Flags that describe how a text is written or hint without showing: weak signals, never warnings. */
const WEAK_ONLY_TYPES: ReadonlySet<string> = new Set([
  ...STYLE_FLAG_TYPES,
  MODEL_FLAG_TYPE,
  'unsourced_authority',
]);
/** A second flag of a kind already counted adds this share of its points. */
const REPEAT_SHARE = 0.5;
/** Named sources that speak from which a text reads as reporting (it quotes scams, it does not send them). */
const REPORTING_SOURCES = 3;
/** How much each weak signal moves the score within its band (the band's range is WEAK_SIGNAL_RANGE). */
const WEAK = {
  lowFlag: 0.15,
  lowFlagsMax: 0.45,
  styleFlag: 0.15,
  styleMax: 0.3,
  quotedScam: 0.2,
  model: 0.5,
  careful: 0.15,
  speaking: 0.05,
  speakingMax: 0.2,
};
const BIAS_WEAK = { high: 0.15, medium: 0.08, low: 0.03 } as const;
const BIAS_WEAK_MAX = 0.4;
/**
 * With no evidence either way the C band (70-79) is all a score has, so there the weak signals a
 * reader can see listed (minor warning signs in Red Flags, the Bias card's techniques, the items of
 * "What speaks for it") weigh more and spread it: a polemic and a school newsletter no longer share
 * a number. The band cannot change (src/shared/scale.ts keeps such a score inside 70-79), so these
 * weights apply to that level only and no grade moves.
 */
const C_BAND_WEAK = {
  lowFlag: 0.25,
  lowFlagsMax: 0.6,
  bias: { high: 0.3, medium: 0.18, low: 0.1 },
  biasMax: 0.7,
  positive: 0.15,
  positiveMax: 0.45,
} as const;

export type PositiveKind = keyof typeof POSITIVE_POINTS;

export interface PositiveEvidence {
  kind: PositiveKind;
  points: number;
  /** Plain words for the reader, e.g. "a named author (Jane Doe)". */
  what: string;
}

export interface Evidence {
  /** Flags that count as warning evidence, worst first, as counted. */
  warnings: RedFlag[];
  warningPoints: number;
  positives: PositiveEvidence[];
  positivePoints: number;
  /** Weak signals in [-1, 1], and what moved them. */
  weak: number;
  weakReasons: string[];
  /** The text reads as reporting: it quotes scam wording rather than sending it. */
  reporting: boolean;
  /** Sensational or shouting style was found (a weak signal; it lowers publication standards). */
  sensationalStyle: boolean;
  /** Scam or phishing is the story of this content, not one stray sign. */
  scamDominates: boolean;
  /** The learned model's reading as a reason in plain words, when it is very sure (or null). */
  modelFlag: RedFlag | null;
  cap: { value: number; reason: string } | null;
  level: EvidenceLevel;
}

const clamp1 = (x: number) => Math.max(-1, Math.min(1, x));

function positiveEvidence(
  acquired: Acquired,
  findings: Findings,
  signals: Signals,
): PositiveEvidence[] {
  const out: PositiveEvidence[] = [];
  const add = (kind: PositiveKind, what: string, times = 1) =>
    out.push({ kind, points: POSITIVE_POINTS[kind] * times, what });
  const publisher = signals.publisher;
  const rated = ratedEvidence(signals);
  // A rated outlet is judged by its rating; the built-in list of established outlets is the fallback.
  if (rated.publisher) add('ratedOutlet', rated.publisher);
  else if (
    publisher &&
    publisher.severity === null &&
    (publisher.institutional || publisher.reputable) &&
    !rated.publisherLow
  ) {
    add(
      'reliablePublisher',
      publisher.institutional
        ? `a government, academic or international publisher (${publisher.domain})`
        : `an established outlet (${publisher.domain})`,
    );
  }
  if (acquired.author?.trim()) add('namedAuthor', `a named author (${acquired.author.trim()})`);
  const ev = signals.evidence;
  if (ev.wireDateline)
    add(
      'agencyDateline',
      `a news-agency dateline (${ev.wireDateline.text.replace(/[()\s–—-]+/g, ' ').trim()})`,
    );
  const reliableLinks = [...new Set([...ev.institutionalLinks, ...ev.reputableLinks])];
  const ratedLinks = rated.links.filter(
    (d) => !reliableLinks.some((url) => rated.linkDomain(url) === d),
  );
  const citations = reliableLinks.length + ratedLinks.length;
  if (citations) {
    const words = citations === 1 ? 'a link to a reliable source' : 'links to reliable sources';
    add(
      'reliableCitation',
      ratedLinks.length ? `${words} (${rated.linksWhat(ratedLinks)})` : words,
      Math.min(2, citations),
    );
  }
  if (ev.studiesWithYear > 0 && ev.studies[0])
    add('datedStudy', `a cited publication with its year ("${ev.studies[0].text}")`);
  const verifiedClaims = findings.claims.filter((c) => c.status === 'verified');
  const verified = verifiedClaims.length;
  // A fact-checker's "true" rating is named as such (analysis/fact-checks/apply.ts).
  const byFactCheck = verifiedClaims.every((c) => c.sources[0]?.type === FACT_CHECK_SOURCE_TYPE);
  const confirmedBy = byFactCheck ? 'a published fact-check' : 'reliable sources';
  if (verified)
    add(
      'verifiedClaim',
      verified === 1
        ? `a claim confirmed by ${confirmedBy}`
        : `${verified} claims confirmed by ${byFactCheck ? 'published fact-checks' : confirmedBy}`,
      Math.min(2, verified),
    );
  if (rated.domainAge) add('establishedDomain', rated.domainAge);
  if (signals.shopAssessment?.standing === 'established')
    add(
      'establishedShop',
      'a shop that says who runs it, on what terms it sells and offers card or PayPal payment',
    );
  return out;
}

export function weighEvidence(acquired: Acquired, findings: Findings, signals: Signals): Evidence {
  const ev = signals.evidence;
  const speaking = speakingSources(ev);
  // A warning about a scam (signals/scam-warning.ts) quotes the scam as reporting does, and the
  // haste it quotes ("piden una transferencia urgente") is the scam's, not its own.
  const shop = acquired.type === 'shopping';
  // So does a person's account of a contact they checked their own way and found genuine.
  const warning =
    !shop &&
    (warnsOfScams(acquired.text, signals.anatomy, signals.textLinks.length) ||
      checkedAndGenuine(acquired.text));
  const reporting =
    warning || (!shop && (ev.wireDateline !== null || speaking.length >= REPORTING_SOURCES));

  const warnings: RedFlag[] = [];
  const seen = new Set<string>();
  let warningPoints = 0;
  let weak = 0;
  const weakReasons: string[] = [];
  let lows = 0;
  let lowCount = 0;
  let style = 0;
  let quotedScam = false;
  for (const f of findings.redFlags) {
    if (WEAK_ONLY_TYPES.has(f.type) || f.severity === 'low') {
      if (STYLE_FLAG_TYPES.has(f.type) || f.type === 'unsourced_authority')
        style = Math.min(WEAK.styleMax, style + WEAK.styleFlag);
      else if (f.type !== MODEL_FLAG_TYPE) {
        lows = Math.min(WEAK.lowFlagsMax, lows + WEAK.lowFlag);
        lowCount++;
      }
      continue;
    }
    if (
      (reporting && SCAM_FLAG_TYPES.has(f.type)) ||
      (warning && PRESSURE_FLAG_TYPES.has(f.type))
    ) {
      quotedScam = true;
      continue;
    }
    // On a shop the text rules and the shop signals can quote one sentence twice: count it once.
    if (
      shop &&
      warnings.some(
        (g) =>
          g.type === f.type &&
          (g.textExample.includes(f.textExample) || f.textExample.includes(g.textExample)),
      )
    )
      continue;
    warnings.push(f);
    warningPoints += FLAG_POINTS[f.severity] * (seen.has(f.type) ? REPEAT_SHARE : 1);
    seen.add(f.type);
  }
  if (lows) {
    weak -= lows;
    weakReasons.push('minor warning signs');
  }
  if (style) {
    weak -= style;
    weakReasons.push('sensational or shouting style');
  }
  if (quotedScam) {
    weak -= WEAK.quotedScam;
    weakReasons.push('it quotes scam wording, as reporting about scams does');
  }
  const bias = Math.min(
    BIAS_WEAK_MAX,
    findings.biasFindings.reduce((a, b) => a + BIAS_WEAK[b.severity], 0),
  );
  if (bias) {
    weak -= bias;
    weakReasons.push('slanted or manipulative wording');
  }
  if (ev.hedges.length >= 2 || ev.balance.length > 0) {
    weak += WEAK.careful;
    weakReasons.push(ev.balance.length ? 'it gives the other side' : 'careful, hedged wording');
  }
  if (speaking.length) {
    weak += Math.min(WEAK.speakingMax, speaking.length * WEAK.speaking);
    weakReasons.push('it says who said what');
  }
  if (signals.reading) {
    const lean = Math.tanh(signals.reading.logit / 1.5) * WEAK.model;
    weak -= lean;
    if (Math.abs(lean) >= 0.2)
      weakReasons.push(
        lean > 0
          ? modelResemblance(signals.reading.decisive)
          : 'its wording is unlike typical scams and false stories',
      );
  }

  // The model never makes a warning, alone or backed by a rule's low sign: measured out of source,
  // a very sure reading plus a low sign caught 2% more smishing but graded 9% of health-news posts
  // D (their shortened links), so it stays a reason in words and a weak signal.
  let modelFlag = learnedFlag(signals.reading, acquired, reporting, !!signals.anatomy?.reassuring);
  // The model counts as a warning only with an ask of the message quoted, and never against
  // reassuring anatomy or where the anatomy already made its own finding.
  const anatomy = signals.anatomy;
  const modelWarning =
    anatomy && !anatomy.flag && !anatomy.reassuring && !shop
      ? learnedWarning(signals.reading, anatomy.anatomy.asks[0]?.span ?? null, reporting)
      : null;
  if (modelWarning) {
    warnings.push(modelWarning);
    warningPoints +=
      FLAG_POINTS[modelWarning.severity] * (seen.has(modelWarning.type) ? REPEAT_SHARE : 1);
    modelFlag = modelWarning;
  }
  // The judge (signals/judge) decides a message is a scam where the rules found too little: it
  // was measured leave-one-source-out, and it only says so of a message or an e-mail of up to its
  // long-mail limit that asks and does not reassure, quoting the ask. Reporting about scams and a shop's page are not messages.
  // Where it is sure (judgeIsSure), it also turns a D the rules gave into an F.
  const judged =
    !reporting &&
    !shop &&
    (warningPoints < FLAG_POINTS.medium ||
      (judgeIsSure(signals.judgement) && !warnings.some((f) => f.severity === 'high')))
      ? judgeFlag(signals.judgement, anatomy, signals.sentences)
      : null;
  if (judged) {
    warnings.push(judged);
    warningPoints += FLAG_POINTS[judged.severity];
    modelFlag = judged;
  }
  // An account of a contact told by the person who met it (signals/judge/accounts.ts): where the
  // rules and the judge found too little, its own reader, measured on accounts, may say it tells
  // of a scam. A public warning is reporting, not an account.
  const told =
    !reporting && !shop && warningPoints < FLAG_POINTS.medium
      ? accountFlag(signals.account, anatomy, signals.sentences, acquired.text)
      : null;
  if (told) {
    warnings.push(told);
    warningPoints += FLAG_POINTS[told.severity];
    modelFlag = told;
  }
  // A message quoted inside the text (a person asking about a message they got): the judge's
  // reading of the quote alone, where nothing else was found (signals/quoted-message.ts).
  const relayed =
    !reporting && !shop && warningPoints < FLAG_POINTS.medium ? quotedFlag(signals.quoted) : null;
  if (relayed) {
    warnings.push(relayed);
    warningPoints += FLAG_POINTS[relayed.severity];
    modelFlag = relayed;
  }

  const positives = positiveEvidence(acquired, findings, signals);
  const positivePoints = positives.reduce((a, p) => a + p.points, 0);
  const level = evidenceLevel(warningPoints, positivePoints);
  if (level === 'none') {
    // Replace the everywhere-weights of the visible signals by the C band's (see C_BAND_WEAK).
    const cLows = Math.min(C_BAND_WEAK.lowFlagsMax, lowCount * C_BAND_WEAK.lowFlag);
    const cBias = Math.min(
      C_BAND_WEAK.biasMax,
      findings.biasFindings.reduce((a, b) => a + C_BAND_WEAK.bias[b.severity], 0),
    );
    const shown = findings.positiveSignals.length;
    const cPositive = Math.min(C_BAND_WEAK.positiveMax, shown * C_BAND_WEAK.positive);
    weak += lows - cLows + bias - cBias + cPositive;
    if (cPositive) weakReasons.push('some signs in its favour, too few to raise the grade');
  }

  const highScam = new Set(
    warnings.filter((f) => f.severity === 'high' && SCAM_FLAG_TYPES.has(f.type)).map((f) => f.type),
  );
  const pressure = warnings.some((f) => PRESSURE_FLAG_TYPES.has(f.type) || f.type === 'threat');
  // A high scam-anatomy finding is itself a pretext, an ask and pressure or a foreign channel.
  const scamDominates =
    highScam.size >= 2 || (highScam.size === 1 && pressure) || highScam.has('scam_anatomy');
  const caps: Array<{ value: number; reason: string }> = [];
  if (scamDominates)
    caps.push({
      value: SCAM_CAP,
      reason: shop
        ? 'It has the marks of a fake shop, so the score cannot be higher than this.'
        : 'It has the marks of a scam or phishing attempt, so the score cannot be higher than this.',
    });
  if (findings.claims.some((c) => c.status === 'false'))
    caps.push({
      value: FALSE_CLAIM_CAP,
      reason: 'It repeats a claim known to be false, so the score cannot be higher than this.',
    });
  if (warnings.some((f) => f.severity === 'high' && MISINFORMATION_FLAG_TYPES.has(f.type))) {
    caps.push({
      value: MISINFORMATION_CAP,
      reason:
        'It follows a miracle-cure, conspiracy or get-rich-quick pattern, so the score cannot be higher than this.',
    });
  }
  const cap = caps.length ? caps.reduce((a, b) => (b.value < a.value ? b : a)) : null;

  return {
    warnings,
    warningPoints,
    positives,
    positivePoints,
    weak: clamp1(weak),
    weakReasons,
    reporting,
    sensationalStyle: style > 0,
    scamDominates,
    modelFlag,
    cap,
    level,
  };
}

/** What the learned model's lean means, in words a reader knows. */
function modelResemblance(head: string): string {
  if (head === 'url') return 'its web address looks like typical phishing addresses';
  if (head === 'long') return 'it reads like typical made-up news stories';
  return 'it reads like typical spam and scam messages';
}
