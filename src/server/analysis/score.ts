/**
 * Scoring: Findings (from any analyser) plus what acquisition knew about the source become the
 * contract's Results. Every number is explained in scorecard.breakdown. The source part follows
 * the research brief's weights (SCORING_WEIGHTS); red flags subtract points everywhere; a few
 * hard caps make sure a scam or a known hoax can never grade well.
 */
import {
  FRAMEWORK_VERSION,
  SCORING_WEIGHTS,
  clampScore,
  scoreToGrade,
  type BiasFinding,
  type Claim,
  type OverallStatus,
  type RedFlag,
  type Results,
  type ScoreContribution,
  type Severity,
} from '../../shared';
import { MISINFORMATION_FLAG_TYPES, PRESSURE_FLAG_TYPES, SCAM_FLAG_TYPES, STYLE_FLAG_TYPES } from './offline/flag-types';
import { inspectLink, inspectLinks, type LinkReport } from './offline/links';
import { modelAdjustment, shippedModel, type LearnedModel, type ModelAdjustment } from './offline/model/index';
import { collectSourceEvidence, isAttributed, type SourceEvidence } from './offline/source-evidence';
import { scoreShop, shopModelInput, shopSummaryLead } from './score-shopping';
import type { Acquired, Findings } from './types';

/** How the credibility score is put together (weights sum to 1). */
export const CREDIBILITY_WEIGHTS = { sourceQuality: 0.35, factualAccuracy: 0.3, neutrality: 0.15, transparency: 0.2 } as const;
/** Points subtracted per red flag, by severity, and at most in total. */
export const FLAG_PENALTY: Record<Severity, number> = { high: 15, medium: 7, low: 3 };
export const MAX_FLAG_PENALTY = 60;
/** Ceilings: a scam, a known hoax or a miracle/conspiracy post can never score above these. */
export const SCAM_CAP = 30;
export const FALSE_CLAIM_CAP = 35;
export const MISINFORMATION_CAP = 45;
/** A text whose source part reaches this, with no medium or high flag, counts as well sourced. */
const WELL_SOURCED = 70;
/** From this many words on a text is read as an article, which should source itself. */
const ARTICLE_WORDS = 80;
/** Fewer words than this give the rules and the model little to go on. */
const FEW_WORDS = 12;
/** Share of a scam flag's penalty that counts when the text reads as reporting about scams. */
const REPORTING_SCAM_FACTOR = 0.25;
/**
 * Share of the source parts that counts for a short text (a message, post or statement): nobody
 * footnotes a text message, and a short text that states a figure is not less credible for it
 * than one that states nothing checkable. Good sourcing always counts in full.
 */
const SHORT_TEXT_SOURCING = 0.35;
/** What the source parts count as when a text makes no factual claims (nothing to source). */
const NEUTRAL_SOURCING = 65;

const SCAM_TYPES = SCAM_FLAG_TYPES;
const PRESSURE_TYPES = PRESSURE_FLAG_TYPES;
const MISINFORMATION_TYPES = MISINFORMATION_FLAG_TYPES;
const STYLE_TYPES = STYLE_FLAG_TYPES;
const BIAS_WEIGHT: Record<Severity, number> = { high: 25, medium: 14, low: 6 };
const STYLE_PENALTY: Record<Severity, number> = { high: 15, medium: 12, low: 6 };
/** An unchecked claim counts as neutral as saying nothing checkable: specificity is no sign of falsehood. */
const CLAIM_VALUE: Record<Claim['status'], number> = { verified: 95, uncertain: 70, misleading: 30, false: 5 };
/** An unverified claim that names its source is easier to check and more often right. */
const ATTRIBUTED_BONUS = 25;
/** adjust.ts's wording for its sourced-text limit, reworded for a shop. */
const SOURCED_LIMIT_NOTE = ' Limited because the text is well sourced or reads as reporting.';
const EXPERT_ROLE = /\b(?:Dr|Prof|Professor|scientist|economist|researcher|epidemiologist|analyst|physician|director|expert)\b/iu;

const c = clampScore;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const capped = (n: number, each: number, max: number) => Math.min(max, n * each);

interface Context {
  acq: Acquired;
  ev: SourceEvidence;
  links: LinkReport[];
  flagTypes: Set<string>;
  flags: RedFlag[];
  bias: BiasFinding[];
}

