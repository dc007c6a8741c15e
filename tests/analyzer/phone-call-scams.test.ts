/**
 * Recorded phone calls, as a person pastes what their voicemail or a transcript says, written for
 * these tests in our own words, through the real pipeline. A robocall's way to act is a key on the
 * phone's keypad, pressed anywhere in a sentence ("…to reach the officer, press nine"); what pushes
 * is a crime laid at the reader's door or a last chance said without a date. Each scam is graded D
 * or F with its anatomy quoted; each genuine automated call (a pharmacy, a dentist, a bank asking
 * whether the reader made a purchase, a school closure) stays C or better: a key that answers the
 * call about the reader's own act is the caller's own channel, as a reply to a text is.
 */
import { describe, expect, it } from 'vitest';
import {
  type PinnedCase,
  analyzeAt as analyze,
  itKeepsGenuine,
  itReadsScams,
} from '../helpers/anatomy-cases';

const SCAMS: PinnedCase[] = [
  {
    name: 'an identity number said to be tied to crimes',
    pinned:
      'This is an automated notice from the federal benefits office. Your social security number has been flagged for illegal activity near the southern border and will be suspended. Press 1 now to speak with an agent.',
    paraphrase:
      'Recorded message for the account holder. A case was opened because your national insurance number appeared in criminal transactions. To reach the investigating officer, press nine.',
  },
  {
    name: 'a warrant said to be out against the reader',
    pinned:
      "Officer Daniel Reyes here from the county sheriff's department. A warrant has been issued against your name for a missed court date. Press 2 to speak with me before deputies come to your address.",
    paraphrase:
      "Hello, this is a deputy with the marshal's office. There are pending charges against you and a judge has signed an order. Dial one to settle the matter today.",
  },
  {
    name: 'a seized parcel in the reader’s name',
    pinned:
      'This call is from border customs. A box holding narcotics and cash was seized under your name at the port of entry. Press 1 to be connected with an investigator.',
    paraphrase:
      'Customs enforcement bulletin: a shipment with contraband inside, registered in your name, has been confiscated. For the agent on duty, press zero.',
  },
  {
    name: "a vehicle warranty's last chance",
    pinned:
      "We've tried to reach you about your car's extended warranty. This is your final courtesy call before we close your file. Press 1 to speak with a coverage specialist.",
    paraphrase:
      'Your auto protection plan is about to lapse, and this is the last notice we will send. To keep coverage, press three and a representative will help.',
  },
  {
    name: 'power about to be cut off',
    pinned:
      'This is the notifications department from your electric company. You have an automatic interruption of service in the next 30 to 45 minutes due to a delinquent balance. To stop the interruption, press 1 to speak with the billing department.',
    paraphrase:
      'Gas supplier alert: your home faces disconnection within two hours over money owed. Hit 2 now to reach the payments team and keep the heat on.',
  },
  {
    name: 'an order with its amount, to cancel by a key',
    pinned:
      'AirPods are being ordered from your Amazon account for an amount of $1,537.35. To cancel your order or to connect with one of our customer support representatives, please press 1.',
    paraphrase:
      'A charge of $499 for a Norton renewal will hit your card today. To stop the payment, press 1 and an agent will process your refund.',
  },
];

const GENUINE: PinnedCase[] = [
  {
    name: 'a pharmacy saying a prescription is ready',
    pinned:
      'Hello, this is the Riverside Pharmacy automated line. Your prescription is ready for pickup. Press 1 to hear our opening hours or press 2 to speak with a pharmacist.',
    paraphrase:
      'Good afternoon from Oak Street Chemist. The medicine your doctor ordered can be collected from tomorrow. For our hours, dial one.',
  },
  {
    name: 'a dentist confirming an appointment',
    pinned:
      'This is a reminder from Maple Dental of your cleaning appointment on Thursday at 10:30 am. Press 1 to confirm or press 2 to reschedule.',
    paraphrase:
      'Bright Smile Clinic calling to remind you of your check-up next Monday at 2 pm. To keep the booking, press one; to change it, press two.',
  },
  {
    name: 'a bank asking whether the reader made a purchase',
    pinned:
      'This is an automated call from Chase about your card ending 4417. A purchase of $742.18 at an electronics store was just attempted. If you made this purchase, press 1. If you did not make it, press 2 and we will lock the card.',
    paraphrase:
      'Wells Fargo fraud alert: your debit card was used for $390.00 at a jewelry store. If you do not recognize this charge, press 2 now. If you do, press 1.',
  },
  {
    name: 'planned works that need nothing of the reader',
    pinned:
      'Planned maintenance: you have a scheduled interruption of water supply tomorrow between 9am and 1pm while we replace a main. No action is needed. Thank you for your patience.',
    paraphrase:
      'City Power here. An outage is expected on Elm Street on Saturday morning for tree trimming; crews expect to restore supply by noon. Press 1 to hear this message again.',
  },
  {
    name: 'a renewal the reader can cancel in the app',
    pinned:
      'Your Netflix plan renews on June 3 for $15.49. To cancel your subscription, go to Account in the Netflix app.',
    paraphrase:
      'Reminder: the yearly membership of 40 euros is taken on 1 March. You can end it any time from the settings page of our website.',
  },
  {
    name: 'a school closing for snow',
    pinned:
      'This is Lincoln Elementary with an important message: school is closed tomorrow because of heavy snow. Press 1 to hear this message again.',
    paraphrase:
      'Westfield High here. Classes are cancelled on Friday while the heating is repaired. To listen again, press one.',
  },
];

