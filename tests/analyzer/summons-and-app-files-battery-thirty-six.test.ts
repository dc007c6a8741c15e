/**
 * Battery 36 (scams reported in 2024-26 to national warning pages of twelve countries, run unseen
 * on d6ff524, then read), mended across languages; written for this test in other words:
 * - the fake summons: a crime laid at the reader's door by e-mail (abuse images of children,
 *   illegal content, criminal proceedings), with an answer demanded by return mail within hours.
 *   In French, Italian and Dutch it read C with nothing found (police-summons.ts);
 * - an Android app file to fetch from a link, in the words other languages use for fetching it
 *   ("laden Sie … herunter", "pobierz"): the app-file rule knew only the English and Romance verbs.
 * On d6ff524 every scam below but the English summons (kept as a guard) was C. A warning that
 * describes the fake summons, and a force's own advice, stay C or better.
 */
import { pinGrades } from '../helpers/grade-cases';

const SCAMS = [
  "Objet : Convocation\nMadame, Monsieur,\nÀ la suite d'une saisie informatique, l'Office mineurs a relevé la consultation de contenus illicites depuis votre connexion. Vous avez 48 heures pour transmettre vos justifications par retour de mail ; sans réponse, votre dossier sera transmis au parquet.\nLe Commissaire, Police nationale",
  "Oggetto: Convocazione urgente\nSpett.le utente, dopo un'indagine informatica risulta che dalla sua connessione sono stati consultati contenuti illeciti. Ha 72 ore per inviare le sue giustificazioni rispondendo a questa email, altrimenti sarà avviato un procedimento penale.",
  'Onderwerp: Oproep politie\nGeachte heer/mevrouw, er loopt een strafrechtelijke procedure tegen u wegens het bekijken van kinderporno. Stuur binnen 48 uur een motivatiebrief per retourmail, anders volgt een dagvaarding.',
  'Subject: Summons\nDear Sir or Madam, following a cyber investigation, the viewing of child sexual abuse material has been traced to your connection. Criminal proceedings will begin unless you send your justification by return email within 72 hours.',
  'Sie haben 2 neue Sprachnachrichten. Zum Anhören laden Sie die Mailbox-App herunter: voicebox-nachricht.eu/mailbox.apk',
  'Masz nową wiadomość głosową. Aby ją odsłuchać, pobierz aplikację: poczta-glosowa.info/odsluchaj.apk',
];

const GENUINE = [
  'Attention aux fausses convocations : des escrocs envoient des courriels au nom de la police, accusant le destinataire de consultation de contenus illicites et exigeant des justifications par retour de mail sous 72 heures. La police ne convoque jamais par courriel. Ne répondez pas et signalez-les sur la plateforme officielle.',
  'The police will never accuse you of a crime by email or ask you to reply with a justification within 48 hours. If you receive such a message about illegal content, do not answer it and report it to Action Fraud.',
];

pinGrades(GENUINE, SCAMS, 'fake summons and app files to fetch (battery 36)');
