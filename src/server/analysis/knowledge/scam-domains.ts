/**
 * The shipped lists of reported scam and fake-shop domains (../knowledge/scam-lists.ts: one lookup
 * over both) as a link check uses them, and the red flag for a page whose own address is listed.
 */
import type { RedFlag } from '../../../shared';
import { listNames, scamListHit, scamListSize } from '../knowledge/scam-lists';
import { SCAM_DOMAIN_LIST_SOURCE } from './scam-domain-list';

export { SCAM_DOMAIN_LIST_SOURCE };

/** The listed domain that covers this host (the host itself or a parent), or null. */
export function listedScamDomain(host: string): string | null {
  return scamListHit(host)?.domain ?? null;
}

export function scamDomainCount(): number {
  return scamListSize();
}

/** The red flag for a page (article or shop) whose own address is on the list, or null. */
export function listedPageFlag(url: string | null): RedFlag | null {
  if (!url) return null;
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return null;
  }
  const hit = scamListHit(host);
  if (!hit) return null;
  const listed = hit.domain;
  return {
    indicator: 'Site is on a scam-domain list',
    type: 'suspicious_link',
    severity: 'high',
    explanation: `${listed} is on a list of reported scam and fake-shop sites that FactLens ships (${listNames(hit)}). Do not pay or enter details there; search the name with "scam" and check a consumer authority's warning list.`,
    textExample: host,
  };
}
