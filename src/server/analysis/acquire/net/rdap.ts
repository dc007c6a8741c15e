/**
 * A domain's registration date over RDAP (RFC 9083): the registry's RDAP server is found in the
 * shipped bootstrap (resources/knowledge/rdap-bootstrap.json, read by rdap-bootstrap-data.ts, or
 * RDAP_BASE_URL for every domain), asked through the safe fetcher with a deadline, and the
 * "registration" event of its answer is read. Answers are cached per domain; an unreachable
 * registry is not cached, so the next analysis asks again.
 */
import type { RdapConfig } from '../../../config';
import { safeFetch, type FetchPolicy } from './safe-fetch';
import type { DomainRegistration } from '../../knowledge/domain-age';
import { RDAP_BOOTSTRAP } from '../../knowledge/rdap-bootstrap-data';

/** An RDAP domain answer is a few kilobytes; anything past this is not read. */
export const RDAP_MAX_BYTES = 256 * 1024;
/** How long a registry's answer (a date, or none) is reused. */
export const RDAP_CACHE_MS = 24 * 60 * 60 * 1000;
/** Domains whose answers are kept at most; the oldest goes first. */
export const RDAP_CACHE_MAX = 5_000;
/** A registration date before this is not a real one (the first .com was registered in 1985). */
export const EARLIEST_REGISTRATION = Date.UTC(1985, 0, 1);
/** A registration date later than now by more than this (clock skew, time zones) is not real. */
export const REGISTRATION_FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;
export type { RdapConfig };
const RDAP_TYPES = ['application/rdap+json', 'application/json'];

export type RegistrationLookup =
  | { status: 'found'; registration: DomainRegistration }
  /** The lookup could not say; `note` tells the reader in a plain sentence. */
  | { status: 'unknown'; note: string };

let bootstrap: ReadonlyMap<string, string> | null = null;

/** TLD -> RDAP base URL (ending in "/"), built on first use. */
function bootstrapMap(): ReadonlyMap<string, string> {
  if (bootstrap) return bootstrap;
  const map = new Map<string, string>();
  for (const [base, tlds] of RDAP_BOOTSTRAP) for (const tld of tlds) map.set(tld, base);
  bootstrap = map;
  return map;
}

/** The RDAP base URL for a domain's TLD, from the shipped bootstrap, or null. */
export function rdapServerFor(domain: string): string | null {
  const tld = domain.slice(domain.lastIndexOf('.') + 1).toLowerCase();
  return bootstrapMap().get(tld) ?? null;
}

/** The "registration" event's date of an RFC 9083 domain object, if it is a plausible one. */
export function registrationDate(answer: unknown): Date | null {
  const date = registrationEvent(answer);
  return date && date.getTime() >= EARLIEST_REGISTRATION ? date : null;
}

/** The "registration" event's date of an RFC 9083 domain object, whatever it says, or null. */
export function registrationEvent(answer: unknown): Date | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const events = (answer as { events?: unknown }).events;
  if (!Array.isArray(events)) return null;
  for (const event of events) {
    if (typeof event !== 'object' || event === null) continue;
    const { eventAction, eventDate } = event as { eventAction?: unknown; eventDate?: unknown };
    if (typeof eventAction !== 'string' || eventAction.toLowerCase() !== 'registration') continue;
    if (typeof eventDate !== 'string') continue;
    const date = new Date(eventDate);
    if (Number.isFinite(date.getTime())) return date;
  }
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createRegistrationLookup(
  config: RdapConfig,
  fetchPolicy: Omit<FetchPolicy, 'timeoutMs' | 'maxBytes' | 'acceptTypes' | 'allowPrivateHosts'>,
) {
  const cache = new Map<string, { at: number; date: Date | null }>();
  const policy: FetchPolicy = {
    ...fetchPolicy,
    allowPrivateHosts: config.allowPrivateHosts ?? [],
    timeoutMs: config.timeoutMs,
    maxBytes: RDAP_MAX_BYTES,
    acceptTypes: RDAP_TYPES,
  };

  const answer = (domain: string, date: Date | null, now: Date): RegistrationLookup => {
    if (!date) {
      return {
        status: 'unknown',
        note: `The registry did not give a registration date for ${domain}, so the age of the shop's web address was not checked.`,
      };
    }
    const at = date.getTime();
    if (at < EARLIEST_REGISTRATION || at > now.getTime() + REGISTRATION_FUTURE_TOLERANCE_MS) {
      return {
        status: 'unknown',
        note: `The registry gave ${domain} a registration date before 1985 or in the future, which cannot be right, so the age of the shop's web address was not checked.`,
      };
    }
    const ageDays = Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
    return { status: 'found', registration: { domain, registeredAt: date.toISOString(), ageDays } };
  };

  return async function lookupRegistration(domain: string, now: Date): Promise<RegistrationLookup> {
    const name = domain.toLowerCase();
    const cached = cache.get(name);
    if (cached && now.getTime() - cached.at < RDAP_CACHE_MS) return answer(name, cached.date, now);
    const base = config.baseUrl ?? rdapServerFor(name);
    if (!base) {
      return {
        status: 'unknown',
        note: `FactLens knows no registry to ask about ${name}, so the age of the shop's web address was not checked.`,
      };
    }
    let date: Date | null;
    try {
      const page = await safeFetch(
        new URL(`domain/${encodeURIComponent(name)}`, base.endsWith('/') ? base : `${base}/`),
        policy,
      );
      date = registrationEvent(JSON.parse(page.body));
    } catch {
      return {
        status: 'unknown',
        note: `The registry of ${name} could not be reached or gave no readable answer, so the age of the shop's web address was not checked.`,
      };
    }
    cache.delete(name);
    cache.set(name, { at: now.getTime(), date });
    if (cache.size > RDAP_CACHE_MAX) cache.delete(cache.keys().next().value!);
    return answer(name, date, now);
  };
}

export type LookupRegistration = ReturnType<typeof createRegistrationLookup>;
