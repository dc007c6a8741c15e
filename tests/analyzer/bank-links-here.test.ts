/**
 * A bank's name, then "here" and a link to a site that is not the bank's: "Réactivez-la ici :
 * ca-reactivation.com", "annulez ici : bnp-securite-appareil.com". The other-language reader knew a
 * list of verbs to tap a link, so a verb it did not list before "ici", "hier", "aquí", "aqui" or
 * "qui" and the link asked nothing, and a bank's link to another site was only "a link". Now "here"
 * said just before a link sends the reader there whatever the verb (other-words.ts HERE), and a
 * bank, like a tax office, does not have you act on someone else's site (read.ts). Written for
 * these tests in our own words; each paraphrase is in another language and shares none of the
 * pinned message's words. A bank's or a carrier's own site, pointed at the same way, stays C.
 */
import { describe } from 'vitest';
import { itKeepsGenuine, itReadsScams } from '../helpers/anatomy-cases';

describe('A bank that sends you "here", to a site that is not its own', () => {
  itReadsScams([
    {
      name: 'a card suspended, to reactivate (French, then Italian)',
      pinned:
        'Crédit Agricole : votre carte a été suspendue suite à une activité suspecte. Réactivez-la ici : ca-reactivation.com',
      paraphrase:
        'Intesa Sanpaolo: abbiamo sospeso la tua carta. Riattivala qui: intesa-riattiva.info',
    },
    {
      name: 'a new device on the account, to cancel (French, then Portuguese)',
      pinned:
        "BNP Paribas : un nouvel appareil a été ajouté à votre compte. Si ce n'est pas vous, annulez ici : bnp-securite-appareil.com",
      paraphrase:
        'Millennium BCP: o seu acesso foi suspenso. Reative aqui: bcp-reativar-acesso.com',
    },
  ]);
  itKeepsGenuine([
    {
      name: 'a statement on the bank’s own site (French, then Spanish)',
      pinned:
        'Crédit Agricole : votre relevé de compte est disponible. Consultez-le ici : credit-agricole.fr',
      paraphrase:
        'Santander: su extracto mensual ya está disponible. Consúltelo aquí: santander.es',
    },
    {
      name: 'a parcel followed on the carrier’s own site (French, then German)',
      pinned: 'La Poste : votre colis sera livré demain. Suivez-le ici : laposte.fr/suivi',
      paraphrase:
        'DHL: Ihre Sendung kommt am Donnerstag. Den Status sehen Sie jederzeit hier: dhl.de/sendungsverfolgung',
    },
  ]);
});
