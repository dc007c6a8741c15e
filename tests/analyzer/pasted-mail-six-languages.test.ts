/**
 * Pasted e-mail in six languages, from a battery written from public pages (not rows of any
 * corpus): each genuine one below was D or F. A tax office's or government inbox's notice that
 * says it holds no link and sends the reader to sign in themselves (the judge read HMRC's at 0.96,
 * quoting its From line); a sender's own address in the header read as a way to act, so a school's
 * or an aunt's mail had the shape of a scam; a payment 'as usual', 'a la cuenta de siempre' or 'en
 * mano'; 'Ik stuur zo een Tikkie' (the writer's own verb, spelt like the order); a contest's
 * winner told with nothing to do. The copies that give a number, a new account, a look-alike
 * site, a fee or a short code stay D or F, and German and Dutch lottery mail asking a fee is
 * caught.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'From: HMRC <noreply@confirmation.tax.service.gov.uk>\nSubject: You have a new message from HMRC\n\nDear Priya Sharma\n\nYou have a new message in your HMRC online account.\n\nTo read it, sign in to your personal tax account on GOV.UK. For your security we have not included a link to sign in.\n\nYou have received this email because you chose to get messages from HMRC online.\n\nHM Revenue and Customs',
  'Van: MijnOverheid <noreply@mijn.overheid.nl>\nOnderwerp: U heeft een nieuw bericht in uw Berichtenbox\n\nGeachte heer De Vries,\n\nU heeft een nieuw bericht ontvangen van Belastingdienst in uw Berichtenbox op MijnOverheid.\n\nU kunt het bericht lezen door zelf naar MijnOverheid.nl te gaan en in te loggen met DigiD, of in de Berichtenbox-app.\n\nMet vriendelijke groet,\nMijnOverheid\n\nDit bericht is automatisch verstuurd. Deze e-mail bevat geen links.',
  'From: Oakfield Primary School <office@oakfield-primary.sch.uk>\nSubject: Year 4 trip to the Science Museum - payment reminder\n\nDear Parents and Carers,\n\nA reminder that the contribution of £18.50 for the Year 4 trip on Wednesday 12 March is due by Friday 28 February. Please pay through ParentPay as usual.\nIf the cost is a difficulty, please speak to Mrs Hollis in the school office in confidence.\n\nKind regards,\nSchool Office\nOakfield Primary School, Church Lane, Harrogate HG2 7QP',
  'De: AMPA CEIP Miguel Hernández <ampa.ceipmh@gmail.com>\nAsunto: Cuota anual y festival de Navidad\n\nHola familias,\nLa cuota anual del AMPA (20 € por familia) se puede pagar por transferencia a la cuenta de siempre indicando el nombre del alumno, o en mano los martes en la entrada.\nEl festival de Navidad será el 19 de diciembre a las 16:00.\nJunta del AMPA',
  'De: Tia Cida <aparecida.souza62@hotmail.com>\nAssunto: presente da Júlia\n\nOi querida, fiz o Pix de R$ 200 pro presente da Júlia, a chave é o seu celular né? Me avisa se caiu.\nE troca aquela senha do wi-fi que a vizinha tá usando rsrs\nBeijos, tia Cida',
  'Van: Eva Mulder <eva.mulder94@gmail.com>\nOnderwerp: etentje zaterdag\n\nHoi Jeroen, het was weer gezellig! Het kwam uit op € 27,50 p.p. Ik stuur zo een Tikkie in de groepsapp.\nO ja, het wifi-wachtwoord van het huisje in Zeeland staat in het gedeelde notitie-ding.\nLiefs, Eva',
  "From: Google <no-reply@accounts.google.com>\nSubject: Security alert\n\nA new sign-in on Windows\nmaya.ellison@gmail.com\n\nWe noticed a new sign-in to your Google Account on a Windows device. If this was you, you don't need to do anything. If not, we'll help you secure your account.\n\nCheck activity\nhttps://myaccount.google.com/notifications\n\nYou can also see security activity at https://myaccount.google.com/notifications\nYou received this email to let you know about important changes to your Google Account and services.\n© 2025 Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA",
  'Dear customer, a new document is waiting in your online tax account. For your safety this email does not contain any links: sign in to the tax office website the way you normally do.',
  'Reminder: the swimming club fee of £30 for the spring term is due next Friday. Please pay by bank transfer as usual. Thanks, Helen (treasurer)',
  'Hoi Sanne, leuk dat je er was! Ik stuur je straks het betaalverzoek via de app, het was € 18,50 per persoon.',
  "Congratulations! You are the winner of our photo contest. We'll send the prize, a photo book, to your address next week.",
  'Gefeliciteerd! U bent de winnaar van onze fotowedstrijd. De prijs, een fotoboek, sturen we volgende week naar uw adres.',
];

const SCAMS = [
  'Betreff: Glückwunsch! Gewinnbenachrichtigung EuroMillionen Sonderziehung\n\nSehr geehrter Gewinner,\nIhre E-Mail-Adresse wurde bei der internationalen Sonderziehung vom 14.09.2025 mit einem Gewinn von 950.000,00 EUR ausgelost. Gewinnnummer: EM/8812/25.\nZur Auszahlung kontaktieren Sie bitte unseren Treuhänder Herrn Dr. Frank Lehmann (lehmann.treuhand@gmx-mail.com). Eine Bearbeitungsgebühr von 290 EUR ist vorab zu entrichten.\nBitte behandeln Sie diese Mitteilung vertraulich.',
  'Onderwerp: Gefeliciteerd! U bent winnaar van de extra trekking\nBeste deelnemer, uw lotnummer is getrokken in de extra Postcode-trekking van oktober. U wint € 25.000. Om uw prijs vrij te geven betaalt u eenmalig € 9,95 administratiekosten via https://bit.ly/prijs-vrijgeven-nl',
  'De: DGT <notificaciones@dgt-multas-pendientes.com>\nAsunto: tráfico no pagado\n\nDirección General de Tráfico - Ministerio del Interior - Gobierno de España\n\nSe ha identificado en nuestro sistema una multa de tráfico no pagada dirigida a usted o a su vehículo.\n\nTenga en cuenta que no pagar esta multa después del 12/08/2025 resultará en un incremento a 224,00 €.\nNúmero de expediente: 2025-MAD-0087741\n\nEsta infracción resultará en la pérdida de 3 puntos del permiso de conducir. Le instamos a regularizar esta situación lo antes posible.\n\nRegularizar esta situación\nhttps://dgt-multas.es-pago.com/expediente\n\nPara evitar errores y en caso de necesitar información adicional, nos pondremos en contacto con usted lo antes posible.',
  'HMRC: You have a new message about your tax refund of £812.40. For your security this email contains no links. Call 0203 555 0199 today to claim it.',
  'Dear parent, please pay the trip contribution of £18.50 to our new bank account as usual: sort code 20-45-77, account 41234567. Pay today.',
  'Netflix: Your payment failed. Update your payment information within 24 hours at https://netflix-billing-help.com or your account will be suspended.',
  'Sehr geehrte Gewinnerin, Ihr Los hat 50.000 EUR gewonnen. Vor der Auszahlung ist eine Bearbeitungsgebühr von 150 EUR zu entrichten. Antworten Sie an gewinn.auszahlung@gmx.net.',
  'You have won £1,000 cash! Text WIN to 80082 now.',
];

pinGrades(GENUINE, SCAMS, 'pasted mail in six languages');
