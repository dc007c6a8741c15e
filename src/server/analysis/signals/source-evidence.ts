/**
 * What the content itself offers to back up what it says: named people and organisations it
 * attributes statements to, studies it cites (with journal or year), hedged wording, the other
 * side's view, a wire-service dateline and links to reputable or institutional domains.
 * The scorer uses it for the source part of the score, whatever analyzer ran, and the offline
 * analyzer turns it into positive signals.
 */
import type { LinkReport } from '../knowledge/links';
import { allMatches, cue, cueCased, type Span } from '../knowledge/patterns';
import { ATTRIBUTED_STUDY, attributedStudies, authorityWithoutCitation } from './attribution';

/** Spans kept per kind of evidence; enough to score and to show examples. */
const MAX_EVIDENCE_SPANS = 12;
/** How far around "experts say" we look for the name of an expert or study. */
export const NAMED_SOURCE_WINDOW = 200;

/**
 * A capital letter that starts a word, tested capital first. Written as a lookbehind and then the
 * capital (as the cue adds it in front of an alternative opening with a class), V8 runs the
 * lookbehind at every position of the text; tested this way round, it runs only after a capital.
 * The lookbehind after the capital looks past it (`.`, that one code point) at what precedes, so
 * the two match the same.
 */
export const WORD_START_CAPITAL = '(?:\\p{Lu})(?<=(?<![\\p{L}\\p{N}_]).)';
// Two to five capitalised words, allowing "of"/"for" inside organisation names: the first
// word's capital, then the rest.
const NAME_REST =
  "[\\p{Ll}'’-]+(?: \\p{Lu}\\.)?(?: (?:de |van |von |al-|of |for |the )?\\p{Lu}[\\p{Ll}'’-]+){1,4}";
const NAME = `\\p{Lu}${NAME_REST}`;
/** NAME where it opens a cue's alternative (WORD_START_CAPITAL). */
const LEADING_NAME = `${WORD_START_CAPITAL}${NAME_REST}`;
const ROLE =
  '(?:a |an |the )?(?:[\\p{Ll}-]+ )?(?:spokes(?:person|man|woman)|professor|director|chief|head|minister|secretary|economist|analyst|researcher|scientist|president|chair(?:man|woman)?|ceo|founder|author|epidemiologist|official|senator|governor|mayor|commissioner|advis[eo]r|lawyer|attorney|manager|executive|editor|physician|doctor|expert|fellow|lecturer|strategist|historian|representative|member)';
const SAY =
  '(?:said|says|told|wrote|explained|added|noted|argued|warned|estimated|stated|confirmed|testified)';

const TITLED_NAME =
  "(?:Dr|Prof|Professor|Sen|Senator|Gov|Governor|Rep|Minister|President|Judge|Chancellor|Secretary|Mayor)\\.? \\p{Lu}[\\p{Ll}'’-]+(?: \\p{Lu}[\\p{Ll}'’-]+){0,2}";

