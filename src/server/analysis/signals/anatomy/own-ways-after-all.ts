/**
 * Ways to act that are the writer's own after all, read late over the whole message
 * (late-readings.ts): a writer who cannot talk now but asks to be called back, with no number
 * given, is called on the number the reader has; a total shared out per person names the
 * collector's own account.
 */
import type { Anatomy } from './parts';

export function ownWaysAfterAll(text: string, anatomy: Anatomy): void {
  callMeBack(anatomy);
  sharedCost(text, anatomy);
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
