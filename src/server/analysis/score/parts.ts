/**
 * The scorecard's four bars, read from the same evidence as the grade so that they agree with it:
 * a bar with no evidence behind it shows the scale's neutral value and is listed as unassessed
 * ("not enough evidence"), never as a failure; a scam or a known falsehood cannot show a healthy
 * factual bar; manipulation (pressure, threats, persuasion techniques) moves the bias bar.
 * The source bar keeps the research brief's four criteria and weights (SCORING_WEIGHTS).
 */
import {
  SCORING_WEIGHTS,
  UNASSESSED_PART,
  capitalise,
  clampScore,
  countOf,
  listOf,
  type Claim,
  type ScoreContribution,
  type ScorecardPart,
  type Severity,
} from '../../../shared';
import { MISINFORMATION_FLAG_TYPES, PRESSURE_FLAG_TYPES } from '../offline/red-flags/flag-types';
import type { Signals } from '../signals';
import type { Findings } from '../analyzer';
import { countRuns } from '../knowledge/patterns';
import type { Acquired } from '../types';
import type { Evidence } from './evidence';
import { offerHonesty } from './shop';
import { speakingSources } from './sources';

const EXPERT_ROLE =
  /(?<!\w)(?:Dr|Prof|Professor|scientist|economist|researcher|epidemiologist|analyst|physician|director|expert)(?!\w)/iu;
/** Bias points per persuasion finding, and per pressure or threat flag (manipulation). */
const BIAS_POINTS: Record<Severity, number> = { high: 25, medium: 14, low: 6 };
const PRESSURE_BIAS: Record<Severity, number> = { high: 25, medium: 15, low: 0 };
/** A scam's bias bar is at least this: its whole text is built to manipulate. */
const SCAM_BIAS = 70;
/** Warning signs that work on the reader's emotions rather than inform: they move the bias bar. */
const MANIPULATION_TYPES: ReadonlySet<string> = new Set([
  'threat',
  'conspiracy_framing',
  'share_before_deletion',
  'account_lure',
  'family_emergency',
]);
const FALSE_FACTUAL = 15;
const SCAM_FACTUAL = 20;
const MISINFORMATION_FACTUAL = 30;
const VERIFIED_FACTUAL = 90;
const FEW_WORDS = 12;

export interface Part {
  score: number;
  note: string;
  assessed: boolean;
}

const part = (score: number, note: string, assessed = true): Part => ({
  score: clampScore(score),
  note,
  assessed,
});
const unassessed = (note: string): Part => part(UNASSESSED_PART, note, false);

interface SourceCriteria {
  sourceAuthority: Part;
  authorExpertise: Part;
  citationQuality: Part;
  publicationStandards: Part;
}

function sourceCriteria(acq: Acquired, signals: Signals, evidence: Evidence): SourceCriteria {
  const ev = signals.evidence;
  const pub = signals.publisher;
  const badLinks = signals.links.filter((l) => l.severity === 'high' || l.severity === 'medium');
  let authority: Part;
  if (pub?.severity === 'high')
    authority = part(10, `${pub.domain ?? pub.host} looks like a look-alike or throwaway address.`);
  else if (pub?.institutional)
    authority = part(95, `${pub.domain} is a government, academic or international body.`);
  else if (pub?.reputable)
    authority = part(92, `${pub.domain} is an established news, science or fact-checking source.`);
  else if (ev.wireDateline)
    authority = part(85, `It carries a news-agency dateline ("${ev.wireDateline.text.trim()}").`);
  else if (badLinks.length)
    authority = part(
      30,
      `It links to ${countOf(badLinks.length, 'suspicious address', 'suspicious addresses')}.`,
    );
  else
    authority = unassessed(
      acq.domain
        ? `We have no rating for ${acq.domain}: judge it by what it cites.`
        : noPublisher(acq),
    );

  const author = acq.author?.trim();
  const expertise = author
    ? part(80 + (EXPERT_ROLE.test(author) ? 10 : 0), `Written by ${author}.`)
    : unassessed('No author is named.');

  const reliable = ev.institutionalLinks.length + ev.reputableLinks.length;
  const citation =
    reliable || ev.studiesWithYear
      ? part(
          75 + Math.min(2, reliable) * 8 + (ev.studiesWithYear ? 5 : 0),
          `${listOf([reliable > 0 && `${capitalise(countOf(reliable, 'link'))} to reliable sources`, ev.studiesWithYear > 0 && 'a cited publication with its year'])}.`,
        )
      : unassessed(
          speakingSources(ev).length
            ? 'It says who said what, but links to nothing a reader could open to check.'
            : 'It cites nothing a reader could open to check.',
        );

  const p = acq.page;
  const style = evidence.sensationalStyle;
  const standards = p
    ? part(
        45 +
          (p.https ? 10 : 0) +
          (p.hasAbout ? 10 : 0) +
          (p.hasContact ? 10 : 0) +
          (p.hasCorrections ? 15 : 0) +
          (p.hasPrivacy ? 5 : 0) +
          (p.hasTerms ? 5 : 0) -
          (style ? 15 : 0),
        `The site ${listOf([p.hasAbout && 'has an About page', p.hasContact && 'gives contact details', p.hasCorrections && 'publishes corrections']) || 'has no About, contact or corrections page'}.`,
      )
    : style
      ? part(50, 'Sensational or shouting style.')
      : unassessed(
          'There is no website to check for an About page, contact details or corrections.',
        );
  return {
    sourceAuthority: authority,
    authorExpertise: expertise,
    citationQuality: citation,
    publicationStandards: standards,
  };
}

