/**
 * Written for these tests (none is a row of any corpus or battery):
 * - bail named as a thing to settle ("call you about the bail, it's $6,000") is money asked to free
 *   someone however it is said: a grandchild's plea without "I need" was read as asking nothing,
 *   and graded C. "Bail" the verb and news of it are not;
 * - someone sent to collect cash, gold or jewellery, in Italian and German (the fake carabiniere's
 *   and the "Schockanruf"'s courier), was read only for a card or a PIN, and graded C;
 * - a familiar address with a country's ending before a hyphen ("rodovias.com.br-pagamento.net")
 *   hides the real domain after it, as "booking.com-id.info" does: only the ending without a
 *   country was read (the Sem Parar text was D or F already, by its other marks; the link's own
 *   reading fails before).
 * On e29a9f0 the bail, carabiniere and Schockanruf scams and both readings fail; the guards held.
 */
import { describe, expect, it } from 'vitest';
import { inspectLink } from '../../src/server/analysis/knowledge/links';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const SCAMS = [
  "Grandpa it's Josh, please don't tell Dad. I hit a parked car and the police are holding me. A lawyer named Mr. Reyes will ring you shortly about the bail, it's $6,000. I'm really sorry",
  'Signor Bianchi, sono il brigadiere Russo dei Carabinieri. Sua nipote ha investito un pedone ed è trattenuta in caserma. Per evitarle il carcere serve una cauzione: un nostro incaricato passerà tra mezz’ora a ritirare i contanti e l’oro che ha in casa.',
  'Frau Keller, hier spricht Hauptkommissar Braun. Ihr Sohn hat einen schweren Unfall verursacht. Damit er nicht in Haft muss, kommt gleich ein Kollege vorbei und holt das Bargeld und den Schmuck bei Ihnen ab.',
  'Sem Parar: identificamos uma passagem pendente de R$ 12,30 na sua placa. Pague hoje para evitar multa: https://semparar.com.br-regularizar.net',
];

const GUARDS = [
  'Sorry guys I have to bail on tonight, work ran late. Save me a slice of pizza!',
  'Ciao nonna, domani passa il corriere a ritirare il pacco del reso, lascialo pure in portineria.',
  'Court update: the defendant was released on bail of $10,000 on Tuesday and will appear again in March.',
];

pinGrades(GUARDS, SCAMS, 'bail, couriers and disguised endings');

describe('bail, couriers and endings', () => {
  it('reads bail named as a thing to settle as money asked, not the verb', () => {
    expect(anatomyOf(SCAMS[0]!).asks.map((a) => a.kind)).toContain('pay');
    expect(anatomyOf(GUARDS[0]!).asks.map((a) => a.kind)).not.toContain('pay');
  });

  it('reads a country ending before a hyphen as a disguise', () => {
    const report = inspectLink('https://semparar.com.br-regularizar.net');
    expect(report?.severity).toBe('high');
    expect(inspectLink('https://www.semparar.com.br/pagamentos')?.severity ?? null).not.toBe(
      'high',
    );
  });
});
