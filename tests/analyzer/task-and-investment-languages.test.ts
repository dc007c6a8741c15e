/**
 * Two of the commonest scams of 2024-25 in German, Dutch, French, Spanish, Italian and Portuguese:
 * the "task job" that asks for crypto to release commissions already earned, and the "uncle at a
 * crypto fund" with a guaranteed weekly return. The English rules caught both; in these languages
 * the verb of paying in comes last ("200 USDT … einzahlen", "… storten") or is one the rules did
 * not know ("recharger", "ricaricare"), and a guaranteed return is said in the language's own words.
 * Written for these tests in our own words; each has a paraphrase that shares none of its
 * distinctive words but the guarantee or the coin, and each is graded D or F with the flag quoted.
 */
import { describe, expect, it } from 'vitest';
import { analyzeAt } from '../helpers/anatomy-cases';

const CASES: { lang: string; type: string; pinned: string; paraphrase: string }[] = [
  {
    lang: 'German',
    type: 'payment_request',
    pinned:
      'Um Ihre Provision auszuzahlen, müssen Sie zuerst 200 USDT auf Ihr Arbeitskonto einzahlen.',
    paraphrase:
      'Damit die Prämie freigegeben wird, überweisen Sie vorher 150 Tether an das Aufgabenkonto.',
  },
  {
    lang: 'Dutch',
    type: 'payment_request',
    pinned: 'Om je commissie uit te betalen moet je eerst 200 USDT op je werkaccount storten.',
    paraphrase:
      'Voor de uitbetaling van je bonus moet je 100 USDC naar het takenaccount overmaken.',
  },
  {
    lang: 'French',
    type: 'payment_request',
    pinned:
      'Pour débloquer vos commissions, vous devez recharger 200 USDT sur votre compte de travail.',
    paraphrase: 'Afin de retirer vos gains, déposez d’abord 150 tether sur le compte de missions.',
  },
  {
    lang: 'German',
    type: 'guaranteed_returns',
    pinned:
      'Mein Onkel arbeitet bei einem Krypto-Fonds. Mindesteinlage nur 250 Euro, garantierte Rendite von 20 % pro Woche.',
    paraphrase:
      'Schon ab 100 Euro Einsatz: garantierte Gewinne jeden Monat mit unserem Handelsteam.',
  },
  {
    lang: 'Dutch',
    type: 'guaranteed_returns',
    pinned:
      'Mijn oom werkt bij een cryptofonds. Minimale inleg 250 euro, gegarandeerd 15% rendement per week.',
    paraphrase: 'Stap in vanaf 100 euro: gegarandeerde winst elke maand via ons handelsteam.',
  },
  {
    lang: 'Spanish',
    type: 'guaranteed_returns',
    pinned:
      'Mi tío es analista en un fondo cripto. Depósito mínimo de 250 euros, rendimiento garantizado cada semana.',
    paraphrase:
      'Empieza con 100 euros y obtén ganancias garantizadas todos los meses con nuestro equipo.',
  },
];

describe('Task-job deposits and guaranteed returns in other languages', () => {
  for (const c of CASES)
    for (const [which, text] of [
      ['as written', c.pinned],
      ['in other words', c.paraphrase],
    ] as const)
      it(`${c.lang} ${c.type} (${which}): D or F, the flag quoted from the message`, async () => {
        const r = await analyzeAt(text);
        expect(['D', 'F'], `${r.summary.overallGrade} for: ${text}`).toContain(
          r.summary.overallGrade,
        );
        const flag = r.redFlags.find((f) => f.type === c.type);
        expect(flag, `no ${c.type} in: ${text}`).toBeDefined();
        expect(text).toContain(flag!.textExample);
      });
});
