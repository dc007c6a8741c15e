/**
 * How far the class reader (class-reader.ts) looks from one word for another: its amount, its
 * payee, a report of it being done, a negation, the link or number it points at.
 */
import type { Hit } from './unlinked-asks';

/** How far from a payment word its amount may be. */
export const PAY_REACH = 40;
/** How far before a fee's name its amount may end ("€ 2,95 administratiekosten"). */
export const FEE_AMOUNT_BEFORE = 2;
/** Does `a` end before `b` starts, at most `reach` characters before it? */
export const endsBefore = (a: Hit, b: Hit, reach: number): boolean =>
  a.end <= b.start && b.start - a.end <= reach;
/**
 * One right after the other, either way: "send it to this number" and, in Hindi's order, "इस
 * नंबर पर भेज दीजिए" ("to this number send it").
 */
export const besideEither = (a: Hit, b: Hit, reach: number): boolean =>
  endsBefore(a, b, reach) || endsBefore(b, a, reach);
/** How far before a bank account the word for sending money to it is read. */
export const SEND_REACH = 60;
/** How far either side of a bank account the name it is in may be written. */
export const PAYEE_REACH = 40;
/** How far either side of a payment or an account's closing a report of it being done is read. */
export const DONE_REACH = 80;
/** A negation just before a report of something done ("não foi concluída", "ไม่สำเร็จ"). */
export const NOT_DONE =
  /(?:(?<![\p{L}])(?:nao|no|non|ne|pas|nicht|niet|nie|not|kein\p{L}*|niente|nada)(?![\p{L}])|ไม่|ยังไม่)[^.!?\n]{0,16}$/u;
export const NOT_DONE_REACH = 24;
export const MINE_REACH = 16; // how far before an account's state "my" is read ("la mia carta è …")
/** How far before a word a negation turns it into advice. */
export const NEGATION_REACH = 24;
/** How far after the word to act its link or number may come and still be quoted with it. */
export const ASK_REACH = 40;
/** How far after the word to act a link comes for the word to point at it ("tại: ", "here "). */
export const POINT_REACH = 8;
/** How far before a phone number the person it belongs to is named. */
export const THIRD_PARTY_REACH = 48;
/** How far into the message someone the reader knows is addressed. */
export const OPENING_REACH = 40;

/**
 * A payment told as done, in the perfect: "tu as déjà payé ta part", "ya has pagado", "hai già
 * pagato", "du hast schon bezahlt", "je hebt al betaald". Asks no one to pay.
 */
const PAID_PERFECT =
  /(?<![\p{L}])(?:as|avez|ai|avons|ont|a|ha|has|he|hemos|han|hai|ho|hanno|abbiamo|hast|hat|habe|haben|hebt|heb|heeft|hebben)\s+(?:(?:d[ée]j[àa]|ya|gi[àa]|schon|bereits|al|already)\s+)?$/iu;
const PARTICIPLE = /(?:[ée]e?s?|ad[oa]s?|at[oaie]|t|ald)$/iu;
/** An infinitive after "a" is still to do: "mi aiuti a pagare", "ayúdame a pagar". */
const INFINITIVE = /(?:ar|er|ir|re)$/iu;
export const paidAlready = (plain: string, h: Hit): boolean =>
  PARTICIPLE.test(plain.slice(h.start, h.end)) &&
  !INFINITIVE.test(plain.slice(h.start, h.end)) &&
  PAID_PERFECT.test(plain.slice(Math.max(0, h.start - 24), h.start));
/** An auxiliary of the passive or the perfect just before a word: what it names was done. */
const PASSIVE_BEFORE =
  /(?<![\p{L}])(?:foi|foram|fue|fueron|sido|est[áa]|est[ãa]o|stat[oaie]|a été|ont été|été|wurde|wurden|worden|werd|zijn|został[aoy]?|zostały|edildi|telah|sudah|đã được|da duoc)\s+$/iu;
/**
 * A word to act said as done ("foi validada", "ha sido comprobada", "è stata verificata"): a
 * check reported, no ask.
 */
export const doneBefore = (text: string, h: Hit): boolean =>
  PASSIVE_BEFORE.test(text.slice(Math.max(0, h.start - 24), h.start));
/** "Bevestig niets", "confirmez rien", "no confirme nada": a word to act with nothing as its object. */
const NOTHING_AFTER =
  /^\s+(?:niets|niks|nichts|rien|nada|nulla|niente|nic|hicbir sey|nothing|anything)(?![\p{L}])/iu;
/** A word to act that asks nothing: reported done, or done to nothing. */
export const asksNothing = (text: string, h: Hit): boolean =>
  doneBefore(text, h) || NOTHING_AFTER.test(text.slice(h.end, h.end + 16));

/**
 * Where a payment word's money goes, just after it: the reader's own account ("a transferir para
 * o IBAN registado", "será abonado en su cuenta", "virement sur votre compte", "auf Ihr Konto
 * überwiesen"). Money coming to the reader is no payment asked of them. An account of the
 * writer's, or one named by its number or as safe (safe-account.ts), is not this.
 */
