/**
 * A "Hi Mum" scam or a fine in German, Dutch and French asked for money the anatomy did not read
 * as a payment (issue 33, item 4; a battery of my own messages): a bill named instead of an amount
 * ("Kannst du für mich eine Rechnung bezahlen?", "een factuur voor me betalen"; not the Dutch
 * "rekening" nor the Polish "rachunek", as often the account paid into), the Dutch
 * "overmaken" and the French "régularisez" (settle) as ways to pay (other-words.ts PAY, BILL). A
 * genuine bill that says it will be paid asks nothing.
 */
import { pinGrades } from '../helpers/grade-cases';

const SCAMS: readonly string[] = [
  'Hallo Mama, mein Handy ist kaputt, das ist meine neue Nummer. Kannst du für mich eine Rechnung bezahlen?',
  'Hoi mam, dit is mijn nieuwe nummer. Kun je een factuur voor me betalen?',
  'Hoi pap, mijn telefoon is kapot, dit is mijn nieuwe nummer. Kun je 500 euro overmaken?',
  "Crit'Air : votre vignette n'est plus valide, amende de 135 €. Régularisez sous 48h : critair-vignette-paiement.com",
];

const GENUINE: readonly string[] = [
  'Ihre Rechnung für November über 42,50 EUR wird am 28.11. automatisch abgebucht. Sie müssen nichts tun.',
  'Uw rekening van december staat klaar in Mijn Vattenfall. Het bedrag wordt automatisch afgeschreven.',
  'Papa, ik heb de rekening van het restaurant al betaald, je hoeft niets over te maken.',
];

pinGrades(GENUINE, SCAMS, 'messages about bills and transfers');
