/**
 * Family and friends who move a chat to a messaging app: "Hi Grandma, we come on Sunday, text me on
 * WhatsApp if that suits you", "are you coming to dinner? Text me on WhatsApp when you know". Every
 * such message was graded D, in seven languages: a relative addressed at the opening read as a
 * claim, and the app as a way to act foreign to the sender. A relative who claims nothing but who
 * they are (or, naming no one, asks to write to "me"), pushes nothing and asks only to be written to
 * is no scam's shape, and the app is no way to act foreign to the sender (anatomy/channels.ts
 * personalChat), for the anatomy and the judge alike. The "Hi mum, this is my new number" scams,
 * and the jobs and bonuses that move you to an app ("chat with our manager"), stay D or F; and an
 * offer to earn money with no amount named ("Earn extra income from home") is read as an offer.
 * Written for these tests in our own words; each paraphrase shares none of the pinned message's
 * words but the app's name.
 */
import { describe, expect, it } from 'vitest';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { computeSignals } from '../../src/server/analysis/signals';
import { analyzeAt, expectScamGrade, itKeepsGenuine } from '../helpers/anatomy-cases';

describe('A relative or friend asking to be written to on a messaging app', () => {
  itKeepsGenuine([
    {
      name: 'a grandchild arranging a visit (English, then German)',
      pinned:
        'Hi Grandma, we are coming on Sunday around 3pm. Text me on WhatsApp if that works for you.',
      paraphrase:
        'Hallo Oma, wir kommen am Samstag gegen 16 Uhr vorbei. Schreib mir auf WhatsApp, ob dir das passt.',
    },
    {
      name: 'a visit arranged with a grandmother (French, then Dutch)',
      pinned: 'Coucou mamie, on arrive dimanche vers 15h. Écris-moi sur WhatsApp si ça te va.',
      paraphrase:
        'Hoi oma, zaterdagmiddag staan we bij jou voor de deur. Stuur me een berichtje op WhatsApp of dat lukt.',
    },
    {
      name: 'a visit arranged (Italian, then Portuguese)',
      pinned: 'Ciao nonna, arriviamo domenica verso le 15. Scrivimi su WhatsApp se ti va bene.',
      paraphrase:
        'Olá avó, passamos aí no sábado à tarde. Manda-me mensagem no WhatsApp a dizer se pode ser.',
    },
    {
      name: 'a friend asking about dinner (English, then French)',
      pinned: 'Hi! Are you coming to dinner on Saturday? Text me on WhatsApp when you know.',
      paraphrase:
        'Salut ! Tu passes manger vendredi soir ? Réponds-moi sur WhatsApp quand tu sauras.',
    },
  ]);
});

describe('The moves to a messaging app that are scams stay D or F', () => {
  for (const text of [
    'Hi mum, this is my new number, my old phone broke. Text me on WhatsApp please.',
    'Hallo Mama, das ist meine neue Nummer. Schreib mir bitte auf WhatsApp.',
    'Ciao papà, ho cambiato numero. Scrivimi su WhatsApp, devo pagare una cosa urgente.',
    'We are hiring! Like videos from home and earn $300 a day. Message our recruiter on WhatsApp.',
    'Part-time work available, chat with our manager on Telegram',
  ])
    it(`D or F: ${text}`, async () => {
      expectScamGrade(await analyzeAt(text), text);
    });
});

describe('Earnings offered with no amount named', () => {
  const pretexts = (text: string) =>
    computeSignals(acquireText(text), { judge: null }).anatomy!.anatomy.pretexts.map(
      (p) => p.label,
    );
  it('reads an offer to earn or make money as an offer of work or earnings', () => {
    for (const text of [
      'Earn extra income from home, chat with our manager on Telegram',
      'You can make money online in your spare time.',
    ])
      expect(pretexts(text), text).toContain('to offer you work or earnings');
  });
  it('not cash back, and not others who make money', () => {
    for (const text of [
      'Earn cash back on every purchase with your new card.',
      'Companies make money from advertising, the report said.',
    ])
      expect(pretexts(text), text).not.toContain('to offer you work or earnings');
  });
});
