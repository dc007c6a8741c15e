/**
 * Which language a text is written in, read by eld (Efficient Language Detector, Apache-2.0;
 * its extra-small n-gram database, 60 languages, shipped in the npm package: nothing is fetched).
 * Chosen over fastText's lid.176 model (fasttext.wasm.js) on short messages: it reads informal
 * Indonesian SMS far better (92% against 83%), answers synchronously and needs no WebAssembly;
 * the figures are in scripts/knowledge/compare-language-id.ts and README, "Languages".
 *
 * eld cannot tell Indonesian from Malay (it answers Malay for both): the product reads the two
 * as one, under the code 'id'.
 */
import { eld } from 'eld/extrasmall';
import { rememberLast } from '../../../shared/remember';
import { MEANING_CLASS_LANGUAGES } from './meaning-classes';

/** An ISO 639-1 code, or 'und' when the language could not be told. */
export type DetectedLanguage = string;

/**
 * The languages FactLens reads well: English, and the languages it has meaning classes for
 * (resources/model/meaning-classes.json). Any other language gets a note saying it is read less
 * well.
 */
export const WELL_READ_LANGUAGES: ReadonlySet<string> = new Set(['en', ...MEANING_CLASS_LANGUAGES]);

export interface LanguageReading {
  /** ISO 639-1 code ('id' also stands for Malay), or 'und'. */
  code: DetectedLanguage;
  /** How often a reading this sure was right on short messages, 0 to 1 (0 for 'und'). */
  confidence: number;
  /** Whether the product reads this language well (English or a language with meaning classes). */
  readsWell: boolean;
}

/** eld reads at most this many characters; longer texts are read in up to three such slices. */
const SLICE = 1000;
const MAX_SLICES = 3;
/**
 * The confidence given to a toneless-Vietnamese reading: the rule named none of the 14,046
 * messages of ../shared/data's smishing, legit-genres, thai-sms, modern-scams and sms-spam sets.
 */
const TONELESS_CONFIDENCE = 0.9;
/** Below this confidence the language is not named. */
const MIN_CONFIDENCE = 0.5;

/**
 * How often eld's answer was right, by whether eld calls it reliable and by the margin between
 * its first and second language (1 - second / first, in tenths): measured on the Indonesian rows
 * of smishing, thai-sms and scripts/knowledge/short-texts.csv (4,279 short messages).
 */
const RIGHT_BY_MARGIN = {
  reliable: [0.74, 0.95, 0.99, 0.99, 0.99],
  unreliable: [0.45, 0.68, 0.94, 0.95, 0.99],
};

/** A word that is a link or an address says nothing of the language. */
const LINK_OR_ADDRESS = /@|^(?:https?:\/\/|www\.)|\.[a-z]{2,}\//i;
/** Latin letters, digits and the marks between them: a run with a digit is a number or a code. */
const ASCII_RUN = /[A-Za-z0-9.,:/+_-]+/g;
const DIGIT = /\d/;

/** A word (a run of non-space) that holds a digit or a mark of a link or an address. */
const NOISY_WORD = /(?<!\S)\S*(?:\d|@|https?:\/\/|www\.|\.[a-z]{2,}\/)\S*/gi;

/**
 * The words of a slice without links, addresses, and numbers with what is stuck to them
 * ("Rp15.000", "OTP:4829"): only Latin letters are taken with a number, as Chinese or Thai has no
 * spaces. Only the words that hold a digit or a mark of a link are looked at, in place (each one
 * as the slice's words split on white space were); the other words and the white space between
 * them are left as they are, then every run of white space made one space. The same text as
 * splitting the slice into words, filtering and joining them, without an array of every word.
 */
