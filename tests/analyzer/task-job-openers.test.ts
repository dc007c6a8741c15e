/**
 * The opener of a task scam, in the languages it arrives in: a recruiter nobody asked for, pay by
 * the task or the day for liking videos or rating hotels, and a question that asks for a reply
 * ("¿Le interesa?", "Tem interesse?", "Ça vous intéresse ?", "Bei Interesse schreiben Sie mir",
 * "Apakah kakak tertarik?", "Are you interested in hearing more?"). The question is the ask, as
 * "Interested?" already was in English; pay written as "daily" ("200 bis 500 Euro täglich") is pay
 * by the day. A recruiter's real vacancy (pay by the month), a bike for sale and a club's call for
 * helpers ask the same question with no offer of easy money and stay C or better. Written for
 * these tests; none is a row of any corpus.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Hola Ana, soy Marta de Adecco. Tenemos una vacante de administrativa en Valencia, 1.400 € al mes, jornada completa. ¿Te interesa? Te envío la descripción.',
  'Hola, vendo mi bici por 120 €, está como nueva. ¿Te interesa? Puedes verla el sábado.',
  'Hallo Tom, wir suchen noch Helfer für das Sommerfest am Samstag. Bei Interesse trag dich einfach in die Liste im Vereinsheim ein.',
  "Hi Sam, we have two spare tickets for Saturday's match. Are you interested in coming along with the kids?",
  'Bonjour Madame, suite à votre candidature, nous vous proposons un entretien mardi à 10h pour le poste de vendeuse (CDI, 1 850 € brut par mois). Êtes-vous intéressée ?',
];

const SCAMS = [
  'Buenas, soy Laura de una agencia de empleo. Buscamos personas para valorar productos en Amazon desde casa, 5 € por valoración, entre 80 y 300 € al día. ¿Le interesa?',
  'Olá, sou a Carla de uma agência de recrutamento. Procuramos pessoas para avaliar hotéis no Booking a partir de casa, ganhe R$ 300 por dia. Tem interesse?',
  "Bonjour, je m'appelle Julie, je travaille pour une agence de recrutement. Mission simple : aimer des vidéos TikTok, 150 € par jour. Ça vous intéresse ?",
  'Guten Tag, ich bin Lisa von einer Jobagentur. Sie bewerten Hotels von zu Hause aus und verdienen 200 bis 500 Euro täglich. Bei Interesse schreiben Sie mir.',
  'Halo kak, saya Dina dari tim rekrutmen. Kerja online dari rumah: cukup like video TikTok, gaji per hari Rp 400.000. Apakah kakak tertarik?',
  "Hi, I'm Emma from a staffing agency. We pay people to like YouTube videos from home, $2 per task, up to $350 a day. Are you interested in hearing more?",
];

pinGrades(GENUINE, SCAMS, 'job offers and the question that closes them');
