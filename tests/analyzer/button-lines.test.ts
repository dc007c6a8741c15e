/**
 * A button pasted from a mail in any language: its label on a line of its own and the link it
 * opened alone on the next ("Recevoir mon aide\nhttps://…", "Richiedi il rimborso\nhttps://…").
 * The layout says what the words may not, in a language the readers have no verb for: the label
 * asks the reader to open the link (anatomy/button-lines.ts). A closing over a signature's site
 * ("Cordialement\nhttps://…"), a name, or a sentence is no button. Written for these tests; none is
 * a row of any corpus or battery.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Von: Deutsche Bahn <noreply@bahn.de>\nBetreff: Ihre Buchungsbestätigung\n\nGuten Tag Herr Weber,\nvielen Dank für Ihre Buchung. Ihr Ticket für die Fahrt von Köln nach Berlin am 14.12. finden Sie in der App DB Navigator.\n\nBuchung ansehen\nhttps://www.bahn.de/buchung/uebersicht\n\nGute Reise wünscht Ihnen\nIhre Deutsche Bahn',
  'De : Laura Martin <laura.martin@atelier-martin.fr>\nObjet : Devis cuisine\n\nBonjour Monsieur Petit,\nComme convenu, vous trouverez notre devis en pièce jointe. Je reste disponible pour en parler cette semaine.\n\nCordialement\nhttps://www.atelier-martin.fr',
  'Hola Marta, te paso el enlace del álbum de fotos de la boda:\n\nFotos de la boda\nhttps://photos.app.goo.gl/Yh7Qw2mXkP\n\n¡Un abrazo!',
];

const SCAMS = [
  "De : Caisse d'Allocations Familiales <contact@caf-versement-aide.fr>\nObjet : Votre aide exceptionnelle est disponible\n\nMadame, Monsieur,\nUne aide exceptionnelle de 312,00 EUR vous a été attribuée. Pour la recevoir, vous devez confirmer vos coordonnées bancaires avant le 12 décembre.\n\nRecevoir mon aide\nhttps://caf-versement-aide.fr/beneficiaire\n\nLa CAF",
  "Da: Agenzia delle Entrate <avvisi@agenzia-entrate-rimborsi.it>\nOggetto: Rimborso IRPEF disponibile\n\nGentile contribuente,\nrisulta un rimborso di 268,50 EUR a suo favore. Per riceverlo deve indicare l'IBAN su cui accreditarlo entro 5 giorni.\n\nRichiedi il rimborso\nhttps://agenzia-entrate-rimborsi.it/irpef\n\nAgenzia delle Entrate",
];

pinGrades(GENUINE, SCAMS, 'with a button pasted as a line and its link');

const linkAsks = (text: string) =>
  anatomyOf(text)
    .asks.filter((a) => a.kind === 'link')
    .map((a) => a.span.text);

describe('a button pasted as a line and its link', () => {
  it('is an ask to open the link, quoting the label and the link', () => {
    expect(linkAsks(SCAMS[0]!)).toEqual([
      'Recevoir mon aide\nhttps://caf-versement-aide.fr/beneficiaire',
    ]);
    expect(
      linkAsks(
        'Hallo,\nbitte prüfen Sie Ihre Daten.\n\nDokument hochladen\nhttps://example-upload.de/x',
      ),
    ).toEqual(['Dokument hochladen\nhttps://example-upload.de/x']);
  });

  it('is not a closing, a name or a sentence over a link', () => {
    expect(linkAsks(GENUINE[1]!)).toEqual([]);
    expect(
      linkAsks('Bonjour,\nvoici mon site.\n\nLaura Martin\nhttps://www.atelier-martin.fr'),
    ).toEqual([]);
    expect(
      linkAsks('Bonjour,\nLe programme est en ligne.\nhttps://www.example.fr/programme'),
    ).toEqual([]);
  });
});
