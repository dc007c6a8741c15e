/**
 * Issue 33, item 4: the scams the issue says were missed get their parts read, as evidence for the
 * explanation (the calibrated judge decides the band). Each in our own words, a paraphrase, and
 * for four of them (the grandparent's bail, the code sent "by mistake", the unpaid toll, the
 * uncle's crypto fund) a translation into two other languages the rules read, through the real
 * signals step: the anatomy's pretext, ask, pressure and channel with their exact quotes, and the
 * scam-anatomy warning that quotes them. (The health-card fee is written in French from the
 * start.)
 */
import { describe, expect, it } from 'vitest';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { computeSignals } from '../../src/server/analysis/signals';
import type { AnatomyFindings } from '../../src/server/analysis/signals/anatomy';

type PartName = 'pretext' | 'ask' | 'pressure' | 'channel';
/** A part expected: its kind, and words its quote must hold (taken from the text). */
type Expect = Partial<Record<PartName, Array<[string, string]>>>;

interface Case {
  name: string;
  text: string;
  parts: Expect;
  /** The scam-anatomy warning is raised, quoting its ask. */
  warned: boolean;
}

const read = (text: string): AnatomyFindings =>
  computeSignals(acquireText(text), { model: null }).anatomy!;

function expectParts(c: Case): void {
  const f = read(c.text);
  const a = f.anatomy;
  const lists = { pretext: a.pretexts, ask: a.asks, pressure: a.pressures, channel: a.channels };
  for (const [part, wanted] of Object.entries(c.parts) as Array<
    [PartName, Array<[string, string]>]
  >)
    for (const [kind, words] of wanted) {
      const found = lists[part].filter((p) => p.kind === kind);
      const shown = JSON.stringify(lists[part].map((p) => [p.kind, p.span.text]));
      expect(found.length, `${part} ${kind} in ${shown}`).toBeGreaterThan(0);
      expect(found.map((p) => p.span.text).join(' | '), `${part} ${kind}`).toContain(words);
      for (const p of found) expect(c.text.slice(p.span.start, p.span.end)).toBe(p.span.text);
    }
  if (c.warned) {
    expect(f.flag?.type).toBe('scam_anatomy');
    for (const q of f.flag!.anatomy!) expect(c.text).toContain(q.quote);
  }
}

