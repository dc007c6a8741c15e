/**
 * A PIN asked for to receive money: "accept the collect request and enter your UPI PIN to receive
 * the money", "accept karke apna UPI PIN daal dena, paise aapke account me aa jayenge",
 * "ilagay ang MPIN para matanggap ang bayad". A PIN only ever pays: a payment app asks for it to
 * send money, never to take it in, so a message that says entering it brings money in is asking
 * the reader to approve a payment to the sender. Hard evidence in any language the words are
 * written in (English, romanised Hindi, Tagalog, Indonesian, Spanish, Portuguese, French,
 * German, Italian, Dutch). Not a warning that says so ("you never need your PIN to receive
 * money"): a negation near it, or the scope reader's, sets it aside.
 */
import { scopeAt } from './scope';
import type { Anatomy } from './parts';
import type { Reading } from './tokens';

/** A PIN, not India's postal "PIN code". */
const PIN = /\b(?:upi[\s-]?pin|m-?pin|pin)\b(?!\s*-?\s*codes?\b)/i;
/** Typing it in: "enter", "type", "daal dena", "enter karo", "ilagay", "masukkan", "introduce". */
const ENTER =
  /\b(?:enter|type|input|put|key\s+in|daal\w*|dal(?:o|na|dena|dein|iye|ke|kar)|enter\s+kar\w*|ilagay|i-?enter|masukkan|ketik|ingres[ae]\w*|introduc[ea]\w*|digit[ea]\w*|insir[ae]\w*|saisi\w*|entrez|eingeben|geben\s+sie|inserisci|inserire|voer)\b/i;
/**
 * Money coming in: "to receive the money", "to get your refund", "paise aapke account me aa
 * jayenge", "para matanggap ang bayad", "untuk menerima dana", "para recibir el dinero".
 */
const RECEIVE =
  /\b(?:to\s+(?:receive|get|claim|accept|collect)\b[^.!?\n]{0,25}\b(?:money|payment|amount|funds|cash|refund|rs\.?|inr|rupees)|receive\s+(?:the\s+|your\s+)?(?:money|payment|amount|funds|refund)|(?:paise|paisa|rupaye|rupees|money|payment|amount)\b[^.!?\n]{0,40}\b(?:credited|aa\s+ja(?:yenge|yega|enge|ega)|mil\s+ja(?:yenge|yega)|milenge)|para\s+(?:matanggap|makuha|recibir|receber)|untuk\s+(?:menerima|mencairkan)|pour\s+recevoir|um\s+\S+\s+zu\s+erhalten|per\s+ricevere|om\s+\S+\s+te\s+ontvangen)\b/i;
/** A warning, not an order: "never", "do not", "kabhi … nahi", "huwag", "jangan", "nunca". */
const NEGATED =
  /\b(?:never|not|don'?t|doesn'?t|no\s+need|kabhi|nahi|nahin|mat|huwag|hindi|jangan|tidak|nunca|jamais|niemals|nie|mai|nooit)\b|n't\b/i;

/** The ask's label, by which the anatomy's meaning (index.ts) knows it. */
export const PIN_TO_RECEIVE = 'to enter your PIN to receive money';

export function pinToReceive(reading: Reading, anatomy: Anatomy): void {
  const { text, sentences } = reading;
  if (!PIN.test(text)) return;
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    const pin = PIN.exec(s.text);
    if (!pin) continue;
    // The money may come in the next sentence: "Enter your PIN. The money will be credited."
    const next = sentences[i + 1];
    const around = next ? `${s.text} ${next.text}` : s.text;
    const at = s.start + pin.index;
    const enter = ENTER.exec(s.text);
    if (
      !enter ||
      !RECEIVE.test(around) ||
      NEGATED.test(s.text) ||
      scopeAt(reading.scope, at) !== null
    )
      continue;
    const from = s.start + Math.min(pin.index, enter.index);
    // Quoted from the PIN or the verb, whichever comes first, to the sentence's end; it takes the
    // place of a secret asked in the same sentence, which said less.
    const ask = {
      kind: 'secret' as const,
      label: PIN_TO_RECEIVE,
      span: { text: text.slice(from, s.end), start: from, end: s.end },
      sentence: i,
    };
    const same = anatomy.asks.findIndex((a) => a.kind === 'secret' && a.sentence === i);
    if (same >= 0) anatomy.asks[same] = ask;
    else anatomy.asks.push(ask);
    return;
  }
}
