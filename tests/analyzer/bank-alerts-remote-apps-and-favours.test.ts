/**
 * Written for these tests from banks' and carriers' published alert shapes and public warnings, in
 * my own words (none is a row of any corpus or battery). Four readings, each for a family:
 * - a bank's report of a transaction on the reader's own account, as Indian and Dutch banks write
 *   it: "If not done by you" disowns the act as "if you didn't make this" does (scope.ts); a card
 *   named "Card x4410" is the reader's own (own-expiry.ts); a bank named "<Name> Bank" that the
 *   lists do not know reports the same way; a public body's site (cybercrime.gov.in) is no
 *   stranger's link; a merchant named by its site ("voor BOL.COM") is not where the alert sends
 *   the reader (judge.ts). Before, three of ten such alerts were D or F.
 * - an app that lets someone steer the reader's device (AnyDesk, TeamViewer, RustDesk), asked for
 *   in an organisation's name, in any language (bank-staff-acts.ts); a friend's "install
 *   TeamViewer so I can fix it" and a bank's warning that it never asks stay C.
 * - the first ask of someone on a new number, before money is named: a favour or help, or a bill
 *   they must pay (help-asked.ts), in English, Dutch, German, French and Italian; help asked for a
 *   day ("Kun je me zaterdag helpen met verhuizen?") is a plan to meet and stays C, as does "text
 *   me so I can save yours".
 * - the writer's own time ("I can fix your laptop tonight") is no deadline on the reader
 *   (deadlines.ts), and "my phone lost it" is no phone lost (senders.ts).
 * On dfbfdc9 7 of the 13 genuine messages were D or F and 1 of the 10 scams was.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Dear Customer, Rs.420.00 has been debited from A/c XX7781 to VPA teashop.mohan@okicici on 14-11-25. UPI Ref No 612398765401. If not done by you, report immediately via your bank app or at cybercrime.gov.in / 1930. -SBI',
  'INR 1,150.00 spent on Kotak Credit Card x2207 at ZOMATO on 14/11/2025. Avl limit INR 58,400. Not you? Call 18602662666 to block your card.',
  'Dear SBI Cardholder, Rs.2,310.00 spent on your SBI Credit Card ending 9043 at AJIO on 14/11/25. Avbl Lmt Rs.71,000. If not done by you, report at https://sbicard.com/Dispute or call 18601801290',
  'Canara Bank: Rs.1,500.00 withdrawn from A/c XX6620 at ATM on 14-11-2025. If not done by you, call 1800 1030 immediately.',
  'ING: Er is 62,50 euro afgeschreven van je rekening eindigend op 4418 voor COOLBLUE.NL. Herken je dit niet? Bel 020 22 888 88.',
  "Hey mum, I can sort your laptop out from here tonight, just install TeamViewer and send me the ID when you're ready.",
  'HSBC: We will never ask you to install AnyDesk or any app that lets us see your screen. If someone does, hang up.',
  "Hi Mum, I'm popping over tomorrow, can you send me your address again? My phone lost it.",
  'Hoi, met Sanne, nieuw nummer. Kun je me zaterdag helpen met verhuizen?',
  'Ciao, sono Luca, nuovo numero. Mi puoi aiutare a montare la libreria domenica?',
  'Coucou c’est Chloé, nouveau numéro ! Tu peux m’aider à préparer la fête de samedi ?',
  "Hi Sue, it's Mark. New phone, so this is my new number. Text me when you can so I can save yours.",
  "Dad it's me, my phone broke so I'm on Jake's phone. Can you pick me up from training at 6?",
];

const SCAMS = [
  'Axis Bank: INR 48,000.00 debited from A/c XX1234. If not done by you, install AnyDesk and call 18004195555 so our officer can reverse it.',
  'Amazon: your refund of $399 is ready. To receive it, download the AnyDesk app and give our agent the 9-digit code on your screen.',
  'Banco do Brasil: detectamos um acesso suspeito na sua conta. Instale o aplicativo TeamViewer QuickSupport para que nosso técnico possa proteger sua conta.',
  'Sparkasse: Ihr Online-Banking wurde gesperrt. Bitte laden Sie AnyDesk herunter, damit unser Mitarbeiter die Sperre aufheben kann.',
  "Hi Mum, it's me, this is my new number, I dropped my phone in the sink 🙈 you can delete the old one. Are you busy? Need a small favour x",
  'Hey dad, new phone so new number, save this one. Could you do me a quick favour when you get a sec?',
  'Hoi mam, dit is mijn nieuwe nummer. Het oude mag je wissen. Ben je even bij je telefoon? Ik moet vandaag nog een rekening betalen maar kan niet inloggen.',
  'Hallo Mama, das ist meine neue Nummer, mein Handy ist kaputt. Kannst du mir kurz helfen?',
  "Maman c'est moi, j'ai un nouveau numéro, mon téléphone est tombé dans l'eau. Tu peux m'aider ?",
  'Mamma, ho cambiato numero, il telefono si è rotto. Mi puoi aiutare con una cosa urgente?',
];

pinGrades(GENUINE, SCAMS, 'bank alerts, remote-control apps and favours from a new number');
