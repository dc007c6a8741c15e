/**
 * The verdict and the summary, written from the findings and the evidence, so they can never
 * contradict them: what this is, what to do first, the quoted reasons, what the claims are, and
 * how sure we are and why. Sentences a parent or a reporter reads in ten seconds.
 */
import { ACCOUNT_FLAG_TYPE } from './account-flag';
import { JUDGE_FLAG_TYPE } from './judge-flag';
import {
  REQUEST_RED_FLAG_TYPES,
  SEVERITY_RANK,
  capitalise,
  countOf,
  listOf,
  type OverallStatus,
  type RedFlag,
  type Verdict,
} from '../../../shared';
import type { Findings } from '../analyzer';
import { countRuns } from '../knowledge/patterns';
import type { Acquired } from '../types';
import type { Evidence } from './evidence';

type RequestFlagType = (typeof REQUEST_RED_FLAG_TYPES)[number];

const MAX_REASONS = 3;
const MAX_QUOTE = 90;
const FEW_WORDS = 12;

const quote = (s: string) => {
  const t = s.replace(/\s+/g, ' ').trim();
  return `“${t.length > MAX_QUOTE ? `${t.slice(0, MAX_QUOTE - 1).trimEnd()}…` : t}”`;
};
/** Two flags that quote the same words (a threat that is also an account lure) make one reason. */
function distinctQuotes(flags: readonly RedFlag[]): RedFlag[] {
  const seen = new Set<string>();
  return flags.filter((f) => {
    const key = f.textExample.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const has = (flags: readonly RedFlag[], ...types: string[]) =>
  flags.some((f) => types.includes(f.type));

/** What a scam-anatomy finding says the message asks for, from its quoted parts. */
function anatomyAsk(flags: readonly RedFlag[]): string {
  return (
    flags.find((f) => f.type === 'scam_anatomy')?.anatomy?.find((p) => p.part === 'ask')?.label ??
    ''
  );
}

/** One plain sentence saying what this looks like, from the strongest warning evidence. */
function scamHeadline(flags: readonly RedFlag[], shop: boolean): string {
  if (shop) return 'This looks like a fake or risky online shop.';
  const asked = anatomyAsk(flags);
  if (/code, PIN|card or account|your details/.test(asked))
    return 'This looks like a phishing message trying to get your login, card or personal details.';
  if (/money|gift cards|crypto|claim/.test(asked))
    return 'This looks like a scam asking you for money.';
  if (
    has(flags, 'credential_request') ||
    (has(flags, 'impersonation') && has(flags, 'suspicious_link'))
  ) {
    return 'This looks like a phishing message trying to get your login, card or personal details.';
  }
  if (has(flags, 'tech_support_scam')) return 'This looks like a fake tech-support message.';
  if (has(flags, 'prize_scam')) return 'This looks like a fake prize or giveaway message.';
  if (has(flags, 'fee_request', 'payment_request'))
    return 'This looks like a scam asking you for money.';
  if (has(flags, 'guaranteed_returns'))
    return 'This looks like an investment scam promising guaranteed returns.';
  return 'This looks like a scam or phishing attempt.';
}

/** What to do after a contact like the scams people report, told by the person who met it. */
const ACCOUNT_ACTIONS = [
  'Stop replying to them, and don’t pay or send anything more.',
  'If you paid or gave card, bank or login details, call your bank on the number on your card straight away.',
];

function scamActions(flags: readonly RedFlag[], shop: boolean, links: boolean): string[] {
  if (shop)
    return [
      'Don’t pay here, and never by bank transfer, gift card or crypto.',
      'Buy from the brand’s official shop or a retailer you know.',
    ];
  const named = has(flags, 'impersonation', 'credential_request', 'threat', 'scam_anatomy');
  return [
    links
      ? 'Don’t tap its links, reply, call its numbers or pay.'
      : 'Don’t reply, call its numbers, pay or send anything it asks for.',
    named
      ? 'If it names your bank or a company, contact them through their official website or the number on your card.'
      : 'If you already replied or paid, contact your bank straight away.',
  ];
}

/**
 * No evidence either way (the C band): the headline still says what the report lists below it, so
 * minor warning signs, persuasion techniques and signs in its favour are never summed up as
 * "nothing suspicious", and an empty report says there is not enough to judge, never that it is
 * safe. Headlines name no place on the page: the feed card and the link preview show them alone.
 */
function honestMiddle(
  findings: Findings,
  evidence: Evidence,
): { headline: string; actions: string[]; reasons: string[] } {
  // What the Red Flags card shows: every flag, and the learned reading when it made one.
  const flags = evidence.modelFlag ? [...findings.redFlags, evidence.modelFlag] : findings.redFlags;
  const techniques = findings.biasFindings;
  const favour = findings.positiveSignals;
  const checkClaims = findings.claims.length
    ? 'Check the claims below with a source you trust before you rely on them.'
    : 'Check where it comes from before you rely on it.';
  const reasons = [
    ...distinctQuotes(flags).map((f) => `${f.indicator}: ${quote(f.textExample)}`),
    ...[...techniques]
      .sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity])
      .map((b) => (b.spans[0] ? `${b.label}: ${quote(b.spans[0].text)}` : b.label)),
    ...favour.map(
      (p) => `In its favour: ${p.indicator.charAt(0).toLowerCase()}${p.indicator.slice(1)}`,
    ),
  ];
  const concern =
    flags.length && techniques.length
      ? 'minor warning signs and persuasion techniques'
      : flags.length
        ? flags.length === 1
          ? 'a minor warning sign'
          : 'minor warning signs'
        : techniques.length
          ? techniques.length === 1
            ? 'a persuasion technique'
            : 'persuasion techniques'
          : '';
  const actions: string[] = [];
  if (flags.length) actions.push('Read the minor warning signs below before you rely on it.');
  if (techniques.length)
    actions.push(
      'Notice how it tries to persuade you, and don’t share it on the strength of that alone.',
    );
  actions.push(checkClaims);
  let headline: string;
  if (concern && favour.length)
    headline = `This shows some signs in its favour and ${concern}, but not enough to judge it either way.`;
  else if (techniques.length && !flags.length)
    headline = `This uses ${techniques.length === 1 ? 'a persuasion technique' : `${techniques.length} persuasion techniques`} to sway the reader; we found no stronger warning sign and nothing we could verify.`;
  else if (concern) headline = `We found only ${concern}, not enough to judge this either way.`;
  else if (favour.length)
    headline = 'This shows some signs in its favour, but not enough to judge it either way.';
  else
    headline =
      'There is not enough here to judge: we found no warning signs and nothing we could verify.';
  return { headline, actions: actions.slice(0, 2), reasons };
}

/**
 * `asks`: the message asks the reader to act (a link, a number, a reply, a payment), read from
 * its anatomy; such a message is never summed up as "nothing suspicious".
 */
export function verdictOf(
  findings: Findings,
  evidence: Evidence,
  acquired: Acquired,
  asks = false,
): Verdict {
  const shop = acquired.type === 'shopping';
  const warnings = [...evidence.warnings].sort(
    (a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity],
  );
  const reasons = distinctQuotes(warnings)
    .slice(0, MAX_REASONS)
    .map((f) => `${f.indicator}: ${quote(f.textExample)}`);
  const falses = findings.claims.filter((c) => c.status === 'false');
  const positives = evidence.positives.map((p) => p.what);
  let headline: string;
  let actions: string[];
  if (evidence.scamDominates) {
    headline = scamHeadline(warnings, shop);
    actions = scamActions(warnings, shop, acquired.links.length > 0);
  } else if (falses.length) {
    headline =
      falses.length === 1
        ? 'This repeats a claim that is known to be false.'
        : 'This repeats claims that are known to be false.';
    actions = [
      'Don’t share it.',
      'Read what the fact-checks found before you rely on anything else here.',
    ];
  } else if (evidence.cap) {
    headline = 'This follows a pattern common in health, conspiracy or money misinformation.';
    actions = [
      'Check its claims with a health agency, an official source or a fact-checking site before acting on them.',
      'Don’t share it until you have.',
    ];
  } else if (evidence.level === 'warning') {
    const judged = warnings.some((f) => f.type === JUDGE_FLAG_TYPE);
    const told = warnings.some((f) => f.type === ACCOUNT_FLAG_TYPE);
    headline = shop
      ? 'This shop shows warning signs.'
      : judged
        ? 'This reads like the scam messages people report.'
        : told
          ? 'What happened here sounds like the scams people report.'
          : 'We found warning signs in this content.';
    actions = shop
      ? [
          'Look for independent reviews of the shop before you buy.',
          'Pay by card or PayPal, which you can dispute.',
        ]
      : // A message that asks for money, details or access ("pay into our new account"): what
        // to do is not to act on it, not to check its claims.
        told && !judged
        ? ACCOUNT_ACTIONS
        : judged || warnings.some((f) => REQUEST_RED_FLAG_TYPES.includes(f.type as RequestFlagType))
          ? scamActions(warnings, false, acquired.links.length > 0)
          : [
              'Read the warning signs below before you trust or share it.',
              'Check its main claims with another source.',
            ];
  } else if (evidence.level === 'mixed') {
    headline = `This has signs of reliability (${listOf(positives.slice(0, 2))}) and warning signs too.`;
    actions = ['Read the warning signs below.', 'Check the key claims before you rely on them.'];
  } else if (evidence.level === 'positive') {
    headline = shop
      ? 'This shop shows the signs of an accountable business.'
      : `This shows signs of reliable sourcing: ${listOf(positives.slice(0, 3))}.`;
    actions = shop
      ? [
          'We cannot confirm who runs it: check the company and outside reviews, and pay by card or PayPal.',
        ]
      : ['Still check the key claims if you plan to rely on or share them.'];
    reasons.push(...evidence.positives.slice(0, MAX_REASONS).map((p) => capitalise(p.what)));
  } else if (asks) {
    // A message that asks the reader to act, with no evidence either way: finding nothing is not
    // a reason to trust it, so the verdict says what could not be done and the safe next step.
    headline = 'We could not confirm that this message is genuine.';
    actions = [
      'Contact the organisation or person through their official app, website or a number you already have (such as the one on your card), never through the message.',
      ...(acquired.links.length ? ['Don’t tap its links until you have checked.'] : []),
    ];
  } else {
    const middle = honestMiddle(findings, evidence);
    headline = middle.headline;
    actions = middle.actions;
    reasons.push(...middle.reasons);
  }
  return { headline, actions, reasons: reasons.slice(0, MAX_REASONS), evidence: evidence.level };
}

function claimsSentence(findings: Findings): string {
  const n = findings.claims.length;
  if (!n) return 'We found no specific factual claim to check.';
  const falses = findings.claims.filter((c) => c.status === 'false').length;
  const verified = findings.claims.filter((c) => c.status === 'verified').length;
  const open = n - falses - verified;
  const found = `We found ${countOf(n, 'claim')} worth checking`;
  if (open === n)
    return `${found}; ${n === 1 ? 'it' : 'none'} could not be checked against outside sources.`.replace(
      'none could not',
      'none could',
    );
  return `${found}: ${listOf([verified > 0 && `${verified} confirmed`, falses > 0 && `${falses} known to be false`, open > 0 && `${open} not checked against outside sources`])}.`;
}

/** How sure we are, in words, and why. */
export function confidenceSentence(
  findings: Findings,
  evidence: Evidence,
  acquired: Acquired,
): string {
  // The words of `.split(/\s+/)`, counted without making them (a long text has thousands).
  const words = countRuns(acquired.text).wordRuns;
  const reasons: string[] = [];
  // What makes us surer, said apart from what makes us less sure: "fairly sure: the evidence is
  // clear, but …", never "not very sure, because the evidence is clear".
  let strength: string | null = null;
  let level: 'fairly sure' | 'moderately sure' | 'not very sure';
  if (evidence.level === 'none') {
    level = 'not very sure';
    reasons.push('we found no evidence either way');
  } else if (evidence.level === 'mixed') {
    level = 'moderately sure';
    reasons.push('the evidence points both ways');
  } else {
    const strong =
      evidence.scamDominates ||
      evidence.cap !== null ||
      evidence.warningPoints >= 20 ||
      evidence.positivePoints >= 12;
    level = strong ? 'fairly sure' : 'moderately sure';
    if (strong) strength = 'the evidence is clear';
    else reasons.push('the evidence is limited');
  }
  if (acquired.pageNotOpened) {
    // Judged from the address alone: the page's words were never read, so their length says nothing.
    if (level === 'fairly sure') level = 'moderately sure';
    reasons.push('only the address could be checked');
  } else if (words < FEW_WORDS && !/^\S+$/.test(acquired.text.trim())) {
    if (level === 'fairly sure') level = 'moderately sure';
    reasons.push('there is little text to go on');
  }
  if (findings.language !== 'en' && findings.language !== 'und') {
    // One step less sure: the checks of other languages read fewer words than the English ones.
    level = level === 'fairly sure' ? 'moderately sure' : 'not very sure';
    reasons.push('our checks work best in English');
  }
  if (strength && reasons.length)
    return `How sure we are: ${level}: ${strength}, but ${listOf(reasons)}.`;
  return `How sure we are: ${level}, because ${listOf(strength ? [strength] : reasons)}.`;
}

export function summaryMessage(
  findings: Findings,
  evidence: Evidence,
  acquired: Acquired,
  verdict: Verdict,
  status: OverallStatus,
): string {
  const reasons = evidence.warnings.length
    ? `Warning signs: ${listOf(
        distinctQuotes(evidence.warnings)
          .slice(0, MAX_REASONS)
          .map(
            (f) =>
              `${f.indicator.charAt(0).toLowerCase()}${f.indicator.slice(1)} (${quote(f.textExample)})`,
          ),
      )}.`
    : '';
  const reporting =
    evidence.reporting &&
    findings.redFlags.some((f) => f.severity !== 'low' && !evidence.warnings.includes(f))
      ? 'It reads as reporting that quotes scam wording, so that wording does not count against it.'
      : '';
  const verified = status === 'verified' ? 'Every checked claim was confirmed.' : '';
  return [
    verdict.headline,
    verdict.actions[0],
    reasons,
    reporting,
    claimsSentence(findings),
    verified,
    confidenceSentence(findings, evidence, acquired),
  ]
    .filter(Boolean)
    .join(' ');
}
