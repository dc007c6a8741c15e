/**
 * A call announced, and the reader told to stay on it: "our fraud team will call you shortly …
 * keep your phone nearby and have your online banking ID ready", "votre conseiller va vous
 * appeler … ne raccrochez pas". A bank that calls about fraud tells the reader to hang up and ring
 * the number on their card; keeping them on the line, phone at hand, is how the caller stops them
 * from checking, and what they are to have ready is what the caller will ask for. Read in English
 * and in the languages the word tables read; the pressure is the one "do not call back" is.
 */
import { firstMatch } from '../../knowledge/patterns';
import type { Anatomy } from './parts';
import { ANATOMY_MAX_CHARS, type Reading } from './tokens';

/** A call the sender announces: "will call you", "va vous appeler", "ruft Sie … an". */
const CALL_COMING =
  /(?<![\p{L}])(?:will (?:call|phone|ring|contact) you|(?:is|are) (?:going to|about to) call you|va vous (?:appeler|contacter|rappeler)|vous appellera|vous rappellera|le llamar[áa]|le va a llamar|te llamar[áa]|ruft sie (?:\p{L}+ )?an|wird sie (?:\p{L}+ )?(?:anrufen|kontaktieren)|la chiamer[àa]|ti chiamer[àa]|zal u (?:\p{L}+ )?(?:bellen|terugbellen)|belt u (?:\p{L}+ )?(?:op|terug)|vai (?:lhe )?ligar|ir[áa] (?:lhe )?ligar|vai te ligar|zadzwoni do (?:pana|pani|ciebie)|sizi arayacak)(?![\p{L}])/iu;
/** Told not to hang up, or to stay on the line. */
const STAY_ON =
  /(?<![\p{L}])(?:(?:do not|don['’]t|never) hang up|stay on the line|ne raccrochez pas|restez en ligne|no cuelgue|no cuelgues|legen sie nicht auf|bleiben sie (?:am apparat|in der leitung)|non riattacc\p{L}*|hang niet op|blijf aan de lijn|n[ãa]o desligue|nie rozł[aą]czaj\p{L}*|telefonu kapatmay[ıi]n)(?![\p{L}])/iu;
/** Told to keep the phone at hand for it. */
const PHONE_AT_HAND =
  /(?<![\p{L}])(?:keep (?:your|the) phone (?:nearby|close|with you|on you|at hand|to hand)|gardez votre t[ée]l[ée]phone (?:[àa] proximit[ée]|pr[èe]s de vous|allum[ée])|mantenga (?:su|el) (?:tel[ée]fono|m[óo]vil) (?:cerca|a mano)|halten sie ihr (?:telefon|handy) bereit|tenga il telefono (?:a portata|vicino)|houd uw telefoon (?:bij de hand|in de buurt)|mantenha o (?:seu )?telem[óo]vel (?:por perto|[àa] m[ãa]o)|mantenha o (?:seu )?celular (?:por perto|[àa] m[ãa]o))(?![\p{L}])/iu;

export function keptOnTheLine(reading: Reading, anatomy: Anatomy): void {
  // A message's length: the letter or the text is read, not a long page it is pasted into.
  const head = reading.text.slice(0, ANATOMY_MAX_CHARS);
  if (anatomy.pressures.some((p) => p.kind === 'no_call')) return;
  const coming = firstMatch(CALL_COMING, head);
  if (!coming) return;
  const stay = firstMatch(STAY_ON, head);
  // The phone at hand counts beside something to have ready for the caller (a secret asked).
  const atHand = stay
    ? null
    : anatomy.asks.some((a) => a.kind === 'secret')
      ? firstMatch(PHONE_AT_HAND, head)
      : null;
  const kept = stay ?? atHand;
  if (!kept) return;
  anatomy.pressures.push({
    kind: 'no_call',
    label: 'tells you to stay on a call it announces, so you cannot hang up and check',
    span: kept,
  });
  if (!anatomy.asks.some((a) => a.kind === 'call' || a.kind === 'secret'))
    anatomy.asks.push({
      kind: 'call',
      label: 'to take a call it announces',
      span: coming,
      sentence: 0,
    });
}
