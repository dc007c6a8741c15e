/**
 * Meaning classes for the anatomy of a message in Swahili, as Kenya and Tanzania write their SMS
 * and mobile-money texts: a prize, a loan, a job or a line or account about to be closed; money
 * sent "by mistake" and asked back; paying, sending money to a number, calling, giving a PIN; a fee,
 * a deadline. Hand-written from common usage (FreeDict has no Swahili dictionary of the kind the
 * European languages use), matched on the text in lower case, as class-reader.ts reads every table.
 * The language reader does not know Swahili: `readsSwahili` tells it by its common words.
 */
import type { ClassWords } from './class-reader';
import { wordList as words } from './class-words';
import { WAY_TO_MAKE_MONEY } from './parts';

/** Swahili's common words, none of them an English, Indonesian or European word. */
const SWAHILI_MARKERS =
  /(?<![\p{L}])(?:yako|wako|yangu|wangu|kwa|kutoka|tafadhali|habari|mteja|mpendwa|pesa|tuma|namba|hii|ile|ili|kupokea|umepokea|imethibitishwa|salio|kiasi|sasa|hivi|leo|ndugu|samahani|asante|nimekutumia|nitumie|mkopo|zawadi|umeshinda)(?![\p{L}])/giu;
/** How many different such words make a message read as Swahili. */
const SWAHILI_MARKS = 3;
export const readsSwahili = (text: string): boolean =>
  new Set([...text.matchAll(SWAHILI_MARKERS)].map((m) => m[0].toLowerCase())).size >= SWAHILI_MARKS;

