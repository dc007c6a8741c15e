/**
 * Every check of a report's claims after the analyzer, in order: published fact-checks (the local
 * index, Google's API when a key is set: checker.ts), then reference passages from Wikipedia and
 * Wikidata for the claims still open (analysis/reference), then, when a model is configured, the
 * model reading those passages and giving a verdict that cites them (llm/passage-reader.ts). Each
 * step says whether it ran in the findings' `checks`, the report's method line. Network lookups
 * stay behind the injected lookups, each with its own deadline; with none configured this only
 * records that no outside check ran.
 */
import {
  type Claim,
  type ClaimChecks,
  OFFLINE_CHECKS,
  type ReferencePassage,
  type Source,
} from '../../../shared';
import type { Findings } from '../analyzer';
import type { PassageReader, PassageVerdict } from '../llm/passage-reader';
import type { ReferenceLookup } from '../reference';
import type { FactChecker } from './checker';

/** Source type of a passage a model cited for its verdict. */
export const REFERENCE_SOURCE_TYPE = 'reference passage';
/** Confidence of a verdict a model gave from reference passages (theirs, and a model's reading). */
export const PASSAGE_VERDICT_CONFIDENCE = 70;
/** Said when passages were ranked by shared words because the sentence encoder did not answer. */
export const PASSAGES_BY_WORDS_NOTE =
  'Reference passages were ranked by the words they share with each claim this time, not by meaning, so a related passage worded differently may have been missed.';

export interface ClaimCheckDeps {
  factChecker: FactChecker | null;
  references: ReferenceLookup | null;
  reader: PassageReader | null;
}

function sourceOf(p: ReferencePassage): Source {
  const from = p.source === 'wikidata' ? 'Wikidata' : 'Wikipedia';
  return {
    url: p.url,
    title: `${from}: ${p.title}`,
    type: REFERENCE_SOURCE_TYPE,
    excerpt: p.excerpt,
  };
}

/** A claim with the model's reading of its passages applied. */
export function withVerdict(claim: Claim, v: PassageVerdict, reader: string): Claim {
  if (v.verdict === 'not_enough') {
    return {
      ...claim,
      analysis: `${claim.analysis} A model (${reader}) read the reference passages below and found they do not settle this claim: ${v.explanation}`,
    };
  }
  const supported = v.verdict === 'supported';
  return {
    ...claim,
    status: supported ? 'verified' : 'false',
    confidence: PASSAGE_VERDICT_CONFIDENCE,
    analysis: `A model (${reader}) read the reference passages below and found that they ${supported ? 'support' : 'contradict'} this claim: ${v.explanation} Read the passages before you rely on it.`,
    // What would settle it stays with the claim: a model's reading is not the primary record.
    advice: claim.advice ?? claim.analysis,
    sources: [...v.cited.map(sourceOf), ...claim.sources],
  };
}

export function createClaimChecks(deps: ClaimCheckDeps): FactChecker {
  return {
    async check(findings: Findings): Promise<Findings> {
      let out = deps.factChecker ? await deps.factChecker.check(findings) : findings;
      const checks: ClaimChecks = { ...OFFLINE_CHECKS, ...(out.checks ?? findings.checks) };
      if (!deps.references) return { ...out, checks };
      // A private message's names are nobody's business but its reader's.
      if (out.privateText) return { ...out, checks: { ...checks, referencePassages: 'private' } };
      const found = await deps.references.lookUp(out.claims, out.language);
      checks.referencePassages = found.outcome;
      const notes = [...out.notes];
      if (found.rankedBy === 'words' && !notes.includes(PASSAGES_BY_WORDS_NOTE))
        notes.push(PASSAGES_BY_WORDS_NOTE);
      let claims = out.claims.map((c, i) => {
        const passages = found.passages[i] ?? [];
        return passages.length ? { ...c, passages } : c;
      });
      if (deps.reader && found.outcome === 'found') {
        const open = claims.flatMap((c, index) =>
          c.passages?.length && c.status === 'uncertain'
            ? [{ index, text: c.claim, passages: c.passages }]
            : [],
        );
        const verdicts = await deps.reader.read(open);
        checks.passageReader = verdicts ? 'read' : 'failed';
        if (verdicts) {
          claims = claims.map((c, i) => {
            const v = verdicts.find((x) => x.index === i);
            return v ? withVerdict(c, v, deps.reader!.label) : c;
          });
        }
      }
      out = { ...out, claims, notes, checks };
      return out;
    },
  };
}
