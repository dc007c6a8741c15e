/**
 * What a shop's domain age says: fake shops live for weeks, so a web address registered under
 * NEW_DOMAIN_DAYS ago is a high warning sign, one under YOUNG_DOMAIN_DAYS a medium one, and an
 * older one speaks for the shop. The date comes from the registry over RDAP (rdap.ts), online only.
 */
import type { PositiveSignal, RedFlag } from '../../../shared';
import { NEW_DOMAIN_DAYS, YOUNG_DOMAIN_DAYS } from '../../../shared/knowledge';

export { NEW_DOMAIN_DAYS, YOUNG_DOMAIN_DAYS };

export interface DomainRegistration {
  /** The registrable domain that was looked up. */
  domain: string;
  /** ISO 8601, from the registry's "registration" event. */
  registeredAt: string;
  /** Whole days between registration and the analysis. */
  ageDays: number;
}

export const DOMAIN_AGE_FLAG_TYPE = 'new_domain';

function since(reg: DomainRegistration): string {
  const date = reg.registeredAt.slice(0, 10);
  if (reg.ageDays < 1) return `today (${date})`;
  if (reg.ageDays === 1) return `yesterday (${date})`;
  return `${reg.ageDays} days ago (on ${date})`;
}

function years(days: number): string {
  const y = Math.floor(days / 365);
  return y === 1 ? 'more than a year' : `more than ${y} years`;
}

/** The warning a young domain earns, or null when it is a year old or more. */
export function domainAgeFlag(reg: DomainRegistration): RedFlag | null {
  if (reg.ageDays >= YOUNG_DOMAIN_DAYS) return null;
  const fresh = reg.ageDays < NEW_DOMAIN_DAYS;
  return {
    indicator: fresh
      ? 'The shop’s web address is only weeks old'
      : 'The shop’s web address is less than a year old',
    type: DOMAIN_AGE_FLAG_TYPE,
    severity: fresh ? 'high' : 'medium',
    explanation: `${reg.domain} was registered ${since(reg)}, according to its registry. ${
      fresh
        ? 'Fake shops are usually set up days or weeks before they take orders and vanish soon after: pay only by card or PayPal, and look for reviews of the shop from outside its own site.'
        : 'A young shop can be honest, but fake shops are often only months old: look for reviews of the shop from outside its own site before you pay.'
    }`,
    textExample: reg.domain,
  };
}

/** What an established domain says for the shop (positive evidence), or null. */
export function domainAgeSignal(reg: DomainRegistration): PositiveSignal | null {
  if (reg.ageDays < YOUNG_DOMAIN_DAYS) return null;
  return {
    indicator: 'The shop’s web address is more than a year old',
    explanation: `${reg.domain} was registered ${years(reg.ageDays)} ago (on ${reg.registeredAt.slice(0, 10)}), according to its registry. Fake shops rarely last that long.`,
    textExample: reg.domain,
  };
}

/** The positive evidence's words, for the scorecard. */
export function establishedDomainWhat(reg: DomainRegistration): string {
  return `a web address registered ${years(reg.ageDays)} ago (${reg.domain})`;
}
