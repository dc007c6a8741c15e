/**
 * Written for these tests (none is a row of any corpus or battery). A shop's order confirmation
 * that says where its bank details are ("Nos coordonnées bancaires figurent sur la facture") asks
 * the buyer to pay the shop as agreed: it was graded F, the French words for "our bank details"
 * read as invoice fraud's "new or changed bank details". Changed, new or to be updated, they still
 * are; said never to change by e-mail, they are the genuine supplier's warning.
 * On 38c49a2 both genuine mails were F: their two tests fail there.
 */
import { pinGrades } from '../helpers/grade-cases';

const ORDER = `Objet : Votre commande n° 4471 chez Papeterie du Port
Bonjour Madame Leroy,
Merci pour votre commande : 2 carnets reliés et 1 stylo plume, total 64,80 €.
Vous avez choisi le paiement par virement : merci de l'effectuer sous 10 jours en indiquant le numéro de commande. Nos coordonnées bancaires figurent sur la facture ci-jointe et sur notre site.
Votre colis partira dès réception du paiement.
Papeterie du Port`;

const NEVER_BY_MAIL = `Objet : Facture 2025-118
Bonjour,
Veuillez trouver ci-joint la facture de mars. Attention : nos coordonnées bancaires ne changent jamais par e-mail ; en cas de doute, appelez-nous au numéro habituel.
Cordialement, Atelier Morel`;

const CHANGED = `Objet : Facture 2025-118 - nouvelles coordonnées bancaires
Bonjour,
Suite à un changement de banque, merci de régler la facture 2025-118 sur nos nouvelles coordonnées bancaires : IBAN FR76 3000 4000 0312 3456 7890 143. L'ancien compte ne doit plus être utilisé.
Cordialement, Service comptable`;

const TO_UPDATE = `Bonjour, merci de mettre à jour nos coordonnées bancaires dans votre système avant le prochain virement de 2 300 € : le RIB joint remplace l'ancien.`;

pinGrades([ORDER, NEVER_BY_MAIL], [CHANGED, TO_UPDATE], 'mail naming bank details');
