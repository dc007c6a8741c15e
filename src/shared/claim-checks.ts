/**
 * What a report says about its claims beyond the spec (all additive): the kind of each claim,
 * the reference passages found for it, and the method line, which checks ran for this report
 * (the offline analysis, the stored fact-checks, Google's fact-check search, reference passages
 * from Wikipedia and Wikidata, a model reading them). The method line is built from what ran, so
 * it never calls a report offline when an outside source answered.
 */
import { z } from 'zod';

// biome-ignore format: one kind per line, so a new kind is one added line.
export const CLAIM_KINDS = [
  'health',
  'study',
  'statistic',
  'money',
  'fact',
  'legal',
  'quote',
  'causal',
  'comparison',
  'event',
  'person',
  'hoax',
  'general',
] as const;
export const claimKindSchema = z.enum(CLAIM_KINDS);
export type ClaimKindName = z.infer<typeof claimKindSchema>;

/** How the report names each kind of claim. */
export const CLAIM_KIND_LABELS: Record<ClaimKindName, string> = {
  health: 'Health or science claim',
  study: 'Study or research',
  statistic: 'Statistic',
  money: 'Amount of money',
  fact: 'Measurement or historical fact',
  legal: 'Legal or official fact',
  quote: 'Quote or attribution',
  causal: 'Cause and effect',
  comparison: 'Comparison or record',
  event: 'Event',
  person: 'Claim about a person or organisation',
  hoax: 'Known false claim',
  general: 'Claim',
};

/**
 * Claims of one report whose names are looked up in Wikipedia and Wikidata at most (the most
 * check-worthy open ones). Shared so the privacy page states the real limit.
 */
export const REFERENCE_MAX_CLAIMS = 3;
/** Reference passages shown under one claim at most. */
export const MAX_REFERENCE_PASSAGES = 2;
/** Characters of one passage kept at most (a few sentences of an article's opening). */
export const MAX_PASSAGE_CHARS = 600;

export const REFERENCE_SOURCES = ['wikipedia', 'wikidata'] as const;

/** A passage of a reference work related to a claim: background to read, never a verdict. */
export const referencePassageSchema = z.object({
  source: z.enum(REFERENCE_SOURCES),
  /** The article or item's title, e.g. "Eiffel Tower". */
  title: z.string().max(300),
  url: z.string().max(2000),
  excerpt: z.string().max(MAX_PASSAGE_CHARS),
});
export type ReferencePassage = z.infer<typeof referencePassageSchema>;

/** Beyond the spec (additive), on each claim of a report (entities.ts's claimSchema). */
export const claimExtensionShape = {
  /** What kind of claim it is (a statistic, a quote, ...). */
  kind: claimKindSchema.optional(),
  /** What would settle it, kept here when a verdict took the place of that advice in `analysis`. */
  advice: z.string().optional(),
  /** Related reference passages: background, never a verdict. */
  passages: z.array(referencePassageSchema).max(MAX_REFERENCE_PASSAGES).optional(),
};

export const FACT_CHECK_INDEX_STATES = ['compared', 'empty', 'off'] as const;
export const FACT_CHECK_API_STATES = ['answered', 'unreachable', 'off'] as const;
export const REFERENCE_STATES = [
  'found',
  'none-found',
  'offline',
  'unreachable',
  'off',
  'no-claims',
  'private',
] as const;
export const PASSAGE_READER_STATES = ['read', 'failed', 'off'] as const;

/** Which checks ran for this report, beyond the offline analysis that always runs. */
export const claimChecksSchema = z.object({
  /** The published fact-checks stored on the server: compared, none stored, or not consulted. */
  factCheckIndex: z.enum(FACT_CHECK_INDEX_STATES),
  /** Google's Fact Check Tools API: it answered, could not be reached, or has no key. */
  factCheckApi: z.enum(FACT_CHECK_API_STATES),
  /**
   * Wikipedia and Wikidata: passages found, none related, offline, unreachable, turned off, no
   * claim to look up, or not looked up because the text reads like a private message.
   */
  referencePassages: z.enum(REFERENCE_STATES),
  /** A configured model read the passages and gave verdicts citing them. */
  passageReader: z.enum(PASSAGE_READER_STATES),
});
export type ClaimChecks = z.infer<typeof claimChecksSchema>;

/** What a report without outside checks says: only the offline analysis ran. */
export const OFFLINE_CHECKS: ClaimChecks = {
  factCheckIndex: 'off',
  factCheckApi: 'off',
  referencePassages: 'off',
  passageReader: 'off',
};

/** Did anything outside this server answer for this report? */
export function outsideSourceAnswered(checks: ClaimChecks): boolean {
  return (
    checks.factCheckApi === 'answered' ||
    checks.referencePassages === 'found' ||
    checks.referencePassages === 'none-found' ||
    checks.passageReader === 'read'
  );
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The method line: one sentence naming every check that ran, then one for each that was meant to
 * run and could not. `model` names a model that analyzed the content itself, when one did.
 */
export function methodLine(checks: ClaimChecks, model: string | null = null): string {
  const ran = ['the offline analysis'];
  if (model) ran.push(`${model}, which read the content`);
  if (checks.factCheckIndex === 'compared') ran.push('the published fact-checks stored here');
  if (checks.factCheckApi === 'answered') ran.push('Google’s fact-check search');
  if (checks.referencePassages === 'found' || checks.referencePassages === 'none-found')
    ran.push('a search of Wikipedia and Wikidata for reference passages');
  if (checks.passageReader === 'read') ran.push('a model that read those passages');
  const out = [`Checks run for this report: ${list(ran)}.`];
  if (checks.factCheckIndex === 'empty')
    out.push('No published fact-checks are stored here yet, so none could be compared.');
  if (checks.factCheckApi === 'unreachable')
    out.push('Google’s fact-check search could not be reached this time.');
  if (checks.referencePassages === 'offline')
    out.push('Reference passages were not looked up: FactLens could not reach the internet.');
  if (checks.referencePassages === 'unreachable')
    out.push(
      'Reference passages were not looked up: Wikipedia and Wikidata did not answer in time.',
    );
  if (checks.referencePassages === 'private')
    out.push(
      'Reference passages were not looked up: the text reads like a private message, so none of its words were sent anywhere.',
    );
  if (checks.referencePassages === 'none-found')
    out.push('No reference passage close enough to a claim was found.');
  if (checks.passageReader === 'failed')
    out.push(
      'The model did not read the reference passages this time, so they stay background only.',
    );
  if (!outsideSourceAnswered(checks) && !model)
    out.push('No outside source checked these claims, so none can be marked verified.');
  return out.join(' ');
}
