/**
 * Meaning classes in every language FactLens reads well: which of pay, fee, code, card, link,
 * parcel, toll, tax, account, blocked, urgent, prize, job, investment, family member (and the
 * others in resources/model/meaning-classes.json) a text speaks of, with the exact words, so a
 * judgement can quote them. The words come from FreeDict's bilingual dictionaries, checked by hand
 * (scripts/knowledge/generate-meaning-classes.ts); Vietnamese was written by hand. Inflections are
 * read by meaning-morphology.ts. Built once per language on first use; a text costs one pass over
 * its words and a few map look-ups each.
 */
import data from '../../../../resources/model/meaning-classes.json';
import {
  MORPHOLOGY,
  visitStems,
  fold,
  foldKeepingMarks,
  lemmaStems,
  type Morphology,
} from './meaning-morphology';

export type MeaningClass = (typeof data.classes)[number];
export const MEANING_CLASSES: readonly string[] = data.classes;
/** The languages with meaning classes (ISO 639-1; 'id' also reads Malay). */
export const MEANING_CLASS_LANGUAGES: readonly string[] = Object.keys(data.languages);

export interface MeaningSpan {
  /** Offsets into the text, end exclusive. */
  start: number;
  end: number;
  /** The text's own words, as written. */
  text: string;
}

/** Class -> where in the text it was said; classes not said are absent. */
export type MeaningClasses = Partial<Record<string, MeaningSpan[]>>;

interface Phrase {
  /** Folded words after the first, all but the last matched whole. */
  rest: string[];
  classes: string[];
}

interface LanguageIndex {
  morphology: Morphology;
  /** Stem of a single-word lemma -> its classes. */
  stems: Map<string, string[]>;
  /** Folded whole lemmas (for the start of a compound). */
  lemmas: Map<string, string[]>;
  /** Agglutinative languages: stems that match any word they begin. */
  prefixStems: Map<string, string[]>;
  /** First folded word of a multi-word lemma -> the phrases it opens. */
  phrases: Map<string, Phrase[]>;
  keepMarks: boolean;
  /** The language (ISO 639-1) whose stems the index holds. */
  lang: string;
}

/** Words: letters and inner hyphens; apostrophes split ("l'amende", "d’achat"). */
const WORD = /\p{L}[\p{L}\p{M}]*(?:-\p{L}[\p{L}\p{M}]*)*/gu;
/** Vietnamese written with its tones (most is); without them the folded forms are read. */
const VIETNAMESE_MARKS = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;

/** Longer words are not read: the longest compound worth reading ("Straßenbenutzungsgebühren") is 25. */
const MAX_WORD = 40;

/** A Turkish verb's dictionary form ("almak", "etmek"). */
const TURKISH_VERB = /m[ae]k$/;

const cache = new Map<string, LanguageIndex>();

function add(map: Map<string, string[]>, key: string, cls: string): void {
  const list = map.get(key);
  if (!list) map.set(key, [cls]);
  else if (!list.includes(cls)) list.push(cls);
}

function build(lang: string, keepMarks: boolean): LanguageIndex {
  const morphology = MORPHOLOGY[lang] ?? MORPHOLOGY.en!;
  const norm = keepMarks ? foldKeepingMarks : fold;
  const index: LanguageIndex = {
    morphology,
    stems: new Map(),
    lemmas: new Map(),
    prefixStems: new Map(),
    phrases: new Map(),
    keepMarks,
    lang,
  };
  const classes = (data.languages as Record<string, Record<string, string[]>>)[lang] ?? {};
  for (const [cls, lemmas] of Object.entries(classes)) {
    for (const lemma of lemmas) {
      const parts = (lemma.match(WORD) ?? []).map(norm);
      if (parts.length === 0) continue;
      // Vietnamese without its tones: a lone syllable is too ambiguous ("the" is thẻ, card, and
      // thể, can), so only phrases and words with no tone marks are read.
      if (lang === 'vi' && !keepMarks && parts.length === 1 && VIETNAMESE_MARKS.test(lemma))
        continue;
      if (parts.length === 1) {
        add(index.lemmas, parts[0]!, cls);
        const verb = lang === 'tr' && TURKISH_VERB.test(parts[0]!);
        for (const s of lemmaStems(parts[0]!, morphology, lang)) {
          add(index.stems, s, cls);
          // A Turkish verb's stem is short ("öde-"): it begins words whatever follows.
          const from = morphology.prefixFrom;
          if (from && (s.length >= from || (verb && s.length >= 3))) add(index.prefixStems, s, cls);
        }
        continue;
      }
      const list = index.phrases.get(parts[0]!) ?? [];
      list.push({ rest: parts.slice(1), classes: [cls] });
      index.phrases.set(parts[0]!, list);
    }
  }
  return index;
}

