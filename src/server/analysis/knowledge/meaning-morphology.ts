/**
 * How each language inflects, as cheaply as meaning classes need: a word is folded (lower case,
 * no diacritics: "Bestätigung" and "bestatigung" are one), and a text's word matches a class's
 * lemma when both come down to the same stem once one inflectional ending is taken off each
 * ("pague" and "pagar" share "pag"; "zablokowane" and "zablokować" share "zablokow"). Turkish
 * adds its suffix chains and softened stems ("hesabınız" is "hesap"); Indonesian strips its
 * prefixes and suffixes ("diblokir", "pembayaran"); German and Dutch also find a lemma at either
 * end of a compound ("Mautgebühr", "verificatiecode"). Vietnamese does not inflect.
 */

export interface Morphology {
  /** Inflectional endings, folded; '' is implied. */
  endings: readonly string[];
  /** The shortest stem left after taking an ending off (shorter stems match only whole words). */
  minStem: number;
  /** Prefixes a word may carry before its stem (German and Dutch "ge-", Indonesian "di-"...). */
  prefixes?: readonly string[];
  /** Compounds: a lemma of at least this many letters is also found at either end of a word. */
  compoundFrom?: number;
  /** Agglutinative: a stem of at least this many letters matches any word it begins. */
  prefixFrom?: number;
}

/** Letters that do not decompose into a base letter and a mark. */
const SPECIAL: Record<string, string> = {
  ı: 'i',
  ł: 'l',
  ß: 'ss',
  đ: 'd',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
};
const MARKS = /\p{M}/gu;
const ASCII = /^[\x20-\x7e]*$/;

/** Lower case, compatibility-decomposed, without marks ("Ödeme" -> "odeme", "ĳ" -> "ij"). */
export function fold(word: string): string {
  if (ASCII.test(word)) return word.toLowerCase();
  return word
    .toLowerCase()
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(/[ıłßđøæœ]/g, (c) => SPECIAL[c]!);
}

/** Lower case, keeping the marks (Vietnamese, whose tones tell words apart). */
export const foldKeepingMarks = (word: string) => word.toLowerCase().normalize('NFC');

const words = (s: string) => s.split(' ');

const TR_CASES = words(
  'i u e a in un de da den dan te ta ten tan le la ler lar im um imiz umuz iniz unuz niz nuz ye ya yi yu nin nun ne na ni nu si su sini sunu leri lari lerin larin leriniz lariniz yle yla dir dur tir tur miz muz ki',
);

export const MORPHOLOGY: Record<string, Morphology> = {
  en: { endings: words('s es ed d ing ings er ers ly ment'), minStem: 3 },
  es: {
    endings: words(
      'a as o os e es en an ar er ir ado ada ados adas ido ida idos idas ando iendo amos emos imos ue uen ues on ones ara aran era eran ira iran ria rian mente cion ciones',
    ),
    minStem: 3,
  },
  pt: {
    endings: words(
      'a as o os e es em am ens ns ar er ir ado ada ados adas ido ida idos idas ando endo indo amos emos imos ue uem ues ao oes aram ara ou ei ir mente cao coes',
    ),
    minStem: 3,
  },
  fr: {
    endings: words(
      'e es s x er ez ent ons ee ees ant ait ais era erez eront ir is it ement ation ations',
    ),
    minStem: 3,
  },
  de: {
    endings: words('e en n er es s et t st te ten ung ungen end'),
    minStem: 3,
    prefixes: words('ge'),
    compoundFrom: 4,
  },
  it: {
    endings: words(
      'a e i o hi he are ere ire ato ata ati ate ito ita iti ite ando endo iamo ano ono era ra zione zioni mente',
    ),
    minStem: 3,
  },
  nl: {
    endings: words('en n e s t te ten de den d ing ingen je jes'),
    minStem: 3,
    prefixes: words('ge'),
    compoundFrom: 4,
  },
  pl: {
    endings: words(
      'a e i y o u em om ami ach ow ie ia iu ij c ic ac ec owac uje ujesz uj ujcie esz aj ajcie my cie l la lo li ly lem lam ny na ne nego nej nym nych ania anie enia enie eniu owy owa owe owego owej ym ych ego ej emu ek ku ki kiem owany owana owane owanie owania ona one ony',
    ),
    minStem: 3,
  },
  tr: { endings: TR_CASES, minStem: 3, prefixFrom: 4 },
  id: {
    endings: words('kan an i nya lah mu ku kah'),
    minStem: 3,
    prefixes: words('di me mem men meng meny ber ter pe pem pen peng peny per ke se'),
  },
  vi: { endings: [], minStem: 1 },
};

