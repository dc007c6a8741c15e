/**
 * Is a text written in a technical, legal or scientific register: a standard, a contract, a
 * statute, a paper? Such text names its terms in capitals ("MIME", "MUST NOT"), speaks of corrupt
 * data, fatal errors, attacks and hostile takeovers as plain terms of art, and does so calmly. It
 * is told by the furniture of that register, not by its subject: numbered sections and clauses,
 * citations and references, defined terms, normative keywords, units and statistics, the words
 * that structure an argument in a paper or an agreement. Several kinds of marker must be present,
 * and a text that raises its voice (exclamation marks) is never in it.
 */
import { allMatches, countRuns } from '../../knowledge/patterns';
import { rememberLast } from '../../../../shared/remember';

/** Characters read: the opening of a document shows its register. */
const SAMPLE_CHARS = 20_000;
/** Hits of each marker counted at most. */
const MAX_HITS = 40;
/** Kinds of marker a text needs to be read as technical, legal or scientific. */
export const MIN_MARKER_KINDS = 3;

const MARKERS: Readonly<Record<string, RegExp>> = {
  // "1.", "2.3.1", "Section 5", "Article 12", "Clause 4(b)", "§ 7" at a line's start or as a reference.
  sections:
    /(?:^|\n)\s*(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s+\p{Lu}|\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s)|(?<![\p{L}])(?:section|sections|article|clause|paragraph|subsection|annex|appendix|schedule|chapter|§{1,2})\s?\d/giu,
  // "[RFC 2045]", "[12]", "(Smith et al., 2020)", "doi:", "ISBN", "Fig. 3", "Table 2", "Eq. (4)".
  citations:
    /\[(?:[A-Z]{2,}[- ]?\d{2,5}|\d{1,3}(?:[,–-]\s?\d{1,3})*)\]|\bet al\.|\bdoi:|\bISBN\b|\b(?:Fig(?:ure)?|Table|Eq(?:uation)?)\.?\s?\(?\d|\b(?:RFC|ISO|IEC|IEEE|ANSI)\s?\d{2,5}|\(\p{Lu}[\p{L}-]+(?: and \p{Lu}[\p{L}-]+)?,? (?:19|20)\d{2}[a-z]?\)/gu,
  // Normative keywords of standards (RFC 2119) and of drafting.
  normative:
    /\b(?:MUST(?: NOT)?|SHALL(?: NOT)?|SHOULD(?: NOT)?|REQUIRED|RECOMMENDED|OPTIONAL|NOT RECOMMENDED)\b|(?<![\p{L}])(?:shall|hereinafter|hereby|herein|thereof|therein|whereas|pursuant to|notwithstanding|in accordance with|provided that|subject to)(?![\p{L}])/gu,
  // Definitions: "is defined as", "refers to", "means", '"Agreement" means', "i.e.", "e.g.".
  definitions:
    /(?<![\p{L}])(?:is defined as|are defined as|refers to|denotes|hereafter referred to|i\.e\.|e\.g\.|respectively|the term)(?![\p{L}])|["“][\p{Lu}][\p{L} ]{1,40}["”] (?:means|shall mean|refers to)/giu,
  // Measurement and statistics: units, p-values, confidence intervals, sample sizes.
  measures:
    /\b(?:p\s?[<=>]\s?0?\.\d+|n\s?=\s?\d+|CI\b|standard deviation|median|\d+(?:\.\d+)?\s?(?:ms|µs|kB|MB|GB|Hz|kHz|MHz|nm|µm|mm|cm|mg|kg|ml|mL|°C|K|bits?|bytes?|octets?))\b/gu,
  // Headings: a short line with no full stop, followed by a blank line ("3. Results", "Methods").
  headings: /(?:^|\n)[ \t]*[\p{Lu}\d][^\n.!?]{0,60}[ \t]*\n[ \t]*\n/gu,
  // Code and configuration: flags, CONSTANT_NAMES, key=value, paths, versions, digests.
  code: /--[a-z][\w-]+|\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\b[\w.]+\s?=\s?[\w.]+|(?<![\p{L}])\/[a-z]+\/[\w/.-]+|(?<!\w)(?:UTF|SHA|ISO|RFC|HTTP|TLS|TCP|UDP|DNS|USB)-?\d+|(?<!\w)version \d+(?:\.\d+)+|(?<!\w)0x[0-9a-f]+\b/giu,
  // The research voice: "we measured", "we report", participants, trials, significance.
  research:
    /(?<![\p{L}])(?:we (?:report|measured|observed|found|compare|compared|test|tested|searched|propose|show|assume|define|describe|estimate|followed|collected)|participants|randomi[sz]ed|placebo|statistically significant|meta-analysis|cohort|sample size|in vitro|in vivo|control group)(?![\p{L}])/giu,
  // The defined parties of an agreement or a judgment.
  parties:
    /(?<![\p{L}])the (?:Parties|Party|Tenant|Landlord|Employer|Employee|Claimant|Respondent|Appellant|appellant|Applicant|Licensee|Licensor|Provider|Customer|Supplier|Controller|controller|Company|Contractor|Purchaser|Vendor|Borrower|Lender|Court|plaintiff|defendant|accused)(?![\p{L}])|(?<![\p{L}])Member States(?![\p{L}])/gu,
  // The vocabulary that structures a paper, a specification or an agreement.
  structure:
    /(?<![\p{L}])(?:abstract|introduction|methods?|methodology|results|discussion|conclusions?|hypothes[ie]s|participants|specification|implementation|protocol|parameter|syntax|encoding|header fields?|the parties|the licensee|the licensor|the agreement|the contractor|plaintiff|defendant|the court|statute|regulation|directive|liability|indemnif\w+|warrant(?:y|ies)|release notes|changelog|known issues|workaround|deprecated|data subject|personal data|proceedings|on conviction)(?![\p{L}])/giu,
};

/** How many kinds of technical, legal or scientific marker a text shows. */
export function registerMarkers(text: string): string[] {
  return markerKinds(text, Number.POSITIVE_INFINITY);
}

/** The kinds of marker a text shows, in MARKERS' order, read until `enough` are found. */
function markerKinds(text: string, enough: number): string[] {
  const sample = text.slice(0, SAMPLE_CHARS);
  const words = Math.max(1, countRuns(sample).wordRuns);
  const found: string[] = [];
  for (const [name, re] of Object.entries(MARKERS)) {
    const hits = allMatches(re, sample, MAX_HITS).length;
    // One stray hit in a long text is not a register; a marker counts at one per 400 words.
    if (hits >= Math.max(1, Math.min(3, Math.floor(words / 400)))) found.push(name);
    if (found.length >= enough) break;
  }
  return found;
}

/** Shorter texts are read afresh: they are quick to read, and would push a long one out. */
const REMEMBERED_MIN_CHARS = 2_000;

/**
 * Is this a technical, legal or scientific text: several kinds of that register's markers, and a
 * calm voice (no exclamation mark)? Read once per long text: the bias reading and the style flags
 * both ask, and each search of a marker reads up to SAMPLE_CHARS of it.
 */
export const isFormalRegister: (text: string) => boolean = rememberLast(
  isFormalRegisterAfresh,
  2,
  REMEMBERED_MIN_CHARS,
);

function isFormalRegisterAfresh(text: string): boolean {
  // An exclamation mark, not an operator ("!=", "!important") or a shell's "#!".
  if (/(?<![#])!(?![=\p{L}])/u.test(text.slice(0, SAMPLE_CHARS))) return false;
  // Past the kinds it needs, the other markers change nothing: they are not searched.
  return markerKinds(text, MIN_MARKER_KINDS).length >= MIN_MARKER_KINDS;
}
