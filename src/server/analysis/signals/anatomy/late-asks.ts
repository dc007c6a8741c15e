/**
 * Asks and pretexts read late, over the whole message, after every language's reading
 * (late-readings.ts): money to be sent as a caller to come explains, a BLIK code named just before
 * the ask to send it, an app to install from a link with the stores set aside, and money the
 * reader lost said to be found again.
 */
import { askAt } from './ask-at';
import { BLIK_NAMED } from './other-words';
import { type Anatomy, MONEY_ASKS } from './parts';
import type { Reading } from './tokens';

export function lateAsks(reading: Reading, anatomy: Anatomy): void {
  moneyByAnotherCaller(reading, anatomy);
  offStoreApp(reading.text, anatomy);
  recoveryClaim(reading.text, anatomy);
  blikBeforeAsk(reading.text, anatomy);
}

/**
 * "My lawyer is going to call you and he'll explain how to send the money": money to be sent as a
 * caller to come will say, the ask of a relative's bail or hospital plea passed on to an accomplice.
 */
const HOW_TO_SEND =
  /\b(?:explain|tell you|show you|walk you through|give you the details of)\s+how\s+to\s+(?:send|pay|wire|transfer|get)\s+(?:him |her |them |us )?(?:the\s+)?(?:money|cash|payment|funds|bail)\b/i;
function moneyByAnotherCaller(reading: Reading, anatomy: Anatomy): void {
  if (anatomy.asks.some((a) => MONEY_ASKS.has(a.kind))) return;
  const m = HOW_TO_SEND.exec(reading.text);
  if (m) askAt(reading, anatomy, 'pay', 'to send money as someone who will call explains', m);
}

/**
 * "Download the app from this link, not App Store, it's the professional version": an app to be
 * installed from a link, the stores set aside. A genuine service's app is in the stores; one kept
 * out of them escapes their checks, as trading and loan apps that take the money do.
 */
const OFF_STORE =
  /(?<![\p{L}])(?:not (?:from |in |on |through )?(?:the )?|instead of (?:the )?|outside (?:the )?|rather than (?:the )?|nicht (?:im |aus dem )?|niet (?:in |uit )?(?:de )?|non (?:su |da |dal |nel )?|no (?:en |de |desde )?(?:la |el )?|n[ãa]o (?:na |da |pela )?|pas (?:sur |dans |depuis )?(?:l['’])?)(?:app ?store|play ?store|google play)(?![\p{L}])/iu;
function offStoreApp(text: string, anatomy: Anatomy): void {
  if (!anatomy.asks.some((a) => a.kind === 'install') || !OFF_STORE.test(text)) return;
  for (const c of anatomy.channels) if (c.kind === 'link' && !c.own) c.foreign = true;
}

/**
 * "Our investigators have traced funds lost by you … $27,400 has been identified as recoverable in
 * your name": money the reader lost, said to be found again, the pretext of recovery fraud (whose
 * next step is a fee). Not a bank's refund of a charge, which names no lost funds traced.
 */
const RECOVERY =
  /(?<![\p{L}])(?:(?:traced|located|recovered|identified|found) (?:the |your )?(?:lost |stolen )?(?:funds|money|assets|crypto)|(?:funds|money|assets) (?:lost|stolen) by you|recoverable (?:in your name|funds|amount)|identified as recoverable)(?![\p{L}])/iu;
function recoveryClaim(text: string, anatomy: Anatomy): void {
  if (anatomy.pretexts.length > 0) return;
  const m = RECOVERY.exec(text);
  if (!m) return;
  const span = { text: m[0], start: m.index, end: m.index + m[0].length };
  anatomy.pretexts.push({ kind: 'affairs', label: 'to have found money you lost', span });
}

/** How far before an ask to send a code its BLIK may be named ("kod BLIK i wyślij tutaj"). */
const BLIK_REACH = 30;
/**
 * "Wygeneruj mi kod BLIK i wyślij tutaj": the code to send is the BLIK code named just before the
 * verb, so the ask is quoted from it (index.ts reads a BLIK code asked for as paying whoever asks).
 */
function blikBeforeAsk(text: string, anatomy: Anatomy): void {
  for (const a of anatomy.asks) {
    if (a.kind !== 'secret' || BLIK_NAMED.test(a.span.text)) continue;
    const before = text.slice(Math.max(0, a.span.start - BLIK_REACH), a.span.start);
    const m = /(?:kod\p{L}* )?blik[^.!?\n]*$/iu.exec(before);
    if (!m) continue;
    const start = a.span.start - before.length + m.index;
    a.span = { text: text.slice(start, a.span.end), start, end: a.span.end };
  }
}
