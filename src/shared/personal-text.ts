/**
 * What in a text is about one person, read from how the text is written rather than from a list
 * of phrases: a name after a greeting or before a sign-off, a one-time code (a short number the
 * sentence around it says is a code), and whether the whole text reads like a private message or
 * a confidential tip. Pure, shared by the server (masking, src/server/privacy/mask.ts; and the
 * default for the public feed) and the analyzer form (which shows the feed choice before the
 * person presses Analyze).
 */

export interface PersonalSpan {
  start: number;
  end: number;
}

/** Words that follow "Hi" or "Love," without being anyone's name. */
const NOT_NAMES = new Set(
  (
    'mum mom mam mama mummy mommy ma dad daddy papa pa grandma granny gran nan nana grandad grandpa ' +
    'all everyone everybody there team folks guys gang friend friends customer customers client ' +
    'sir madam sirs madams valued user users member members parents parent colleagues neighbours ' +
    'neighbors sweetie honey love darling babe baby mate you world son daughter brother sister ' +
    'bro sis auntie aunt uncle cousin hun hon dear again back from and the this that my our your ' +
    'account holder cardholder applicant subscriber resident residents beneficiary winner ' +
    'coach teacher miss boss captain chef officer doc doctor nurse ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june ' +
    'july august september october november december today tomorrow tonight ' +
    'amazon paypal netflix apple google microsoft hmrc dhl ups fedex usps evri royal bank'
  ).split(' '),
);
/** Words that make a sign-off a company's, not a person's ("Regards, Customer Service"). */
const ORGANISATION_WORD =
  /\b(?:Team|Service|Services|Support|Department|Dept|Customer|Customers|Bank|Ltd|Limited|Inc|LLC|plc|Council|Office|Centre|Center|Group|Security|Management|Desk|Admin|Administration|Staff|Editors?|Newsroom)\b/;

/** An honorific, then initials, then one to three capitalised names: "Mrs J. Patel", "Alex". */
const NAME =
  "(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|Sir|Dame|Lady|Lord)\\.?\\s+)?(?:\\p{Lu}\\.\\s?){0,3}\\p{Lu}[\\p{Ll}'’-]+(?:\\s(?:\\p{Lu}\\.\\s?)?\\p{Lu}[\\p{Ll}'’-]+){0,2}";
const GREETING = new RegExp(
  `(?:^|(?<=[.!?\\n][ \\t]{0,3}))[ \\t]{0,3}(?:Hi|Hello|Hey|Hiya|Heya|Dear|Dearest|Morning|Evening|Good morning|Good afternoon|Good evening|Howdy|Greetings|Yo|Hallo|Hola|Bonjour|Ciao|Salut)[ \\t]{0,3},?[ \\t]{1,3}(${NAME})(?=\\s*(?:[,!.:;)\\n]|$|\\s(?:and|&)\\s|\\s[\\p{Ll}]))`,
  'gmu',
);
/** "Thanks, Sam", "Love, Priya xx", "Kind regards,\nJohn Smith", "- Sam" at the end of a line. */
const SIGN_OFF = new RegExp(
  `(?:^|(?<=[.!?\\n][ \\t]{0,3}))[ \\t]{0,3}(?:Thanks|Thank you|Many thanks|Thanks again|Thx|Ta|Cheers|Love|Lots of love|All my love|Much love|Best|Best wishes|All the best|Regards|Kind regards|Best regards|Warm regards|Warmest regards|Sincerely|Yours sincerely|Yours faithfully|Yours truly|Yours|Take care|Talk soon|Speak soon|See you|See you soon|Hugs|xx+|Bye|Later|Cya)[ \\t]{0,3}(?:,|!|\\.|\\n)[ \\t]{0,3}\\n?[ \\t]{0,3}(${NAME})(?=[ \\t]*(?:x+|[.!]+|[ \\t]*\\p{Extended_Pictographic}+)?[ \\t]*(?:\\n|$))`,
  'gmu',
);
/** A name alone on the last line, under a line that starts with a sign-off ("Cheers mate, ...\nRob"). */
const NAME_UNDER_SIGN_OFF = new RegExp(
  `(?:^|\\n)[ \\t]*(?:Thanks|Thank you|Many thanks|Cheers|Love|Lots of love|Best wishes|All the best|Kind regards|Best regards|Regards|Take care|Talk soon|Speak soon|See you|Hugs)\\b[^\\n]*\\n[ \\t]*(${NAME})[ \\t]*(?:x+|[.!]+)?[ \\t]*$`,
  'gu',
);
/**
 * A dash or a tilde, then a name, ending a message (the text or its paragraph): "- Sam", "~ Priya".
 * A list's last item ("- Pears" under "- Apples") is not one. Read line by line, so a long line
 * is scanned once.
 */