function sourceAuthority({ acq, ev, links }: Context): [number, string] {
  if (acq.domain) {
    const site = inspectLink(`https://${acq.domain}/`);
    const https = acq.page?.https ? 5 : 0;
    if (site?.severity === 'high') return [10, `${acq.domain} shows signs of a look-alike or throwaway domain.`];
    if (site?.institutional) return [92 + https, `${acq.domain} is a government, academic or international body.`];
    if (site?.reputable) return [90 + https, `${acq.domain} is an established news, science or fact-checking source.`];
    if (site?.severity === 'medium') return [35, `${acq.domain} has traits common to throwaway sites.`];
    return [60 + https, `${acq.domain} is not a source FactLens knows; judge it by what it cites.`];
  }
  const good = ev.institutionalLinks.length + ev.reputableLinks.length;
  const bad = links.filter((l) => l.severity !== null).length;
  const score = 45 + (ev.wireDateline ? 30 : 0) + capped(good, 12, 24) + capped(ev.institutions.length, 4, 12) - capped(bad, 15, 45);
  const parts = [
    ev.wireDateline ? 'a news-agency dateline' : null,
    good ? `${good} link(s) to reputable sites` : null,
    ev.institutions.length ? `${ev.institutions.length} named organisation(s)` : null,
    bad ? `${bad} suspicious link(s)` : null,
  ].filter(Boolean);
  return [score, `Pasted text has no publisher; judged by ${parts.length ? parts.join(', ') : 'what it names (nothing)'}.`];
}

function authorExpertise({ acq, ev, flagTypes, bias }: Context): [number, string] {
  const experts = ev.namedSources.some((s) => EXPERT_ROLE.test(s.text)) ? 10 : 0;
  const authorBase = acq.author ? 70 + (EXPERT_ROLE.test(acq.author) ? 10 : 0) : 40;
  const score =
    authorBase + capped(ev.namedSources.length, 10, 40) + experts -
    (flagTypes.has('unsourced_authority') ? 15 : 0) -
    (bias.some((b) => b.technique === 'appeal_to_authority') ? 10 : 0);
  const who = acq.author ? `Author: ${acq.author}. ` : 'No author given. ';
  return [score, `${who}${ev.namedSources.length} named source(s)${experts ? ', including experts' : ''}.`];
}

function citationQuality({ ev, flagTypes }: Context): [number, string] {
  const good = ev.institutionalLinks.length + ev.reputableLinks.length;
  const score =
    35 + capped(ev.studies.length, 15, 30) + (ev.studiesWithYear > 0 ? 10 : 0) + capped(good, 10, 20) +
    capped(ev.namedSources.length, 5, 20) + capped(ev.institutions.length, 5, 15) - (flagTypes.has('unsourced_authority') ? 20 : 0);
  return [score, `${ev.studies.length} cited publication(s), ${good} reputable link(s), ${ev.namedSources.length} attribution(s), ${ev.institutions.length} named organisation(s)${flagTypes.has('unsourced_authority') ? '; "experts say" without names' : ''}.`];
}

function publicationStandards({ acq, ev, flags, bias }: Context): [number, string] {
  const p = acq.page;
  const base = p ? 40 + (p.https ? 10 : 0) + (p.hasAbout ? 8 : 0) + (p.hasContact ? 8 : 0) + (p.hasCorrections ? 12 : 0) + (p.hasPrivacy ? 6 : 0) + (p.hasTerms ? 6 : 0) : 55;
  const style = sum(flags.filter((f) => STYLE_TYPES.has(f.type)).map((f) => STYLE_PENALTY[f.severity]));
  const heavyBias = capped(bias.filter((b) => b.severity === 'high').length, 8, 24);
  const score =
    base + (ev.hedges.length >= 2 ? 10 : 0) + (ev.balance.length >= 2 ? 15 : ev.balance.length ? 10 : 0) +
    (ev.wireDateline ? 10 : 0) + (acq.publishedAt ? 5 : 0) - style - heavyBias;
  return [score, `${p ? 'Publisher pages checked. ' : ''}${ev.hedges.length >= 2 ? 'Careful wording. ' : ''}${ev.balance.length ? 'Other side represented. ' : ''}${style ? 'Sensational style costs points.' : ''}`.trim() || 'Plain text, judged by its wording and balance.'];
}

/**
 * A claim that names where it comes from. A leading "Says ..." only reports that someone claims
 * it (the form of fact-check summaries and chain messages), which is no source at all.
 */