function noPublisher(acq: Acquired): string {
  if (acq.type === 'screenshot') return 'An image does not show who published it.';
  if (acq.type === 'video') return 'The channel is not one we have a rating for.';
  return 'Pasted text does not show who published it.';
}

function factual(claims: Claim[], findings: Findings, evidence: Evidence): Part {
  const falses = claims.filter((c) => c.status === 'false').length;
  const verified = claims.filter((c) => c.status === 'verified').length;
  const misinfo = evidence.warnings.some((f) => MISINFORMATION_FLAG_TYPES.has(f.type));
  if (falses)
    return part(
      FALSE_FACTUAL,
      `${capitalise(countOf(falses, 'claim'))} ${falses === 1 ? 'matches' : 'match'} a known false story.`,
    );
  if (evidence.scamDominates)
    return part(SCAM_FACTUAL, 'A scam message’s promises and warnings are bait, not facts.');
  if (misinfo) return part(MISINFORMATION_FACTUAL, 'It follows a known misinformation pattern.');
  if (verified)
    return part(
      VERIFIED_FACTUAL - 10 * (claims.length - verified > 0 ? 1 : 0),
      `${capitalise(countOf(verified, 'claim'))} confirmed by reliable sources.`,
    );
  if (!findings.claims.length) return unassessed('No specific factual claim to check was found.');
  return unassessed(
    `${capitalise(countOf(claims.length, 'claim'))} found; none could be checked against outside sources.`,
  );
}

function bias(findings: Findings, evidence: Evidence, words: number): Part {
  const persuasion = findings.biasFindings.reduce((a, b) => a + BIAS_POINTS[b.severity], 0);
  const pressureFlags = evidence.warnings.filter(
    (f) => PRESSURE_FLAG_TYPES.has(f.type) || MANIPULATION_TYPES.has(f.type),
  );
  const pressure = pressureFlags.reduce((a, f) => a + PRESSURE_BIAS[f.severity], 0);
  let score = Math.min(100, persuasion + pressure);
  if (evidence.scamDominates) score = Math.max(score, SCAM_BIAS);
  const found = findings.biasFindings.length + pressureFlags.length;
  if (!found && !evidence.scamDominates) {
    return words < FEW_WORDS
      ? part(0, 'Too little text to judge its slant; no slanted wording found.')
      : part(0, 'No slanted or manipulative wording found.');
  }
  const what = listOf([
    findings.biasFindings.length > 0 &&
      countOf(findings.biasFindings.length, 'persuasion technique'),
    pressureFlags.length > 0 && countOf(pressureFlags.length, 'pressure tactic'),
  ]);
  return part(
    score,
    evidence.scamDominates
      ? `Built to pressure the reader${what ? `: ${what}` : ''}.`
      : `${capitalise(what)} found.`,
  );
}

