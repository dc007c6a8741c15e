/**
 * Readings of the whole message that build on what the others read (a payment asked, a stake to
 * put in), so they run after every language's reading (read.ts): an account in someone else's
 * name excused (other-name.ts), trading tips shared in a group (tips-group.ts), a relative
 * said to be hurt by a stranger who asks for money (relative-hurt.ts), a button in brackets
 * whose address is not shown (bracket-buttons.ts), money asked to be kept quiet, an app file
 * or a "recovery expert" sent in the message (sent-apps.ts), ways to act that are the writer's
 * own after all (own-ways-after-all.ts), asks and pretexts read over the whole message
 * (late-asks.ts), a crime laid on the reader by e-mail with an answer demanded (police-summons.ts),
 * and a call announced that the reader is told to stay on (kept-on-the-line.ts).
 */
import { bracketButtons } from './bracket-buttons';
import { keptOnTheLine } from './kept-on-the-line';
import { lateAsks } from './late-asks';
import { ownWaysAfterAll } from './own-ways-after-all';
import { payeeNameExcused } from './other-name';
import { type Anatomy, MONEY_ASKS } from './parts';
import { policeSummons } from './police-summons';
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
  ownWaysAfterAll(reading.text, anatomy);
  lateAsks(reading, anatomy);
  policeSummons(reading, anatomy);
  keptOnTheLine(reading, anatomy);
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
