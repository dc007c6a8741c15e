/**
 * The shipped list of reported scam and fake-shop domains, as a set, and the lookup a link
 * check uses: a host is listed when it, or any parent domain of it, is on the list (so
 * "shop.fake-store.com" is caught by "fake-store.com"), but never by a bare public suffix.
 */
import type { RedFlag } from '../../../shared';
import { SCAM_DOMAIN_LIST, SCAM_DOMAIN_LIST_SOURCE } from './scam-domain-list';

export { SCAM_DOMAIN_LIST_SOURCE };

let domains: ReadonlySet<string> | null = null;

/** Built on first use: most analyses carry no links, so the list costs nothing until one does. */
function scamDomains(): ReadonlySet<string> {
  domains ??= new Set(SCAM_DOMAIN_LIST.split('\n').filter((l) => l.length > 0));
  return domains;
}

/** The listed domain that covers this host (the host itself or a parent), or null. */
export function listedScamDomain(host: string): string | null {
  const set = scamDomains();
  let h = host.toLowerCase().replace(/\.$/, '');
  if (h.startsWith('www.')) h = h.slice(4);
  // Walk up while at least two labels remain ("a.b.example.com" -> "b.example.com" -> "example.com").
  for (;;) {
    if (set.has(h)) return h;
    const dot = h.indexOf('.');
    if (dot < 0 || h.indexOf('.', dot + 1) < 0) return null;
    h = h.slice(dot + 1);
  }
}

export function scamDomainCount(): number {
  return scamDomains().size;
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
  const listed = listedScamDomain(host);
  if (!listed) return null;
  return {
    indicator: 'Site is on the scam-domain list',
    type: 'suspicious_link',
    severity: 'high',
    explanation: `${listed} is on the list of reported scam and fake-shop sites that FactLens ships (${SCAM_DOMAIN_LIST_SOURCE}, built from consumer reports). Do not pay or enter details there; search the name with "scam" and check a consumer authority's warning list.`,
    textExample: host,
  };
}
