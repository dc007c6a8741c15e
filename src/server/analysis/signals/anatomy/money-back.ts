/**
 * Money said sent by mistake and asked back, in the languages the anatomy reads beside English
 * (ask-words.ts reads English): "Consegue me devolver agora?", "Pode devolver-me hoje?", "¿Me lo
 * puedes devolver?", "Pouvez-vous me les renvoyer ?", "Kannst du es zurücküberweisen?", "Kun je het
 * terugstorten?", "Me li puoi rimandare?", "Bisa dikembalikan?". The payment the reader is shown is
 * often a fake or a scheduled one; sending the money back is the loss. Read only beside a claim
 * of a mistake (the pretext), and not as the writer's own offer to return money ("¿Te lo
 * devuelvo?" asks for nothing).
 */
import { askAt } from './ask-at';
import { ASK_LABEL } from './ask-kinds';
import { type Anatomy, BY_MISTAKE } from './parts';
import type { Reading } from './tokens';

const ASKED_BACK =
  /(?<![\p{L}])(?:(?:consegue|consegues|pode|podes|podia|poderia|puedes|puede|podrías|podría|pouvez|peux|pourriez|pourrais|kannst|können|könntest|könnten|kun je|kunt u|kan je|puoi|può|potresti|potrebbe|możesz|może|bisa|tolong)(?:[ -](?:vous|du|sie|u|je|mi|me|mir|mich|ti|me lo|me la|me los|me les|me le|melo|mela|me li|me la|mi)){0,2}(?: \p{L}+){0,2} (?:devolver|devolvê|devolvelo|devolverlo|devolverme|devolver-me|renvoyer|rembourser|zurücküberweisen|zurückschicken|zurückzahlen|terugstorten|terugsturen|terugbetalen|rimandare|restituire|rimandarmi|restituirmi|zwrócić|oddać|dikembalikan|kembalikan|balikin)|devuélvemelo|devuélvamelo|devolve-me|renvoyez-(?:les|le|la)-moi|rimandameli|rimandamelo)(?![\p{L}])/iu;

/** Reads a money-back ask beside a claimed mistake into `anatomy`, once. */
export function moneyAskedBack(reading: Reading, anatomy: Anatomy): void {
  if (!anatomy.pretexts.some((p) => p.label === BY_MISTAKE)) return;
  if (anatomy.asks.some((a) => a.kind === 'pay')) return;
  const m = ASKED_BACK.exec(reading.text);
  if (!m) return;
  askAt(reading, anatomy, 'pay', ASK_LABEL.pay, m);
}