function withoutNoise(slice: string): string {
  return slice
    .replace(NOISY_WORD, (word) =>
      LINK_OR_ADDRESS.test(word)
        ? ''
        : DIGIT.test(word)
          ? word.replace(ASCII_RUN, (run) => (DIGIT.test(run) ? ' ' : run))
          : word,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

const LETTER = /\p{L}/u;

function slices(text: string): string[] {
  if (text.length <= SLICE) return [text];
  const out: string[] = [];
  const step = (text.length - SLICE) / (MAX_SLICES - 1);
  for (let i = 0; i < MAX_SLICES; i++) {
    const start = Math.round(i * step);
    out.push(text.slice(start, start + SLICE));
  }
  return out;
}

const UND: LanguageReading = { code: 'und', confidence: 0, readsWell: false };
/**
 * The confidence given to an informal-Indonesian reading: on the six message sets of
 * ../shared/data the rule named 13 texts, all from the Indonesian SMS set; 0.9, as for the
 * toneless-Vietnamese rule, rather than more from so few.
 */
const INFORMAL_CONFIDENCE = 0.9;
const INFORMAL_ID: LanguageReading = {
  code: 'id',
  confidence: INFORMAL_CONFIDENCE,
  readsWell: WELL_READ_LANGUAGES.has('id'),
};

/**
 * Vietnamese SMS is often written without its tones ("Tai khoan cua quy khach da bi khoa"), which
 * eld reads as German, Romanian or Dutch. Syllables that are common in such messages and rare as
 * words elsewhere mark it: at least three different ones, and at least two in five of the words.
 */
const TONELESS_VIETNAMESE = new Set(
  'khong cua ban tai khoan quy khach thanh toan chuyen tien ngan hang duoc nhan vui long giao dich luc vao hoac voi nay bi cac nguoi dang nhap xac thuc chia se ma so du het han diem thuong qua tang cho trong khi thi hay neu va la da de ky chuong trinh quang tren moi thang thu phi duong kiem tra huy noi dung tuyet doi cung cap bat ai gui den ngay'.split(
    ' ',
  ),
);
const ASCII_WORD = /[a-z]+/g;

/**
 * A Vietnamese syllable written without marks: an initial consonant (or none), a vowel group and
 * a final consonant (or none), the only shapes the language has ("nguoi", "chuyen", "khoa").
 */
const VIETNAMESE_SYLLABLE =
  /^(?:ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdghklmnprstvx])?(?:uye|uya|oai|oay|uoi|uou|ieu|yeu|oa|oe|uy|ua|ue|ui|uo|ia|ie|iu|ai|ao|au|ay|eo|eu|oi|ou|ye|a|e|i|o|u|y)(?:ng|nh|ch|[cmnpt])?$/;
/** Share of words that must have that shape (brand names and abbreviations do not) when fewer common syllables are present. */
const SYLLABLE_SHARE = 0.75;
const SYLLABLE_MIN_WORDS = 8;
const VIETNAMESE_MARK = /^(?:ngh?|nh|kh|ph|tr|qu|gi)|uo|ie|uy|oa|ao|ia/;

/**
 * Two-syllable words of toneless Vietnamese that no other language writes ("lam viec", "thu
 * nhap", "rut tien", "ket ban"): two different ones mark it, however many English loans and brand
 * names the message mixes in ("Tuyen CTV lam viec online: like, follow kenh TikTok …").
 */
const VIETNAMESE_PAIRS = new Set(
  'lam viec|thu nhap|rut tien|ket ban|nhiem vu|tai khoan|chuyen khoan|ngan hang|quy khach|vui long|nhan tien|nhan viec|cong an|dieu tra|dien thoai|hoa hong|cong tac|tuyen dung|khach hang|xac nhan|nap tien|so du|giao dich|ma otp|hom nay|trieu dong|bao hiem|thong bao|tai nha|viec lam'.split(
    '|',
  ),
);

function vietnamesePairs(parts: readonly SliceReading[]): number {
  const found = new Set<string>();
  for (const part of parts)
    for (let i = 0; i + 1 < part.words.length; i++) {
      const pair = `${part.words[i]} ${part.words[i + 1]}`;
      if (VIETNAMESE_PAIRS.has(pair)) found.add(pair);
    }
  return found.size;
}

function tonelessVietnamese(parts: readonly SliceReading[]): boolean {
  // The slices' words are joined into one list only when the common syllables leave it open.
  let count = 0;
  const hits: string[] = [];
  for (const part of parts) {
    count += part.words.length;
    for (const w of part.words) if (TONELESS_VIETNAMESE.has(w)) hits.push(w);
  }
  if (count < 4) return false;
  if (vietnamesePairs(parts) >= 2) return true;
  const distinct = new Set(hits).size;
  if (distinct >= 3 && hits.length * 5 >= count * 2) return true;
  if (distinct < 2 || count < SYLLABLE_MIN_WORDS) return false;
  const words = parts.flatMap((part) => part.words);
  // "Bo Cong an thong bao: ban co lien quan den vu an rua tien": fewer of the common syllables,
  // but nearly every word shaped as a Vietnamese syllable, which English, Indonesian or Finnish
  // words seldom all are.
  const shaped = words.filter((w) => VIETNAMESE_SYLLABLE.test(w));
  // Short English words fit the shape too ("ban the bat"); Vietnamese ones open with "ng", "nh",
  // "kh", "ph", "tr", "qu" or "gi", or hold "uo", "ie", "uy", "oa", "ao", "ia", as English words of
  // that shape seldom do.
  const marked = shaped.filter((w) => VIETNAMESE_MARK.test(w)).length;
  return marked >= 2 && shaped.length >= words.length * SYLLABLE_SHARE;
}

/**
 * Informal Indonesian (and Malay) SMS, written in shorthand ("sy sdh transfer ke rek anda, klo udah
 * kabarin ya") and mixed with brand names and English loans, is read by eld as English,
 * Turkish, Romanian or nothing. Words common in such messages and rare as words in the languages
 * it is taken for mark it (not "di", "ya", "mau", "ada", "dan" alone, which Italian, Spanish,
 * Portuguese and English names use), as written or in shorthand: at least three different ones,
 * and at least one in four of the words. Read only when eld names no language with a word table.
 */
const INFORMAL_INDONESIAN = new Set(
  'yg dgn utk dr dri untuk yang ini itu ke aja saja sdh udah sudah sy saya kami kamu anda tlp telp krm kirim kirimkan nomor nmr pulsa tolong tlg dengan tidak tdk akan bisa bs ketik daftar harga hrg minat rek rekening hadiah selamat slmt dapat dpt bapak bpk ibu nya lagi juga atau hubungi hub segera sgr klo kalau kalo telah silahkan silakan terima kasih trims mohon maaf pinjaman bunga tanpa murah dapatkan mendapatkan berlaku hari uang dana tunai pemenang undian norek rekeningnya transfernya bni bri bca mandiri'.split(
    ' ',
  ),
);
/** eld's answers the marker words do not overrule: languages with a word table of their own. */
const TABLE_LANGUAGES = new Set(['id', 'ms', 'vi', 'th', 'es', 'pt', 'fr', 'de', 'it', 'nl']);

/** A word's consonants: shorthand drops the vowels ("slmt", "mndptkn", "hdiah" for "hadiah"). */
const skeleton = (word: string): string => word.replace(/[aeiou]/g, '');
/** The skeletons of the longer marker words, for their shorthand spellings. */
const INFORMAL_SKELETONS = new Set(
  [...INFORMAL_INDONESIAN].filter((w) => skeleton(w).length >= 3).map(skeleton),
);
/**
 * The skeleton of a word with one vowel at most (the word less that vowel), or null for a word
 * with more: what `skeleton` gives such a word, found in one pass without a pattern (the words
 * are a-z).
 */
function skeletonOfFewVowels(w: string): string | null {
  let vowelAt = -1;
  for (let k = 0; k < w.length; k++) {
    const c = w.charCodeAt(k);
    if (c === 97 || c === 101 || c === 105 || c === 111 || c === 117) {
      if (vowelAt >= 0) return null;
      vowelAt = k;
    }
  }
  return vowelAt < 0 ? w : w.slice(0, vowelAt) + w.slice(vowelAt + 1);
}
/** A word is a marker as written, or as shorthand: one vowel at most, the skeleton of a marker. */
function isMarker(w: string): boolean {
  if (INFORMAL_INDONESIAN.has(w)) return true;
  if (w.length < 3) return false;
  const bare = skeletonOfFewVowels(w);
  return bare !== null && INFORMAL_SKELETONS.has(bare);
}

function informalIndonesian(parts: readonly SliceReading[]): boolean {
  const words = parts.reduce((n, part) => n + part.words.length, 0);
  if (words < 4) return false;
  const hits = parts.flatMap(markersOf);
  return new Set(hits).size >= 3 && hits.length * 4 >= words;
}

/**
 * A slice as the reading uses it: its words without noise, whether it has a letter, its ASCII
 * words lower-cased, and, once asked for, eld's reading and its marker words of informal
 * Indonesian. The slices' words, one slice after the other, are the words of the slices joined
 * by spaces: lower-casing maps no letter to a-z by its neighbours.
 */
interface SliceReading {
  clean: string;
  hasLetter: boolean;
  words: string[];
  detected?: ReturnType<typeof eld.detect>;
  markers?: string[];
}

const markersOf = (part: SliceReading): string[] => (part.markers ??= part.words.filter(isMarker));
const detectedOf = (part: SliceReading) => (part.detected ??= eld.detect(part.clean));

/**
 * Slices whose reading is kept: an analysis reads the language of its text's first
 * MAX_CLASS_CHARS (word tables) and of the whole text (notes), and the two share their first
 * slice.
 */
const REMEMBERED_SLICES = 4;
const readSlice: (slice: string) => SliceReading = rememberLast((slice) => {
  const clean = withoutNoise(slice);
  return {
    clean,
    hasLetter: LETTER.test(clean),
    words: clean.toLowerCase().match(ASCII_WORD) ?? [],
  };
}, REMEMBERED_SLICES);

/** Texts whose reading is kept: an analysis asks for its text's language twice (word tables, notes). */
const REMEMBERED_READINGS = 4;
/** Short texts are read again: quick, and they would push a long one out. */
const REMEMBERED_MIN_CHARS = 2_000;

/**
 * The language of `text`, how sure the reading is, and whether the product reads it well. Shared
 * between callers: they must not change it.
 */
export const readLanguage: (text: string) => LanguageReading = rememberLast(
  readLanguageAfresh,
  REMEMBERED_READINGS,
  REMEMBERED_MIN_CHARS,
);

function readLanguageAfresh(text: string): LanguageReading {
  const parts = slices(text)
    .map(readSlice)
    .filter((part) => part.hasLetter);
  if (parts.length === 0) return UND;
  if (tonelessVietnamese(parts))
    return { code: 'vi', confidence: TONELESS_CONFIDENCE, readsWell: true };
  const scores = new Map<string, number>();
  let reliable = 0;
  for (const part of parts) {
    const result = detectedOf(part);
    if (!result.language) continue;
    if (result.isReliable()) reliable++;
    for (const [lang, score] of Object.entries(result.getScores()))
      scores.set(lang, (scores.get(lang) ?? 0) + score);
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  const informal = () => informalIndonesian(parts);
  if (!first) return informal() ? INFORMAL_ID : UND;
  const margin = 1 - (second?.[1] ?? 0) / first[1];
  const table = reliable * 2 > parts.length ? RIGHT_BY_MARGIN.reliable : RIGHT_BY_MARGIN.unreliable;
  const confidence = table[Math.min(table.length - 1, Math.floor(margin * 10))]!;
  if ((confidence < MIN_CONFIDENCE || !TABLE_LANGUAGES.has(first[0])) && informal())
    return INFORMAL_ID;
  if (confidence < MIN_CONFIDENCE) return UND;
  const code = first[0] === 'ms' ? 'id' : first[0];
  return { code, confidence, readsWell: WELL_READ_LANGUAGES.has(code) };
}

/** The text's language as an ISO 639-1 code, or 'und'. */
export function detectLanguage(text: string): DetectedLanguage {
  return readLanguage(text).code;
}

const DISPLAY_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The language's English name ("Polish"), or null for a code it does not know. */
export function languageName(code: DetectedLanguage): string | null {
  if (code === 'id') return 'Indonesian or Malay';
  try {
    return DISPLAY_NAMES.of(code) ?? null;
  } catch {
    return null;
  }
}

/** The note shown when the text's language is read less well, or null for a well-read language. */
export function languageNote(lang: DetectedLanguage): string | null {
  if (WELL_READ_LANGUAGES.has(lang)) return null;
  const name = lang === 'und' ? null : languageName(lang);
  if (!name) {
    return 'The language could not be recognised, so the analysis may miss warning signs.';
  }
  return `The text looks ${name}. FactLens reads ${name} less well than English and the other languages it has word lists for, so warning signs may be missed.`;
}