const REPORTED_SPEECH = /^\s*(?:says|claims|said)\b\s*/iu;
function namesItsSource(claim: string): boolean {
  return isAttributed(claim.replace(REPORTED_SPEECH, ''));
}

function factualAccuracy(claims: Claim[], flags: RedFlag[]): [number, string] {
  const values = claims.map((cl) => (cl.status === 'uncertain' ? CLAIM_VALUE.uncertain + (namesItsSource(cl.claim) ? ATTRIBUTED_BONUS : 0) : CLAIM_VALUE[cl.status]));
  let score = values.length ? sum(values) / values.length : 70;
  const misinfo = new Set(flags.filter((f) => f.severity === 'high' && MISINFORMATION_TYPES.has(f.type)).map((f) => f.type));
  score -= misinfo.size * 20;
  if (flags.some((f) => f.type === 'unsourced_authority')) score -= 8;
  if (flags.some((f) => f.type === 'prize_scam' || f.type === 'too_good_to_be_true')) score -= 10;
  const falseCount = claims.filter((cl) => cl.status === 'false').length;
  if (falseCount > 0) score = Math.min(score, 20);
  const note = claims.length
    ? `${claims.length} claim(s): ${falseCount} false, ${claims.filter((cl) => cl.status === 'verified').length} verified, the rest unchecked (attributed ones count more).`
    : 'No specific factual claims found.';
  return [score, misinfo.size ? `${note} Misinformation patterns lower it.` : note];
}

function biasLevel(bias: BiasFinding[]): number {
  const spans = sum(bias.map((b) => Math.max(0, b.spans.length - 1)));
  return bias.length ? c(sum(bias.map((b) => BIAS_WEIGHT[b.severity])) + Math.min(10, spans)) : 0;
}

function transparency({ acq, ev, flagTypes }: Context): [number, string] {
  const p = acq.page;
  const good = ev.institutionalLinks.length + ev.reputableLinks.length;
  const score =
    30 + (acq.author ? 20 : 0) + (acq.publishedAt ? 10 : 0) + (acq.siteName ? 5 : 0) + (acq.domain ? 5 : 0) +
    (p ? (p.hasAbout ? 5 : 0) + (p.hasContact ? 5 : 0) + (p.hasCorrections ? 5 : 0) : 0) +
    capped(ev.namedSources.length, 8, 24) + capped(ev.institutions.length, 4, 12) + capped(ev.studies.length, 8, 16) + capped(good, 6, 12) + (ev.wireDateline ? 10 : 0) -
    (flagTypes.has('unsourced_authority') ? 10 : 0) - (flagTypes.has('conspiracy_framing') ? 10 : 0);
  return [score, 'How openly the content shows who is speaking and where its information comes from.'];
}

function overallStatus(claims: Claim[], scamDominates: boolean): OverallStatus {
  const verified = claims.filter((cl) => cl.status === 'verified').length;
  const falses = claims.filter((cl) => cl.status === 'false').length;
  if (verified > 0 && falses > 0) return 'mixed';
  if (falses > 0 || scamDominates) return 'false';
  if (verified > 0 && verified === claims.length) return 'verified';
  return 'uncertain';
}

function summaryMessage(f: Findings, status: OverallStatus, score: number, scamDominates: boolean, reporting: boolean, shop: boolean): string {
  const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
  const top = f.redFlags.slice(0, 3).map((r) => lower(r.indicator));
  const claims = f.claims.length;
  const verified = f.claims.filter((cl) => cl.status === 'verified').length;
  const falses = f.claims.filter((cl) => cl.status === 'false');
  const unchecked = claims - verified - falses.length;
  let lead: string;
  if (shop && !falses.length) lead = shopSummaryLead(score, scamDominates, top, f.positiveSignals.map((p) => lower(p.indicator)));
  else if (scamDominates) lead = `This looks like a scam or phishing attempt: ${top.join('; ')}. Do not click its links, reply or pay; contact the organisation through its official website or the number on your card.`;
  else if (falses.length) lead = `It repeats ${falses.length === 1 ? 'a claim' : `${falses.length} claims`} known to be false, so treat the rest with caution too.`;
  else if (score >= 80) lead = `It reads like careful, sourced writing${f.positiveSignals.length ? ` (${f.positiveSignals.slice(0, 2).map((p) => lower(p.indicator)).join(', ')})` : ''}${top.length ? `, with minor concerns: ${top.join('; ')}` : ''}.`;
  else if (score >= 60) lead = top.length ? `Some concerns: ${top.join('; ')}.` : 'No strong warning signs, but little sourcing to check it against.';
  else lead = `Several warning signs: ${top.join('; ') || 'weak sourcing and slanted language'}.`;
  if (reporting && f.redFlags.some((r) => SCAM_TYPES.has(r.type))) lead += ' It looks like reporting that quotes scam wording, so those flags weigh less.';
  const tail = !claims
    ? 'No specific factual claims to check were found.'
    : f.analyzer === 'offline'
      ? `${claims} check-worthy claim(s) found${falses.length ? `, ${falses.length} matching known false stories` : ''}; the others were not checked against outside sources (offline analysis), so they stay uncertain.`
      : `${claims} claim(s) checked: ${verified} verified, ${falses.length} false, ${unchecked} uncertain.`;
  return `${lead} ${tail}${status === 'verified' ? ' All checked claims were verified.' : ''}`;
}