function transparency(acq: Acquired, signals: Signals, findings: Findings): Part {
  const ev = signals.evidence;
  const p = acq.page;
  const speaking = speakingSources(ev).length;
  const hides = findings.redFlags.some(
    (f) => f.severity !== 'low' && (f.type === 'impersonation' || f.type === 'conspiracy_framing'),
  );
  const vague = findings.redFlags.some((f) => f.type === 'unsourced_authority');
  const good = [
    acq.author && 'names its author',
    acq.publishedAt && 'is dated',
    (acq.siteName || acq.domain) && 'shows its publisher',
    p?.hasAbout && 'has an About page',
    p?.hasContact && 'gives contact details',
    speaking > 0 && 'says who said what',
    ev.wireDateline && 'carries an agency dateline',
  ].filter((x): x is string => !!x);
  if (!good.length && !hides && !vague)
    return unassessed('It does not show who wrote it or where its information comes from.');
  const score = 60 + good.length * 8 - (hides ? 35 : 0) - (vague ? 10 : 0);
  const note = [
    good.length ? `It ${listOf(good)}.` : '',
    hides ? 'It hides who is really speaking.' : '',
    vague ? 'It cites "experts" without names.' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return part(score, note);
}

export interface Scorecard {
  sourceQuality: Part;
  factualAccuracy: Part;
  biasLevel: Part;
  transparencyScore: Part;
  /** Rows for "How we analyzed this", nested under the parts. */
  rows: ScoreContribution[];
  unassessed: ScorecardPart[];
}

export function scorecard(
  acq: Acquired,
  findings: Findings,
  signals: Signals,
  evidence: Evidence,
): Scorecard {
  // The words of `.split(/\s+/)`, counted without making them (a long text has thousands).
  const words = countRuns(acq.text).wordRuns;
  const shop = signals.shopAssessment;
  let source: Part;
  let open: Part;
  let fact: Part;
  let childRows: ScoreContribution[];
  if (shop) {
    source = part(
      shop.sourceQuality,
      'For a shop: weighted from domain trust, payment safety and review authenticity below.',
    );
    open = part(
      shop.transparency,
      'For a shop: whether it says who runs it and on what terms it sells (criteria below).',
    );
    const [offer, offerNote] = offerHonesty(findings);
    fact = evidence.scamDominates
      ? part(Math.min(offer, SCAM_FACTUAL), offerNote)
      : part(offer, offerNote);
    childRows = shop.rows;
  } else {
    const criteria = sourceCriteria(acq, signals, evidence);
    const keys = Object.keys(SCORING_WEIGHTS) as Array<keyof typeof SCORING_WEIGHTS>;
    const assessed = keys.some((k) => criteria[k].assessed);
    source = assessed
      ? part(
          keys.reduce((a, k) => a + SCORING_WEIGHTS[k] * criteria[k].score, 0),
          'Weighted from the four source criteria below.',
        )
      : unassessed('Not enough evidence: nothing shows who published this or what it rests on.');
    open = transparency(acq, signals, findings);
    fact = factual(findings.claims, findings, evidence);
    const label: Record<keyof typeof SCORING_WEIGHTS, string> = {
      sourceAuthority: 'Source authority',
      authorExpertise: 'Author expertise',
      citationQuality: 'Citation quality',
      publicationStandards: 'Publication standards',
    };
    childRows = keys.map((k) => ({
      component: k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      parent: 'source_quality',
      label: label[k],
      weight: SCORING_WEIGHTS[k],
      score: criteria[k].score,
      note: criteria[k].assessed ? criteria[k].note : `Not enough evidence. ${criteria[k].note}`,
    }));
  }
  let slant = bias(findings, evidence, words);
  if (acq.pageNotOpened) {
    // Only the address was read: what the page says, how and by whom is unknown, not missing.
    const notRead = 'The page could not be opened, so only its address was checked.';
    open = unassessed(notRead);
    fact = unassessed(notRead);
    slant = unassessed(notRead);
    if (!shop) {
      childRows = childRows.map((r) =>
        r.component === 'source_authority'
          ? r
          : { ...r, score: UNASSESSED_PART, note: `Not enough evidence. ${notRead}` },
      );
    }
  }
  const parts = {
    sourceQuality: source,
    factualAccuracy: fact,
    biasLevel: slant,
    transparencyScore: open,
  };
  const labels: Record<ScorecardPart, [string, string]> = {
    sourceQuality: ['source_quality', shop ? 'Source quality (the shop)' : 'Source quality'],
    factualAccuracy: [
      'factual_accuracy',
      shop ? 'Factual accuracy (honest offer)' : 'Factual accuracy',
    ],
    biasLevel: ['bias_level', 'Bias and manipulation'],
    transparencyScore: ['transparency', 'Transparency'],
  };
  const rows: ScoreContribution[] = [];
  for (const key of Object.keys(parts) as ScorecardPart[]) {
    const [component, label] = labels[key];
    const p = parts[key];
    rows.push({
      component,
      label,
      weight: 1,
      score: p.score,
      note: p.assessed ? p.note : `Not enough evidence. ${p.note}`,
    });
    rows.push(...childRows.filter((r) => r.parent === component));
  }
  return {
    ...parts,
    rows,
    unassessed: (Object.keys(parts) as ScorecardPart[]).filter((k) => !parts[k].assessed),
  };
}
