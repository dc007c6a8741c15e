/**
 * "Check it yourself": the key words of a claim and the plain links built from them, a search of
 * published fact-checks (Google Fact Check Explorer), the fact-checkers that work in the claim's
 * language and a Wikipedia search. They are links the person opens; the page requests nothing from
 * these sites by itself. Shared because the report builds them from the claim as it is shown (its
 * personal data already masked), and the server's reference lookup reads the same key words.
 */

/** Words kept in a search at most: fact-check searches match on a few distinctive words. */
export const MAX_KEY_WORDS = 8;
/** Names (runs of capitalised words) kept at most. */
export const MAX_NAMES = 3;

// Function words and the words of attribution: they find every page, so they are left out.
const STOP = new Set(
  (
    'a an the and or but if then than that this these those there here is are was were be been being am ' +
    'has have had do does did will would shall should can could may might must not no nor so too very ' +
    'of in on at to for from by with without about above below over under into onto out up down off ' +
    "as it its it’s it's he she they we you i me him her them us my your his their our who whom whose " +
    'which what when where why how all any both each every few more most other some such only own same ' +
    'just also now ever even still yet again once already says say said saying claims claimed claim ' +
    'according told tells reported reports report stated states state shows show showed shown new ' +
    'one two three per cent percent year years last next since after before during while because ' +
    'el la los las y que del por para con una un es son le les des et est une du au aux der die das und ' +
    'ist nicht ein eine mit von den dem o os as um uma não em na no il lo gli di che è per het een van ' +
    'op te zijn ' +
    // Who is said to say it, and when: they find every page too.
    'doctors experts scientists researchers officials people study studies every morning evening ' +
    'night today yesterday tomorrow week month winter summer spring autumn'
  ).split(' '),
);
/** Capitalised words that name nobody: days, months and sentence openers. */
const NOT_A_NAME =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|The|A|An|In|On|At|This|That|These|Those|It|He|She|They|We|I|You|Says|Said|According|But|And|If|When|As|After|Before|Since|By|For|With|Under|Over)$/u;
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’.,%-]*/gu;

export interface ClaimKeywords {
  /** Names of people, places and things the claim is about ("Eiffel Tower"). */
  names: string[];
  /** Its distinctive words, names first, at most MAX_KEY_WORDS. */
  words: string[];
}

function clean(token: string): string {
  return token.replace(/[.,'’-]+$/u, '').replace(/^['’]+/u, '');
}

/** The names and distinctive words of a claim, in the order it says them. */
export function claimKeywords(claim: string): ClaimKeywords {
  const text = claim.replace(/^\s*says\s+/iu, '').slice(0, 600);
  const tokens = [...text.matchAll(TOKEN)].map((m) => ({ text: clean(m[0]), at: m.index ?? 0 }));
  const names: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length && names.length < MAX_NAMES && !names.includes(run.join(' ')))
      names.push(run.join(' '));
    run = [];
  };
  for (const [i, t] of tokens.entries()) {
    const capital = /^\p{Lu}/u.test(t.text) && !NOT_A_NAME.test(t.text);
    // "of" and "de" join a name's parts ("Bank of England", "Banco de España").
    const joiner =
      run.length > 0 && /^(?:of|de|del|du|von|van|the)$/u.test(t.text) && tokens[i + 1]
        ? /^\p{Lu}/u.test(tokens[i + 1]!.text)
        : false;
    if (capital || joiner) run.push(t.text);
    else flush();
  }
  flush();
  // Every sentence opens on a capital: a lone capitalised first word ("Doctors say ...") names no
  // one; a name that opens a sentence has a second capitalised word ("Eiffel Tower") or is kept
  // among the key words below.
  const first = tokens[0]?.text;
  if (first && names[0] === first) names.shift();
  const words: string[] = [];
  const add = (w: string) => {
    if (
      words.length < MAX_KEY_WORDS &&
      w &&
      !words.some((x) => x.toLowerCase() === w.toLowerCase())
    )
      words.push(w);
  };
  for (const n of names) add(n);
  const inNames = new Set(names.flatMap((n) => n.toLowerCase().split(' ')));
  for (const t of tokens) {
    const lower = t.text.toLowerCase();
    if (STOP.has(lower) || inNames.has(lower)) continue;
    if (/^\p{N}+$/u.test(t.text) && t.text.length < 3) continue;
    if (t.text.length < 3 && !/\d/u.test(t.text)) continue;
    add(t.text);
  }
  return { names, words };
}

