/**
 * Bias and manipulation findings: loaded and emotional wording, subjectivity, one-sidedness and
 * the clear-cut, cue-based persuasion techniques (after the SemEval propaganda-technique
 * taxonomy). Every finding carries the spans that triggered it, a few at most per technique.
 * Cues that are ordinary words in a report (heated labels, smears) count only in a heated text:
 * one with loaded words, an exclamation mark, or written mostly in capitals.
 */
import { SEVERITY_RANK, type BiasFinding, type Severity } from '../../../../shared';
import { groupedCue } from './cue';
import { SMEARS, smearHits } from './smears';
import {
  CHARGED_WORDS,
  LOADED_WORDS,
  TECHNIQUES,
  isHeatedLabelOnly,
  type Technique,
} from './techniques';
import { GLITTERING } from './virtue';
import { allMatches, countRuns, type Span } from '../../knowledge/patterns';
import { isFormalRegister } from './register';
import { repeatedWords } from './repeated-words';
import { splitSentences } from '../../knowledge/sentences';
import { authorityWithoutCitation } from '../../signals/attribution';

/** Spans reported per technique: enough to show the pattern without flooding the page. */
export const MAX_SPANS_PER_TECHNIQUE = 5;
/** Hits counted per technique before we stop looking. */
const MAX_HITS = 60;

const LOADED = groupedCue(LOADED_WORDS);
const CHARGED = groupedCue(CHARGED_WORDS);
/** An exclamation mark or two shouted words: the text is already raising its voice. */
const EMPHATIC =
  /!|(?<![\p{L}])\p{Lu}{3,}(?![\p{L}])[^\n]{0,40}?(?<![\p{L}])\p{Lu}{3,}(?![\p{L}])/u;