/** Two of the scams said again in Spanish and in French, with a genuine call in each. */
const TRANSLATED: PinnedCase[] = [
  {
    name: 'an identity number tied to crimes, in Spanish',
    pinned:
      'Este es un aviso de la Administración del Seguro Social. Su número de seguro social ha sido vinculado a actividades ilegales en la frontera. Presione 1 para hablar con un oficial.',
    paraphrase:
      'Llamada de la policía federal: existe una orden de arresto a su nombre. Para resolverlo hoy mismo, oprima el 2.',
  },
  {
    name: 'a warrant against the reader, in French',
    pinned:
      'Ceci est un message des services de police : votre numéro de sécurité sociale est lié à des activités illégales. Appuyez sur le 1 pour parler à un agent.',
    paraphrase:
      "Un mandat d'arrêt a été émis contre vous par le tribunal. Pour éviter des poursuites, tapez 9 maintenant.",
  },
];

const TRANSLATED_GENUINE: PinnedCase[] = [
  {
    name: 'a pharmacy call in Spanish',
    pinned:
      'Farmacia San Miguel: su receta está lista para recoger. Presione 1 para escuchar nuestro horario.',
    paraphrase:
      'Le llamamos de la clínica dental Sonrisa para recordarle su cita del jueves a las 10. Oprima el 1 para confirmarla.',
  },
  {
    name: 'a dentist call in French',
    pinned:
      'Cabinet dentaire du Parc : rappel de votre rendez-vous jeudi à 10 h. Appuyez sur le 1 pour confirmer.',
    paraphrase:
      'Pharmacie des Lilas : votre ordonnance est prête. Tapez 2 pour connaître nos horaires.',
  },
];

describe('Recorded calls read by their anatomy', () => {
  itReadsScams(TRANSLATED);
  itKeepsGenuine(TRANSLATED_GENUINE);

  itReadsScams(SCAMS, false);
  itKeepsGenuine(GENUINE);

  it('quotes the key the call asks for and says what pushes, in plain words', async () => {
    const text = SCAMS[0]!.pinned;
    const flag = (await analyze(text)).redFlags.find((f) => f.type === 'scam_anatomy')!;
    const ask = flag.anatomy!.find((p) => p.part === 'ask')!;
    expect(ask.quote).toMatch(/^Press 1/);
    expect(ask.label).toBe('Asks you to press a key on the call');
    const pressure = flag.anatomy!.find((p) => p.part === 'pressure')!;
    expect(pressure.label).toBe('Says you are suspected of a crime');
    expect(text).toContain(pressure.quote);
  });

  it('says what it read as a sentence, also when no sender was claimed', async () => {
    const text =
      'A warrant has been issued against your name for a missed court date. Press 2 to speak with a deputy.';
    const flag = (await analyze(text)).redFlags.find((f) => f.type === 'scam_anatomy')!;
    expect(flag.explanation).toMatch(/^It asks you to press a key on the call \(/);
    expect(flag.explanation).not.toMatch(/^It,/);
  });

  it('a bank that only says fraud was seen on a card does not accuse the reader', async () => {
    const text =
      'Your bank here: we noticed fraudulent activity on your debit card and have paused it. Press 1 to speak with our card team.';
    const r = await analyze(text);
    const flag = r.redFlags.find((f) => f.type === 'scam_anatomy');
    expect(flag?.anatomy?.some((p) => p.label === 'Says you are suspected of a crime')).not.toBe(
      true,
    );
  });
});