export const NAMED_ATTRIBUTION = cueCased([
  `[Aa]ccording to (?:the |a |an )?(?:\\p{Lu}[\\p{L}&.'’-]*|\\d{4})(?: (?:of |for |and |on |the |de )?\\p{Lu}[\\p{L}&.'’-]*){0,6}`,
  `${LEADING_NAME},? ${ROLE}`,
  `${SAY} ${NAME}`,
  `${LEADING_NAME} ${SAY}`,
  // A title and a name make a source only when the person says something: "Gov. Rick Perry has
  // been begging..." names the subject of a claim, "Gov. Rick Perry said" a source.
  `${TITLED_NAME},? ${SAY}`,
  `${SAY} ${TITLED_NAME}`,
  `(?:[Aa] |[Tt]he )?(?:spokes(?:person|man|woman)|representative) (?:for|of) (?:the )?\\p{Lu}[\\p{L}]+`,
]);
export const INSTITUTION = cueCased([
  // Explicit word start (required anyway) and words of at most 40 characters: otherwise a long
  // capitalised run ("AAAA...", "A.A.A...") is scanned to its end from every letter.
  `${WORD_START_CAPITAL}[\\p{L}'’.-]{1,40} (?:\\p{Lu}[\\p{L}'’.-]{1,40} ){0,3}(?:University|Institute|Agency|Office|Department|Ministry|Bureau|Commission|Council|Centre|Center|Foundation|Organi[sz]ation|Association|Authority|Reserve|Statistics|Survey|Laboratory|Hospital|College|School of [\\p{L}]+)`,
  '(?:University|Institute|Ministry|Department|Bureau|Office|Centre|Center) (?:of|for) (?:the )?\\p{Lu}[\\p{L}]+(?: \\p{Lu}[\\p{L}]+){0,3}',
  'WHO|CDC|NIH|FDA|EMA|ONS|IMF|OECD|NHS|BLS|Eurostat|UNICEF|ECB|Federal Reserve|Bank of England|World Bank|United Nations|European Commission|Met Office|NOAA|NASA',
]);
// Citations only: a journal, a DOI, an author-and-year. "A study by/from <name>" says who made a
// study, not where to read it (ATTRIBUTED_STUDY in attribution.ts): an attribution, not evidence.
const CITED_STUDY = cueCased([
  "(?:published|appeared|reported|appearing) in (?:the )?(?:journal )?(?:\\p{Lu}[\\p{L}'’-]*)(?: (?:of |and |the |for |in )?\\p{Lu}[\\p{L}'’-]*){0,6}",
  'The Lancet|Lancet|New England Journal of Medicine|NEJM|BMJ|JAMA(?: [\\p{Lu}][\\p{L}]+)?|PLOS (?:ONE|One|Medicine|Biology)|PNAS|Proceedings of the National Academy of Sciences|Cochrane(?: Review| Library)?|Annals of (?:\\p{Lu}[\\p{L}]+ ?){1,3}|Journal of (?:the )?(?:\\p{Lu}[\\p{L}]+ ?){1,4}',
  '(?:in|in the journal|journal) (?:Nature|Science|Cell)',
  "\\p{Lu}[\\p{Ll}'’-]+ et al\\.?,? \\(?(?:19|20)\\d{2}\\)?",
  'doi:\\s?10\\.\\d{4,9}/\\S+|doi\\.org/10\\.\\S+',
]);
const YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/u;
const HEDGES = cue([
  '(?<!in )may(?! \\d)|might|could|suggests?|suggested|appears? to|seems? to|likely|unlikely|preliminary|estimated|estimates?|approximately|roughly|not (?:yet )?clear|unclear|uncertain|tentative|early (?:data|results|findings)|cautioned|limitations?|caveats?|more research is needed',
]);
const BALANCE = cue([
  'declined to comment|did not (?:immediately )?respond to (?:a |our )?requests? for comment|could not (?:immediately )?be reached for comment|did not (?:immediately )?reply to (?:a )?requests? for comment',
  '(?:critics|opponents|others|some experts|other experts|skeptics|sceptics|independent experts) (?:say|said|argue|argued|warn|warned|point out|pointed out|noted|disagree|disagreed|questioned|cautioned)',
  'on the other hand|however|disputed|denied|countered|in contrast|acknowledged|by contrast|rejected the|responded that',
]);
const WIRE_DATELINE = cueCased([
  '\\((?:Reuters|AP|AFP|Bloomberg|dpa|PA Media|UPI|Xinhua|ANSA|EFE)\\)\\s?[-–—]?',
]);
const QUOTE = /[“"][^“”"\n]{12,400}[”"]/gu;

export interface SourceEvidence {
  namedSources: Span[];
  institutions: Span[];
  studies: Span[];
  /** Studies named only by who made them ("a study from the WHO"): attribution, not citation. */
  attributedStudies: Span[];
  /** Named authorities asserting a settled conclusion with nothing to open (an appeal to authority). */
  unsupportedAuthority: Span[];
  /** Cited studies that have a year within a sentence or so. */
  studiesWithYear: number;
  hedges: Span[];
  balance: Span[];
  wireDateline: Span | null;
  quotes: number;
  reputableLinks: string[];
  institutionalLinks: string[];
}

/** Does the text name a person, organisation, study or link close to [start, end)? */
export function hasNamedSourceNear(text: string, start: number, end: number): boolean {
  const from = Math.max(0, start - NAMED_SOURCE_WINDOW);
  const window = text.slice(from, Math.min(text.length, end + NAMED_SOURCE_WINDOW));
  const pick = (re: RegExp) => allMatches(re, window, 5).some((m) => m.start + from !== start);
  return (
    pick(NAMED_ATTRIBUTION) ||
    pick(INSTITUTION) ||
    pick(CITED_STUDY) ||
    pick(ATTRIBUTED_STUDY) ||
    /https?:\/\/|www\.|\((?:19|20)\d{2}\)/u.test(window)
  );
}

/** The first study or publication a sentence cites, e.g. "published in the Lancet". */
export function citedStudyIn(sentence: string): string | null {
  return allMatches(CITED_STUDY, sentence, 1)[0]?.text ?? null;
}

/** Does a single sentence carry its own attribution (used to judge claims)? */
export function isAttributed(sentence: string): boolean {
  return (
    allMatches(NAMED_ATTRIBUTION, sentence, 1).length > 0 ||
    allMatches(CITED_STUDY, sentence, 1).length > 0 ||
    allMatches(ATTRIBUTED_STUDY, sentence, 1).length > 0 ||
    /(?<!\w)(?:according to|said|says|told|reported|found|published)(?!\w)/iu.test(sentence)
  );
}

/** A word that ends a sentence inside a span: "according to First Call. Apple" stops at "Call". */
const SENTENCE_END_INSIDE =
  /(?<=\p{Ll}{2})(?<!(?:^|[^\p{L}])(?:Gov|Sen|Rep|Prof|Gen|Col|Capt|Sgt|Mr|Mrs|Ms|Dr|St|Jr|Sr|Inc|Corp|Ltd|Co|No|Mt|Rev|Hon|Pres|Dept|Univ|Atty|Supt|Cmdr|Lt))\.\s+(?=\p{Lu})/u;

/** The span cut where a sentence ends inside it, so it is quoted as a whole phrase. */
function wholePhrase(span: Span): Span {
  const m = SENTENCE_END_INSIDE.exec(span.text);
  return m
    ? { text: span.text.slice(0, m.index), start: span.start, end: span.start + m.index }
    : span;
}

function dedupe(spans: Span[]): Span[] {
  const seen = new Set<string>();
  return spans.filter((s) => {
    const key = s.text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Computed once per analysis by the signals step, from the text and its link reports. */
export function collectSourceEvidence(
  text: string,
  reports: readonly LinkReport[],
): SourceEvidence {
  const studies = dedupe(allMatches(CITED_STUDY, text, MAX_EVIDENCE_SPANS * 2)).slice(
    0,
    MAX_EVIDENCE_SPANS,
  );
  const studiesWithYear = studies.filter((s) =>
    YEAR.test(text.slice(Math.max(0, s.start - 120), Math.min(text.length, s.end + 120))),
  ).length;
  return {
    namedSources: dedupe(
      allMatches(NAMED_ATTRIBUTION, text, MAX_EVIDENCE_SPANS * 2).map(wholePhrase),
    ).slice(0, MAX_EVIDENCE_SPANS),
    institutions: dedupe(allMatches(INSTITUTION, text, MAX_EVIDENCE_SPANS * 2)).slice(
      0,
      MAX_EVIDENCE_SPANS,
    ),
    studies,
    attributedStudies: dedupe(attributedStudies(text, MAX_EVIDENCE_SPANS)),
    unsupportedAuthority: authorityWithoutCitation(text),
    studiesWithYear,
    hedges: allMatches(HEDGES, text, MAX_EVIDENCE_SPANS),
    balance: allMatches(BALANCE, text, MAX_EVIDENCE_SPANS),
    wireDateline: allMatches(WIRE_DATELINE, text, 1)[0] ?? null,
    quotes: allMatches(QUOTE, text, 50).length,
    reputableLinks: reports.filter((r) => r.reputable && r.severity === null).map((r) => r.url),
    institutionalLinks: reports
      .filter((r) => r.institutional && r.severity === null)
      .map((r) => r.url),
  };
}
