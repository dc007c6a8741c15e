/**
 * Which word table reads a message's anatomy (class-reader.ts), and on what copy of its text:
 * Thai, told by its script, with Latin look-alike letters read back as Thai; Vietnamese, Indonesian
 * (and Malay) and Spanish, Portuguese, French, German, Italian and Dutch, told by the language read
 * once, in lower case without marks ("Tài khoản" reads as "Tai khoan", "bestätigen" as
 * "bestatigen"). Every copy has the text's length, so each quote is cut from the text as written.
 * Polish and Turkish, which have no table of their own, are read with the European table and their
 * dictionary meaning classes; Swahili, which the language reader does not know, by its own words.
 */
import { readLanguage } from '../../knowledge/language';
import { meaningClassesOf } from '../../knowledge/meaning-classes';
import { type ClassWords, MAX_CLASS_CHARS, readClasses } from './class-reader';
import { EUROPEAN_WORDS } from './european-words';
import { INDONESIAN_WORDS } from './indonesian-words';
import type { Anatomy } from './parts';
import { readsSwahili, SWAHILI_WORDS } from './swahili-words';
import { HINDI_WORDS } from './hindi-words';
import { THAI_WORDS } from './thai-words';
import { unmaskThai } from './thai';
import type { Reading } from './tokens';
import type { DictionaryHits, Hit } from './unlinked-asks';
import { VIETNAMESE_WORDS } from './vietnamese-words';

/** The languages read from a word table other than Thai (ISO 639-1; 'id' also reads Malay). */
const TABLES: Readonly<Record<string, ClassWords>> = {
  vi: VIETNAMESE_WORDS,
  id: INDONESIAN_WORDS,
  es: EUROPEAN_WORDS,
  pt: EUROPEAN_WORDS,
  fr: EUROPEAN_WORDS,
  de: EUROPEAN_WORDS,
  it: EUROPEAN_WORDS,
  nl: EUROPEAN_WORDS,
  pl: EUROPEAN_WORDS,
  tr: EUROPEAN_WORDS,
  hi: HINDI_WORDS,
};

/**
 * The languages whose dictionary meaning classes (FreeDict, inflections read by
 * meaning-morphology.ts) are read beside the table: a table's hand-written words know some
 * spellings of "confirm" or "blocked"; the dictionary knows the verb in its other forms
 * ("bevestigen" as well as "bevestig"), and it is all Polish and Turkish have.
 */
const DICTIONARY_LANGUAGES = new Set(['es', 'pt', 'fr', 'de', 'it', 'nl', 'pl', 'tr']);
/** How far apart an account, card or password and the word saying it is blocked may be. */
const BLOCKED_REACH = 50;
const SENTENCE_END = /[.!?\n]/;
/** How far back the start of a sentence is looked for. */
const CLAUSE_REACH = 120;
/** "You can" in the languages with dictionary classes, folded. */
const YOU_CAN =
  /(?<!\p{L})(?:konnen|kannst|kann|puede[ns]?|podes|pode[mr]?|pouvez|peux|peut|kunt|kan|kun|puo|puoi|possono|mozesz|moze|mozna)(?!\p{L})/u;
const EXPIRED =
  /^(?:abgelaufen|expiree?s?|scadut[oaie]|verlopen|vervallen|caducad[oa]s?|expirad[oa]s?|vencid[oa]s?|wygasl[aoy]?)$/;
/**
 * A date something falls due ("a mensalidade vence dia 10", "la bolletta scade il 12"): every bill
 * names one, as "due" does in English. Haste is the day or the hours said with it ("vence hoje",
 * "em 24 horas"), which the tables read.
 */
const FALLS_DUE =
  /^(?:vence[mr]?|vencera|vencimento|venc[ea]|scade|scadra|scadenza|expire|expirera|caduca|caducara|verloopt|vervalt|fallig|faellig|wygasa|vadesi)$/;

