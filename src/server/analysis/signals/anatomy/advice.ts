/**
 * What a message tells the reader to do if it was not them, after a disowning condition in the
 * same sentence and through the reader's own ways ("Se non riconosci l'operazione, blocca la carta
 * dall'app ING", "Haben Sie diese Zahlung nicht veranlasst, wenden Sie sich sofort an Ihre
 * Sparkasse"): advice, not the account in trouble nor a loss threatened. A number or link given
 * there to stop it ("Se não reconhece, ligue agora para 0800 … para cancelar") is a way to act
 * that is not the reader's own, and keeps the threat; but not the reader's own block in the bank's
 * app offered beside it ("chiama il numero verde 800 … o blocca la carta dall'app": the card is
 * blocked by the reader, in their app, which no one else can put a page in). Read by the word-table reader
 * (class-reader.ts); English is read by its grammar (calls.ts).
 */
import type { Reading } from './tokens';

/** A phone number given: six digits or more, with the separators numbers are written with. */
const NUMBER_GIVEN = /\d(?:[\s().-]{0,2}\d){5,}/;

/** The reader told to block their card or account in their app, in the languages read here. */
const BLOCK_IN_APP =
  /^(?:blocca|bloccala|bloquea|bloqu[ée]ala|bloqueie|bloquez|blokkeer|zablokuj|sperren sie|sperre|bloke edin)\b[^.!?\n]{0,40}?\b(?:app|apps|aplicaci[oó]n|aplicativo|applicazione|application|aplikacj\p{L}*|uygulama\p{L}*)\b/iu;

/** Whether the words starting at an offset are such advice. */
export function adviceAfterDisowning(reading: Reading): (at: number) => boolean {
  const hypothetical = reading.scope.scopes.filter((s) => s.kind === 'hypothetical');
  if (!hypothetical.length) return () => false;
  const sentenceOf = (at: number) => reading.sentences.find((s) => at >= s.start && at < s.end);
  return (at) => {
    const sentence = sentenceOf(at);
    if (!sentence) return false;
    const inside = (x: number) => x >= sentence.start && x < sentence.end;
    return (
      hypothetical.some((s) => s.end <= at && inside(s.start)) &&
      !reading.links.some((l) => inside(l.start)) &&
      (!NUMBER_GIVEN.test(reading.text.slice(sentence.start, sentence.end)) ||
        BLOCK_IN_APP.test(reading.text.slice(at, sentence.end)))
    );
  };
}
