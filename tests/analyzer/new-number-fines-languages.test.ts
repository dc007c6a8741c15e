/**
 * A probe of 32 messages in ten languages (/work/probe/p51, written before these readings) found
 * the "new number" family and unpaid fines graded C where the tagger-free reading and the word
 * tables did not know their words: "to mój nowy numer … możesz mi pilnie przelać 1200 zł?", "bu
 * benim yeni numaram … 3.500 TL gönderebilir misin?", "dit is mijn nieuwe nummer … kun je een
 * rekening voor me betalen?", a fine "nie opłacono mandatu", "multa de tráfico pendiente de
 * pago", "multa non pagata … paghi entro oggi", and a Polish parcel fee. Polish "ł" and Turkish
 * dotless "ı" are now read as "l" and "i" by the word tables, as their marks are by the others.
 * Each scam is pinned in one language and said again in another; genuine messages of the same
 * people and offices stay C or better.
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeAt,
  expectScamGrade,
  itKeepsGenuine,
  itReadsScams,
  type PinnedCase,
} from '../helpers/anatomy-cases';

/** Someone the reader knows, on a new number, asking for money: the new number is the push. */
const NEW_NUMBER_ASKS: PinnedCase[] = [
  {
    name: 'a child on a new number asking for money',
    pinned:
      'Cześć mamo, to mój nowy numer, stary telefon mi się zepsuł. Możesz mi pilnie przelać 1200 zł? Oddam jutro, nie mogę teraz rozmawiać.',
    paraphrase:
      'Anne merhaba, bu benim yeni numaram, telefonum bozuldu. Acil bir faturayı ödemem lazım, bana 3.500 TL gönderebilir misin? Şu an konuşamıyorum.',
  },
  {
    name: 'a relative on a new number asking for a bill to be paid',
    pinned:
      'Hoi mam, dit is mijn nieuwe nummer. Mijn telefoon is kapot. Kun je een rekening van € 975 voor me betalen? Ik betaal je morgen terug.',
    paraphrase:
      'Hola papá, este es mi número nuevo, se me cayó el móvil al agua. ¿Puedes pagarme una factura de 780 € hoy? Luego te lo devuelvo.',
  },
];

/**
 * Someone the reader knows, on a new or borrowed number, asking to be written to on a messaging app
 * and nothing else yet: the move to the app is the ask. Graded C on 9647d20, where the verbs were
 * known in a few forms only ("escríbeme" but not "¿me escribes?", "chame" but not "me chama",
 * "app me" but not "kun je me appen") and a "número prestado" was no borrowed phone.
 */
const NEW_NUMBER_CHATS: PinnedCase[] = [
  {
    name: 'a child on a new number asking to be written to on WhatsApp',
    pinned:
      'Hola mamá, se me cayó el móvil al inodoro, este es mi número nuevo. ¿Me escribes por WhatsApp?',
    paraphrase: 'Oi mãe, meu celular caiu no vaso, esse é meu número novo. Me chama no WhatsApp?',
  },
  {
    name: 'a parent on a borrowed number asking for a message on an app',
    pinned:
      'Papá, perdí mi teléfono, te escribo desde un número prestado, mándame un mensaje por WhatsApp cuando puedas',
    paraphrase:
      'Hoi mam, mijn telefoon is in de wc gevallen, dit is mijn nieuwe nummer. Kun je me appen op WhatsApp?',
  },
];

const SCAMS: PinnedCase[] = [
  {
    name: 'a fine said to be unpaid, to pay by link',
    pinned:
      'Mandat elektroniczny: nie opłacono mandatu za przekroczenie prędkości. Zapłać 180 zł w ciągu 24 godzin, aby uniknąć postępowania: mandat-gov-pl.com',
    paraphrase:
      'Agenzia delle Entrate: risulta una multa non pagata a suo nome. Paghi entro oggi per evitare sanzioni aggiuntive: multe-agenzia-pagamenti.com',
  },
  {
    name: 'a traffic fine pending, and a parcel fee',
    pinned:
      'DGT: Tiene una multa de tráfico pendiente de pago. Abónela en 24 horas para evitar recargos: dgt-multas-pago.es',
    paraphrase:
      'Poczta Polska: Twoja paczka czeka w magazynie. Dopłać 2,99 zł, aby zaplanować dostawę: poczta-dostawa.info',
  },
];

