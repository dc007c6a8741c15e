/**
 * What in a text is about one person, read from how the text is written rather than from a list
 * of names: a name after a greeting, before or under a sign-off, after "x" or "-" at the end, in
 * a form's name field, or with a title ("Frau Schneider", "Ayşe Hanım"), in upper or lower case
 * and in the languages the judge reads (personal-words.ts); a one-time code (a short number the
 * sentence around it says is a code); and whether the whole text is private by nature: a tip, a
 * message within a family, a school or a surgery writing to one person, or a message naming the
 * person it is to or from. Pure, shared by the server (masking, src/server/privacy/mask.ts; the
 * default for the public feed) and the analyzer form (which shows the feed choice before the
 * person presses Analyze).
 */
import {
  CLOSE_ASKS,
  FAMILY_SCAM_PRETEXT,
  FAMILY_WORDS,
  GREETINGS,
  HEALTH_PROVIDER,
  HONORIFICS,
  HONORIFICS_AFTER,
  NAME_LABELS,
  NOT_NAMES,
  ORGANISATION_WORDS,
  PAYMENT_PARTIES,
  SCHOOL_WORDS,
  SELF_INTRODUCTIONS,
  SIGN_OFFS,
  YOUR_CARE,
  YOUR_CHILD,
} from './personal-words';
import { anyCase, STARTS, startsBefore } from './caseless';
import { NearPhrases } from './near-phrases';
import { testOf } from './lookbehind-first';
import { rememberLast } from './remember';
import { WordRegExp } from './word-regexp';

export interface PersonalSpan {
  start: number;
  end: number;
}

/**
 * Any of the words, as whole words in any case. A long text is not searched for them: they are
 * tried where words opening with their first letters start (word-regexp.ts), a search that cost
 * half a millisecond per list over a 25,000-character article.
 */
const phrases = (words: readonly string[]) =>
  new WordRegExp(
    [...new Set(words)]
      .sort((a, b) => b.length - a.length)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
      .join('|'),
    'iu',
  );

const NOT_A_NAME = new Set(NOT_NAMES);
const ORGANISATION = phrases(ORGANISATION_WORDS);
const TITLE = `(?:${anyCase(HONORIFICS)})\\.?`;
const WORD = "\\p{Lu}[\\p{Ll}\\p{M}'’-]+";
const CAPS_WORD = "\\p{Lu}[\\p{Lu}\\p{M}'’-]+";
const PARTICLE =
  '(?:de|da|do|dos|das|del|della|di|van|von|der|den|ter|le|la|du|bin|binti|al|el|y|e)';
/** One to four capitalised words, initials and particles between them: "María de la Cruz". */
const NAME = `(?:\\p{Lu}\\.\\s?){0,3}${WORD}(?:\\s(?:${PARTICLE}\\s){0,2}(?:\\p{Lu}\\.\\s?)?${WORD}){0,3}`;
/** A name in lower case, one to three words (only right after a greeting, before punctuation). */
const LOWER_NAME = "\\p{Ll}[\\p{Ll}\\p{M}'’-]{1,20}(?:\\s\\p{Ll}[\\p{Ll}\\p{M}'’-]{1,20}){0,2}";
const AFTER_NAME =
  '(?=[ \\t]*(?:[,!.:;)?\\n]|$|[ \\t](?:and|&|y|e|et|und|en|i|ve|dan|và)[ \\t]|[ \\t]\\p{Ll}))';

