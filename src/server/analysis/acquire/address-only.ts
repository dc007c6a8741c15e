/**
 * A page that could not be opened (offline, no such site, refused, too slow, an error status):
 * the report is built from what its address alone says. The Acquired carries no text and no page
 * signals, says why the page could not be opened (pageNotOpened, the sentence the report opens
 * with), and for a shop carries the address signals (look-alikes, risky ending, free hosting,
 * hyphens and digits, punycode) marked as read from the address only, so nothing the page would
 * have shown counts for or against it.
 */
import { parse as parseDomain } from 'tldts';
import type { PageNotOpenedNotice } from '../../../shared';
import type { ShopSignals } from '../knowledge/shop-signals';
import { emptyAcquired, type Acquired } from '../types';
import type { PageNotOpened } from './net/fetch-errors';
import { shopDomainSignals } from './shopping/domain-signals';

/** Said after the reason, in every domain-only report. */
export const ADDRESS_ONLY_SENTENCE =
  'This report is built from the address alone, so it cannot say whether the page itself is honest. Try again later to have the page read.';

/** Why the page could not be opened, in one plain sentence, each reason its own. */
export function pageNotOpenedSentence(failure: PageNotOpened): string {
  const host = failure.host || 'the site';
  switch (failure.reason) {
    case 'offline':
      return `The page itself could not be opened: FactLens is offline, so the name ${host} could not be looked up.`;
    case 'no_such_site':
      return `The page itself could not be opened: no site exists at ${host} (the name is not registered or no longer points anywhere, as happens when a fake shop vanishes).`;
    case 'refused':
      return failure.detail === 'connection refused'
        ? `The page itself could not be opened: ${host} refused the connection.`
        : `The page itself could not be opened: ${host} could not be reached (${failure.detail}).`;
    case 'timeout':
      return `The page itself could not be opened: ${host} did not answer within ${failure.detail}.`;
    case 'error_status':
      return `The page itself could not be opened: ${host} answered with an error (${failure.detail}) instead of the page.`;
  }
}

export function pageNotOpenedNotice(failure: PageNotOpened): PageNotOpenedNotice {
  return {
    reason: failure.reason,
    message: `${pageNotOpenedSentence(failure)} ${ADDRESS_ONLY_SENTENCE}`,
  };
}

/** Shop signals with only the address read: every page signal empty and marked as not read. */
function addressOnlyShop(url: URL, now: Date): ShopSignals {
  return {
    domain: shopDomainSignals(url),
    page: {
      maxDiscountPercent: null,
      discount: null,
      countdown: null,
      scarcity: null,
      viewers: null,
      payments: { crypto: null, giftCards: null, wireTransfer: null, buyerProtected: null },
      returnsPolicy: null,
      noReturns: null,
      email: null,
      phone: null,
      address: null,
      companyRegistration: null,
      copyrightYear: null,
      copyright: null,
      currentYear: now.getUTCFullYear(),
      brandImitation: null,
    },
    reviews: {
      count: 0,
      duplicateCount: 0,
      duplicate: null,
      sameTimeCount: 0,
      sameTime: null,
      fiveStarCount: 0,
      ratedCount: 0,
      statedCount: null,
      statedRating: null,
      stated: null,
    },
    schema: { product: false, offer: false, ratingValue: null, ratingCount: null, price: null },
    hasPrivacy: false,
    hasTerms: false,
    hasContactPage: false,
    addressOnly: true,
  };
}

/** The Acquired of a link whose page could not be opened, read as an article or a shop. */
export function acquireAddressOnly(
  url: URL,
  kind: 'article' | 'shopping',
  failure: PageNotOpened,
  now: Date,
): Acquired {
  const acquired = emptyAcquired(kind, '');
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  acquired.url = url.href;
  acquired.domain = parseDomain(host).domain ?? host;
  const notice = pageNotOpenedNotice({ ...failure, host: failure.host || host });
  acquired.pageNotOpened = notice;
  acquired.notes = [notice.message];
  if (kind === 'shopping') acquired.shop = addressOnlyShop(url, now);
  return acquired;
}
