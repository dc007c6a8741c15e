/**
 * A move to a messaging app asked in another language: "schreib mir auf WhatsApp", "scrivimi su
 * WhatsApp", "stuur me een WhatsApp", "melden Sie sich per WhatsApp". The English reader read "text
 * me on WhatsApp" as an ask; the other-language reader had no word for writing to someone, so the
 * "new number" opener of the relative scam and the liking-videos job were graded C. Written for
 * these tests in our own words; each has a paraphrase in another language that shares none of its
 * words but the app's name.
 */
import { describe } from 'vitest';
import { itReadsScams } from '../helpers/anatomy-cases';

describe('A move to a messaging app, asked in another language', () => {
  itReadsScams(
    [
      {
        name: 'a relative on a new number (German, then Italian)',
        pinned:
          'Hallo Papa, das ist meine neue Nummer, kannst du die bitte speichern und mir auf WhatsApp schreiben?',
        paraphrase:
          'Mamma, il mio cellulare è caduto in acqua, questo è il nuovo numero: scrivimi su WhatsApp.',
      },
      {
        name: 'a job liking videos from home (Dutch, then German)',
        pinned:
          'Hallo, wij bieden een bijbaan vanuit huis: video’s liken en 50 tot 300 euro per dag verdienen. Stuur ons een WhatsApp-bericht.',
        paraphrase:
          'Guten Tag! Nebenverdienst am Handy: Beiträge bewerten und bis zu 250 Euro täglich bekommen. Melden Sie sich per WhatsApp.',
      },
    ],
    false,
  );
});
