/**
 * Battery 34 (run unseen on d6ff524, then read): the first approach of an investment scam is an
 * invitation, before any stake is named: a stranger's assistant offers free tips shared in a group,
 * with the gains of the last tips as percentages, and asks whether to add the reader. On d6ff524
 * such a message read C ("Not enough to judge"): the tips group was read only once a stake was
 * asked (tips-group.ts). Written for this test in other words, in three languages; a club that
 * shares free picks of books is no such group.
 */
import { pinGrades } from '../helpers/grade-cases';

const SCAMS = [
  "Hello, Rachel here, I assist Dr. Owen Marsh. Every Monday the doctor shares a single free stock pick with our learning group, his last three picks were up 26%, 14% and 38%. This week's pick is posted in our WhatsApp group at 10:00 ET. Want me to add you?",
  'Hola, soy Lucía, asistente del analista Martín Ruiz. Cada semana comparte gratis señales de trading en nuestro grupo de WhatsApp; las últimas subieron un 27%, un 15% y un 39%. ¿Quieres unirte? Te mando el enlace.',
  'Guten Tag, ich bin die Assistentin von Dr. Weber. In unserer Gruppe teilt er kostenlos Aktientipps, die letzten stiegen um 22% und 35%. Möchten Sie beitreten?',
];

const GENUINE = [
  "Hi, I'm Nina from the Riverside Book Club. We share free reading picks every week in our WhatsApp group. Want me to add you?",
  'Our running club posts free training plans in the members group every Sunday. Join us at the park at 8!',
];

pinGrades(GENUINE, SCAMS, 'invitations to a group of free tips');