/** Turkish stems soften before a vowel: hesap/hesabı, kitap/kitabı, ağaç/ağacı, renk/rengi. */
const SOFTENED: Record<string, string> = { p: 'b', t: 'd', k: 'g' };

/** The stems a lemma may appear under: itself, and itself less one ending. */
export function lemmaStems(lemma: string, m: Morphology, lang: string): string[] {
  const out = new Set([lemma]);
  for (const e of m.endings) {
    if (lemma.endsWith(e) && lemma.length - e.length >= m.minStem)
      out.add(lemma.slice(0, -e.length));
  }
  if (lang === 'nl') {
    // Dutch doubles a vowel in a closed syllable and hardens v/z at a word's end:
    // betalen/betaal, geven/geef, verzenden/verzend.
    for (const s of [...out]) {
      const m = /^(.*[^aeiou])([aeou])([^aeiou])$/.exec(s);
      if (m) out.add(`${m[1]}${m[2]}${m[2]}${m[3] === 'v' ? 'f' : m[3] === 'z' ? 's' : m[3]}`);
    }
  }
  if (lang === 'tr') {
    // Verbs: ödemek -> öde; nouns soften their last consonant.
    for (const s of [...out]) {
      if (/(mak|mek)$/.test(s) && s.length - 3 >= 2) out.add(s.slice(0, -3));
      const last = s.at(-1)!;
      if (SOFTENED[last]) out.add(s.slice(0, -1) + SOFTENED[last]);
    }
  }
  return [...out];
}

/** Endings as a set, with the longest one's length: a word's endings are found by length. */
const ENDING_SETS = new WeakMap<Morphology, { set: Set<string>; max: number }>();

function endingSet(m: Morphology): { set: Set<string>; max: number } {
  let e = ENDING_SETS.get(m);
  if (!e) {
    e = { set: new Set(m.endings), max: Math.max(0, ...m.endings.map((x) => x.length)) };
    ENDING_SETS.set(m, e);
  }
  return e;
}

/** Visits `base` and `base` less each ending it ends with (stems of at least minStem letters). */
function visitEndings(base: string, m: Morphology, visit: (stem: string) => void): void {
  visit(base);
  const { set, max } = endingSet(m);
  const limit = Math.min(max, base.length - m.minStem);
  for (let k = 1; k <= limit; k++) if (set.has(base.slice(-k))) visit(base.slice(0, -k));
}

/**
 * Visits the stems a text's word may stand for: itself, itself less an ending, and (where the
 * language has them) less a prefix too.
 */
export function visitStems(word: string, m: Morphology, visit: (stem: string) => void): void {
  visitEndings(word, m, visit);
  if (!m.prefixes) return;
  for (const p of m.prefixes) {
    if (!word.startsWith(p) || word.length - p.length < m.minStem) continue;
    const rest = word.slice(p.length);
    visitEndings(rest, m, visit);
    // Indonesian nasal prefixes swallow the stem's first letter: mem-bayar but meng-irim (kirim).
    const swallowed = NASAL[p];
    if (swallowed) visitEndings(swallowed + rest, m, visit);
  }
  // Indonesian stacks a suffix before -nya: pembayaran-nya.
  if (word.endsWith('nya') && word.length > 6) visitStems(word.slice(0, -3), m, visit);
}

const NASAL: Record<string, string> = {
  meng: 'k',
  peng: 'k',
  mem: 'p',
  pem: 'p',
  men: 't',
  pen: 't',
  meny: 's',
  peny: 's',
};