/** How sure we are, in words: agreement of rules and model, amount of text, language. */
function confidence(f: Findings, acq: Acquired, score: number, learned: ModelAdjustment | null): string {
  const words = wordCount(acq.text);
  const rulesLow = score < 60;
  const reasons: string[] = [];
  let level: 'fairly sure' | 'moderately sure' | 'not very sure';
  if (learned && Math.abs(learned.reading.logit) >= 1) {
    const modelLow = learned.reading.logit > 0;
    level = modelLow === rulesLow ? 'fairly sure' : 'not very sure';
    reasons.push(modelLow === rulesLow ? 'the rule checks and the learned model agree' : 'the rule checks and the learned model disagree');
  } else {
    level = 'moderately sure';
    reasons.push(learned ? 'the learned model has no strong view' : 'only the rule checks were used');
  }
  if (words < FEW_WORDS && !/^\S+$/.test(acq.text.trim())) {
    level = level === 'fairly sure' ? 'moderately sure' : 'not very sure';
    reasons.push('there is little text to go on');
  }
  if (f.language !== 'en' && f.language !== 'und') {
    level = 'not very sure';
    reasons.push('the analysis is limited outside English');
  }
  if (f.claims.length && f.claims.every((cl) => cl.status === 'uncertain')) reasons.push('no claim was checked against outside sources');
  return `How sure we are: ${level}, because ${reasons.join(', ')}.`;
}

/**
 * A name counts as a source when it says something ("said", "according to", a role such as
 * "spokesperson"): "Gov. Rick Perry has been begging..." is the subject of a claim, not its source.
 */
const SPEAKS = /\b(?:said|says|told|wrote|explained|added|noted|argued|warned|estimated|stated|confirmed|testified|according to|spokes(?:person|man|woman)|representative|professor|director|economist|analyst|researcher|scientist|official|expert)\b/iu;
function sourcesThatSpeak(ev: SourceEvidence): SourceEvidence {
  return { ...ev, namedSources: ev.namedSources.filter((s) => SPEAKS.test(s.text)) };
}

export interface ScoreContext {
  analyzedAt: Date;
  durationMs: number;
  /** The learned model to consult; the shipped one when left out, none when null (rules only). */
  model?: LearnedModel | null;
}

