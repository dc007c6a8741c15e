/**
 * Written for these tests (none is a row of any corpus or battery).
 * 1. What is left of a link whose shape was lost (a screenshot’s text, "http //203.0.113.9/refund";
 *    a pasted copy, "www. claim-refund .net") still points at a link: an order in the
 *    same clause is an ask to act through it. It was read as no ask at all, so the judge, which
 *    decides only where something is asked, could not call such a text a scam.
 * 2. "He was told to mail them but hasn't": "to" before a verb is the infinitive of what someone
 *    was told to do, not someone kept out of it ("don't mention it to the others"), so no secrecy.
 *    An old mail that ended with a free-mail advert's link was read as a scam by the two together.
 * On 0693dab the remnant orders read no ask and "told to mail them" read as secrecy: the first and
 * third tests failed.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';

const REMNANT_ORDERS = [
  'Tax office: we found an error in your return of Rs 12,400. Please follow http //203.0.113.9/refund to claim it.',
  'Refund approved. Kindly follow www. claim-refund .net to receive it today.',
];

const REMNANT_STATEMENTS = ['Our new website http // northbakery .com goes live on Monday.'];

/**
 * The same in the languages read by their own word lists. On 38c49a2 none of these orders read
 * an ask (those readers needed a whole link): the test of them fails there.
 */
const REMNANT_ORDERS_ELSEWHERE = [
  'Agencia Tributaria: hemos detectado un error en su declaración de 312,40 EUR. Siga http //203.0.113.9/reembolso para reclamarlo.',
  'Reembolso aprobado. Acceda a www. reembolso-hacienda .net para recibirlo hoy.',
  'Receita Federal: identificamos um erro na sua declaração de R$ 312,40. Acesse http //203.0.113.9/restituicao para receber.',
  'Restituição aprovada. Acesse www. restituicao-receita .com hoje mesmo.',
  'Impots.gouv : un remboursement de 312,40 EUR vous attend. Suivez http //203.0.113.9/remboursement pour le recevoir.',
  'Finanzamt: Ihnen steht eine Erstattung von 312,40 EUR zu. Öffnen Sie http //203.0.113.9/erstattung, um sie zu erhalten.',
];

const REMNANT_STATEMENTS_ELSEWHERE = [
  'Nuestra nueva web http // panaderia-norte .es abre el lunes.',
  'Nossa nova loja online www. padaria-norte .pt abre na segunda.',
];

const askKinds = (text: string) => anatomyOf(text).asks.map((a) => a.kind);
const pressureKinds = (text: string) => anatomyOf(text).pressures.map((p) => p.kind);

describe('a link that lost its shape', () => {
  it('makes an order beside it an ask to act through a link', () => {
    for (const text of REMNANT_ORDERS) expect(askKinds(text), text).toContain('link');
  });

  it('asks nothing in a statement', () => {
    for (const text of REMNANT_STATEMENTS) expect(askKinds(text), text).toEqual([]);
  });

  it('does so in Spanish, Portuguese, French and German', () => {
    for (const text of REMNANT_ORDERS_ELSEWHERE) expect(askKinds(text), text).toContain('link');
    for (const text of REMNANT_STATEMENTS_ELSEWHERE) expect(askKinds(text), text).toEqual([]);
  });
});

describe('"told to" before a verb', () => {
  it('is no request for secrecy', () => {
    expect(pressureKinds("She said he was told to mail them but hasn't.")).not.toContain('secrecy');
  });

  it('leaves "don’t mention it to the others" secrecy', () => {
    expect(pressureKinds("Please don't mention it to the others.")).toContain('secrecy');
    expect(pressureKinds("Don't tell it to Mom.")).toContain('secrecy');
  });
});
