/**
 * The reader's money moved to an account said to keep it safe, read by its parts in any order and
 * in any of the languages bank-impersonation and fake-police calls come in: a verb that moves
 * money, the reader's money (balance, savings, everything), and an account called safe, protected,
 * temporary, held for an investigation or guaranteed by the state, in one sentence or the account
 * named in the sentence before ("I've opened a new protected account in your name. I need you to
 * move your balance across now"; "trasferire subito il saldo su un conto sicuro"; "parayı devlet
 * güvencesindeki hesaba EFT yapmanız gerekiyor"). bank-staff-acts.ts reads the set phrasings;
 * this reads what they share, so a caller's own wording is read too.
 */
import type { Span } from '../../knowledge/patterns';
import { splitSentences } from '../../knowledge/sentences';

const MOVE =
  /(?<![\p{L}])(?:move|moving|transfer\p{L}*|put|send|wire|pasar|mover|mueva|transfer\p{L}*|traspas\p{L}*|traslad\p{L}*|ingres\p{L}*|passar|mova|transf[ée]r\p{L}*|vire[rz]?|d[ée]plac\p{L}*|[üu]berweis\p{L}*|[üu]bertrag\p{L}*|verschieb\p{L}*|trasferi\p{L}*|spost\p{L}*|versa\p{L}*|overmak\p{L}*|overboek\p{L}*|maak\s+\p{L}+(?:\s+\p{L}+)?\s+over|zet\p{L}*|przela\p{L}*|przelej|przenie\p{L}*|przeka\p{L}*|aktar\p{L}*|eft|havale|g[öo]nder\p{L}*|chuy[ểe]n|pindah\p{L}*|kirim)(?![\p{L}])/iu;
const MONEY =
  /(?<![\p{L}])(?:money|funds|savings|balance|everything|dinero|fondos|ahorros|saldo|dinheiro|fundos|poupan[cç]as|argent|fonds|[ée]conomies|[ée]pargne|avoirs|geld|guthaben|erspart\p{L}*|soldi|denaro|risparmi|fondi|spaargeld|[śs]rodki|pieni[ąa]dz\p{L}*|oszcz[ęe]dno[śs]ci|para(?:y[ıi]|n[ıi]z[ıi]?|s[ıi]n[ıi]|lar\p{L}*)|bakiye\p{L}*|birikim\p{L}*|ti[ềe]n|s[ốo]\s+d[ưu]|uang|dana|tabungan)(?![\p{L}])/iu;
const ACCOUNT =
  '(?:account|cuenta|conta|compte|konto|conto|rekening|hesab\\p{L}*|hesap|t[àa]i\\s+kho[ảa]n|rachun\\p{L}*)';
const SAFE =
  '(?:safe|secure|secured|protected|protection|safekeeping|escrow|temporary|government|federal\\s+reserve|segura|seguridad|protegida|temporal|custodia|respaldo|puente|blindada|seguran[çc]a|tempor[áa]ria|cofre|s[ée]curis[ée]e?|s[ée]curit[ée]|prot[ée]g[ée]e?|temporaire|refuge|tampon|sicher\\p{L}*|gesch[üu]tzt\\p{L}*|treuhand\\p{L}*|sicuro|sicurezza|protetto|ponte|veilig\\p{L}*|beveiligd\\p{L}*|kluis\\p{L}*|bezpieczn\\p{L}*|techniczn\\p{L}*|tymczasow\\p{L}*|ochronn\\p{L}*|g[üu]venli|g[üu]vence\\p{L}*|emanet|aman|penampungan|sementara|t[ạa]m\\s+gi[ữu]|an\\s+to[àa]n)';
/** An account called safe, the qualifier within three words either side. */
const SAFE_ACCOUNT_NAMED = new RegExp(
  `(?<![\\p{L}])(?:${SAFE}(?:\\s+[\\p{L}'’-]+){0,3}?\\s+${ACCOUNT}|${ACCOUNT}(?:\\s+[\\p{L}'’-]+){0,3}?\\s+${SAFE})(?![\\p{L}])`,
  'iu',
);

/**
 * The first sentence that moves the reader's money, with a safe account named in it or in the
 * sentence before, and the span from its verb. Every sentence of `text` is read, not only those
 * the anatomy tags: "parayı … hesaba EFT yapmanız gerekiyor" says "you" only in its endings.
 */
export function movedToSafeAccount(text: string): { span: Span; sentence: Span } | null {
  const sentences = splitSentences(text);
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    const move = MOVE.exec(s.text);
    if (!move || !MONEY.test(s.text)) continue;
    const before = i > 0 ? sentences[i - 1]!.text : '';
    if (!SAFE_ACCOUNT_NAMED.test(s.text) && !SAFE_ACCOUNT_NAMED.test(before)) continue;
    const start = s.start + move.index;
    return { span: { text: text.slice(start, s.end).trim(), start, end: s.end }, sentence: s };
  }
  return null;
}
