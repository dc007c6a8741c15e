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

/**
 * The same tricks in a long call (over a hundred words), as transcripts run: a long text's pretext,
 * ask and deadline can meet by chance in business mail, but an arrest threat, or a key that hands
 * the reader over to someone, does not turn up by chance at any length.
 */
const LONG_SCAMS: PinnedCase[] = [
  {
    name: 'a long call about an identity number tied to crimes',
    pinned:
      'Good morning. This is an automated message from the federal benefits administration, and it concerns you directly. During a routine review our investigators found that your social security number was used to open bank accounts linked to money laundering in three states. Because of this, your number is about to be suspended and a warrant will be issued for your arrest if the matter is not resolved. We have tried to reach you by mail several times without an answer. Before the case is handed to the local police, you still have the chance to speak with the officer in charge and clear your name. Press 1 now to be connected to the officer. Again, press 1 now.',
    paraphrase:
      'Hello, you are receiving this recorded notice from the tax enforcement division on behalf of the national revenue office. Our records show that your identity was involved in fraudulent filings and illegal transfers over the last two years, and officers are preparing to take you into custody at your home address within the next day. This notice is the final attempt to let you settle before the file goes to the court and the sheriff. Many people ignore these notices and regret it afterwards, so please listen carefully to the options that follow. To talk with the agent assigned to your file and stop the proceedings, dial nine on your keypad right away.',
  },
];

/** A long call that hands the reader over by a key, with a deadline (checked on its own below). */
const LONG_HANDOVER =
  'Hi, this is Emily from the card services center calling with an important update about your credit card account. Our records show that you have been paying far too much interest for far too long, and you now qualify for a one-time rate reduction to as low as one point nine percent. This offer is only open until the end of today, after which your eligibility expires and cannot be renewed. The reduction could save you thousands of dollars and lower your monthly payment straight away. All you need to do is confirm a few details with one of our account specialists. Press 1 now to speak with a specialist before the offer closes today.';

const LONG_GENUINE: PinnedCase[] = [
  {
    name: 'a long school call with a key to hear it again',
    pinned:
      'Good evening families, this is Principal Moreno from Lakeview Middle School with an update about next week. Because of the scheduled repairs to the heating system, all classes on Monday will start two hours late, and buses will run on the late-start timetable. Breakfast will still be served in the cafeteria from nine. After-school clubs and the football practice will go ahead as usual, and the parent evening planned for Tuesday has been moved to Thursday at six in the library. Please check the school website for the updated calendar and the list of clubs. Thank you for your patience while the work is done. Press 1 to hear this message again.',
    paraphrase:
      'Hello, this is the automated line of Greenway Family Practice. We are writing to all registered patients about the seasonal flu vaccine clinics, which open this Saturday and run every weekend until the end of November. Vaccines are free for patients over sixty-five, pregnant women, young children and anyone with a long-term condition such as asthma or diabetes. Clinics run from eight in the morning until one in the afternoon at the main surgery on Station Road, and there is parking behind the building. You can book a time on our website or at reception. For our opening hours, dial two; to hear the options again, dial star.',
  },
];

describe('Recorded calls read by their anatomy', () => {
  itReadsScams(TRANSLATED);
  itKeepsGenuine(TRANSLATED_GENUINE);

  itReadsScams(SCAMS, false);
  itKeepsGenuine(GENUINE);
  itReadsScams(LONG_SCAMS, false);
  itKeepsGenuine(LONG_GENUINE);

  it('a long call that puts the reader through to someone by a key stays a warning', async () => {
    const r = await analyze(LONG_HANDOVER);
    expect(['D', 'F']).toContain(r.summary.overallGrade);
    const flag = r.redFlags.find((f) => f.type === 'scam_anatomy')!;
    expect(flag.severity).not.toBe('low');
    expect(flag.anatomy!.find((p) => p.part === 'ask')!.quote).toMatch(/^Press 1 now/);
  });

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
