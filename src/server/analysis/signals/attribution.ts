/**
 * Attribution is not citation. A named person or body that "said" or "proves" something is an
 * attribution: it tells you whom to ask, not what to read. A citation is something a reader
 * could open: a link, a journal or outlet, a DOI, an author-and-year reference, a quoted title
 * or a publication date. Only citations count as positive evidence (score/evidence.ts); a named
 * authority that asserts a strong conclusion with no citation in its sentence is an appeal to
 * authority (a bias finding and a critical question).
 */
import { allMatches, cueCased, type Span } from '../knowledge/patterns';

/** Hits kept: enough to quote and to count. */
const MAX_HITS = 12;

// A run of capitalised words ("World Health Organization", "Centers for Disease Control and
// Prevention"); words of at most 40 letters keep a long capitalised run linear.
const NAME_RUN =
  "\\p{Lu}[\\p{L}'’.&-]{0,40}(?: (?:of |for |and |on |the |de )?\\p{Lu}[\\p{L}'’.&-]{0,40}){0,7}";
const ACRONYM = '\\p{Lu}{2,6}';
const BODY = `(?:the )?(?:${NAME_RUN}|${ACRONYM})(?: and (?:the )?(?:${NAME_RUN}|${ACRONYM}))?`;

const WORKS = [
  'study',
  'studies',
  'research',
  'report',
  'trial',
  'survey',
  'review',
  'analysis',
  'paper',
  'experiment',
];
const WORK = `(?:${WORKS.join('|')})`;
const MAKERS = ['by', 'from', 'of', 'at', 'led', 'conducted', 'published', 'commissioned'];

/**
 * A study named only by who made it: "a study from the World Health Organization". Every match
 * holds the work and the first word of who made it ("study from"): the pattern opens with "the"
 * and "a", so it would be tried at hundreds of words of a long text, and is only where a study or
 * a report is named.
 */
export const ATTRIBUTED_STUDY = cueCased([
  {
    phrase: `(?:[Aa]n? |[Tt]he |[Nn]ew |[Rr]ecent ){0,3}(?:(?:19|20)\\d{2} )?(?:[Nn]ew |[Rr]ecent |[Ll]andmark |[Mm]ajor )?${WORK} (?:by|from|of|at|led by|conducted by|published by|commissioned by) (?:researchers at |scientists at )?${BODY}`,
    needs: WORKS.flatMap((work) => MAKERS.map((maker) => `${work} ${maker}`)),
  },
]);

/** Up to `cap` studies named only by who made them. */
export function attributedStudies(text: string, cap: number): Span[] {
  return allMatches(ATTRIBUTED_STUDY, text, cap);
}

/**
 * A named authority (a study by a named body, researchers or doctors at a named body, a titled
 * person, a named organisation) followed in the same sentence by a conclusion stated as settled.
 */
const AUTHORITY_ASSERTS = cueCased([
  `(?:(?:[Aa]n? |[Tt]he |[Nn]ew |[Rr]ecent ){0,3}(?:(?:19|20)\\d{2} )?(?:[Nn]ew |[Rr]ecent |[Ll]andmark |[Mm]ajor )?${WORK} (?:by|from|of|at|led by|conducted by) (?:researchers at |scientists at )?${BODY}|(?:[Ss]cientists|[Rr]esearchers|[Dd]octors|[Ee]xperts) (?:at|from) ${BODY}|(?:Dr|Prof|Professor)\\.? \\p{Lu}[\\p{Ll}'’-]+(?: \\p{Lu}[\\p{Ll}'’-]+){0,2}|(?:the )?(?:WHO|CDC|NIH|FDA|NHS|NASA|World Health Organi[sz]ation|Harvard|Stanford|Oxford|Cambridge|Mayo Clinic))` +
    // Up to 80 characters that stay inside the sentence, then the settled conclusion.
    `(?:[^.!?\\n]|\\.(?=\\d)){0,80}?(?<![\\p{L}\\p{N}_])(?:prove[sd]?|proven|(?:conclusively|definitively|finally|once and for all) (?:shows?|showed|shown|proves?|proved|confirms?|confirmed|established)|confirms? (?:once and for all|beyond (?:any )?doubt)|beyond (?:any )?doubt|leaves? no doubt|(?:is|are) (?:the )?proof|settles? (?:it|the (?:matter|debate|question))|(?:shows?|showed|confirms?|confirmed|says?|said|admits?|admitted|agrees?) (?:that )?(?:[^.!?\\n]){0,60}?(?<![\\p{L}\\p{N}_])(?:cures?|100 ?%|completely (?:prevents?|cures?|eliminates?|safe)|guarantee[sd]?|never fails))(?![\\p{L}\\p{N}_])`,
]);

/** What a reader could open: a link, a journal or outlet, a DOI, an author-and-year, a title, a dated release. */
const CITATION_IN_SENTENCE = cueCased([
  'https?://\\S+|www\\.\\S+|doi:\\s?10\\.\\d{4,9}/\\S+|doi\\.org/10\\.\\S+',
  "(?:published|appeared|appearing) in (?:the )?(?:journal )?\\p{Lu}[\\p{L}'’-]*",
  'The Lancet|New England Journal of Medicine|NEJM|BMJ|JAMA|PLOS|PNAS|Cochrane|Annals of \\p{Lu}|Journal of (?:the )?\\p{Lu}|(?:in|journal) (?:Nature|Science|Cell)',
  "\\p{Lu}[\\p{Ll}'’-]+ et al\\.?,? \\(?(?:19|20)\\d{2}\\)?",
  // A title in quotation marks ("Vitamin D and respiratory infections").
  '(?:titled|entitled|called) ["“‘]',
  // A publication date with its month: "on 3 March 2024", "in March 2024".
  '(?:\\d{1,2} )?(?:January|February|March|April|May|June|July|August|September|October|November|December)(?: \\d{1,2},?)? (?:19|20)\\d{2}',
]);

/** The sentence around [start, end): from the last sentence end before it to the next one after. */
function sentenceAround(text: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && start - from < 400 && !/[.!?\n]/.test(text[from - 1]!)) from--;
  let to = end;
  while (
    to < text.length &&
    to - end < 400 &&
    !/[!?\n]/.test(text[to]!) &&
    !(text[to] === '.' && !/\d/.test(text[to + 1] ?? ''))
  )
    to++;
  return text.slice(from, to);
}

/** Is there something a reader could open in this sentence? */
export function citesSomething(sentence: string): boolean {
  return allMatches(CITATION_IN_SENTENCE, sentence, 1).length > 0;
}

/**
 * Named authorities asserting a settled conclusion with nothing to open in their sentence:
 * "A study from the World Health Organization and the CDC proves that green tea prevents cancer".
 * Must not fire on "A study published in The Lancet on 3 March 2024 found that..." (a citation)
 * or on "the Federal Statistics Office said on Thursday" (an attribution with no strong claim).
 */
export function authorityWithoutCitation(text: string): Span[] {
  return allMatches(AUTHORITY_ASSERTS, text, MAX_HITS).filter(
    (hit) => !citesSomething(sentenceAround(text, hit.start, hit.end)),
  );
}

/** The first study named only by who made it in a sentence, or null. */
export function attributedStudyIn(sentence: string): string | null {
  return allMatches(ATTRIBUTED_STUDY, sentence, 1)[0]?.text ?? null;
}