const DASH_SIGNATURE_LINE = new RegExp(
  `(?:^|[ \\t])[-–—~][ \\t]*(${NAME})[ \\t]*(?:x+)?[ \\t]*$`,
  'u',
);
const LIST_ITEM = /^[ \t]*[-–—~•*]/;

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

function isName(candidate: string): boolean {
  const words = candidate.split(/\s+/).map((w) => w.replace(/[.'’-]+$/g, '').toLowerCase());
  const last = words[words.length - 1] ?? '';
  if (words.length === 1 && NOT_NAMES.has(last)) return false;
  if (words.some((w) => NOT_NAMES.has(w) && !/^(mr|mrs|ms|dr)$/.test(w))) return false;
  return !ORGANISATION_WORD.test(candidate);
}

function spansOf(pattern: RegExp, text: string): PersonalSpan[] {
  const spans: PersonalSpan[] = [];
  for (const match of text.matchAll(pattern)) {
    const name = match[1];
    if (!name || !isName(name)) continue;
    const start = (match.index ?? 0) + match[0].lastIndexOf(name);
    spans.push({ start, end: start + name.length });
  }
  return spans;
}

/** Names written after a greeting or before a sign-off. */
export function greetingNameSpans(text: string): PersonalSpan[] {
  const spans = [
    ...spansOf(GREETING, text),
    ...spansOf(SIGN_OFF, text),
    ...dashSignatureSpans(text),
    ...spansOf(NAME_UNDER_SIGN_OFF, text),
  ]
    .sort((a, b) => a.start - b.start)
    // Two patterns may find one name (a sign-off line followed by the name).
    .filter((span, i, all) => i === 0 || span.start >= all[i - 1]!.end);
  return spans;
}

/** What makes a sentence about a code: words for a code, or for signing in with one. */
const CODE_WORDS =
  /\b(?:codes?|passcodes?|pass codes?|passwords?|reset|OTP|PIN|one[- ]time|verification|verify|2FA|two[- ](?:factor|step)|authenticat\w*|security number|login|log[- ]in|sign[- ]in|confirm(?:ation)?|(?:don'?t|do not|never) (?:share|give|tell)|Bestätigungscode|Code|código|codice)\b/i;
/** The number itself: 4 to 8 digits, possibly split in two ("482 913") or behind a letter ("G-482913"). */
const CODE_NUMBER =
  /(?<![\w.,$£€¥#/:+-]|\d[ -])(?:[A-Z]{1,3}-)?(\d{3,4}[ -]\d{3,4}|\d{4,8})(?![\w%/]|[.,:]\d|[ -]\d)/g;
/** After the number, words that make it a quantity or a time, not a code. */
const QUANTITY_AFTER =
  /^\s*(?:%|percent|per cent|people|users|customers|accounts|times|years?|months?|weeks?|days?|hours?|minutes?|mins?|seconds?|points?|votes?|pounds|dollars|euros|miles|km|kg|words|pages|votes|members|new|more|other)\b/i;
/** A number the sentence tells the reader to type in: "enter 30917465 to approve", "use 7731 to sign in". */
const TYPE_IN_BEFORE = /\b(?:enter|use|type|input|key in|reply with|quote)\s+$/i;
const TYPE_IN_AFTER = /^\s+(?:to|into|in|as|when|on)\b/i;
/** A number followed by a plural noun is a count: "1200 complaints". */
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
    const sentence = text.slice(from, to);
    const typedIn =
      TYPE_IN_BEFORE.test(text.slice(Math.max(0, start - 12), start)) &&
      TYPE_IN_AFTER.test(text.slice(end, end + 8));
    if (!typedIn && !CODE_WORDS.test(sentence)) continue;
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
 */
const CONFIDENTIAL =
  /\b(?:off the record|between (?:you and me|us)|keep (?:this|it) (?:between us|quiet|to yourself)|(?:don'?t|do not) (?:tell|share this with) anyone|not for publication|my sources?\b|anonymous tip|I (?:work|worked) (?:at|for) [^.!?\n]{1,60}(?:and|but) (?:I|we)|please (?:don'?t|do not) (?:share|forward) this|(?:this is|strictly) confidential|in (?:strict )?confidence)\b/i;

export type PersonalReason = 'private-message' | 'tip';

export interface PersonalReading {
  personal: boolean;
  reason: PersonalReason | null;
}

/**
 * A text that reads like something meant for one reader: a confidential tip, or a private message
 * that names the person it is to or from (a greeting or a sign-off with a name). A mass-sent scam
 * ("Hi Mum, I lost my phone", "Dear Customer") names no one and is not one; nor is an article.
 */
export function readPersonal(text: string): PersonalReading {
  if (CONFIDENTIAL.test(text)) return { personal: true, reason: 'tip' };
  if (greetingNameSpans(text).length > 0) return { personal: true, reason: 'private-message' };
  return { personal: false, reason: null };
}
