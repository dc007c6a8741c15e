/**
 * A copy of an identity document asked for: "send me a copy of your passport", "copia de su DNI",
 * "une copie de votre pièce d'identité", "een kopie van uw paspoort". Sent to a stranger, it opens
 * accounts and loans in the reader's name; banks and employers that need one take it in their own
 * app or in person. Read in every language the anatomy reads, said as an ask or as a need ("solo
 * necesito … copia de su DNI"), unless under a reassurance ("we will never ask for a copy of your
 * passport"). Read in a message only (MAX_CLASS_CHARS).
 */
import { askAt } from './ask-at';
import { MAX_CLASS_CHARS } from './class-reader';
import { ASK_LABEL, type Anatomy } from './parts';
import { scopeAt } from './scope';
import type { Reading } from './tokens';

const ID_COPY = new RegExp(
  [
    "(?:copy|photo|picture|scan|image) of (?:your|ur) (?:passport|id|id card|identity card|national id|driv(?:er['’]?s|ing) licen[cs]e)",
    '(?:copia|foto|fotografía|escaneo) de(?:l)? (?:su|tu) (?:dni|nie|documento(?: de identidad)?|pasaporte|cédula|carnet de conducir)',
    'c[óo]pia d[oa] (?:seu |sua )?(?:documento(?: de identidade)?|rg|passaporte|cart[ãa]o de cidad[ãa]o|cnh|bilhete de identidade)',
    "(?:copie|photo|scan) de (?:votre|ta) (?:pi[èe]ce d['’]identit[ée]|carte d['’]identit[ée]|passeport|permis de conduire)",
    '(?:kopie|foto|scan) (?:ihres|deines) (?:ausweises|personalausweises|reisepasses|passes|führerscheins)',
    "(?:copia|foto) (?:del suo|del tuo|della sua|della tua) (?:documento(?: d['’]identità)?|carta d['’]identità|passaporto|patente)",
    '(?:kopie|foto|scan) van (?:uw|je|jouw) (?:id|id-kaart|identiteitsbewijs|identiteitskaart|paspoort|rijbewijs)',
  ].join('|'),
  'iu',
);

/** Reads the ask for a copy of an identity document into `anatomy`, once. */
export function identityCopies(reading: Reading, anatomy: Anatomy): void {
  if (anatomy.asks.some((a) => a.kind === 'details')) return;
  const m = ID_COPY.exec(reading.text.slice(0, MAX_CLASS_CHARS));
  if (!m || scopeAt(reading.scope, m.index)) return;
  askAt(reading, anatomy, 'details', ASK_LABEL.details, m);
}