const GREETING = new RegExp(
  `${startsBefore(GREETINGS)}(?:${anyCase(GREETINGS)})[ \\t]{0,3},?[ \\t]{1,3}((?:${TITLE}[ \\t]+)?${NAME})${AFTER_NAME}`,
  'gmu',
);
const GREETING_LOWER = new RegExp(
  `${startsBefore(GREETINGS)}(?:${anyCase(GREETINGS)})[ \\t]{0,3},?[ \\t]{1,3}(?:${TITLE}[ \\t]+)?(${LOWER_NAME})(?=[ \\t]*[,!.:;\\n])`,
  'gmu',
);
const SIGN_OFF_WORDS = anyCase(SIGN_OFFS);
/** "Thanks, Sam", "Saludos,\nAna García", "Mit freundlichen Grüßen\nJonas Weber". */
const SIGN_OFF = new RegExp(
  `${startsBefore(SIGN_OFFS)}(?:${SIGN_OFF_WORDS})[ \\t]{0,3}(?:[,!.]|(?=\\n))[ \\t]{0,3}\\n?[ \\t]{0,3}((?:${TITLE}[ \\t]+)?${NAME})(?=[ \\t]*(?:x+|[.!]+|[ \\t]*\\p{Extended_Pictographic}+)?[ \\t]*(?:\\n|$))`,
  'gmu',
);
/**
 * A name alone on the last line of the text or of a paragraph, under a line that starts with a
 * sign-off ("Cheers mate...\nRob").
 */
const NAME_UNDER_SIGN_OFF = new RegExp(
  `(?:^|\\n)[ \\t]*(?:${SIGN_OFF_WORDS})(?![\\p{L}])[^\\n]*\\n[ \\t]*(${NAME})[ \\t]*(?:x+|[.!]+)?[ \\t]*(?=\\n[ \\t]*\\n|$)`,
  'gu',
);
/** "x Priya", "xx Sam" ending a line; "Priya x" alone on the last line. */
const KISS_NAME = new RegExp(
  `(?:^|[ \\t])[xX]{1,4}[ \\t]+(${NAME})[ \\t]*$|^[ \\t]*(${NAME})[ \\t]+[xX]{1,4}[ \\t]*$`,
  'gmu',
);
/** "Name: Maria Gonzalez", "Ad Soyad: AYŞE YILMAZ". */
const LABELLED = new RegExp(
  `(?:^|(?<=[\\n,;.(]\\s?)|(?<=\\s))(?:${anyCase(NAME_LABELS)})[ \\t]*[:=][ \\t]*((?:${TITLE}[ \\t]+)?${NAME}|${CAPS_WORD}(?:[ \\t]${CAPS_WORD}){0,3})`,
  'gmu',
);
/** A title and a name opening a sentence ("Frau Schneider, ..."), or a name before "Hanım"/"ơi". */
const TITLED_BEFORE_NAME = `${STARTS}(${TITLE}[ \\t]+${NAME})(?=[ \\t]*,)`;
const TITLED = new RegExp(
  `${TITLED_BEFORE_NAME}|(${WORD}(?:[ \\t]${WORD})?)[ \\t]+(?:${anyCase(HONORIFICS_AFTER)})(?![\\p{L}])`,
  'gmu',
);
/** "Hi, it's Lena from the dentist", "Soy Pedro", "Aqui é a Patrícia", "Ich bin Jonas". */
const SELF_INTRO = new RegExp(
  `(?:^|(?<=[\\n.!?,¡¿][ \\t]{0,3}))[ \\t]{0,3}(?:${anyCase(SELF_INTRODUCTIONS)})[ \\t]+(${NAME})${AFTER_NAME}`,
  'gmu',
);
/** A title and a name anywhere ("contact the teacher, Mme Roux"): read in private texts only. */
const TITLED_ANYWHERE = new RegExp(`(?<![\\p{L}])(${TITLE}[ \\t]+${NAME})`, 'gu');
/** Who money went to or came from, in a sentence near an amount ("received from Carlos Souza"). */
const PAYMENT_PARTY = new RegExp(
  `(?<![\\p{L}])(?:${anyCase(PAYMENT_PARTIES)})[ \\t]+((?:${TITLE}[ \\t]+)?${NAME})`,
  'gu',
);
/** Characters around a payee's name within which the amount is looked for. */
const AMOUNT_NEAR = 100;
const AMOUNT =
  /[$£€¥₹₺₫₩]|(?<![\d.,])\d[\d.,]*\s?(?:zł|tl|rp|eur|usd|gbp|euros?|dollars?|reais|pesos|złotych|lira|rupiah|đồng)(?![\p{L}])|(?:R\$|Rp\.?|EUR|USD|GBP)\s?\d/iu;

