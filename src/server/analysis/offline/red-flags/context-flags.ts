/**
 * Flags that read the text around a hit or outside it: suspicious links (from the link checks),
 * "experts say" with no named source nearby, and a clickbait headline on the first line. Split
 * from index.ts, which runs every red-flag pass.
 */
import { type RedFlag, SEVERITY_RANK } from '../../../../shared';
import type { LinkSpan } from '../../knowledge/link-finder';
import type { LinkReport } from '../../knowledge/links';
import { allMatches, cue, type Span } from '../../knowledge/patterns';
import { hasNamedSourceNear } from '../../signals/source-evidence';
import { MAX_HITS_PER_RULE, flag } from './flag';
import { clickbaitHeadline, firstLine } from './headline';
import { linkSpanFor } from './link-spans';

/** Suspicious links shown separately, at most. */
export const MAX_LINK_FLAGS = 3;
const UNSOURCED_AUTHORITY = cue([
  '(?:many |most |top |leading )?(?:experts|scientists|doctors|researchers|specialists|economists|insiders|sources|officials) (?:say|said|agree|warn|believe|claim|confirm|have (?:found|shown|proven|confirmed))',
  '(?:studies|research|science|statistics) (?:show|shows|prove|proves|has (?:shown|proven)|have (?:shown|proven)|confirms?)',
  'it is (?:a )?(?:well[- ])?(?:known|proven|established) (?:fact )?that|(?:a|one) (?:recent )?study (?:found|shows|showed|proves)|many people are saying|people are saying',
]);

/** The one reason a sign-in page alone gives (knowledge/links.ts). */
const LOGIN_PAGE_ONLY = /^it opens a login or verification page on /;

/**
 * A sign-in or reset page on the site of the name the message signs with ("Il Team Trenitalia" and
 * trenitalia.com), in a message that says to ignore it if the reader did not ask: a reset or a
 * sign-in the reader asked for, on that firm's own site. A look-alike ("trenitalia-reset.com")
 * has another name, and a page on it keeps its warning.
 */
function ownResetPage(text: string, report: LinkReport, requested: boolean): boolean {
  if (!requested || report.reasons.length !== 1 || !LOGIN_PAGE_ONLY.test(report.reasons[0]!))
    return false;
  const label = report.domain?.split('.')[0];
  if (!label || label.length < 4) return false;
  const named = new RegExp(`(?<![\\p{L}\\p{N}./-])${label}(?![\\p{L}\\p{N}.-])`, 'iu');
  return named.test(text.replace(/\S*\.[a-z]{2,}\/\S*/gi, ' '));
}

/**
 * `requested`: the message says to ignore it if the reader did not ask for it (a reset, a
 * sign-in code), so a sign-in page on the site it names is where the reader was going.
 */
export function linkFlags(
  textLinks: readonly LinkSpan[],
  reports: readonly LinkReport[],
  positions: Map<RedFlag, number>,
  text: string,
  requested: boolean,
): RedFlag[] {
  const out: RedFlag[] = [];
  const bad = reports
    .filter((r) => r.severity !== null)
    .sort((a, b) => SEVERITY_RANK[b.severity!] - SEVERITY_RANK[a.severity!]);
  for (const report of bad.slice(0, MAX_LINK_FLAGS)) {
    const span: Span = linkSpanFor(textLinks, report) ?? { text: report.url, start: -1, end: -1 };
    const own = ownResetPage(text, report, requested);
    out.push(
      flag(
        'suspicious_link',
        report.impersonates ? `Link imitates ${report.impersonates.name}` : 'Suspicious link',
        own ? 'low' : report.severity!,
        `Do not open it: ${report.reasons.join('; ')}. To check, type the organisation's address yourself or use its app.`,
        span,
        positions,
      ),
    );
  }
  return out;
}

export function unsourcedAuthorityFlag(
  text: string,
  positions: Map<RedFlag, number>,
): RedFlag | null {
  for (const hit of allMatches(UNSOURCED_AUTHORITY, text, MAX_HITS_PER_RULE)) {
    if (hasNamedSourceNear(text, hit.start, hit.end)) continue;
    return flag(
      'unsourced_authority',
      'Authority without a named source',
      'medium',
      '"Experts say" or "studies show" without saying which experts or which study cannot be checked. Credible writing names its sources so you can look them up.',
      hit,
      positions,
    );
  }
  return null;
}

/**
 * Does a pasted first line read as a headline rather than a chat message or a sentence? Headlines
 * are one statement, start with a capital or a number and do not end in a full stop; a question
 * counts only in headline capitals ("Which Pizza Are You?"), since chat is full of questions.
 */
export function looksLikeHeadline(line: string): boolean {
  const t = line.trim();
  const words = t.split(/\s+/);
  if (words.length < 3 || !/^[\p{Lu}\d"'‘“]/u.test(t)) return false;
  if (/[.,;:]\s*$/.test(t) || /[.?!]\s+\S/u.test(t)) return false;
  if (t.endsWith('?')) {
    const long = words.filter((w) => /^\p{L}{4,}/u.test(w));
    return long.length > 0 && long.filter((w) => /^\p{Lu}/u.test(w)).length / long.length >= 0.6;
  }
  return true;
}

/** The first line, when it stands as a headline (alone, or above the body), judged by its traits. */
export function headlineFlag(text: string, positions: Map<RedFlag, number>): RedFlag | null {
  const line = firstLine(text);
  if (!looksLikeHeadline(line.text)) return null;
  const verdict = clickbaitHeadline(line.text, line.start);
  if (!verdict) return null;
  return flag(
    'clickbait',
    'Clickbait headline',
    verdict.traits.length >= 3 ? 'medium' : 'low',
    `The headline ${verdict.traits.join(', ')}: it is written to make you click rather than to tell you what happened.`,
    verdict.span,
    positions,
  );
}
