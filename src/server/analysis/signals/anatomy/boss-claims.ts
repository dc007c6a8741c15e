/**
 * The boss's urgent, confidential payment in the languages read from word lists: a mail signed by
 * a managing director ("Geschäftsführer", "Diretor Geral", "Directeur général", "CEO") or opening
 * on "are you in the office?" ("Está no escritório?", "Ben je op kantoor?", "Êtes-vous au
 * bureau ?"), that asks for money or keeps the matter quiet. English has its own reading
 * (senders.ts: a colleague who cannot talk), and here only "are you at your desk?" with the
 * matter kept quiet or no call taken; this names who the message speaks as, so that a pay ask and
 * a request for discretion read as the whole shape of the fraud.
 */
import type { Anatomy } from './parts';
import { MONEY_ASKS } from './parts';

const TITLE =
  /(?:^|\n)[ \t]*(?:Geschäftsführer(?:in)?|Vorstand(?:svorsitzende[r]?)?|CEO|CFO|Directeur général|Directrice générale|Président-directeur général|Director(?:a)? General|Director(?:a)? Financier[oa]|Diretor(?:a)? (?:Geral|Executiv[oa]|Financeir[oa])|Direttore Generale|Amministratore Delegato|Algemeen directeur|Financieel directeur|Prezes(?: Zarządu)?|Genel Müdür|Administrador(?:a)?(?: Delegad[oa])?|Sócio-Gerente|Managing Director)[ \t]*(?:\n|$)/u;
const AT_THE_OFFICE =
  /(?:sind sie|bist du|está|estás|está você|êtes-vous|es-tu|vous êtes|sei|è|ben je|bent u|jesteś|jest pan|jest pani)\s+(?:\p{L}+\s+){0,3}?(?:im büro|no escritório|na empresa|en la oficina|au bureau|in ufficio|op kantoor|op het werk|w biurze)/iu;
/** "Are you at your desk?", "are you in the office?": the boss's opening, in English. */
const AT_DESK =
  /(?<!\w)are you (?:at your desk|in the office|at the office|around|free right now)(?!\w)/iu;
const LABEL = 'to be your boss or a senior colleague';
/** How far from the end of a mail its signature is looked for. */
const SIGNATURE_CHARS = 240;

/** English mail is read by senders.ts. */
const ENGLISH = /(?<![\p{L}])(?:you|your)(?![\p{L}])/iu;

export function readBossClaim(text: string, anatomy: Anatomy): void {
  const pushes =
    anatomy.pressures.some((p) => p.kind === 'secrecy' || p.kind === 'no_call') ||
    anatomy.asks.some((a) => MONEY_ASKS.has(a.kind));
  // The anatomy's own findings first; the text is read only where they could make a boss's fraud.
  if (!pushes || anatomy.pretexts.some((p) => p.kind === 'person')) return;
  // In English only "are you at your desk?" with the matter kept quiet or no call taken: the
  // title and the rest are senders.ts's.
  const english = ENGLISH.test(text);
  const quiet =
    anatomy.pressures.some((p) => p.kind === 'secrecy' || p.kind === 'no_call') ||
    anatomy.asks.some((a) => a.kind === 'secrecy');
  if (english && !quiet) return;
  const from = Math.max(0, text.length - SIGNATURE_CHARS);
  const title = english ? null : TITLE.exec(text.slice(from));
  const office = title ? null : (english ? AT_DESK : AT_THE_OFFICE).exec(text);
  const at = title ? from + title.index : office?.index;
  const said = title?.[0] ?? office?.[0];
  if (at === undefined || !said) return;
  const start = at + said.search(/\S/);
  const end = at + said.trimEnd().length;
  anatomy.pretexts.push({
    kind: 'person',
    label: LABEL,
    span: { text: text.slice(start, end), start, end },
  });
}