const DASH_SIGNATURE_LINE = new RegExp(
  `(?:^|[ \\t])[-–—~][ \\t]*(${NAME})[ \\t]*(?:x+|\\p{Extended_Pictographic}[\\p{Extended_Pictographic}\\u{FE0F}\\u{1F3FB}-\\u{1F3FF} ]*)?[ \\t]*$`,
  'u',
);
const LIST_ITEM = /^[ \t]*[-–—~•*]/;

const LEADING_TITLE = new RegExp(`^${TITLE}[ \\t]+`, 'u');

function isName(candidate: string, lowerCase = false): boolean {
  const bare = candidate.replace(LEADING_TITLE, '');
  const words = bare.split(/\s+/).map((w) => w.replace(/[.'’-]+$/g, '').toLowerCase());
  if (words.some((w) => NOT_A_NAME.has(w))) return false;
  if (lowerCase && words.some((w) => w.length < 2 || COMMON_LOWER.has(w))) return false;
  return !ORGANISATION.test(bare);
}
/** Lower-case words after "hi" that start a sentence, not a name ("hi how are you,"). */
const COMMON_LOWER = new Set(
  'how are you is it its im i we they there here all good great just quick question again everyone guys folks team sorry thanks thank please can could would will do did was were the a an to for of in on at with me my our your this that what when where who why hope so yes no ok okay lol'.split(
    ' ',
  ),
);

function spansOf(pattern: RegExp | NearPhrases, text: string, lowerCase = false): PersonalSpan[] {
  const spans: PersonalSpan[] = [];
  const matches = pattern instanceof NearPhrases ? pattern.matchAll(text) : text.matchAll(pattern);
  for (const match of matches) {
    const name = match.slice(1).find((group) => group !== undefined);
    if (!name || !isName(name, lowerCase)) continue;
    const start = (match.index ?? 0) + match[0].lastIndexOf(name);
    spans.push({ start, end: start + name.length });
  }
  return spans;
}

/** A dash or tilde and a name ending the text or its paragraph ("- Marcus"); not a list's item. */
function dashSignatureSpans(text: string): PersonalSpan[] {
  const spans: PersonalSpan[] = [];
  const lines = text.split('\n');
  let offset = 0;
  lines.forEach((line, i) => {
    const endsParagraph = i === lines.length - 1 || (lines[i + 1] ?? '').trim() === '';
    const match =
      endsParagraph && !LIST_ITEM.test(lines[i - 1] ?? '') ? DASH_SIGNATURE_LINE.exec(line) : null;
    const name = match?.[1];
    if (match && name && isName(name)) {
      const start = offset + match.index + match[0].lastIndexOf(name);
      spans.push({ start, end: start + name.length });
    }
    offset += line.length + 1;
  });
  return spans;
}

/**
 * Names written after a greeting, before or under a sign-off, in a name field or with a title.
 * The masker asks it of a text, then asks whether the text is private, which asks it again.
 */
export const greetingNameSpans: (text: string) => readonly PersonalSpan[] = rememberLast((text) =>
  Object.freeze(greetingNameSpansAfresh(text)),
);

/**
 * The patterns above that open with a lookbehind, found from their phrases (near-phrases.ts): each
 * match opens on its phrase, after at most STARTS_LEAD spaces. The names after a greeting, under a
 * title or in a name field come out the same; a long article is not searched from every letter.
 */
const STARTS_LEAD = 3;
/**
 * Where any of the phrases is written as whole words, in any case: found from the word index
 * (word-regexp.ts). A word boundary holds before and after each phrase in the patterns (a start,
 * a space or a mark before; a space, a comma or a colon after). Case-insensitive matching folds
 * "I" to "i", not to the Turkish "ı" that caseless() pairs it with: a phrase with "ı" is also
 * looked for with "i" in each place ("SAYIN", "ADIM").
 */
function phraseFinder(words: readonly string[]): RegExp {
  const spellings = new Set<string>();
  for (const word of words) {
    let forms = [''];
    for (const c of word) forms = forms.flatMap((f) => (c === 'ı' ? [f + c, `${f}i`] : [f + c]));
    for (const f of forms) spellings.add(f);
  }
  return new WordRegExp(
    [...spellings]
      .sort((a, b) => b.length - a.length)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
      .join('|'),
    'giu',
  );
}
const GREETING_NEAR = new NearPhrases(GREETING, phraseFinder(GREETINGS), STARTS_LEAD);
const GREETING_LOWER_NEAR = new NearPhrases(GREETING_LOWER, phraseFinder(GREETINGS), STARTS_LEAD);
const SIGN_OFF_NEAR = new NearPhrases(SIGN_OFF, phraseFinder(SIGN_OFFS), STARTS_LEAD);
const LABELLED_NEAR = new NearPhrases(LABELLED, phraseFinder(NAME_LABELS), 0);
const SELF_INTRO_NEAR = new NearPhrases(SELF_INTRO, phraseFinder(SELF_INTRODUCTIONS), STARTS_LEAD);
/** TITLED without its second way (a name before "Hanım", "ơi"): what it finds where none is written. */
const TITLED_BEFORE_NAME_NEAR = new NearPhrases(
  new RegExp(TITLED_BEFORE_NAME, 'gmu'),
  phraseFinder(HONORIFICS),
  STARTS_LEAD,
);
/**
 * What TITLED's second way needs: an honorific after a space, ending its word. Without one ("obey"
 * and "beyond" hold "bey"), TITLED finds only what TITLED_BEFORE_NAME_NEAR finds.
 */
const HONORIFIC_AFTER_NAME = new RegExp(`[ \\t](?:${anyCase(HONORIFICS_AFTER)})(?![\\p{L}])`, 'u');

function greetingNameSpansAfresh(text: string): PersonalSpan[] {
  return [
    ...spansOf(GREETING_NEAR, text),
    ...spansOf(GREETING_LOWER_NEAR, text, true),
    ...spansOf(SIGN_OFF_NEAR, text),
    ...dashSignatureSpans(text),
    ...spansOf(NAME_UNDER_SIGN_OFF, text),
    ...spansOf(KISS_NAME, text),
    ...spansOf(LABELLED_NEAR, text),
    ...spansOf(HONORIFIC_AFTER_NAME.test(text) ? TITLED : TITLED_BEFORE_NAME_NEAR, text),
    ...spansOf(SELF_INTRO_NEAR, text),
  ]
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((span, i, all) => i === 0 || span.start >= all[i - 1]!.end);
}

/**
 * Names a text names only because it is private: any title and name in a private message ("the
 * teacher, Mme Roux"), and who money went to or came from, next to the amount.
 * Not read into readPersonal: a bank's alert naming a payee is not private by nature.
 */
export function privateNameSpans(text: string, isPrivate: boolean): PersonalSpan[] {
  const spans: PersonalSpan[] = [];
  if (isPrivate) spans.push(...spansOf(TITLED_ANYWHERE, text));
  if (AMOUNT.test(text)) {
    for (const span of spansOf(PAYMENT_PARTY, text))
      if (AMOUNT.test(text.slice(Math.max(0, span.start - AMOUNT_NEAR), span.end + AMOUNT_NEAR)))
        spans.push(span);
  }
  return spans;
}

/** What makes a sentence about a code: words for a code, or for signing in with one. */
const CODE_WORDS =
  /\b(?:codes?|passcodes?|pass codes?|passwords?|reset|OTP|PIN|TAN|one[- ]time|verification|verify|2FA|two[- ](?:factor|step)|authenticat\w*|security number|login|log[- ]in|sign[- ]in|confirm(?:ation)?|(?:don'?t|do not|never) (?:share|give|tell)|Bestätigungscode|Code|código|codice|clave|contraseña|senha|mot de passe|kod|kode|şifre|mã)\b/i;
/** The number itself: 4 to 8 digits, possibly split in two ("482 913") or behind a letter ("G-482913"). */
const CODE_NUMBER =
  /(?<![\w.,$£€¥#/:+-]|\d[ -])(?:[A-Z]{1,3}-)?(\d{3,4}[ -]\d{3,4}|\d{4,8})(?![\w%/]|[.,:]\d|[ -]\d)/g;
const QUANTITY_AFTER =
  /^\s*(?:%|percent|per cent|people|users|customers|accounts|times|years?|months?|weeks?|days?|hours?|minutes?|mins?|seconds?|points?|votes?|pounds|dollars|euros|miles|km|kg|words|pages|votes|members|new|more|other)\b/i;
const TYPE_IN_BEFORE = /\b(?:enter|use|type|input|key in|reply with|quote)\s+$/i;
const TYPE_IN_AFTER = /^\s+(?:to|into|in|as|when|on)\b/i;
const COUNT_AFTER = /^\s+(?!is\b|was\b|has\b|as\b|this\b|us\b|its\b|yours\b)[\p{Ll}]+s\b/u;
const MONEY_BEFORE = /(?:[$£€¥]|USD|EUR|GBP|Rs\.?)\s*$/i;
const YEAR = /^(?:19|20)\d\d$/;

function sentenceBounds(text: string, index: number): [number, number] {
  let start = index;
  while (start > 0 && !/[.!?\n]/.test(text[start - 1]!)) start -= 1;
  let end = index;
  while (
    end < text.length &&
    !/[!?\n]/.test(text[end]!) &&
    !/\.(?:\s|$)/.test(text.slice(end, end + 2))
  )
    end += 1;
  return [start, end];
}

/** One-time codes: a short number that its own sentence says is a code for signing in or verifying. */
export function oneTimeCodeSpans(text: string): PersonalSpan[] {
  const spans: PersonalSpan[] = [];
  for (const match of text.matchAll(CODE_NUMBER)) {
    const digits = match[1]!;
    const start = (match.index ?? 0) + match[0].lastIndexOf(digits);
    const end = start + digits.length;
    const [from, to] = sentenceBounds(text, start);
    const typedIn =
      TYPE_IN_BEFORE.test(text.slice(Math.max(0, start - 12), start)) &&
      TYPE_IN_AFTER.test(text.slice(end, end + 8));
    if (!typedIn && !CODE_WORDS.test(text.slice(from, to))) continue;
    if (MONEY_BEFORE.test(text.slice(Math.max(0, start - 5), start))) continue;
    if (
      QUANTITY_AFTER.test(text.slice(end, end + 12)) ||
      COUNT_AFTER.test(text.slice(end, end + 20))
    )
      continue;
    // A year is a code only when the words right before it say so ("code: 2024").
    if (
      YEAR.test(digits) &&
      !/(?:code|PIN|OTP|passcode)\W{0,6}(?:is\W{1,3})?$/i.test(text.slice(from, start))
    )
      continue;
    spans.push({ start, end });
  }
  return spans;
}

/**
 * Words of a confidential tip or a message meant for one reader, in the first or second person:
 * news about leaks, tip-offs and whistleblowers ("a source told the BBC") is not a tip itself.
 * Two patterns, either of which makes a tip. The English words all open with a letter, so the
 * word boundary before them is "no word character before" (`\b` and `\w` agree under `iu`), a
 * lookbehind lookbehind-first.ts runs without trying every position (0.47 -> 0.18 ms on 25,000
 * characters).
 */
const CONFIDENTIAL = [
  /(?<![\w])(?:off the record|between (?:you and me|us)|keep (?:this|it) (?:between us|quiet|to yourself)|(?:don'?t|do not) (?:tell|share this with) anyone|not for publication|my sources?\b|anonymous tip|I (?:work|worked) (?:at|for) [^.!?\n]{1,60}(?:and|but) (?:I|we)|please (?:don'?t|do not) (?:share|forward) this|(?:this is|strictly) confidential|in (?:strict )?confidence)\b/iu,
  /(?:entre nous|entre nosotros|entre nós|unter uns|tra (?:di )?noi|onder ons|między nami|aramızda kalsın|antara kita saja|giữa chúng ta)(?![\p{L}])/iu,
];

/**
 * Read with test() only: where it matches, not what, is asked. So the start of a sentence is
 * consumed (a line's start, or its mark and up to six spaces: STARTS's three before and three
 * after) rather than looked behind at every position of a long text.
 */
const FAMILY_ADDRESS = new RegExp(
  `(?:^[ \\t]{0,3}|[\\n.!?¡¿][ \\t]{0,6})(?:(?:${anyCase(GREETINGS)})[ \\t]{0,3},?[ \\t]{1,3})?(?:${anyCase(FAMILY_WORDS)})(?:[ \\t]*(?:[,!?.:]|ơi|\\n)|$)|(?:^|\\n)[ \\t]*(?:(?:${SIGN_OFF_WORDS})[ \\t]*[,!.]?[ \\t]*\\n?[ \\t]*|[-–—~x][ \\t]*)?(?:${anyCase(FAMILY_WORDS)})[ \\t]*(?:x+|[.!])?[ \\t]*$`,
  'gmu',
);
const CLOSE_ASK = phrases(CLOSE_ASKS);
const SCAM_PRETEXT = phrases(FAMILY_SCAM_PRETEXT);
const SCHOOL = phrases(SCHOOL_WORDS);
const CHILD = phrases(YOUR_CHILD);
const PROVIDER = phrases(HEALTH_PROVIDER);
const CARE = phrases(YOUR_CARE);

/**
 * One analysis asks whether the same text is private in several places (its findings, the masking,
 * whether the feed shows it), and a long text takes milliseconds to read: the last few answers are
 * kept.
 */
const REMEMBERED_READINGS = 4;
/** Quotes and short messages are quick to read again, and would push the long texts out. */
const REMEMBERED_MIN_CHARS = 2_000;

export type PersonalReason = 'private-message' | 'tip' | 'family' | 'school' | 'health';

export interface PersonalReading {
  personal: boolean;
  reason: PersonalReason | null;
}

/**
 * Private by nature: a confidential tip; a message between people who know each other (a family
 * member or friend asking or telling something; a school about one child; a surgery, clinic or
 * pharmacy about one patient's care); or a message that names the person it is to or from. A
 * mass-sent scam ("Hi Mum, I lost my phone, this is my new number", "Dear Customer") names no one
 * and is not one; nor is an article or a notice to the public.
 */
export const readPersonal: (text: string) => PersonalReading = rememberLast(
  (text) => Object.freeze(readPersonalAfresh(text)),
  REMEMBERED_READINGS,
  REMEMBERED_MIN_CHARS,
);

function readPersonalAfresh(text: string): PersonalReading {
  if (CONFIDENTIAL.some((re) => testOf(re, text))) return { personal: true, reason: 'tip' };
  if (PROVIDER.test(text) && CARE.test(text)) return { personal: true, reason: 'health' };
  if (SCHOOL.test(text) && CHILD.test(text)) return { personal: true, reason: 'school' };
  const family = !SCAM_PRETEXT.test(text);
  FAMILY_ADDRESS.lastIndex = 0;
  if (family && FAMILY_ADDRESS.test(text)) return { personal: true, reason: 'family' };
  if (greetingNameSpans(text).length > 0) return { personal: true, reason: 'private-message' };
  if (family && CLOSE_ASK.test(text)) return { personal: true, reason: 'family' };
  return { personal: false, reason: null };
}