const GENUINE: PinnedCase[] = [
  {
    name: 'family on a new number asking for nothing',
    pinned: 'Hallo Mama, neue Nummer, das alte Handy ist kaputt. Bis Sonntag beim Essen!',
    paraphrase:
      'Ciao papà, ho cambiato numero: questo è quello nuovo, salvalo pure. Ci vediamo domenica!',
  },
  {
    // The same verbs, from family with nothing claimed: writing on WhatsApp is how families talk.
    name: 'family asking to be written to on WhatsApp, with no new number',
    pinned: 'Abuela, ven el domingo a comer, escríbeme por WhatsApp si te va bien',
    paraphrase: 'Oi pai, amanhã tem churrasco aqui em casa, me chama no WhatsApp quando chegar',
  },
  {
    name: 'a child asking to be paid back for a shared present',
    pinned:
      'Hoi mam, kun je de 25 euro voor de verjaardag van oma terugbetalen via Tikkie als je tijd hebt?',
    paraphrase: 'Cześć mamo, będę dziś później, autobus się spóźnia. Zjem kolację na mieście.',
  },
  {
    name: 'a fine paid and a parking fee booked',
    pinned: 'ANTAI : votre avis de contravention a bien été réglé. Merci.',
    paraphrase: 'Mandat: Twoja opłata za parkowanie 6 zł została zaksięgowana. Dziękujemy.',
  },
  {
    name: 'a parcel delivered and an application approved',
    pinned: 'Poczta Polska: Twoja przesyłka została doręczona do paczkomatu. Kod odbioru: 482913.',
    paraphrase:
      'e-Devlet: Başvurunuz onaylanmıştır. Belgenizi e-Devlet Kapısı üzerinden görüntüleyebilirsiniz.',
  },
];

describe('a new number and unpaid fines in other languages', () => {
  it('a new number asking for money: D or F, the new number quoted as the claim', async () => {
    for (const c of NEW_NUMBER_ASKS)
      for (const text of [c.pinned, c.paraphrase]) {
        const r = await analyzeAt(text);
        expectScamGrade(r, text);
        const pretext = r.redFlags
          .find((f) => f.type === 'scam_anatomy')
          ?.anatomy?.find((p) => p.part === 'pretext');
        expect(pretext?.label, text).toMatch(/new number/);
        expect(text).toContain(pretext!.quote);
      }
  });
  it('a new or borrowed number and a move to a messaging app: D or F, the move quoted', async () => {
    for (const c of NEW_NUMBER_CHATS)
      for (const text of [c.pinned, c.paraphrase]) {
        const r = await analyzeAt(text);
        expectScamGrade(r, text);
        const parts = r.redFlags.find((f) => f.type === 'scam_anatomy')?.anatomy ?? [];
        expect(parts.find((p) => p.part === 'pretext')?.label, text).toMatch(
          /new number|someone else/,
        );
        const ask = parts.find((p) => p.part === 'ask');
        expect(ask?.quote, text).toMatch(/WhatsApp/);
        expect(text).toContain(ask!.quote);
      }
  });
  it('says how sure it is without contradicting itself', async () => {
    // On a7f9e6b: "How sure we are: not very sure, because the evidence is clear and our checks
    // work best in English."
    const text = NEW_NUMBER_ASKS[0]!.pinned;
    const message = (await analyzeAt(text)).summary.message ?? '';
    expect(message).toContain(
      'How sure we are: moderately sure: the evidence is clear, but our checks work best in English.',
    );
  });
  itReadsScams(SCAMS, false);
  itKeepsGenuine(GENUINE);
});
