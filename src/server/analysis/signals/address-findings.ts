/**
 * What a page's own address says, as red flags: a name built like the names of reported scam shops
 * though no shipped list names it (knowledge/unlisted-domain.ts), and, when the page could not be
 * opened, the link checks of an article's address (look-alikes, disguised and cheap addresses)
 * that would otherwise be read only from the page. A shop's address checks are its own
 * (shops/shopping-findings.ts); an address on a scam list is flagged by listedPageFlag.
 */
import { listOf, type RedFlag } from '../../../shared';
import { inspectLink } from '../knowledge/links';
import { scamListHit } from '../knowledge/scam-lists';
import { readUnlistedDomain } from '../knowledge/unlisted-domain';
import type { Acquired } from '../types';

export const UNLISTED_NAME_INDICATOR = 'Address built like the names of reported scam shops';

/** The flag for a name no list knows that reads like a throwaway shop's, or null. */
export function unlistedNameFlag(host: string): RedFlag | null {
  if (scamListHit(host)) return null;
  const reading = readUnlistedDomain(host);
  if (!reading.level) return null;
  const signs = reading.signs.length ? ` (${listOf(reading.signs)})` : '';
  return {
    indicator: UNLISTED_NAME_INDICATOR,
    type: 'suspicious_link',
    severity: reading.level,
    explanation: `${host} is on no scam list FactLens ships, but its name is built like the names of reported scam and fake-shop sites${signs}. A name is a pattern, not proof: look for independent reviews and the company behind it before you pay or sign in.`,
    textExample: host,
  };
}

/** Flags from an article's own address when only the address could be read. */
export function addressOnlyArticleFlags(acquired: Acquired): RedFlag[] {
  if (!acquired.pageNotOpened || !acquired.url || acquired.shop) return [];
  const report = inspectLink(acquired.url);
  if (!report) return [];
  const flags: RedFlag[] = [];
  if (!scamListHit(report.host)) {
    const reasons = report.reasons.filter(
      (r) => !r.includes('link shortener') && !r.includes('built like the names'),
    );
    if (report.impersonates && report.severity !== 'low') {
      flags.push({
        indicator: `Address imitates ${report.impersonates.name}`,
        type: 'impersonation',
        severity: report.severity ?? 'medium',
        explanation: `${reasons[0] ?? `${report.domain ?? report.host} is not ${report.impersonates.name}'s site`}. Look-alike addresses borrow a known name so that a page passes for it at a glance.`,
        textExample: report.host,
      });
    } else if (report.severity === 'high' || report.severity === 'medium') {
      flags.push({
        indicator: 'Suspicious address',
        type: 'suspicious_link',
        severity: report.severity,
        explanation: `The address itself is a warning sign: ${listOf(reasons.slice(0, 2))}.`,
        textExample: report.host,
      });
    }
  }
  // An address already flagged for its own signs does not count twice.
  const unlisted = flags.length || report.impersonates ? null : unlistedNameFlag(report.host);
  if (unlisted) flags.push(unlisted);
  return flags;
}