/** Before a word of haste, "from": "ab sofort", "a partir de hoje", "à partir de maintenant". */
const FROM_NOW_ON = /(?<!\p{L})(?:ab|[aà] partir d(?:e|['’])|vanaf)\s*$/iu;

/**
 * The dictionary's hits the class reader reads beside a table. Not its "pay": that class names
 * payments ("Kartenzahlung", "betaling") as well as the act, and a payment reported is no ask.
 */
function dictionaryHits(text: string, code: string): DictionaryHits {
  const classes = meaningClassesOf(text, code);
  const spans = (...names: string[]): Hit[] =>
    names
      .flatMap((name) => classes[name] ?? [])
      .map(({ start, end }) => ({ start, end }))
      .sort((a, b) => a.start - b.start);
  const blocked = spans('blocked');
  const account: Hit[] = [];
  const helds = spans('account', 'card', 'password');
  for (const held of helds) {
    // Within reach, in one sentence, and said as its state ("Konto … gesperrt", "rekening
    // geblokkeerd", "hemos limitado su cuenta"): not what the reader may do to protect it, a verb
    // opening the sentence ("Sperren Sie die Karte", "Blokkeer je pas") or after "you can"
    // ("Sie können Ihre Karte in der App sperren").
    const near = blocked.find((b) => {
      const from = Math.min(held.start, b.start);
      const to = Math.max(held.end, b.end);
      const gap = Math.max(held.start, b.start) - Math.min(held.end, b.end);
      if (gap > BLOCKED_REACH || SENTENCE_END.test(text.slice(from, to))) return false;
      const before = text.slice(Math.max(0, from - CLAUSE_REACH), from);
      let opens = before.length;
      while (opens > 0 && !SENTENCE_END.test(before[opens - 1]!)) opens--;
      const clause = before.slice(opens);
      if (b.start < held.start && !/\p{L}/u.test(clause)) return false;
      return !YOU_CAN.test(foldMarks(`${clause}${text.slice(from, to)}`));
    });
    if (near)
      account.push({ start: Math.min(held.start, near.start), end: Math.max(held.end, near.end) });
  }
  return {
    account,
    held: helds,
    click: spans('click', 'verify'),
    fee: spans('fee'),
    // An expiry already past ("abgelaufen", "scaduto") is no deadline to meet, nor is a due date,
    // nor "from now on" ("steht ab sofort bereit", "a partir de hoje").
    urgent: spans('urgent').filter((h) => {
      const word = foldMarks(text.slice(h.start, h.end));
      const before = text.slice(Math.max(0, h.start - 14), h.start);
      return !EXPIRED.test(word) && !FALLS_DUE.test(word) && !FROM_NOW_ON.test(before);
    }),
    pointer: spans('link'),
  };
}

const MARKS = /\p{M}/gu;

/**
 * Letters with no mark to take off, read as the plain letter: Vietnamese "đ", Polish "ł", Turkish
 * dotless "ı".
 */
const UNMARKED: Readonly<Record<string, string>> = { đ: 'd', Đ: 'd', ł: 'l', Ł: 'l', ı: 'i' };

/**
 * `text` in lower case with its accents and tone marks taken off ("đ" read as "d", "ł" as "l"),
 * one code unit for one, so offsets into it are offsets into `text`.
 * (knowledge/meaning-morphology.ts `fold` folds a word and may change its length.)
 */
export function foldMarks(text: string): string {
  let out = '';
  for (const ch of text) {
    const plain = UNMARKED[ch];
    if (plain) {
      out += plain;
      continue;
    }
    const base = ch.normalize('NFD').replace(MARKS, '').toLowerCase();
    out += base.length === ch.length ? base : ch;
  }
  return out;
}

/**
 * Words of Indonesian SMS and of the Javanese and Sundanese mixed into it that no other language
 * the tables read uses: "yg", "ini", "nanti", "tolong", "pulsa", "heula", "ieu". A short message
 * in that mix is often read as no language, or as Italian ("Yank tlong isi'in aku pulsa, di no
 * ini").
 */
const INDONESIAN_MARKERS =
  /(?<![\p{L}])(?:yg|yang|ini|itu|nanti|nnti|tolong|tlong|tlg|pulsa|nomor|nmr|sudah|sdh|jangan|jgn|aku|aq|saya|sy|kamu|km|dulu|heula|ieu|kana|dengan|dgn|untuk|utk|bapak|bpk|mamah|iki|ndisek)(?![\p{L}])/giu;
/** How many different such words make a message read as Indonesian. */
const INDONESIAN_MARKS = 3;
/** How many different words of `markers` (a global pattern) the text holds. */
const distinctMarkers = (text: string, markers: RegExp) =>
  new Set([...text.matchAll(markers)].map((m) => m[0].toLowerCase())).size;
const readsIndonesian = (text: string) =>
  distinctMarkers(text, INDONESIAN_MARKERS) >= INDONESIAN_MARKS;

/**
 * Common words of the European languages the table reads, as SMS writes them without marks
 * ("twoj", "prosimy", "votre", "ihre", "usted", "seu"): two different ones make a message one of
 * theirs for the table.
 */
const EUROPEAN_MARKERS =
  /(?<![\p{L}])(?:twoj[aey]?|prosimy|wymaga|brak|powodu|przesylk\p{L}*|paczk\p{L}*|zwrot\p{L}*|votre|vous|pour|colis|ihre[nr]?|bitte|paket|zahlung|usted|para|cuenta|paquete|pago|voce|sua|seu|encomenda|pagamento|tuo|suo|pacco|uw|pakket|betaling|sayin|hesabiniz|kargonuz|odeme|nie|jest|dla|oraz)(?![\p{L}])/giu;
/** How many different such words make a message read as one of those languages. */
const EUROPEAN_MARKS = 2;
const readsEuropean = (text: string) => distinctMarkers(text, EUROPEAN_MARKERS) >= EUROPEAN_MARKS;

/** Reads `reading` with the word table of its language, if it has one. */
export function readWordTables(reading: Reading, anatomy: Anatomy, thai: boolean): void {
  const text = reading.text.slice(0, MAX_CLASS_CHARS);
  if (thai) {
    readClasses(reading, anatomy, unmaskThai(text).plain, THAI_WORDS);
    return;
  }
  // Swahili, which the language reader does not know, by its common words.
  if (readsSwahili(text)) {
    readClasses(reading, anatomy, text.toLowerCase(), SWAHILI_WORDS);
    return;
  }
  // A longer text is read for its language whole, as the analysis reads it (kept, so read once).
  const read = readLanguage(reading.text.length > MAX_CLASS_CHARS ? reading.text : text).code;
  // No language, or a European one, for a message in Indonesian SMS words: Indonesian.
  const code =
    (read === 'und' || TABLES[read] === EUROPEAN_WORDS) && readsIndonesian(text) ? 'id' : read;
  // A short message the language reader cannot place ("Kurier: Twoj zwrot wymaga doplaty …",
  // written without its marks) is read with the European table where it shows those languages'
  // words: a list of names and numbers shows none.
  const table = Object.hasOwn(TABLES, code)
    ? TABLES[code]
    : code === 'und' && readsEuropean(text)
      ? EUROPEAN_WORDS
      : undefined;
  if (!table) return;
  const dictionary = DICTIONARY_LANGUAGES.has(code) ? dictionaryHits(text, code) : undefined;
  readClasses(reading, anatomy, foldMarks(text), table, dictionary);
}