export function score(findings: Findings, acquired: Acquired, ctx: ScoreContext): Results {
  const flags = findings.redFlags;
  const ev = sourcesThatSpeak(collectSourceEvidence(acquired.text, acquired.links));
  const cx: Context = { acq: acquired, ev, links: inspectLinks(acquired.links), flagTypes: new Set(flags.map((f) => f.type)), flags, bias: findings.biasFindings };

  // A shop is judged by shop criteria (who runs it, terms, payment, address, reviews), not by
  // the research brief's article criteria: a product page has no author and cites no studies.
  const shop = acquired.type === 'shopping' && acquired.shop ? scoreShop(acquired.shop, findings) : null;
  const parts = {
    sourceAuthority: sourceAuthority(cx),
    authorExpertise: authorExpertise(cx),
    citationQuality: citationQuality(cx),
    publicationStandards: publicationStandards(cx),
  };
  const sourceQuality = shop ? shop.sourceQuality : c(sum((Object.keys(parts) as Array<keyof typeof parts>).map((k) => SCORING_WEIGHTS[k] * c(parts[k][0]))));
  const [factualRaw, factualNote] = shop ? [shop.factual, shop.factualNote] : factualAccuracy(findings.claims, flags);
  const factual = c(factualRaw);
  const bias = biasLevel(findings.biasFindings);
  const [transparencyRaw, transparencyNote] = shop
    ? [shop.transparency, 'For a shop: whether it says who runs it and on what terms it sells (criteria below).']
    : transparency(cx);
  const transparencyScore = c(transparencyRaw);

  // An article is expected to source itself whatever it asserts; a short text much less so. A
  // shop's criteria are about the shop, not the length of its text, so they always count in full.
  const article = wordCount(acquired.text) >= ARTICLE_WORDS;
  const load = article || shop ? 1 : SHORT_TEXT_SOURCING;
  const blend = (x: number) => Math.max(x, NEUTRAL_SOURCING * (1 - load) + x * load);
  const W = CREDIBILITY_WEIGHTS;
  const base = W.sourceQuality * blend(sourceQuality) + W.factualAccuracy * factual + W.neutrality * (100 - bias) + W.transparency * blend(transparencyScore);

  // Reporting about scams quotes scam wording; a wire dateline or several named sources say so.
  // A shop page sells; it does not report on scams, so its scam wording always counts in full.
  const reporting = !shop && (ev.wireDateline !== null || ev.namedSources.length >= 3);
  const seen = new Set<string>();
  const counted: RedFlag[] = [];
  let penalty = 0;
  for (const f of flags) {
    // On a shop the text rules and the shop signals can both quote one sentence ("Only 3 left"
    // and "Only 3 left in stock!"): the same sign is counted once.
    if (shop && counted.some((g) => g.type === f.type && (g.textExample.includes(f.textExample) || f.textExample.includes(g.textExample)))) continue;
    counted.push(f);
    const repeat = seen.has(f.type);
    seen.add(f.type);
    const p = FLAG_PENALTY[f.severity] * (repeat ? 0.5 : 1) * (reporting && SCAM_TYPES.has(f.type) ? REPORTING_SCAM_FACTOR : 1);
    penalty += p;
  }
  penalty = Math.min(MAX_FLAG_PENALTY, Math.round(penalty));

  const highScam = new Set(flags.filter((f) => f.severity === 'high' && SCAM_TYPES.has(f.type)).map((f) => f.type));
  const pressure = flags.some((f) => PRESSURE_TYPES.has(f.type) || (f.type === 'threat' && f.severity !== 'low'));
  const scamDominates = !reporting && (highScam.size >= 2 || (highScam.size === 1 && pressure));
  const falseClaims = findings.claims.some((cl) => cl.status === 'false');
  const misinformation = flags.some((f) => f.severity === 'high' && MISINFORMATION_TYPES.has(f.type));
  const caps: Array<[number, string]> = [];
  if (scamDominates) caps.push([SCAM_CAP, 'Scam or phishing pattern: the score cannot exceed this.']);
  if (falseClaims) caps.push([FALSE_CLAIM_CAP, 'Repeats a known false claim: the score cannot exceed this.']);
  if (misinformation) caps.push([MISINFORMATION_CAP, 'Miracle-cure, conspiracy or get-rich pattern: the score cannot exceed this.']);
  const cap = caps.length ? caps.reduce((a, b) => (b[0] < a[0] ? b : a)) : null;
  // The learned model nudges the rules' score; caps still apply after it, so it cannot rescue a scam.
  // Word statistics cannot tell reporting about a scam from the scam it quotes: limit them there too.
  const wellSourced = reporting || (sourceQuality >= WELL_SOURCED && !flags.some((f) => f.severity !== 'low'));
  const model = ctx.model === undefined ? shippedModel() : ctx.model;
  // A shop's page text is not what the model was trained on: at most its address is read.
  const modelInput = shop ? shopModelInput(acquired) : acquired;
  const learned = model && modelInput && modelInput.text.trim() ? modelAdjustment(model, modelInput, wellSourced) : null;
  const modelPoints = learned?.points ?? 0;
  const credibilityScore = c(Math.min(base - penalty + modelPoints, cap ? cap[0] : 100));

  const weightNote = load < 1 ? ` A short text, so weak sourcing counts only ${Math.round(load * 100)}% (the rest as a neutral ${NEUTRAL_SOURCING}).` : '';
  const bySeverity = (s: Severity) => flags.filter((f) => f.severity === s).length;
  const sourceRows: ScoreContribution[] = shop
    ? [{ component: 'source_quality', label: 'Source quality (the shop)', weight: W.sourceQuality, score: sourceQuality, note: 'For a shop: weighted from domain trust, payment safety and review authenticity below.' }]
    : [
        { component: 'source_quality', label: 'Source quality', weight: W.sourceQuality, score: sourceQuality, note: `Weighted from the four source criteria below.${weightNote}` },
        { component: 'source_authority', parent: 'source_quality', label: 'Source authority', weight: SCORING_WEIGHTS.sourceAuthority, score: c(parts.sourceAuthority[0]), note: parts.sourceAuthority[1] },
        { component: 'author_expertise', parent: 'source_quality', label: 'Author expertise', weight: SCORING_WEIGHTS.authorExpertise, score: c(parts.authorExpertise[0]), note: parts.authorExpertise[1] },
        { component: 'citation_quality', parent: 'source_quality', label: 'Citation quality', weight: SCORING_WEIGHTS.citationQuality, score: c(parts.citationQuality[0]), note: parts.citationQuality[1] },
        { component: 'publication_standards', parent: 'source_quality', label: 'Publication standards', weight: SCORING_WEIGHTS.publicationStandards, score: c(parts.publicationStandards[0]), note: parts.publicationStandards[1] },
      ];
  const breakdown: ScoreContribution[] = [
    ...sourceRows,
    ...(shop ? shop.rows.filter((r) => r.parent === 'source_quality') : []),
    { component: 'factual_accuracy', label: shop ? 'Factual accuracy (honest offer)' : 'Factual accuracy', weight: W.factualAccuracy, score: factual, note: factualNote },
    { component: 'neutrality', label: 'Neutrality (100 minus bias)', weight: W.neutrality, score: 100 - bias, note: `${findings.biasFindings.length} bias or manipulation technique(s) found.` },
    { component: 'transparency', label: 'Transparency', weight: W.transparency, score: transparencyScore, note: `${transparencyNote}${weightNote}` },
    ...(shop ? shop.rows.filter((r) => r.parent === 'transparency') : []),
    { component: 'red_flag_penalty', label: 'Red-flag penalty (subtracted)', weight: 1, score: penalty, note: `${bySeverity('high')} high, ${bySeverity('medium')} medium, ${bySeverity('low')} low severity flag(s); at most ${MAX_FLAG_PENALTY} points.${reporting ? ' Scam flags count a quarter: the text reads as reporting that quotes them.' : ''}` },
  ];
  if (learned) {
    // For a shop the model read only the address, and its limit comes from the shop's criteria.
    const note = shop ? `${learned.note.replace(SOURCED_LIMIT_NOTE, ' Limited because the shop shows no warning signs.')} Only the shop's domain was read, not its page.` : learned.note;
    breakdown.push({ component: 'learned_model', label: `Learned model (points ${modelPoints < 0 ? 'subtracted' : 'added'})`, weight: 1, score: c(Math.abs(modelPoints)), note });
  }
  if (cap && base - penalty + modelPoints > cap[0]) breakdown.push({ component: 'cap', label: 'Ceiling applied', weight: 1, score: cap[0], note: cap[1] });

  const status = overallStatus(findings.claims, scamDominates);
  const count = (s: Claim['status']) => findings.claims.filter((cl) => cl.status === s).length;
  const notes = [...new Set([...acquired.notes, ...findings.notes])];
  return {
    claims: findings.claims,
    redFlags: learned?.flag ? [...flags, learned.flag] : flags,
    scorecard: { credibilityScore, sourceQuality, factualAccuracy: factual, biasLevel: bias, transparencyScore, breakdown },
    summary: {
      verifiedCount: count('verified'),
      falseCount: count('false'),
      uncertainCount: findings.claims.length - count('verified') - count('false'),
      message: `${summaryMessage(findings, status, credibilityScore, scamDominates, reporting, shop !== null)} ${confidence(findings, acquired, credibilityScore, learned)}`,
      overallStatus: status,
      overallGrade: scoreToGrade(credibilityScore),
    },
    analyzedAt: ctx.analyzedAt.toISOString(),
    analysisMetadata: {
      version: FRAMEWORK_VERSION,
      type: acquired.type,
      analyzer: findings.analyzer,
      language: findings.language,
      notes,
      contentLength: acquired.text.length,
      durationMs: Math.max(0, Math.round(ctx.durationMs * 100) / 100),
      ...(findings.modelRun ? { model: findings.modelRun } : {}),
    },
    biasFindings: findings.biasFindings,
    criticalQuestions: findings.criticalQuestions,
    positiveSignals: findings.positiveSignals,
  };
}