const CASES: Case[] = [
  {
    name: 'a grandparent "bail" voicemail',
    text: 'Grandma, it’s me… I got into an accident and I’m at the police station. I need $9,000 for bail today. Please don’t tell Mom and Dad, they’d be so upset.',
    parts: {
      pretext: [['person', 'Grandma']],
      ask: [['pay', 'need $9,000 for bail']],
      pressure: [['secrecy', 'don’t tell Mom and Dad']],
    },
    warned: true,
  },
  {
    name: 'the grandparent call in other words',
    text: 'Grandpa? It’s your grandson. I’m locked up after a crash and the lawyer says I have to post 7,500 dollars to get out tonight. Keep this between us, my parents can’t find out.',
    parts: {
      pretext: [['person', 'Grandpa']],
      ask: [['pay', '7,500 dollars']],
      pressure: [['secrecy', 'Keep this between us']],
    },
    warned: true,
  },
  {
    name: 'the grandparent call in Spanish',
    text: 'Abuela, soy yo. Tuve un accidente y estoy detenido. Necesito 9.000 dólares para la fianza hoy. Por favor no se lo digas a mamá ni a papá.',
    parts: {
      pretext: [['person', 'Abuela']],
      ask: [['pay', 'Necesito 9.000 dólares']],
      pressure: [
        ['secrecy', 'no se lo digas a mamá'],
        ['deadline', 'hoy'],
      ],
    },
    warned: true,
  },
  {
    name: 'the grandparent call in French',
    text: 'Mamie, c’est moi. J’ai eu un accident et je suis au poste de police. J’ai besoin de 9 000 € pour la caution aujourd’hui. S’il te plaît, ne dis rien à papa et maman.',
    parts: {
      pretext: [['person', 'Mamie']],
      ask: [['pay', 'besoin de 9 000 €']],
      pressure: [['secrecy', 'ne dis rien à papa']],
    },
    warned: true,
  },
  {
    name: 'a one-time code "sent by mistake"',
    text: 'Hi, I accidentally sent my 6-digit WhatsApp code to your number, could you send it back?',
    parts: {
      pretext: [['person', 'I accidentally sent my 6-digit WhatsApp code to your number']],
      ask: [['secret', 'send it back']],
    },
    warned: true,
  },
  {
    name: 'the code "sent by mistake" in other words',
    text: 'Oops! A verification number meant for my phone just went to you by mistake. Can you forward it to me please?',
    parts: {
      pretext: [['person', 'went to you by mistake']],
      ask: [['secret', 'forward it to me']],
    },
    warned: true,
  },
  {
    name: 'the code "sent by mistake" in Spanish',
    text: 'Hola, te envié por error un código de 6 dígitos de WhatsApp a tu número, ¿me lo puedes reenviar?',
    parts: { pretext: [['person', 'por error']], ask: [['secret', 'reenviar']] },
    warned: true,
  },
  {
    name: 'the code "sent by mistake" in German',
    text: 'Hallo, ich habe dir aus Versehen meinen 6-stelligen WhatsApp-Code geschickt, kannst du ihn mir zurückschicken?',
    parts: { pretext: [['person', 'aus Versehen']], ask: [['secret', 'zurückschicken']] },
    warned: true,
  },
  {
    name: 'a health card renewal fee in French (Ameli)',
    text: 'Ameli : votre carte Vitale arrive à expiration. Pour la renouveler, des frais de 2,99 € sont à régler sur https://ameli-renouvellement.fr-carte.com',
    parts: {
      pretext: [
        ['org', 'Ameli'],
        ['affairs', 'votre carte Vitale arrive à expiration'],
      ],
      ask: [['pay', 'régler sur https://ameli-renouvellement.fr-carte.com']],
      pressure: [['fee', 'frais de 2,99 €']],
      channel: [['link', 'https://ameli-renouvellement.fr-carte.com']],
    },
    warned: true,
  },
  {
    name: 'the health insurer’s fee in other words',
    text: 'Assurance Maladie - Votre dossier de remboursement est bloqué. Une participation de 1,50 EUR doit être payée aujourd’hui sur https://assurance-maladie.securite-dossier.top',
    parts: {
      pretext: [['affairs', 'Votre dossier de remboursement est bloqué']],
      ask: [['pay', 'payée aujourd’hui sur']],
      pressure: [['fee', 'participation de 1,50 EUR']],
      channel: [['link', 'https://assurance-maladie.securite-dossier.top']],
    },
    warned: true,
  },
  {
    name: 'a "wrong number" opener from someone in finance',
    text: 'Hello, is this David? Sorry, wrong number. I work in finance in Hong Kong, may I save your number?',
    parts: {
      pretext: [
        ['person', 'wrong number'],
        ['person', 'I work in finance in Hong Kong'],
      ],
      ask: [['contact', 'may I save your number']],
    },
    warned: false,
  },
  {
    name: 'the "wrong number" opener in other words',
    text: 'Hi Jessica? Oh apologies, I must have typed the wrong digits. I’m an investment adviser based in Singapore. Can we stay in touch?',
    parts: {
      pretext: [
        ['person', 'typed the wrong digits'],
        ['person', 'investment adviser'],
      ],
      ask: [['contact', 'Can we stay in touch']],
    },
    warned: false,
  },
  {
    name: 'an uncle’s crypto fund with a minimum deposit',
    text: 'My uncle is an analyst at a crypto fund, I made 40% last month. The minimum deposit is $500, you should join.',
    parts: {
      pretext: [['affairs', 'I made 40% last month']],
      ask: [['pay', 'The minimum deposit is $500']],
      pressure: [['too_good', '40%']],
    },
    warned: true,
  },
  {
    name: 'the crypto pitch in other words',
    text: 'Honestly this trading group changed my life, my returns were 65% in three weeks. Starting stake is only 300 USDT, I can show you how.',
    parts: {
      pretext: [['affairs', 'my returns were 65%']],
      ask: [['pay', 'Starting stake is only 300 USDT']],
      pressure: [['too_good', '65%']],
    },
    warned: true,
  },
  // The toll text whose link is another site's, in Spanish and Portuguese (the English one is in
  // link-not-the-senders.test.ts).
  {
    name: 'the unpaid toll in Spanish',
    text: 'E-ZPass: Tiene un peaje pendiente de 4,35 $. Pague ahora para evitar un recargo de 50 $: https://ezpass-ny.tollpay-center.info',
    parts: {
      pretext: [['org', 'E-ZPass']],
      ask: [['pay', 'Pague']],
      channel: [['link', 'https://ezpass-ny.tollpay-center.info']],
    },
    warned: true,
  },
  {
    name: 'the unpaid toll in Portuguese',
    text: 'E-ZPass: Você tem um pedágio não pago de US$ 4,35. Pague agora para evitar uma multa de US$ 50: https://ezpass-ny.tollpay-center.info',
    parts: {
      pretext: [['org', 'E-ZPass']],
      ask: [['pay', 'Pague']],
      channel: [['link', 'https://ezpass-ny.tollpay-center.info']],
    },
    warned: true,
  },
  // The crypto pitch in Spanish and German, and a Portuguese one in other words: graded C on
  // 9647d20, where "depósito mínimo" was no ask and "gané un 40 %" no return.
  {
    name: 'the uncle’s crypto fund in Spanish',
    text: 'Mi tío es analista en un fondo de criptomonedas, el mes pasado gané un 40 %. El depósito mínimo es de 500 dólares, deberías unirte.',
    parts: {
      pretext: [['affairs', 'gané un 40 %']],
      ask: [['pay', 'depósito mínimo es de 500 dólares']],
      pressure: [['too_good', 'gané un 40 %']],
    },
    warned: true,
  },
  {
    name: 'the uncle’s crypto fund in German',
    text: 'Mein Onkel ist Analyst bei einem Krypto-Fonds, ich habe letzten Monat 40 % verdient. Die Mindesteinzahlung beträgt 500 Euro, du solltest mitmachen.',
    parts: {
      pretext: [['affairs', '40 % verdient']],
      ask: [['pay', 'Mindesteinzahlung beträgt 500 Euro']],
      pressure: [['too_good', '40 % verdient']],
    },
    warned: true,
  },
  {
    name: 'a crypto group’s monthly return in Portuguese',
    text: 'Meu grupo de investimentos em cripto rende 30% ao mês. O aporte mínimo é de R$ 200, quer entrar?',
    parts: {
      pretext: [['affairs', 'rende 30%']],
      ask: [['pay', 'aporte mínimo é de R$ 200']],
      pressure: [['too_good', 'rende 30%']],
    },
    warned: true,
  },
];

describe('the scams the issue says were missed have their parts read and quoted', () => {
  for (const c of CASES) it(c.name, () => expectParts(c));

  it('a fund’s advert of a yearly return with its minimum is no warning', () => {
    // The same words as the pitches above (a return in per cent, a minimum to put in), from a
    // fund about a past year: nothing too good to be true, so no warning.
    for (const text of [
      'Fondo de inversión Santander Renta: rentabilidad del 12 % en 2024. Inversión mínima de 1.000 euros. Consulte el folleto en su oficina.',
      'Deka-Fonds: Rendite von 11 % im Jahr 2024. Mindestanlage 500 Euro. Den Verkaufsprospekt erhalten Sie in Ihrer Sparkasse.',
    ]) {
      const f = read(text);
      expect(f.flag, text).toBeNull();
      expect(f.anatomy.pressures.map((p) => p.kind)).not.toContain('too_good');
    }
  });

  it('a stranger’s code or money asked "by mistake" is a warning; the same words about a plain mix-up are not', () => {
    const plain = read('Sorry, wrong number! I was trying to reach the dentist. Have a good day.');
    expect(plain.flag).toBeNull();
    expect(plain.anatomy.asks).toEqual([]);
  });
});
