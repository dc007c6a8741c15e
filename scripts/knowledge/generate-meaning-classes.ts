/**
 * Writes resources/model/meaning-classes.json: the words of each meaning class (pay, fee, code,
 * parcel, toll, family member...) in Spanish, Portuguese, French, German, Italian, Dutch, Polish,
 * Turkish and Indonesian, from Debian's FreeDict dictionaries, and in Vietnamese by hand.
 *
 *   apt-get install -y dict-freedict-eng-{spa,por,fra,deu,ita,nld,pol,tur,ind} \
 *     dict-freedict-{spa,por,fra,deu,ita,nld,pol,tur}-eng
 *   node scripts/knowledge/run-ts.mjs scripts/knowledge/generate-meaning-classes.ts [--candidates LANG]
 *
 * For each class (meaning-class-anchors.ts) the candidates are the translations of its English
 * anchors in the English-to-X dictionary, and the X headwords glossed by an anchor in the X-to-
 * English one. Every candidate was read by hand: wrong senses are removed and missing everyday
 * words added (meaning-class-pruning.ts, counted in the output). `--candidates es` prints what
 * the dictionaries give for one language, marking what the pruning removes, for review.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CLASS_ANCHORS, SHARED_WORDS } from './meaning-class-anchors';
import { REVIEWED } from './meaning-class-pruning';
import { VIETNAMESE } from './meaning-classes-vi';
import { forward, readDictionary, reverseIndex } from './freedict';

const OUT = resolve(import.meta.dirname, '../../resources/model/meaning-classes.json');
const VERSION = 1;
/** An English-to-X dictionary this large is not complemented by the X-to-English one. */
const LARGE = 100_000;

/** ISO 639-1 -> FreeDict's ISO 639-3 name. */
const LANGS: Record<string, string> = {
  es: 'spa',
  pt: 'por',
  fr: 'fra',
  de: 'deu',
  it: 'ita',
  nl: 'nld',
  pl: 'pol',
  tr: 'tur',
  id: 'ind',
};

const LICENCES: Record<string, string> = {
  'eng-deu': 'GPL-3.0-or-later and AGPL-3.0 (Ding, Frank Richter)',
  'deu-eng': 'GPL-3.0-or-later and AGPL-3.0 (Ding, Frank Richter)',
  'eng-pol': 'GPL-3.0-or-later; text also GFDL-1.2-or-later (Piotrowski & Saloni, Bański)',
  'pol-eng': 'CC BY-SA 3.0 (WikDict)',
  'eng-ind': 'CC BY-SA 3.0 (WikDict)',
};
const licenceOf = (name: string) => LICENCES[name] ?? 'GPL-2.0-or-later (FreeDict contributors)';

interface Source {
  dictionary: string;
  edition: string;
  licence: string;
}

function candidatesFor(iso3: string, sources: Source[]): Map<string, Set<string>> {
  const fwd = readDictionary(`eng-${iso3}`);
  sources.push({
    dictionary: `freedict-eng-${iso3}`,
    edition: fwd.edition,
    licence: licenceOf(`eng-${iso3}`),
  });
  let rev: Map<string, Set<string>> = new Map();
  // A large English-to-X dictionary (German's Ding) already lists the everyday words; read
  // backwards it only adds rare compounds.
  if (fwd.entries.size < LARGE)
    try {
      const back = readDictionary(`${iso3}-eng`);
      sources.push({
        dictionary: `freedict-${iso3}-eng`,
        edition: back.edition,
        licence: licenceOf(`${iso3}-eng`),
      });
      rev = reverseIndex(back);
    } catch {
      // No X-to-English dictionary (Indonesian): the English-to-X one alone.
    }
  const out = new Map<string, Set<string>>();
  for (const [cls, anchors] of Object.entries(CLASS_ANCHORS)) {
    const words = new Set<string>();
    for (const a of anchors) {
      for (const w of forward(fwd, a)) words.add(w);
      for (const w of rev.get(a) ?? []) words.add(w);
    }
    out.set(cls, words);
  }
  return out;
}

const only = process.argv.indexOf('--candidates');
const showLang = only > 0 ? process.argv[only + 1] : undefined;
const languages: Record<string, Record<string, string[]>> = {};
const counts: Record<string, { candidates: number; removed: number; added: number; kept: number }> =
  {};
const sources: Source[] = [];
const problems: string[] = [];

const split = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((w) => w.trim().normalize('NFKC'))
    .filter(Boolean);

function review(lang: string, candidates: Map<string, Set<string>>): void {
  const classes: Record<string, string[]> = {};
  const c = { candidates: 0, removed: 0, added: 0, kept: 0 };
  for (const [cls, words] of candidates) {
    const kept = new Set(split(REVIEWED[lang]?.[cls]));
    if (!REVIEWED[lang]?.[cls]) problems.push(`${lang}/${cls}: not reviewed`);
    if (showLang === lang) {
      const shown = [...words].sort().map((w) => (kept.has(w) ? w : `-${w}`));
      const added = [...kept].filter((w) => !words.has(w));
      console.log(`${cls}: ${shown.join(', ')}${added.length ? ` || +${added.join(', +')}` : ''}`);
    }
    c.candidates += words.size;
    c.removed += [...words].filter((w) => !kept.has(w)).length;
    c.added += [...kept].filter((w) => !words.has(w)).length;
    const all = new Set([...kept, ...(SHARED_WORDS[cls] ?? [])]);
    c.kept += all.size;
    classes[cls] = [...all].sort();
  }
  languages[lang] = classes;
  counts[lang] = c;
}

/** English: the anchors are the candidates. */
if (!showLang || showLang === 'en')
  review(
    'en',
    new Map(Object.entries(CLASS_ANCHORS).map(([cls, anchors]) => [cls, new Set(anchors)])),
  );
for (const [lang, iso3] of Object.entries(LANGS)) {
  if (showLang && showLang !== lang) continue;
  review(lang, candidatesFor(iso3, sources));
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
if (!showLang) {
  const vi: Record<string, string[]> = {};
  let n = 0;
  for (const [cls, words] of Object.entries(VIETNAMESE)) {
    vi[cls] = [...new Set([...words, ...(SHARED_WORDS[cls] ?? [])])].sort();
    n += vi[cls]!.length;
  }
  languages.vi = vi;
  counts.vi = { candidates: 0, removed: 0, added: n, kept: n };
  const file = {
    about:
      'GENERATED by scripts/knowledge/generate-meaning-classes.ts: words of each meaning class per language (ISO 639-1), from FreeDict bilingual dictionaries anchored on English words, pruned and completed by hand; Vietnamese written by hand (scripts/knowledge/meaning-classes-vi.ts). Do not edit by hand.',
    version: VERSION,
    sources: [
      ...sources,
      {
        dictionary: 'Vietnamese: written by hand',
        edition: String(VERSION),
        licence: 'same as FactLens',
      },
    ],
    counts,
    classes: Object.keys(CLASS_ANCHORS),
    languages,
  };
  writeFileSync(OUT, `${JSON.stringify(file, null, 1)}\n`);
  console.log(`Wrote ${OUT}`);
  for (const [lang, c] of Object.entries(counts))
    console.log(
      `${lang}: ${c.candidates} candidates, ${c.removed} removed, ${c.added} added by hand, ${c.kept} kept`,
    );
}
