/**
 * The verdict of a report built from an address alone (the page could not be opened): when the
 * address shows nothing either way it says so without calling the site trustworthy, and every such
 * verdict offers to try the page again. The sentence saying why the page could not be opened
 * opens the summary (src/server/analysis/acquire/address-only.ts writes it).
 */
import type { Verdict } from '../../../shared';
import type { Acquired } from '../types';

export const RETRY_ACTION = 'Try again later to have the page itself read.';

export function addressOnlyVerdict(verdict: Verdict, acquired: Acquired): Verdict {
  if (!acquired.pageNotOpened) return verdict;
  const shop = acquired.type === 'shopping';
  if (verdict.evidence === 'none')
    return {
      ...verdict,
      headline: shop
        ? 'Nothing in this shop’s address is a known warning sign, but its page could not be checked, so this says nothing about whether the shop can be trusted.'
        : 'Nothing in this address is a known warning sign, but the page could not be checked, so this says nothing about what it says.',
      actions: [
        shop
          ? 'Until the page can be checked, pay only by card or PayPal, which you can dispute.'
          : 'Until the page can be checked, look at where the link came from.',
        RETRY_ACTION,
      ],
    };
  // The first action is the one the summary repeats; the notice already offers to try again.
  return { ...verdict, actions: [...verdict.actions.slice(0, 1), RETRY_ACTION] };
}

/** The summary of an address-only report: why the page could not be opened comes first. */
export function addressOnlyMessage(message: string, acquired: Acquired): string {
  return acquired.pageNotOpened ? `${acquired.pageNotOpened.message} ${message}` : message;
}
