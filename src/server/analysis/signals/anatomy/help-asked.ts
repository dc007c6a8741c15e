/**
 * What someone writing from a new number asks first, before any money is named: a favour or help
 * ("Need a small favour x", "Kun je me helpen?", "Mi serve un favore"), or a bill the writer says
 * they must pay and cannot ("Ik moet vandaag nog een rekening betalen maar kan niet inloggen").
 * A friend's "new number, save it" asks nothing and stays not enough to judge (judge/inputs.ts);
 * what the family-emergency scam asks next is this, and it is what the reader is warned of. Read
 * only beside a claim of a new number, in the languages the anatomy reads.
 */
import { MAX_CLASS_CHARS } from './class-reader';
import { words } from './other-words';
import { ASK_LABEL, type Anatomy, NEW_NUMBER_LABEL } from './parts';
import type { Reading } from './tokens';
import type { Span } from '../../knowledge/patterns';

/** A favour or help asked of the reader. */
const HELP = words(
  [
    // English
    '(?:need|needing|want|ask|do me|could you do me|can you do me) (?:a |an )?(?:small |quick |little |big |huge |urgent )?(?:favou?r|help)|(?:can|could|would) (?:you|u) (?:please )?help me|help me out|i need your help',
    // Spanish, Portuguese
    '(?:necesito|me haces|hazme|te pido) (?:un )?(?:peque[ñn]o |gran )?favor(?:cito)?|(?:me )?(?:puedes|podr[íi]as) ayudarme|me puedes ayudar',
    '(?:preciso|precisando|tô precisando|to precisando|estou precisando) de (?:um )?(?:favor(?:zinho)?|ajuda)|me faz um favor(?:zinho)?|(?:pode|podes|consegue|consegues) me ajudar|(?:pode|podes|consegue) ajudar-me',
    // French, German
    "(?:besoin d['’]un|rendre un|me rendre un) (?:petit )?service|(?:tu peux|peux-tu|pourrais-tu|vous pouvez|pouvez-vous) m['’]aider|besoin de ton aide",
    '(?:einen|kleinen) gefallen|(?:kannst|könntest) du mir (?:kurz |bitte |schnell )?helfen|ich brauche deine hilfe',
    // Italian, Dutch
    '(?:mi serve|ho bisogno di|mi fai) un (?:piccolo |grande )?favor(?:e|etto|ino)|(?:puoi|potresti) aiutarmi|mi puoi aiutare|ho bisogno del tuo aiuto',
    '(?:kun|kan|wil) (?:je|jij|u) me (?:even |misschien )?helpen|ik heb je hulp nodig|een (?:kleine )?gunst',
    // Indonesian, Vietnamese
    '(?:bisa|boleh) (?:minta )?(?:tolong|bantu)|tolong bantu|minta tolong|butuh bantuan',
    '(?:giúp|nhờ) (?:mẹ|bố|ba|con|em|anh|chị|mình|tớ)|cần (?:mẹ|bố|ba|anh|chị) giúp',
  ].join('|'),
);

/** The writer's own bill or payment they must make ("I have to pay", "ik moet … betalen"). */
const MUST_PAY = words(
  [
    'i (?:have to|must|need to|gotta) (?:pay|transfer|send)',
    '(?:tengo|tenemos) que (?:pagar|hacer (?:una|dos) transferencias?)',
    '(?:tenho|preciso) (?:de |que )?(?:pagar|fazer um pix)',
    'je dois (?:payer|r[ée]gler|faire un virement)',
    'ich muss [^.!?\\n]{0,40}?(?:bezahlen|zahlen|überweisen)',
    'devo (?:pagare|fare un bonifico)',
    'ik moet [^.!?\\n]{0,40}?(?:betalen|overmaken|betalingen)',
    '(?:aku|saya) (?:harus|mesti|perlu) (?:bayar|transfer)',
    '(?:con|em|mình) (?:phải|cần) (?:trả|đóng|chuyển)',
  ].join('|'),
);

/**
 * A day or an hour the help is for ("help me move on Saturday", "Kun je me zaterdag helpen met
 * verhuizen?"): a plan to meet, which a friend with a new number makes; the scam's favour is now.
 */
const PLANNED = words(
  [
    '(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend',
    'lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|finde|fin de semana',
    'segunda|ter[çc]a|quarta|quinta|sexta|fim de semana',
    'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|week-end',
    'montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|wochenende',
    'luned[ìi]|marted[ìi]|mercoled[ìi]|gioved[ìi]|venerd[ìi]|sabato|domenica',
    'maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag',
    'senin|selasa|rabu|kamis|jumat|sabtu|minggu',
    'thứ (?:hai|ba|tư|năm|sáu|bảy)|chủ nhật|cuối tuần',
  ].join('|'),
);

/** How a favour asked is named: its reply goes to the new number (calls.ts). */
export const FAVOUR_LABEL = 'to do them a favour';

/** A claim of a new number: the pretext's or the channel's label says so. */
const NEW_NUMBER = /new number|someone else/;

/** Does the message say it comes from someone the reader knows, on a new number? */
export function writesFromNewNumber(anatomy: Anatomy): boolean {
  return (
    anatomy.channels.some((c) => c.label === NEW_NUMBER_LABEL) ||
    anatomy.pretexts.some((p) => p.kind === 'person' && NEW_NUMBER.test(p.label))
  );
}

/**
 * A new or borrowed number claimed: one the reader cannot check, wherever the message then asks
 * (as read.ts marks it, in no sentence of its own).
 */
export function markNewNumber(anatomy: Anatomy, span: Span): void {
  if (anatomy.channels.some((c) => c.label === NEW_NUMBER_LABEL)) return;
  anatomy.channels.push({
    kind: 'number',
    label: NEW_NUMBER_LABEL,
    span,
    own: false,
    foreign: true,
  });
}

export function helpAsked(reading: Reading, anatomy: Anatomy): void {
  const { text } = reading;
  if (text.length > MAX_CLASS_CHARS || anatomy.asks.length || !writesFromNewNumber(anatomy)) return;
  for (const [re, kind, label] of [
    [MUST_PAY, 'pay', ASK_LABEL.pay],
    [HELP, 'reply', FAVOUR_LABEL],
  ] as const) {
    re.lastIndex = 0;
    const m = re.exec(text);
    if (!m) continue;
    const sentence = reading.sentences.findIndex((s) => m.index >= s.start && m.index < s.end);
    const said = reading.sentences[sentence];
    PLANNED.lastIndex = 0;
    if (re === HELP && said && PLANNED.test(text.slice(said.start, said.end))) return;
    const end = m.index + m[0].length;
    anatomy.asks.push({
      kind,
      label,
      span: { text: m[0], start: m.index, end },
      ...(sentence >= 0 ? { sentence } : {}),
    });
    return;
  }
}