const PRIZE = words([
  'umeshinda|imeshinda|mshindi|washindi|zawadi(?: yako)?|droo|bahati nasibu|promosheni',
]);
const WON = words([
  '(?:namba|nambari|laini) yako (?:ime|ume)shinda|umeshinda|umechaguliwa kushinda',
]);
const LOAN = words(['mkopo|mikopo']);
const NO_CHECKS = words([
  'bila (?:dhamana|mdhamini|crb)|(?:mkopo|ombi lako)[^.\\n]{0,40}?(?:umeidhinishwa|limeidhinishwa|limekubaliwa)',
]);
const JOB = words([
  'nafasi (?:za|ya) kazi|ajira|umechaguliwa (?:kwa nafasi|kufanya kazi)|kazi (?:ya mtandaoni|za nyumbani|ya nyumbani)|mshahara wa',
]);
const INVEST = words(['wekeza|uwekezaji|faida ya \\d+ ?%|forex']);
const RETURNS = words(['faida ya \\d+ ?%|mara (?:mbili|tatu)|\\d+ ?% kila (?:siku|wiki)']);
const FREE_MONEY = words(['bure|bila malipo']);
/** The reader's line, account or service to be closed, blocked or worked on: the pretext. */
const ACCOUNT_STATE = words([
  '(?:laini|line|akaunti|account|simu|huduma|m-?pesa)(?: \\p{L}+){0,3} (?:itafungwa|imefungwa|imesimamishwa|itasimamishwa|itazimwa|imezimwa|imezuiliwa|itazuiliwa|imefungiwa)',
  'usajili (?:kamili|wa kitambulisho)|kukosa usajili',
  // Work said to be done on it: "tunaboresha mfumo wa akaunti yako", "maboresho ya mfumo".
  '(?:tunaboresha|maboresho ya|kuboresha) (?:mfumo|akaunti)',
]);
const LEGAL_THREAT = words(['utakamatwa|kukamatwa|polisi|mahakama|kesi']);
const PERSON = words(['mama|baba|mpenzi|mpenzi wangu|dada|kaka']);
const NEW_NUMBER = words([
  'namba (?:yangu )?mpya|hii ndio namba yangu|ile (?:namba |laini )?(?:ingine|nyingine)(?: \\p{L}+){0,2} (?:ina|ikona|iko na) shida',
  // The writer's own line or wallet said not to work, to send elsewhere: "M-PESA yangu ina shida".
  '(?:m-?pesa|namba|laini|simu) yangu(?: ya kawaida)? (?:ina|ikona|iko na) shida|usitume kwa namba yangu',
]);
const MISTAKE = words([
  'nimekosea(?: kutuma)?|(?:kwa )?makosa|kimakosa|kwa bahati mbaya|nimetuma vibaya',
]);
const CLICK = words([
  'bonyeza|fungua|tembelea|ingia|jisajili|piga|tupigie|wasiliana(?: nasi)?|pigia',
]);
const PAY = words([
  'tuma(?: pesa| kiasi| ada)?|lipa|lipia|kulipa|kulipia|ulipe|mlipe|nirudishie|rudisha|nitumie|weka (?:pesa|kiasi)|changia',
]);
const PAY_TO = words(['(?:kwa|kwenye) (?:hii )?namba(?: hii)?']);
const DETAILS = words(['thibitisha|taarifa zako|kitambulisho|maelezo yako']);
const SECRET = words([
  '(?:mpe|umpe|nipe|toa|taja|tuma)[^.\\n]{0,30}?(?:pin|namba ya siri|msimbo|nywila)',
]);
const NEGATED = words(['usitoe|usimpe|usitume|usishiriki|usimwambie|kamwe']);
const NEVER = words(['kamwe']);
/** A receipt of a payment done: "Imethibitishwa", "Umepokea", "imelipwa". */
const DONE = words(['imethibitishwa|umepokea|imelipwa|umelipa|umenunua|imefanikiwa|imekamilika']);
const SEND_MONEY = words(['tuma|lipa|weka|changia']);
const BANK_ACCOUNT = words(['(?:akaunti|account|a/c)[^\\n\\d]{0,20}?\\d[\\d -]{7,20}\\d']);
const CHAT_ID = words(['(?:wa|whatsapp)[ :.]*(?:0|\\+?25[45])\\d[\\d -]{7,12}\\d']);
const URGENT = words(['leo|sasa hivi|haraka|mara moja|ndani ya (?:saa|masaa) \\d+|kabla ya saa']);
const MONEY = words([
  '(?:ksh|kes|tsh|tzs|ugx|sh)\\.? ?\\d[\\d,.]*',
  '\\d[\\d,.]* ?(?:shilingi|bob|ksh|tsh)',
]);
const PHONE = words(['(?:\\+?25[45]|0)[67]\\d[\\d -]{6,10}\\d']);
const FEE = words([
  'ada ya (?:usajili|usindikaji|maombi|huduma|uhamisho)|gharama ya (?:usajili|usindikaji)',
]);

/** The table class-reader.ts reads. */
export const SWAHILI_WORDS: ClassWords = {
  offers: [
    [PRIZE, 'that you have won a prize'],
    [LOAN, 'to offer a loan on easy terms'],
    [JOB, 'to offer easy paid work'],
    [INVEST, WAY_TO_MAKE_MONEY],
  ],
  gamblingLabel: 'to offer winnings from a betting site',
  jobLabel: 'to offer easy paid work',
  account: ACCOUNT_STATE,
  threat: words([
    '(?:laini|line|akaunti|account|simu|huduma|m-?pesa)(?: \\p{L}+){0,3} (?:itafungwa|itasimamishwa|itazimwa|itazuiliwa)',
  ]),
  accountLabel: 'to be about your line, account or mobile money',
  law: LEGAL_THREAT,
  person: PERSON,
  personClaim: NEW_NUMBER,
  newNumber: NEW_NUMBER,
  mistake: MISTAKE,
  click: CLICK,
  pay: PAY,
  payTo: PAY_TO,
  details: DETAILS,
  secret: SECRET,
  negated: NEGATED,
  never: NEVER,
  done: DONE,
  sendMoney: SEND_MONEY,
  bankAccount: BANK_ACCOUNT,
  chatId: CHAT_ID,
  phone: PHONE,
  urgent: URGENT,
  money: MONEY,
  free: FREE_MONEY,
  noChecks: NO_CHECKS,
  returns: RETURNS,
  won: WON,
  winnings: PRIZE,
  fee: FEE,
};
