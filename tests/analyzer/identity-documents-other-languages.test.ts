/**
 * Identity documents and bank cards asked for in other languages, as the English rule reads them
 * ("send us a photo of your passport"): "envíanos una foto de tu pasaporte", "envie uma foto do
 * seu documento de identidade", "envoyez-nous une photo de votre pièce d'identité", "senden Sie uns
 * ein Foto Ihres Personalausweises", "inviaci una foto della tua carta d'identità", "kirimkan foto
 * KTP" were C. Not the writer's own papers ("una foto de mi pasaporte", "von meinem Personalausweis",
 * "do meu RG") nor a warning never to send them ("Schicken Sie niemals …"). Written for these
 * tests; none is a row of any corpus.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Hola mamá, ¿me mandas una foto de mi pasaporte? Lo necesito para el viaje del colegio. Gracias!',
  'Hallo Schatz, kannst du mir ein Foto von meinem Personalausweis schicken? Ich brauche es für die Anmeldung. Danke!',
  'Recuerda: tu banco nunca te pedirá que envíes una foto de tu DNI ni de tu tarjeta por WhatsApp. Si alguien lo hace, cuelga.',
  'Achtung: Schicken Sie niemals ein Foto Ihres Personalausweises an Unbekannte. Ihre Bank fragt nie per SMS danach.',
  'Oi pai, me manda uma foto do meu RG que ficou na gaveta? Preciso pra matrícula. Valeu!',
];

const SCAMS = [
  'Hola, para desbloquear tu cuenta envíanos una foto de tu pasaporte y de tu tarjeta bancaria por este chat hoy.',
  'Olá, para liberar sua conta envie uma foto do seu documento de identidade e do seu cartão por aqui ainda hoje.',
  "Bonjour, pour débloquer votre compte envoyez-nous une photo de votre pièce d'identité et de votre carte bancaire aujourd'hui.",
  'Hallo, um Ihr Konto zu entsperren, senden Sie uns heute ein Foto Ihres Personalausweises und Ihrer Bankkarte.',
  'Halo, untuk membuka blokir akun Anda kirimkan foto KTP dan kartu ATM Anda melalui chat ini hari ini.',
  'Hallo Mama, ich habe eine neue Nummer. Schick mir bitte schnell ein Foto von deinem Personalausweis und deiner Bankkarte, ich erkläre es dir später.',
  "Ciao, per sbloccare il tuo conto inviaci una foto della tua carta d'identità e del bancomat entro oggi.",
];

pinGrades(GENUINE, SCAMS, 'identity documents asked for in other languages');