/** A link the report shows under a claim. */
export interface CheckLink {
  label: string;
  url: string;
  /** What the link is, for grouping: a fact-check search, a fact-checker, a reference work. */
  kind: 'fact-check-search' | 'fact-checker' | 'reference';
}

interface FactChecker {
  name: string;
  search: (q: string) => string;
}

// biome-ignore format: one fact-checker per line.
const FACT_CHECKERS: Readonly<Record<string, readonly FactChecker[]>> = {
  en: [
    { name: 'Full Fact', search: (q) => `https://fullfact.org/search/?q=${q}` },
    { name: 'PolitiFact', search: (q) => `https://www.politifact.com/search/?q=${q}` },
    { name: 'Snopes', search: (q) => `https://www.snopes.com/search/?q=${q}` },
    { name: 'FactCheck.org', search: (q) => `https://www.factcheck.org/?s=${q}` },
  ],
  es: [
    { name: 'Maldita.es', search: (q) => `https://maldita.es/buscador/?s=${q}` },
    { name: 'Newtral', search: (q) => `https://www.newtral.es/?s=${q}` },
    { name: 'Chequeado', search: (q) => `https://chequeado.com/?s=${q}` },
    { name: 'EFE Verifica', search: (q) => `https://verifica.efe.com/?s=${q}` },
  ],
  fr: [
    { name: 'AFP Factuel', search: (q) => `https://factuel.afp.com/?query=${q}` },
    { name: 'Les Décodeurs (Le Monde)', search: (q) => `https://www.lemonde.fr/recherche/?search_keywords=${q}` },
  ],
  de: [
    { name: 'Correctiv', search: (q) => `https://correctiv.org/?s=${q}` },
    { name: 'Mimikama', search: (q) => `https://www.mimikama.org/?s=${q}` },
  ],
  pt: [{ name: 'Aos Fatos', search: (q) => `https://www.aosfatos.org/noticias/?q=${q}` }],
  it: [{ name: 'Facta', search: (q) => `https://facta.news/?s=${q}` }],
};

/** Wikipedia's languages FactLens names links for; others search the English one. */
const WIKIPEDIA_LANGUAGES = new Set(['en', 'es', 'fr', 'de', 'pt', 'it', 'nl']);

/** The claim's language as a two-letter code FactLens links for ("und" reads as English). */
export function linkLanguage(language: string): string {
  const code = language.toLowerCase().slice(0, 2);
  return WIKIPEDIA_LANGUAGES.has(code) ? code : 'en';
}

/** Fact-checkers whose searches are offered for a claim in this language. */
export function factCheckersFor(language: string): readonly FactChecker[] {
  return FACT_CHECKERS[linkLanguage(language)] ?? [];
}

/**
 * The links under a claim: Google Fact Check Explorer's search, a search at each fact-checker of
 * its language and a Wikipedia search, all from its key words. None when it has none.
 */
export function checkLinks(claim: string, language: string): CheckLink[] {
  const { names, words } = claimKeywords(claim);
  if (!words.length) return [];
  const lang = linkLanguage(language);
  const q = encodeURIComponent(words.join(' '));
  // Wikipedia is searched for what the claim is about: its first name, else a few key words.
  const reference = encodeURIComponent(names[0] ?? words.slice(0, 3).join(' '));
  return [
    {
      label: 'Search published fact-checks (Google Fact Check Explorer)',
      url: `https://toolbox.google.com/factcheck/explorer/search/${q};hl=${lang}`,
      kind: 'fact-check-search',
    },
    ...factCheckersFor(lang).map((f) => ({
      label: `Search ${f.name}`,
      url: f.search(q),
      kind: 'fact-checker' as const,
    })),
    {
      label: 'Search Wikipedia',
      url: `https://${lang}.wikipedia.org/w/index.php?search=${reference}&fulltext=1`,
      kind: 'reference',
    },
  ];
}
