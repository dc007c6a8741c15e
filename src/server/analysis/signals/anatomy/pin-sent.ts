/**
 * A PIN or password asked to be sent in a message: "reply with your M-PESA PIN to cancel", "send
 * me your MoMo PIN so I can reverse it", "Tuma namba yako ya siri (PIN) kwenda 0715…", "envoyez
 * votre code secret au …", "kirim PIN kamu ke nomor ini". Whoever holds it can move the reader's
 * money, and no bank, operator, agent or friend needs it sent: the app asks for it on the reader's
 * own phone and nowhere else, so whoever asks for it in a message is after the account, whoever it
 * claims to be. Typed into the app ("Enter your M-PESA PIN to pay") is how a genuine prompt reads,
 * and is not this. Hard evidence in the languages its words are written in (English, Swahili,
 * French, Spanish, Portuguese, Indonesian, romanised Hindi, Tagalog). Not a warning that names the
 * act ("never send your PIN to anyone", "if someone asks for your PIN, report it"): a negation, a
 * condition, or "anyone"/"someone" in the sentence sets it aside, as does the scope reader's.
 */
import { scopeAt } from './scope';
import type { Anatomy } from './parts';
import type { Reading } from './tokens';

/** The reader's PIN or password as written in a message. */
const PIN =
  /\b(?:(?:m-?pin|upi\s+pin|pin(?:\s+(?:code|number|no\.?))?|password|passcode|namba\s+(?:yako\s+)?ya\s+siri|code\s+(?:secret|pin|confidentiel)|mot\s+de\s+passe|contrase[ñn]a|clave(?:\s+secreta)?|senha|kata\s+sandi)\b)/i;
/** Sending it: replied, sent, texted, shared, given, told, forwarded, in each language. */
const SEND =
  /\b(?:reply|respond|send|sms|text|share|give|tell|forward|provide|submit|whatsapp|tuma|nitumie|tutumie|nitumia|envoy\w*|transmet\w*|communiqu\w*|donne[zr]?|envi[ae]\w*|env[ií]\w*|mand[ae]\w*|compart\w*|proporcion\w*|kirim\w*|berikan|kasih|bhej\w*|bata\w*|ibigay|ipadala|i-?send)\b/i;
/** The reader's own, said between the verb and the PIN: "your", "yako", "votre", "anda", "apna". */
const YOURS =
  /\b(?:your|ur|yr|yako|lako|lenu|votre|vos|ton|ta|tu|su|sua|seu|teu|anda|kamu|apna|apni|iyong|mo)\b/i;
/** How far after the PIN its owner may be said, in characters ("PIN yako ya M-Pesa"). */
const OWNER_AFTER = 6;
/** A sentence that says "never" anywhere is a warning, whatever its clauses. */
const NEVER = /\b(?:never|jamais|nunca|kamwe|usiwahi|jamás|nahin|kabhi)\b/i;
/** How far before the PIN the verb of sending may stand, in characters. */
const SEND_REACH = 40;
/**
 * A warning, a condition or someone else's act: "never", "do not", "usitume", "if", "anyone",
 * "someone", "kama", "jamais", "ne … jamais", "nunca", "jangan", "mat", "huwag".
 */
const NOT_AN_ASK =
  /\b(?:never|not|don'?t|doesn'?t|won'?t|no\s+one|nobody|anyone|anybody|someone|somebody|whoever|if|when|usi\w*|kamwe|kama|mtu|jamais|personne|quelqu'un|si|nunca|nadie|alguien|ningu[ée]m|jangan|siapa(?:pun)?|mat|kabhi|huwag|kahit\s+sino)\b|n't\b/i;

/** The ask's label, by which the anatomy's meaning (index.ts) knows it. */
export const PIN_SENT = 'to send your PIN or password in a message';
/** What the report says of it (index.ts, beside what else is wanted). */
export const PIN_SENT_MEANS =
  'your PIN or password sent to them, which lets whoever has it take your money and which no bank, operator or agent ever asks for';

export function pinSent(reading: Reading, anatomy: Anatomy): void {
  const { text, sentences } = reading;
  if (!PIN.test(text)) return;
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    const pin = PIN.exec(s.text);
    if (!pin) continue;
    const reach = Math.max(0, pin.index - SEND_REACH);
    const sent = SEND.exec(s.text.slice(reach, pin.index));
    if (!sent) continue;
    const verbAt = reach + sent.index;
    // Read in the clause that asks ("If you did not request this, reply with your PIN"): from the
    // break before the verb to the one after the PIN.
    const opens = Math.max(
      ...[',', ';', ':', '(', '–', '—'].map((c) => s.text.lastIndexOf(c, verbAt)),
    );
    const pinEnd = pin.index + pin[0].length;
    const closes = s.text.slice(pinEnd).search(/[,;:)–—]/);
    const clause = s.text.slice(opens + 1, closes < 0 ? s.text.length : pinEnd + closes);
    if (
      NOT_AN_ASK.test(clause) ||
      NEVER.test(s.text) ||
      // Before the PIN, or after it as Swahili puts it ("PIN yako").
      !YOURS.test(s.text.slice(verbAt + sent[0].length, pinEnd + OWNER_AFTER))
    )
      continue;
    const from = s.start + verbAt;
    if (scopeAt(reading.scope, from) !== null || scopeAt(reading.scope, s.start + pin.index))
      continue;
    const ask = {
      kind: 'secret' as const,
      label: PIN_SENT,
      span: { text: text.slice(from, s.end), start: from, end: s.end },
      sentence: i,
    };
    // It takes the place of an ask of a secret in the same sentence, which said less.
    const same = anatomy.asks.findIndex((a) => a.kind === 'secret' && a.sentence === i);
    if (same >= 0) anatomy.asks[same] = ask;
    else anatomy.asks.push(ask);
    return;
  }
}
