/**
 * Whether a site links to the pages that make a publisher accountable: about, contact,
 * corrections, privacy and terms. Judged from the links on the page (path or link text), which is
 * how a reader finds them too; the pages themselves are not fetched.
 */
import { parse as parseDomain } from 'tldts';
import type { PageSignals } from '../../types';
import { MAX_ANCHORS_SCANNED } from './html-document';

const PAGE_PATTERNS = {
  hasAbout:
    /\b(?:about(?:[-_ ]?us)?|who[-_ ]we[-_ ]are|our[-_ ]story|impressum|imprint|masthead)\b/i,
  hasContact: /\b(?:contact(?:[-_ ]?us)?|kontakt|get[-_ ]in[-_ ]touch|customer[-_ ]service)\b/i,
  hasCorrections:
    /\b(?:corrections?|errata|editorial[-_ ](?:standards|policy|guidelines)|ethics|fact[-_ ]?check(?:ing)?[-_ ]policy)\b/i,
  hasPrivacy: /\b(?:privacy|datenschutz|data[-_ ]protection)\b/i,
  hasTerms: /\b(?:terms|conditions|terms[-_ ]of[-_ ](?:use|service)|tos|legal[-_ ]notice)\b/i,
} as const;

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function publisherPages(doc: Document, pageUrl: URL): PageSignals {
  const signals: PageSignals = {
    https: pageUrl.protocol === 'https:',
    hasAbout: false,
    hasContact: false,
    hasCorrections: false,
    hasPrivacy: false,
    hasTerms: false,
  };
  const ownDomain = parseDomain(pageUrl.hostname).domain ?? pageUrl.hostname;
  for (const a of Array.from(doc.querySelectorAll('a[href]')).slice(0, MAX_ANCHORS_SCANNED)) {
    const href = a.getAttribute('href') ?? '';
    if (/^mailto:/i.test(href)) {
      signals.hasContact = true;
      continue;
    }
    let target: URL;
    try {
      target = new URL(href, pageUrl);
    } catch {
      continue;
    }
    // Another site's "about" page says nothing about this one.
    const domain = parseDomain(target.hostname).domain ?? target.hostname;
    if (domain !== ownDomain) continue;
    const label = `${safeDecode(target.pathname).replace(/[/.]/g, ' ')} ${a.textContent ?? ''}`;
    for (const key of Object.keys(PAGE_PATTERNS) as Array<keyof typeof PAGE_PATTERNS>) {
      if (PAGE_PATTERNS[key].test(label)) signals[key] = true;
    }
  }
  return signals;
}
