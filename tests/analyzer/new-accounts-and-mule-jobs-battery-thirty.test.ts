/**
 * Batteries 28 and 30, read further: the payee's account said closed, held or replaced, and the
 * money mule's "job", in the words of more languages; written for this test in other words. On
 * 9703dc6 the held account, the Dutch and the Polish scams below were C (the others were caught
 * by other readings and are kept as guards):
 * - "we've had to close the old account", "our account is on hold for incoming payments, use our
 *   alternative account", a landlord's "ya no se ingresa en la cuenta … esta nueva cuenta", a
 *   Dutch "nieuwe rekening … de oude wordt opgeheven": a payee's changed account;
 * - payments received into the reader's account and passed on, in German, Portuguese and Polish;
 * - an IBAN and an identity document asked back by reply are harm wherever they are sent: the
 *   Portuguese mule job lost its warning once its job offer was read (the reply read as the
 *   sender's own way), and has it again.
 * A tenant told to keep paying the usual account stays C.
 */
import { pinGrades } from '../helpers/grade-cases';

const SCAMS = [
  "Evening all, Priya here, I've taken over as treasurer of Westfield Tennis Club. We've had to close the old club account after the bank changed its fees. This year's membership (£80) now goes to: Westfield TC Services, sort 40-12-66, acc 30941877. Please pay by Monday or you'll lose your court slot.",
  `Subject: Final invoice 1184 - loft conversion

Hi Sarah,

Thanks again for signing off the work. Please note our Lloyds account is temporarily on hold for incoming payments while our accountant finishes the year end, so please use our alternative account below for the balance of £4,920.00:

Account name: Marlow Build Services
Sort code: 30-99-41
Account number: 55120874

Reply here once it's sent and I'll issue the receipt.

Dave Marlow`,
  `Asunto: Pago del alquiler de diciembre

Hola Jorge,

Desde este mes el alquiler ya no se ingresa en la cuenta del Santander, la he cerrado. Haz la transferencia de 720€ a esta nueva cuenta: ES12 2100 4417 8822 0194 5566. Estoy de viaje y no puedo hablar por teléfono, avísame por aquí cuando esté.

Un saludo, Pilar`,
  'Hoi Tim, vanaf januari graag de huur (€980) overmaken naar mijn nieuwe rekening: NL44 BUNQ 2099 1830 41 t.n.v. M. Jansen. De oude Rabo-rekening wordt opgeheven. Laat even weten als het gelukt is, ik ben slecht bereikbaar.',
  'Guten Tag, wir bieten Ihnen eine Stelle als Zahlungsassistent im Homeoffice: Sie nehmen Zahlungen unserer Kunden auf Ihrem privaten Konto entgegen und leiten sie per Überweisung an unsere Partner weiter. 7 % Provision je Zahlung. Senden Sie uns Ihre Kontodaten und eine Ausweiskopie.',
  'Olá! Temos uma vaga de assistente de pagamentos em casa: recebe transferências dos nossos clientes na sua conta e reencaminha-as para os nossos parceiros, com 8% de comissão. Envie-me o seu IBAN e uma foto do documento de identificação.',
  'Dzień dobry, praca zdalna: odbieranie przelewów od naszych klientów na Pana konto i przekazywanie ich dalej BLIK-iem, prowizja 10% od każdej wpłaty, do 4000 zł miesięcznie. Zainteresowany?',
];

const GENUINE = [
  'Hi Tom, just a reminder that the rent for January (£950) is due on the 1st. Same account as usual please, nothing has changed. Thanks, Helen',
];

pinGrades(GENUINE, SCAMS, 'new accounts and mule jobs (batteries 28 and 30)');
