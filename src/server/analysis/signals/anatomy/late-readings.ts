/**
 * Readings of the whole message that build on what the others read (a payment asked, a stake to
 * put in), so they run after every language's reading (read.ts): an account in someone else's
 * name excused (other-name.ts), trading tips shared in a group (tips-group.ts), a relative
 * said to be hurt by a stranger who asks for money (relative-hurt.ts), a button in brackets
 * whose address is not shown (bracket-buttons.ts), money asked to be kept quiet, an app file
 * or a "recovery expert" sent in the message (sent-apps.ts), and a writer who cannot talk now
 * but asks to be called back on the number the reader has, a total shared out per person, and money
 * to be sent as someone who will call explains, an app to install from a link, not a store, and
 * money the reader lost said to be found again.
 */
import { askAt } from './ask-at';
import { BLIK_NAMED } from './other-words';
import { bracketButtons } from './bracket-buttons';
import { payeeNameExcused } from './other-name';
import { type Anatomy, MONEY_ASKS } from './parts';
import { relativeHurt } from './relative-hurt';
import { sentAppsAndRecovery } from './sent-apps';
import { tipsGroup } from './tips-group';
import type { Reading } from './tokens';

export function lateReadings(reading: Reading, anatomy: Anatomy): void {
  payeeNameExcused(reading, anatomy);
  tipsGroup(reading.text, anatomy);
  relativeHurt(reading.text, anatomy);
  bracketButtons(reading, anatomy);
  hushedPayment(anatomy);
  sentAppsAndRecovery(reading, anatomy);
  callMeBack(anatomy);
  sharedCost(reading.text, anatomy);
  moneyByAnotherCaller(reading, anatomy);
  offStoreApp(reading.text, anatomy);
  recoveryClaim(reading.text, anatomy);
  blikBeforeAsk(reading.text, anatomy);
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
 * A total shared out among a group ("total villa Rp3.600.000, bagi 6 jadi Rp600rb per orang",
 * "£28 per person for the cottage", "30 € pro Person"): whoever collects it names their own account.
 */
const SHARED_OUT =
  /(?<![\p{L}])(?:per (?:orang|person|head|pax|persoon)|masing[- ]masing|bagi \d+|split (?:\d+|two|three|four|five|six) ways|por (?:persona|pessoa|cabe[çc]a)|pro (?:person|kopf)|a (?:testa|persona)|par personne|na (?:osob[ęe]|g[łl]ow[ęe])|ki[şs]i ba[şs][ıi]|m[ỗo]i ng[ưu][ờo]i)(?![\p{L}])/iu;
const ACCOUNT_LABEL = /bank account/;
function sharedCost(text: string, anatomy: Anatomy): void {
  if (!SHARED_OUT.test(text)) return;
  for (const c of anatomy.channels) if (ACCOUNT_LABEL.test(c.label)) c.foreign = false;
}

/** "Call me", "ring me when you're there": the writer asks to be called, whoever they are. */
const CALL_ME = /\b(?:call|ring|phone|bell)\s+(?:me|us)\b/i;
const CANNOT_TALK = /cannot talk/;

/**
 * "Stuck in a meeting that's overrunning. Call me when you're there": a writer who cannot talk now
 * but asks to be called, with no number of their own given, is called on the number the reader
 * already has: the check the "cannot talk" of an impostor is there to stop. Neither the claim nor
 * the pressure of being unreachable stands.
 */
function callMeBack(anatomy: Anatomy): void {
  if (anatomy.channels.some((c) => c.kind === 'number')) return;
  if (!anatomy.asks.some((a) => a.kind === 'call' && CALL_ME.test(a.span.text))) return;
  anatomy.pretexts = anatomy.pretexts.filter((p) => !CANNOT_TALK.test(p.label));
  anatomy.pressures = anatomy.pressures.filter(
    (p) => !(p.kind === 'no_call' && CANNOT_TALK.test(p.label)),
  );
}

/**
 * Money asked by someone who speaks as a person the reader knows, with the matter to be kept quiet
 * ("handle this discreetly", "don't tell Mum"): the secrecy asked is the pressure of the ask.
 */
function hushedPayment(anatomy: Anatomy): void {
  const hush = anatomy.asks.find((a) => a.kind === 'secrecy');
  if (
    !hush ||
    anatomy.pressures.some((p) => p.kind === 'secrecy') ||
    !anatomy.pretexts.some((p) => p.kind === 'person') ||
    !anatomy.asks.some((a) => MONEY_ASKS.has(a.kind))
  )
    return;
  anatomy.pressures.push({ kind: 'secrecy', label: 'asks you to keep it secret', span: hush.span });
}
