/**
 * What only ever pays money out, said to bring money in. A PIN: "accept the collect request and
 * enter your UPI PIN to receive the money", "accept karke apna UPI PIN daal dena, paise aapke
 * account me aa jayenge", "ilagay ang MPIN para matanggap ang bayad". A payment app asks for it to
 * send money, never to take it in, so a message that says entering it brings money in is asking
 * the reader to approve a payment to the sender. So are a card's details ("per ricevere il denaro
 * deve solo confermare i dati della sua carta"): paying someone needs their account, never their
 * card's number and code, which only charge it; and a cash machine ("ir a uma caixa multibanco e
 * seguir os meus passos para ativar o recebimento", the MB WAY buyer's trick): it only pays out,
 * and the steps the buyer dictates there send the reader's money. Hard evidence in any language
 * the words are written in (English, Hindi in Devanagari or romanised, Tagalog, Indonesian, Spanish, Portuguese,
 * French, German, Italian, Dutch). Not a warning that says so ("you never need your PIN to
 * receive money"): a negation near it, or the scope reader's, sets it aside.
 */
import { PIN_SENT, PIN_SENT_MEANS } from './pin-sent';
import { scopeAt } from './scope';
import type { Anatomy, AskKind } from './parts';
import type { Reading } from './tokens';

/** A PIN, not India's postal "PIN code". */
const PIN = /\b(?:upi[\s-]?pin|m-?pin|pin)\b(?!\s*-?\s*codes?\b)/i;
/** Typing it in: "enter", "type", "daal dena", "डाल दीजिए", "ilagay", "masukkan", "introduce". */
const ENTER =
  /\b(?:enter|type|input|put|key\s+in|daal\w*|dal(?:o|na|dena|dein|iye|ke|kar)|enter\s+kar\w*|ilagay|i-?enter|masukkan|ketik|ingres[ae]\w*|introduc[ea]\w*|digit[ea]\w*|insir[ae]\w*|saisi\w*|entrez|eingeben|geben\s+sie|inserisci|inserire|voer)\b|डाल|दर्ज/i;
/**
 * Money coming in: "to receive the money", "to get your refund", "paise aapke account me aa
 * jayenge", "para matanggap ang bayad", "untuk menerima dana", "para recibir el dinero".
 */
const RECEIVE =
  /\b(?:to\s+(?:receive|get|claim|accept|collect)\b[^.!?\n]{0,25}\b(?:money|payment|amount|funds|cash|refund|rs\.?|inr|rupees)|receive\s+(?:the\s+|your\s+)?(?:money|payment|amount|funds|refund)|(?:paise|paisa|rupaye|rupees|money|payment|amount)\b[^.!?\n]{0,40}\b(?:credited|aa\s+ja(?:yenge|yega|enge|ega)|mil\s+ja(?:yenge|yega)|milenge)|para\s+(?:matanggap|makuha|recibir(?:la|lo|las|los)?|receb[eê](?:-l[oa]s?)?)|untuk\s+(?:menerima|mencairkan)|pour\s+recevoir|um\s+(?:\S+\s+){1,2}zu\s+erhalten|per\s+ricevere|om\s+(?:\S+\s+){1,2}te\s+ontvangen|para\s+(?:cobrar|receber|recibir)|para\s+que\s+(?:te\s+llegue|se\s+(?:ingrese|abone)|(?:te|le)\s+(?:ingrese|abone))|para\s+(?:eu\s+|yo\s+)?(?:(?:lhe|te|le)\s+)?(?:conseguir\s+|poder\s+)?(?:enviar|mandar|pagar|transferir)(?:\s+(?:lhe|te|le))?\s+o\s+dinheiro|recebimento|rece(?:p)?[cç][aã]o|recepci[oó]n|to\s+receive\s+(?:the\s+|your\s+)?[$£€]\s?\d|damit\s+(?:\S+\s+){0,3}(?:ankomm\w*|eingeh\w*|gutgeschrieben)|hesab\S*\s+ge[çc]er|almak\s+i[çc]in)(?![a-z])|(?:żeby|aby)\s+(?:\S+\s+)?(?:otrzyma|dosta)\S*|để\s+nhận|(?:पैसे|पैसा|रुपये|रुपए|राशि|पेमेंट)[^।.!?\n]{0,20}?(?:पाने|प्राप्त करने|लेने) के लिए|(?:पैसे|रुपये|रुपए|राशि)[^।.!?\n]{0,30}?(?:आ जाएंगे|आ जाएँगे|मिल जाएंगे|मिल जाएँगे)/i;
