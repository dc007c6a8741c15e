/**
 * Payments asked to go to a new bank account: an employee's "I recently changed banks and would
 * like my salary paid into my new account", a supplier's "our bank details have changed, please
 * pay future invoices to…". Fraudsters who took over or copied a mailbox write exactly so, and no
 * genuine change of account needs more than a call to a number the reader already has to check.
 * Read as who writes (someone the reader pays, with a new account) and what they ask (to send the
 * payments there); index.ts reads that ask, with the account written out, as the trick it is.
 * Read in a message only (MAX_CLASS_CHARS), in the languages the anatomy reads.
 */
import { askAt } from './ask-at';
import { MAX_CLASS_CHARS } from './class-reader';
import { type Anatomy, NEW_ACCOUNT_LABEL } from './parts';
import type { Reading } from './tokens';

/** The change said: the writer changed banks, or their account or bank details changed. */
const CHANGED = new RegExp(
  [
    "(?:i|we)(?:['’]ve| have)? (?:recently |just )?(?:changed|switched|moved) (?:banks?|(?:my|our) bank(?: account)?)",
    '(?:my|our) (?:bank|banking|account|payment|remittance) (?:details|information|info) (?:have|has) (?:changed|been (?:changed|updated))',
    '(?:paid|pay|sent|send|transfer(?:red)?|deposited) (?:in)?to (?:my|our) new (?:bank )?account',
    '(?:update|change) (?:my|our) (?:bank|banking|payment|direct deposit|payroll) (?:details|information|account)',
    'direct deposit (?:change|update)',
    // A closing's or an invoice's escrow account "has changed", "the updated wiring instructions".
    '(?:my|our) (?:escrow|trust|bank|business|company|receiving|client|firm|completion) account (?:details |number )?(?:has|have) (?:changed|been (?:changed|updated))',
    // "Please do not use the account in our engagement letter": the account the reader knows set aside.
    "(?:do not|don['’]t|no longer) (?:use|pay (?:in)?to|send (?:the )?(?:funds|money|payment) to) (?:the|our|my) (?:old |previous |usual |former |original |existing )?(?:account|bank details)",
    '(?:updated|revised|changed) (?:wire|wiring|bank|banking|payment|remittance) (?:instructions|details)',
    // "ons rekeningnummer gewijzigd", "unsere Bankverbindung hat sich geändert", "nuestro número de
    // cuenta ha cambiado", "notre RIB a changé", "as nossas coordenadas bancárias foram alteradas".
    '(?:ons|onze|mijn|unsere|meine|nuestr[oa]s?|mis?|noss[oa]s?|minha|notre|nos|mon|mes|nostr[oaie]|mi[oaei]) (?:bank)?(?:rekeningnummer|rekening|bankgegevens|bankverbindung|kontonummer|bankdaten|n[úu]mero de (?:cuenta|conta)|cuenta bancaria|datos bancarios|conta banc[áa]ria|dados banc[áa]rios|coordenadas banc[áa]rias|rib|iban|coordonn[ée]es bancaires|coordinate bancarie|conto corrente)[^.\\n]{0,40}?(?:gewijzigd|veranderd|ge[äa]ndert|cambiad[oa]s?|cambiat[oei]|alterad[oa]s?|mud(?:ou|aram)|chang[ée]e?s?|modifi[ée]e?s?|modificat[oei])',
    '(?:he|hemos) cambiado de banco|(?:por|debido a) (?:un|el) cambio de (?:entidad(?: bancaria)?|banco|cuenta)|en (?:la|nuestra) nueva cuenta|changement de (?:banque|rib|domiciliation bancaire)|nuev[oa] (?:n[úu]mero de )?cuenta (?:bancaria )?(?:es|para)|(?:mudei|mudamos) de banco|nov[oa] (?:conta|iban) (?:é|para)',
    "(?:j['’]ai|nous avons) chang[ée] de banque|(?:notre|mon) nouveau rib|nouvelles coordonn[ée]es bancaires",
    '(?:habe|haben) (?:die |meine |unsere )?bank gewechselt|(?:neue|geänderte|geaenderte) bankverbindung',
    'ho cambiato banca|(?:nuovo|nuove) (?:iban|coordinate bancarie)|(?:ben|zijn) (?:van bank )?(?:veranderd|overgestapt)|(?:ons|mijn) nieuwe rekeningnummer',
  ].join('|'),
  'iu',
);
/** The new account written out: an IBAN, an account or routing number with its digits. */
const ACCOUNT_WRITTEN =
  /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}\b|(?:account|acct|routing|sort code|iban|bsb|cuenta|conta|compte|konto|conto|rekening)[^\n\d]{0,25}\d[\d -]{5,}/iu;

/** Reads a payee's change of bank account into `anatomy`, once. */
export function payeeChange(reading: Reading, anatomy: Anatomy): void {
  const { text } = reading;
  if (text.length > MAX_CLASS_CHARS) return;
  const m = CHANGED.exec(text);
  if (!m || !ACCOUNT_WRITTEN.test(text)) return;
  const span = { text: m[0], start: m.index, end: m.index + m[0].length };
  if (!anatomy.pretexts.some((p) => p.kind === 'person'))
    anatomy.pretexts.push({ kind: 'person', label: NEW_ACCOUNT_LABEL, span });
  if (!anatomy.asks.some((a) => a.kind === 'pay'))
    askAt(reading, anatomy, 'pay', 'to send their payments to a new bank account', m);
}