/** Openers of campaign and protest slogans ("Vote them out!", "Never forget", "Down with ..."). */
const SLOGAN_OPENER = groupedCue([
  '^(?:vote|impeach|elect|re-?elect|defund|abolish|ban|stop|save|support|resist|unite|fight|stand (?:up|with|for)|lock|build|drain|take back|free|end|protect|defend|keep|make|bring back|never forget|remember|say no to|no more|down with|long live|power to|not my|hands off|god save|love wins|no to)',
]);
/** Slogan forms recognisable wherever they appear. */
const SLOGAN_FORMS = groupedCue([
  'lock (?:him|her|them) up|build the wall|enough is enough|take back (?:control|our (?:country|streets|future))|drain the swamp|stop the steal|my body,? my choice|not my (?:president|king|prime minister)|make \\p{L}+ great(?: again)?|keep \\p{L}+ great|\\p{L}+ lives matter|no justice,? no peace|yes we can|hope not hate|love trumps hate|(?:vote|throw) (?:them|it|him|her) out|silence is (?:violence|complicity)|defund the police|never again|power to the people',
]);
/** A campaign hashtag: words run together (#TakeBackControl). */
const SLOGAN_HASHTAG = /#(?:\p{Lu}\p{Ll}+){2,6}(?![\p{L}\p{N}_])/gu;
/** A line this short can be chanted; longer ones are sentences. */
const SLOGAN_MAX_WORDS = 7;
/** A line that ends a sentence calmly is a statement, not a slogan. */
const CALM_END = /[.,;:]\s*$/;
/** A quotation signed "- Name": offered as authority instead of argument. */
const SIGNED_QUOTE =
  /["“][^"”\n]{15,300}["”]\s{0,3}[-–—~]\s{0,3}\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,3}/gu;
const LINE = /[^\n]+/g;
const SUBJECTIVE = groupedCue([
  'i think|i believe|i feel|in my opinion|imo|obviously|clearly|undeniabl[ey]|of course|absolutely|totally|everyone knows|no doubt|without a doubt|frankly|honestly|needless to say',
]);
const COUNTERPOINT = groupedCue([
  'however|but|although|though|whereas|on the other hand|critics|opponents|others (?:say|argue)|disputed|denied|declined to comment|in contrast|nevertheless|supporters',
]);
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII, written by its ends.
const ASCII_ONLY = /^[\x00-\x7f]*$/;

const CAPITALISED_NEIGHBOUR_BEFORE = /\p{Lu}[\p{L}'’-]*\s$/u;
const CAPITALISED_NEIGHBOUR_AFTER = /^\s\p{Lu}[\p{L}'’-]*/u;

function inProperName(text: string, s: Span): boolean {
  if (!/^\p{Lu}\p{Ll}/u.test(s.text)) return false;
  const before = text.slice(Math.max(0, s.start - 30), s.start);
  const after = text.slice(s.end, s.end + 30);
  return CAPITALISED_NEIGHBOUR_BEFORE.test(before) || CAPITALISED_NEIGHBOUR_AFTER.test(after);
}

function severityFor(count: number, medium: number, high: number): Severity {
  if (count >= high) return 'high';
  if (count >= medium) return 'medium';
  return 'low';
}

function finding(
  technique: string,
  label: string,
  severity: Severity,
  explanation: string,
  spans: Span[],
): BiasFinding {
  return {
    technique,
    label,
    severity,
    explanation,
    spans: spans.slice(0, MAX_SPANS_PER_TECHNIQUE),
  };
}

/** Short chant-like lines that open with a campaign verb, known slogan forms and campaign hashtags. */
function sloganHits(text: string): Span[] {
  // A hashtag is a slogan when its run-together words open like one (#StopTheSteal), not a topic tag (#Oscars).
  const tags = allMatches(SLOGAN_HASHTAG, text, MAX_HITS).filter(
    (t) =>
      allMatches(SLOGAN_OPENER, t.text.slice(1).replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' '), 1).length >
      0,
  );
  const hits = [...allMatches(SLOGAN_FORMS, text, MAX_HITS), ...tags];
  for (const line of allMatches(LINE, text, MAX_HITS)) {
    const trimmed = line.text.trim();
    // As many as `trimmed.split(/\s+/)` makes (a trimmed line: one more than its gaps), counted.
    const words = countRuns(trimmed).spaceRuns + 1;
    if (words < 2 || words > SLOGAN_MAX_WORDS || CALM_END.test(trimmed) || trimmed.endsWith('?'))
      continue;
    // Chanted, not said: an exclamation or capitals ("Keep the receipt" is an instruction).
    if (!trimmed.endsWith('!') && /\p{Ll}/u.test(trimmed)) continue;
    const opener = allMatches(SLOGAN_OPENER, trimmed, 1)[0];
    if (!opener) continue;
    const start = line.start + line.text.indexOf(trimmed);
    if (!hits.some((h) => h.start < start + trimmed.length && h.end > start))
      hits.push({ text: trimmed, start, end: start + trimmed.length });
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** Hits found by structure rather than by the technique's cue list. */
function extraHits(
  technique: string,
  text: string,
  heated: boolean,
  authority: readonly Span[],
): Span[] {
  if (technique === 'slogans') return sloganHits(text);
  if (technique === 'appeal_to_authority') {
    // A signed quotation, or a named authority asserting a settled conclusion with nothing to open.
    const signed = allMatches(SIGNED_QUOTE, text, MAX_HITS);
    return authority.length ? [...signed, ...authority].sort((a, b) => a.start - b.start) : signed;
  }
  if (technique === 'smears') return smearHits(text, heated, MAX_HITS);
  return [];
}

/** Characters looked at to decide whether a text is shouted: its opening is enough. */
const SHOUT_SAMPLE = 3000;
const LETTER = /\p{L}/u;
const CAPITAL = /\p{Lu}/u;

/** Mostly capital letters: the whole text is shouted (memes, banners). */
function shouted(text: string): boolean {
  let letters = 0;
  let capitals = 0;
  const end = Math.min(text.length, SHOUT_SAMPLE);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    // ASCII letters without a regex; anything else asks the Unicode classes.
    const upper = c >= 65 && c <= 90;
    const letter = upper || (c >= 97 && c <= 122) || (c > 127 && LETTER.test(text[i]!));
    if (!letter) continue;
    letters++;
    if (upper || (c > 127 && CAPITAL.test(text[i]!))) capitals++;
  }
  return letters >= 12 && capitals / letters > 0.6;
}

const STRUCTURAL: ReadonlyArray<
  Pick<Technique, 'technique' | 'label' | 'explanation' | 'medium' | 'high'>
> = [
  SMEARS,
  {
    technique: 'slogans',
    label: 'Slogans',
    explanation: 'Short, catchy phrases and hashtags that stir emotion and replace an argument.',
    medium: 2,
    high: 4,
  },
];

function repetition(text: string, sentences: readonly Span[]): BiasFinding | null {
  const spans: Span[] = repeatedWords(text, MAX_SPANS_PER_TECHNIQUE);
  // The same sentence said again (slogans, chants, copy-pasted warnings).
  const seen = new Map<string, Span>();
  for (const s of sentences) {
    // Once the spans are full nothing more is added: the sentences after are not read.
    if (spans.length >= MAX_SPANS_PER_TECHNIQUE) break;
    // Plain ASCII (most text) takes the cheaper ASCII classes; they keep exactly the same characters.
    const lower = s.text.toLowerCase();
    const key = (
      ASCII_ONLY.test(lower)
        ? lower.replace(/[^a-z0-9 ]/g, '')
        : lower.replace(/[^\p{L}\p{N} ]/gu, '')
    ).trim();
    // Fewer than three words: fewer than two spaces (found without splitting the sentence).
    if (key.indexOf(' ', key.indexOf(' ') + 1) < 0) continue;
    const earlier = seen.get(key);
    if (earlier) {
      spans.push(earlier, s);
    } else seen.set(key, s);
  }
  if (spans.length === 0) return null;
  return finding(
    'repetition',
    'Repetition',
    spans.length >= 4 ? 'medium' : 'low',
    'Repeats the same words or sentences to make a message stick, which makes it feel truer without adding evidence.',
    spans.sort((a, b) => a.start - b.start),
  );
}

/**
 * `unsupportedAuthority` is the source evidence's list of named authorities asserting a settled
 * conclusion with no citation (computed once per analysis by the signals step).
 */
/**
 * The analyzer passes what the signals stage already computed (the unsupported appeals to
 * authority, the sentences); a caller with the text alone (tests, the persuasion eval) need not.
 */
export function detectBias(
  text: string,
  unsupportedAuthority: readonly Span[] = authorityWithoutCitation(text),
  sentences: readonly Span[] = splitSentences(text),
): BiasFinding[] {
  const out: BiasFinding[] = [];
  const words = Math.max(1, countRuns(text).wordRuns);
  // A standard, a contract or a paper names corrupt data, fatal errors and attacks as terms of art
  // and says so calmly: its loaded-sounding words are not loaded there (register.ts).
  const formal = isFormalRegister(text);
  // "Action Fraud" or "Crisis Group" are names, not loaded words.
  const evaluative = formal
    ? []
    : allMatches(LOADED, text, MAX_HITS).filter((s) => !inProperName(text, s));
  const emotive = !formal && (evaluative.length > 0 || EMPHATIC.test(text));
  const charged = emotive
    ? allMatches(CHARGED, text, MAX_HITS).filter((s) => !inProperName(text, s))
    : [];
  const loaded = charged.length
    ? [...evaluative, ...charged].sort((a, b) => a.start - b.start)
    : evaluative;
  // Density, not count: a long report can mention a "crisis" twice and stay neutral.
  const loadedPer100 = (loaded.length * 100) / words;
  if (loaded.length >= 2 || (loaded.length === 1 && words < 60)) {
    const severity: Severity = loadedPer100 >= 3 ? 'high' : loadedPer100 >= 1.2 ? 'medium' : 'low';
    out.push(
      finding(
        'loaded_language',
        'Loaded and emotional language',
        severity,
        'Emotionally charged words tell you how to feel about the facts before you have them; neutral reporting lets the facts speak.',
        loaded,
      ),
    );
  }
  const subjective = allMatches(SUBJECTIVE, text, MAX_HITS);
  if (subjective.length >= 2) {
    out.push(
      finding(
        'subjectivity',
        'Opinion presented as fact',
        severityFor(subjective.length, 3, 6),
        'Words like "obviously" or "everyone knows" present an opinion as settled fact; ask what evidence stands behind it.',
        subjective,
      ),
    );
  }
  // Heated, not just emphatic: two acronyms ("NATO and EU") do not make a report angry.
  const heated = !formal && (evaluative.length > 0 || text.includes('!') || shouted(text));
  const all: ReadonlyArray<Omit<Technique, 'cues'> & { cues?: RegExp }> = [
    ...TECHNIQUES,
    GLITTERING,
    ...STRUCTURAL,
  ];
  for (const t of all) {
    let cued = t.cues ? allMatches(t.cues, text, MAX_HITS) : [];
    if (t.technique === 'name_calling' && !heated)
      cued = cued.filter((h) => !isHeatedLabelOnly(h.text));
    const extra = extraHits(t.technique, text, heated, unsupportedAuthority).filter(
      (e) => !cued.some((c) => c.start < e.end && c.end > e.start),
    );
    const hits = extra.length ? [...cued, ...extra].sort((a, b) => a.start - b.start) : cued;
    if (hits.length > 0)
      out.push(
        finding(
          t.technique,
          t.label,
          severityFor(hits.length, t.medium, t.high),
          t.explanation,
          hits,
        ),
      );
  }
  const rep = repetition(text, sentences);
  if (rep) out.push(rep);

  // One-sided: a text of some length that argues with charged language and never gives the
  // other side a word.
  const techniqueHits = out.reduce((n, f) => n + f.spans.length, 0);
  if (words >= 60 && techniqueHits >= 3 && allMatches(COUNTERPOINT, text, 1).length === 0) {
    out.push(
      finding(
        'one_sidedness',
        'One-sided',
        techniqueHits >= 8 ? 'medium' : 'low',
        'Presents only one side, with no opposing view, caveat or response from those criticised.',
        loaded.length > 0 ? loaded.slice(0, 2) : out[0]!.spans.slice(0, 2),
      ),
    );
  }
  const rank = SEVERITY_RANK;
  return out.sort((a, b) => rank[b.severity] - rank[a.severity]);
}