const ACCOUNTS = '(?:IBAN|conta|cuenta|compte|konto|conto|rekening|account)';
const TO_YOURS = new RegExp(
  `^[^.!?\\n]{0,25}?(?<![\\p{L}])(?:para|a|en|sur|auf|sul|su|op|na|ke|no|em|into|to)\\s+(?:(?:o|a|la|le|das|den|il|het|the)\\s+)?(?:(?:su|sua|seu|votre|ihr|ihre|suo|tuo|tua|uw|je|twoje|pana|pani|tu|anda|your)\\s+${ACCOUNTS}(?:\\s+banc[aá]ri[ao]|\\s+bancaire)?|${ACCOUNTS}\\s+(?:registad[oa]|registrad[oa]|cadastrad[oa]|enregistr[ée]e?|hinterlegt\\p{L}*|registrat[oa]|geregistreerde?|on\\s+file))` +
    // The account named and no more: not "na sua conta de trabalho" (a task site's), nor "your
    // new account", "su cuenta segura" (safe-account.ts).
    '(?=\\s*(?:[.,;:!?()\\n]|$)|\\s+(?:e|y|et|und|en|and|ou|o|or|oder|of|em|in|within|dentro|entro|binnen)\\s)',
  'iu',
);
/** Money put in by the reader ("deposite na sua conta"): a task site's account is called theirs. */
const PUT_IN = /^(?:deposit|d[ée]pos|einzahl|versa|stort|setor|yat[ıi]r|recarg|top)/iu;
/**
 * Paid at the door, when the parcel is handed over ("pembayaran COD Rp215.000 saat paket
 * diterima", "pago contra reembolso", "paiement à la livraison"): nothing sent beforehand.
 */
const AT_THE_DOOR =
  /^[^.!?\n]{0,40}?(?<![\p{L}])(?:COD|cash on delivery|bayar di tempat|saat (?:paket|barang) (?:diterima|tiba|sampai)|contra ?reembolso|contra entrega|[àa] la livraison|bei (?:lieferung|zustellung|abholung)|per nachnahme|alla consegna|in contrassegno|bij (?:aflevering|bezorging)|rembours|przy odbiorze|za pobraniem|kap[ıi]da [öo]deme)(?![\p{L}])/iu;
/** Whether a payment word's money comes to the reader's own account or is paid at the door. */
export const notSentAway = (text: string, h: Hit): boolean =>
  AT_THE_DOOR.test(text.slice(h.end, h.end + 80)) ||
  (!PUT_IN.test(text.slice(h.start, h.end)) && TO_YOURS.test(text.slice(h.end, h.end + 80)));

/**
 * The holder's name on the line just before an account, in a message signed with its first name
 * ("Lena Hartmann / IBAN DE89 …" … "Lena"): the writer's own account, as friends splitting a bill
 * give it.
 */
const HOLDER_LINE =
  /(?:^|\n)[ \t]*(\p{Lu}\p{Ll}+)(?:[ \t]+(?:(?:de|van|der|den|da|di|von|le|la|du|dos|das)[ \t]+)*\p{Lu}[\p{L}'-]+){1,2}[ \t]*\n[ \t]*$/u;
export function signedByHolder(head: string, start: number): boolean {
  const holder = HOLDER_LINE.exec(head.slice(Math.max(0, start - 80), start));
  const last = head.trimEnd().split('\n').pop()?.trim() ?? '';
  return !!holder && last.split(/\s+/)[0] === holder[1];
}

/**
 * A time said as notice given ahead ("uiterlijk 24 uur van tevoren", "at least 24 hours in
 * advance", "con 24 ore di anticipo"): when to call off an appointment, not haste on the reader.
 */
const IN_ADVANCE =
  /^[^.!?\n]{0,30}?(?<![\p{L}])(?:van tevoren|vooraf|in advance|beforehand|[àa] l['’]avance|im voraus|vorher|di anticipo|in anticipo|con anticipo|de antelaci[óo]n|con antelaci[óo]n|de anteced[êe]ncia|z wyprzedzeniem|[öo]nceden|sebelumnya|tr[ưu][ớo]c)(?![\p{L}])/iu;
/** Urgency denied just before its word: "no es nada urgente", "nichts Dringendes", "pas urgent". */
const DENIED =
  /(?<![\p{L}])(?:nada|no es|n[ãa]o [ée]|non [èe]|niente di|nicht|nichts|niet|niets|geen|kein|pas|rien d['’]|nie|no hay|sin|sem|nessuna|hi[çc]bir|tidak|bukan|kh[ôo]ng)\s+$/iu;
/** No haste on the reader: notice given ahead of a time, or urgency denied. */
export const noticeAhead = (plain: string, h: Hit): boolean =>
  IN_ADVANCE.test(plain.slice(h.end, h.end + 60)) ||
  DENIED.test(plain.slice(Math.max(0, h.start - 16), h.start));