/** A warning, not an order: "never", "do not", "kabhi … nahi", "huwag", "jangan", "nunca", "keine". */
const NEGATED =
  /\b(?:never|not|don'?t|doesn'?t|no\s+need|kabhi|nahi|nahin|mat|huwag|hindi|jangan|tidak|nunca|jamais|niemals|nie|mai|nooit|kein\w*|nicht|geen|niet|non)\b|n't\b|कभी|नहीं|मत\s/i;

/** A card's details, which only charge it: its number, its code, "i dati della sua carta". */
const CARD_DETAILS =
  /\b(?:card\s+(?:details|number|info\w*)|cvv|cvc|kartendaten|dati\s+della\s+(?:sua\s+|tua\s+)?carta|datos\s+de\s+(?:tu\s+|su\s+)?tarjeta|dados\s+do\s+(?:seu\s+|teu\s+)?cart[ãa]o|donn[ée]es\s+de\s+(?:votre\s+|ta\s+)?carte|kaartgegevens|data\s+kartu)\b/i;
/** Giving them: "confirm", "enter", "provide", "confermare", "bestätigen", "introducir". */
const GIVE =
  /\b(?:confirm\w*|enter|provide|give|verify|type|fill|introduc\w*|ingres\w*|conferm\w*|confirmer|confirmez|bestätig\w*|eingeben|bevestig\w*|invoer\w*|insir\w*|inform\w*|saisi\w*|renseign\w*|masukkan)\b/i;
/** A cash machine, which only pays out: "ATM", "cajero", "caixa multibanco", "Geldautomat". */
const CASH_MACHINE =
  /\b(?:atm|cash\s+machine|cajero|multibanco|geldautomat\w*|distributeur|bancomat|geldautomaat|pinautomaat)\b/i;
/** Going there: "go to", "ir a", "acudir", "aller", "gehen", "andare", "recarse". */
const GO =
  /(?<![\p{L}])(?:go|visit|head|ir|vá|vai|acud\p{L}*|aller|allez|rendez|gehen|gehe|andare|vada|recar\p{L}*|ga|gaat)(?![\p{L}])/iu;

/**
 * A payment request to accept ("Te acabo de mandar la petición, acéptala … para que te llegue el
 * dinero", "accept the request to receive the money"): accepting one pays whoever sent it.
 */
const PAY_REQUEST =
  /\b(?:petici[oó]n|solicitud|pedido(?:\s+de\s+(?:pagamento|dinheiro))?|(?:payment|money)\s+request|request|demande|anfrage|richiesta|betaalverzoek|verzoek|notification|aviso|avviso|notificaci[oó]n|notifica[cç][aã]o|benachrichtigung|powiadomieni\S*|bildirim\S*|notifikasi|permintaan)(?![a-z])/i;
const ACCEPT =
  /\b(?:ac[eé]pt\w*|aceit\w*|accept\w*|akzeptier\w*|accett\w*|approve|aprueb\w*|aprov\w*|best[äa]tig\S*|freigeben|onayla\S*|zatwierd\S*|akceptuj\S*|setujui|terima)/i;

/**
 * A code that authorises a payment (a pushTAN, a one-time code), said to be approved or given to
 * cancel a payment ("geben Sie die pushTAN … zur Stornierung frei", "approve the notification to
 * stop the transfer"): approving one only ever sends money, so the "cancellation" is the payment.
 */
const APPROVAL_CODE =
  /\b(?:push-?tan|tan|mobile-?tan|sms-?tan|photo-?tan|chiptan|push(?:-?notification)?|one-time (?:code|passcode)|otp|codice (?:otp|di conferma)|c[óo]digo (?:otp|de confirma[cç][aã]o))\b/i;
const APPROVE =
  /(?<![\p{L}])(?:approve|confirm|authori[sz]e|release|enter|share|give|freigeben|frei|best[äa]tig\p{L}*|valide[rz]|confirme[rz]|aprueb\p{L}*|aprobar|confirm[ae]|autoriz\p{L}*|conferm\p{L}*|goedkeur\p{L}*|bevestig\p{L}*|aprove)(?![\p{L}])/iu;
