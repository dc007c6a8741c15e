/**
 * A shop analyzed online gets its domain's registration date from the registry over RDAP
 * (src/server/analysis/knowledge/rdap.ts). A registry that cannot be reached or gives no date
 * leaves a note and changes nothing else.
 */
import { createRegistrationLookup, type RdapConfig } from '../../analysis/acquire/net/rdap';
import type { FetchPolicy } from '../../analysis/acquire/net/safe-fetch';
import type { Acquired } from '../../analysis/types';
import type { Clock } from '../../clock';

export function createShopRegistration(
  config: RdapConfig,
  policy: Omit<FetchPolicy, 'timeoutMs' | 'maxBytes' | 'accept'>,
  clock: Clock,
) {
  const lookup = createRegistrationLookup(config, policy);
  return async function addRegistration(acquired: Acquired): Promise<void> {
    if (acquired.type !== 'shopping') return;
    const domain = acquired.shop?.domain.registrableDomain;
    if (!domain || acquired.shop?.domain.ipHost) return;
    const result = await lookup(domain, clock.now());
    if (result.status === 'found') acquired.registration = result.registration;
    else acquired.notes.push(result.note);
  };
}