function indexFor(lang: string, keepMarks: boolean): LanguageIndex | null {
  const code = lang === 'ms' ? 'id' : lang;
  if (!(code in data.languages)) return null;
  const key = `${code}${keepMarks ? '+' : ''}`;
  let index = cache.get(key);
  if (!index) {
    index = build(code, keepMarks);
    cache.set(key, index);
  }
  return index;
}

/** The classes a single folded word stands for, inflected or not. */
function classesOfWord(word: string, index: LanguageIndex): string[] {
  // No word of a class is this long; a stranger's 100,000-letter "word" costs one comparison.
  if (word.length > MAX_WORD) return [];
  const m = index.morphology;
  const found = new Set<string>();
  visitStems(word, m, (stem) => {
    for (const c of index.stems.get(stem) ?? []) found.add(c);
  });
  if (found.size && !m.compoundFrom) return [...found];
  if (index.prefixStems.size) {
    // Agglutinative: the longest known stem that begins the word ("hesab|ınızı").
    for (let n = word.length - 1; n >= 3; n--) {
      const hit = index.prefixStems.get(word.slice(0, n));
      if (hit) return hit;
    }
  }
  if (m.compoundFrom) {
    const min = m.compoundFrom;
    for (let i = 3; i <= word.length - min; i++) {
      // The head at the end ("Maut|gebühr"), then a whole lemma at the start ("Paket|zustellung").
      // A head is a whole lemma, inflected or not: "stellt" is not "Stelle".
      visitStems(word.slice(i), m, (stem) => {
        for (const c of index.lemmas.get(stem) ?? []) found.add(c);
      });
    }
    for (let i = min; i <= word.length - 3; i++) {
      const head = word.slice(0, i);
      for (const c of index.lemmas.get(head) ?? []) found.add(c);
      // A linking "s" or "en" ("Zahlungs|frist").
      if (head.endsWith('s'))
        for (const c of index.lemmas.get(head.slice(0, -1)) ?? []) found.add(c);
    }
  }
  return [...found];
}

/**
 * Whether a text's folded word is the last word of a phrase, inflected as its language inflects:
 * a Turkish verb there takes its whole suffix chain ("askıya al|ındı", "teslim ed|ildi", "sona
 * er|ecek"), however short its stem, since the words before it anchor the phrase.
 */
function sameWord(word: string, lemma: string, index: LanguageIndex): boolean {
  if (word === lemma) return true;
  const stems = new Set(lemmaStems(lemma, index.morphology, index.lang));
  if (index.lang === 'tr' && TURKISH_VERB.test(lemma)) {
    for (const s of stems) if (s.length >= 2 && word.startsWith(s)) return true;
  }
  let same = false;
  visitStems(word, index.morphology, (s) => {
    same ||= stems.has(s);
  });
  return same;
}

/**
 * Which meaning classes `text` speaks of in language `lang` (ISO 639-1; 'ms' reads as 'id'), each
 * with the spans that say it. A language without classes gives an empty result.
 */
export function meaningClassesOf(text: string, lang: string): MeaningClasses {
  const keepMarks = lang === 'vi' && VIETNAMESE_MARKS.test(text);
  const index = indexFor(lang, keepMarks);
  const out: MeaningClasses = {};
  if (!index) return out;
  const norm = keepMarks ? foldKeepingMarks : fold;
  const tokens = [...text.matchAll(WORD)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    word: norm(m[0]),
  }));
  const push = (cls: string, start: number, end: number) => {
    const spans = out[cls] ?? [];
    if (!spans.some((s) => s.start <= start && s.end >= end)) {
      spans.push({ start, end, text: text.slice(start, end) });
      out[cls] = spans;
    }
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    for (const phrase of index.phrases.get(t.word) ?? []) {
      const n = phrase.rest.length;
      if (i + n >= tokens.length) continue;
      const ok = phrase.rest.every((w, k) =>
        k === n - 1 ? sameWord(tokens[i + 1 + k]!.word, w, index) : tokens[i + 1 + k]!.word === w,
      );
      if (ok) for (const c of phrase.classes) push(c, t.start, tokens[i + n]!.end);
    }
    for (const c of classesOfWord(t.word, index)) push(c, t.start, t.end);
  }
  return out;
}