const TO_CANCEL =
  /(?<![\p{L}])(?:to (?:cancel|stop|block|reverse)|zur stornierung|stornier\p{L}*|pour (?:l['’])?annuler|para (?:cancelar|anular)|per (?:annullar\p{L}*|bloccar\p{L}*)|om (?:\p{L}+ ){0,3}te (?:annuleren|stoppen))(?![\p{L}])/iu;
/** The payment it would "cancel", named somewhere in the message. */
const PAYMENT_NAMED =
  /(?<![\p{L}])(?:payment|transfer|transaction|[üu]berweisung|ueberweisung|zahlung|abbuchung|virement|paiement|op[ée]ration|pago|transferencia|bonifico|pagamento|betaling|overboeking|transfer[eê]ncia)(?![\p{L}])/iu;

/** The ask's label, by which the anatomy's meaning (index.ts) knows it. */
export const PIN_TO_RECEIVE = 'to enter your PIN to receive money';
const REQUEST_TO_RECEIVE = 'to accept a payment request to receive money';
const CARD_TO_RECEIVE = "to give your card's details to receive money";
const CASH_MACHINE_TO_RECEIVE = 'to go to a cash machine to receive money';
const APPROVAL_TO_CANCEL = 'to approve a payment code to cancel a payment';
/** What each pays out as the report names it, by its ask's label (index.ts). */
export const PAYS_OUT: ReadonlyMap<string, string> = new Map([
  [PIN_TO_RECEIVE, 'your PIN, which only ever pays money out and never brings it in'],
  [PIN_SENT, PIN_SENT_MEANS],
  [CARD_TO_RECEIVE, "your card's details, which only ever charge it and never bring money in"],
  [CASH_MACHINE_TO_RECEIVE, 'you at a cash machine, which only ever pays money out'],
  [REQUEST_TO_RECEIVE, 'a payment request, which takes money from you when you accept it'],
  [APPROVAL_TO_CANCEL, 'a payment code approved, which only ever sends money and never cancels it'],
]);
/**
 * A code the message gives to use at the machine: a bank's cash-by-code ("acude a un cajero con el
 * código 4417 2290") pays the reader out; the buyer's trick dictates steps and gives none.
 */
const CODE_GIVEN = /\d{4,}|\b(?:code|c[óo]digo|clave|codice)\b/i;
/** An entity and a reference to pay at the machine ("Pagamento de Serviços, entidade …"): a payment. */
const PAYS_SERVICE = /\bentidade\b|pagamento\s+de\s+servi[cç]os|pagar\s+servi[cç]os/i;
interface PaysOutReading {
  what: RegExp;
  act: RegExp;
  kind: AskKind;
  label: string;
  unless?: RegExp;
  /** What it is said to be for, in the sentence or the next: money coming in (RECEIVE) by default. */
  purpose?: RegExp;
}
const READINGS: readonly PaysOutReading[] = [
  { what: PIN, act: ENTER, kind: 'secret', label: PIN_TO_RECEIVE },
  { what: CARD_DETAILS, act: GIVE, kind: 'card', label: CARD_TO_RECEIVE },
  {
    what: CASH_MACHINE,
    act: GO,
    kind: 'pay',
    label: CASH_MACHINE_TO_RECEIVE,
    unless: CODE_GIVEN,
  },
  { what: PAY_REQUEST, act: ACCEPT, kind: 'pay', label: REQUEST_TO_RECEIVE },
  {
    what: APPROVAL_CODE,
    act: APPROVE,
    kind: 'secret',
    label: APPROVAL_TO_CANCEL,
    purpose: TO_CANCEL,
  },
];

export function pinToReceive(reading: Reading, anatomy: Anatomy): void {
  for (const r of READINGS)
    if (r.what.test(reading.text) && paysOutToReceive(reading, anatomy, r)) return;
}

function paysOutToReceive(
  reading: Reading,
  anatomy: Anatomy,
  { what, act, kind, label, unless, purpose }: PaysOutReading,
): boolean {
  const { text, sentences } = reading;
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    const pin = what.exec(s.text);
    if (!pin) continue;
    // The money may come in the next sentence: "Enter your PIN. The money will be credited."
    const next = sentences[i + 1];
    const around = next ? `${s.text} ${next.text}` : s.text;
    const at = s.start + pin.index;
    const enter = act.exec(s.text);
    if (
      !enter ||
      !(purpose ?? RECEIVE).test(around) ||
      (purpose && !PAYMENT_NAMED.test(text)) ||
      NEGATED.test(s.text) ||
      (unless?.test(s.text) && !PAYS_SERVICE.test(s.text)) ||
      scopeAt(reading.scope, at) !== null
    )
      continue;
    const from = s.start + Math.min(pin.index, enter.index);
    // Quoted from the thing or the verb, whichever comes first, to the sentence's end; it takes
    // the place of an ask of its kind in the same sentence, which said less.
    const ask = {
      kind,
      label,
      span: { text: text.slice(from, s.end), start: from, end: s.end },
      sentence: i,
    };
    const same = anatomy.asks.findIndex((a) => a.kind === kind && a.sentence === i);
    if (same >= 0) anatomy.asks[same] = ask;
    else anatomy.asks.push(ask);
    return true;
  }
  return false;
}
