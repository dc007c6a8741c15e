/**
 * The advance-fee families of phishing mail as they arrive in German, Dutch, Italian, Spanish,
 * Portuguese and French, which the English reading already knew. Written for these tests; none
 * is a row of any corpus.
 *
 * - A stranger "with your surname" who "died without heirs", and a draw won by an e-mail address
 *   ("als Gewinner … ausgewählt"), are money said to be owed to the reader; an answer asked with
 *   who they are ("Antworten Sie mir mit Ihrem vollständigen Namen") is the ask.
 * - A device said taken over ("toegang gekregen tot uw computer"), a recording to be sent to the
 *   reader's contacts, and an amount to pay into a bitcoin wallet ("EUR 950 … naar: bc1q…"): an
 *   amount written with its currency first is an amount.
 * - SharePoint's name in front of another domain is the shared-document lure; a company's own
 *   SharePoint ("contoso.sharepoint.com") is Microsoft's.
 * - A notary's genuine letter about a relative's estate, an exchange's own purchase notice and a
 *   club's winners are not these.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  "Bonjour Madame Roux,\nJe suis Maître Claire Dupuis, notaire à Lyon, chargée de la succession de votre tante, Mme Hélène Roux. Pourriez-vous me contacter à l'étude au 04 78 12 34 56 pour convenir d'un rendez-vous ? Merci de venir avec une pièce d'identité.\nCordialement, Maître Dupuis",
  'Van: Bitvavo <noreply@bitvavo.com>\nOnderwerp: Je aankoop is uitgevoerd\n\nHoi Lisa,\nJe hebt 0,0021 BTC gekocht voor EUR 150,00. Je saldo is bijgewerkt in de app.\nVragen? Ga naar support.bitvavo.com.\nTeam Bitvavo',
  'Betreff: Lukas Brandt hat "Budget 2026.xlsx" für Sie freigegeben\n\nLukas Brandt hat eine Datei mit Ihnen geteilt.\n"Wie besprochen, die Zahlen für Donnerstag."\n\nÖffnen\nhttps://contoso.sharepoint.com/sites/finanzen/Budget2026.xlsx',
  'Hallo zusammen, die Gewinner unseres Vereinsturniers stehen fest: Herzlichen Glückwunsch an Jana und Tim! Die Preise gibt es beim Sommerfest am Samstag.',
];

const SCAMS = [
  "Gentile Signore, sono l'avvocato Peter Collins di Londra. Un mio cliente con il suo stesso cognome è morto senza eredi e ha lasciato 3.900.000 EUR. Propongo di indicarla come beneficiario e di dividere la somma a metà. Mi risponda con nome e cognome e numero di telefono.",
  'Guten Tag, mein Name ist Rechtsanwalt Dr. Paul Grant. Ein Klient mit Ihrem Nachnamen ist ohne Erben verstorben und hinterließ 2,8 Millionen Euro. Ich möchte Sie als Erben vorschlagen. Antworten Sie mir mit Ihrem vollständigen Namen und Ihrer Telefonnummer.',
  'HERZLICHEN GLÜCKWUNSCH! Ihre E-Mail-Adresse wurde bei unserer europäischen Online-Ziehung als Gewinner von 480.000,00 EUR ausgewählt. Um den Betrag zu erhalten, kontaktieren Sie bitte unseren Sachbearbeiter Herrn Jonas Fink (gewinn.fink@outlook.de) mit Name und Anschrift. Es fällt eine einmalige Bearbeitungsgebühr an.',
  'Betreff: Nina Vogel hat "Budget 2026.xlsx" für Sie freigegeben\n\nNina Vogel hat eine Datei mit Ihnen geteilt.\n"Bitte bis morgen prüfen."\n\nÖffnen\nhttps://sharepoint-freigabe.docs-cloudview.net/b26',
  'Onderwerp: Dit is uw laatste kans\nIk heb een tijd geleden toegang gekregen tot uw computer en heb u via de webcam opgenomen. Maak binnen 2 dagen EUR 950 over in Bitcoin naar: bc1qa9s8d7f6g5h4j3k2l1z0x9c8v7b6n5m4q3w2e\nAnders gaat de video naar al uw contacten.',
];

pinGrades(GENUINE, SCAMS, 'mail of the advance-fee families in other languages');
