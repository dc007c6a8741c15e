/**
 * Cheap language detection by counting very common function words. Good enough to tell which
 * lexicons apply and to warn the user when the text is not English, which is all the offline
 * analyzer needs; it never claims a language on too little evidence.
 */

export const SUPPORTED_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'] as const;
export type DetectedLanguage = (typeof SUPPORTED_LANGUAGES)[number] | 'und';

/** Words unique enough to each language (shared ones such as "a", "de", "in" are left out). */
const STOPWORDS: Record<(typeof SUPPORTED_LANGUAGES)[number], readonly string[]> = {
  en: [
    'the',
    'and',
    'is',
    'are',
    'was',
    'were',
    'of',
    'to',
    'in',
    'that',
    'it',
    'with',
    'for',
    'this',
    'have',
    'has',
    'you',
    'your',
    'be',
    'not',
    'will',
    'on',
    'at',
    'by',
    'from',
    'they',
    'we',
    'which',
    'been',
    'or',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'y',
    'es',
    'que',
    'del',
    'por',
    'para',
    'con',
    'una',
    'su',
    'sus',
    'está',
    'son',
    'pero',
    'como',
    'más',
    'fue',
    'ha',
    'muy',
    'también',
    'usted',
    'lo',
    'al',
    'se',
  ],
  fr: [
    'le',
    'les',
    'et',
    'est',
    'des',
    'du',
    'une',
    'pour',
    'dans',
    'qui',
    'que',
    'pas',
    'sur',
    'avec',
    'sont',
    'ce',
    'cette',
    'vous',
    'votre',
    'nous',
    'au',
    'aux',
    'mais',
    'été',
    'par',
    'il',
    'elle',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'nicht',
    'ein',
    'eine',
    'mit',
    'den',
    'dem',
    'von',
    'zu',
    'auf',
    'sich',
    'sind',
    'für',
    'wird',
    'auch',
    'ich',
    'sie',
    'ihr',
    'ihre',
    'wurde',
    'oder',
    'bei',
    'nach',
  ],
  pt: [
    'o',
    'os',
    'as',
    'e',
    'é',
    'não',
    'um',
    'uma',
    'para',
    'com',
    'do',
    'da',
    'dos',
    'das',
    'que',
    'em',
    'no',
    'na',
    'seu',
    'sua',
    'você',
    'foi',
    'são',
    'mais',
    'pelo',
    'pela',
    'isso',
  ],
  it: [
    'il',
    'lo',
    'gli',
    'e',
    'è',
    'che',
    'di',
    'non',
    'un',
    'una',
    'per',
    'con',
    'del',
    'della',
    'sono',
    'anche',
    'questo',
    'nel',
    'alla',
    'ma',
    'più',
    'come',
    'stato',
    'suo',
    'sua',
    'ci',
  ],
  nl: [
    'de',
    'het',
    'een',
    'en',
    'is',
    'van',
    'niet',
    'dat',
    'die',
    'op',
    'te',
    'met',
    'voor',
    'zijn',
    'er',
    'maar',
    'ook',
    'wordt',
    'naar',
    'bij',
    'uw',
    'je',
    'jij',
    'wij',
    'hij',
    'ze',
  ],
};

const LOOKUP = new Map<string, Array<(typeof SUPPORTED_LANGUAGES)[number]>>();
for (const lang of SUPPORTED_LANGUAGES) {
  for (const word of STOPWORDS[lang]) {
    const langs = LOOKUP.get(word) ?? [];
    langs.push(lang);
    LOOKUP.set(word, langs);
  }
}

/** Tokens beyond this add nothing to a stopword vote. */
const MAX_TOKENS = 2000;
/** Fewer function-word hits than this and we do not name a language. */
const MIN_HITS = 2;

const WORD = /\p{L}+/gu;

export function detectLanguage(text: string): DetectedLanguage {
  const counts = new Map<string, number>();
  let tokens = 0;
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null && tokens < MAX_TOKENS; m = WORD.exec(text)) {
    tokens++;
    const langs = LOOKUP.get(m[0].toLowerCase());
    if (!langs) continue;
    // A word shared by several languages is split between them.
    for (const lang of langs) counts.set(lang, (counts.get(lang) ?? 0) + 1 / langs.length);
  }
  WORD.lastIndex = 0;
  let best: DetectedLanguage = 'und';
  let bestCount = 0;
  for (const lang of SUPPORTED_LANGUAGES) {
    const c = counts.get(lang) ?? 0;
    if (c > bestCount) {
      best = lang;
      bestCount = c;
    }
  }
  return bestCount >= MIN_HITS ? best : 'und';
}

const NAMES: Record<string, string> = {
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
};

/** The note shown when the analysis is weaker than for English, or null for English. */
export function languageNote(lang: DetectedLanguage): string | null {
  if (lang === 'en') return null;
  if (lang === 'und') {
    return 'The language could not be recognised, so the analysis used English patterns and may miss warning signs.';
  }
  const lexicons = lang === 'es' || lang === 'fr' || lang === 'de' || lang === 'pt';
  return `The text looks ${NAMES[lang]}. The offline analysis is built for English${
    lexicons ? ' and checks only a few common scam and pressure phrases in this language' : ''
  }, so it is limited here: claims and bias findings may be missed.`;
}
