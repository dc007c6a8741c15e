/**
 * Readings of the whole message that build on what the others read (a payment asked, a stake to
 * put in), so they run after every language's reading (read.ts): an account in someone else's
 * name excused (other-name.ts), trading tips shared in a group (tips-group.ts), a relative
 * said to be hurt by a stranger who asks for money (relative-hurt.ts), and a button in brackets
 * whose address is not shown (bracket-buttons.ts).
 */
import { bracketButtons } from './bracket-buttons';
import { payeeNameExcused } from './other-name';
import type { Anatomy } from './parts';
import { relativeHurt } from './relative-hurt';
import { tipsGroup } from './tips-group';
import type { Reading } from './tokens';

export function lateReadings(reading: Reading, anatomy: Anatomy): void {
  payeeNameExcused(reading, anatomy);
  tipsGroup(reading.text, anatomy);
  relativeHurt(reading.text, anatomy);
  bracketButtons(reading, anatomy);
}
