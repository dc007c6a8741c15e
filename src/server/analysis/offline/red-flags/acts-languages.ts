/**
 * What phishing mail in Spanish, Portuguese, French, German, Italian and Dutch does when its link
 * is lost in the pasted text (a button's words are all that is left): asks the reader to sign in
 * with their password to hear a voicemail or open a shared file, says the mailbox is full and sends
 * them to a button, or hands over an invoice as a web page, an archive or a program. The English
 * rules for the same acts are in acts-accounts.ts. Written by hand from common wording, matched
 * case-insensitively on the text as written (accents optional where mail often drops them).
 */
import { cue } from '../../knowledge/patterns';
import type { ActRule } from './act-rule';

/** Up to this many characters between two words of one phrase. */
const near = (n: number) => `[^.!?\\n]{0,${n}}?`;

/** A verb of signing in, in the six languages. */
const SIGN_IN =
  '(?:melden sie sich|loggen sie sich|anmelden|einloggen|log (?:opnieuw )?in met|inloggen met|meld u aan met|connectez-vous|reconnectez-vous|identifiez-vous|inicie sesi[oó]n|inicia sesi[oó]n|iniciar sesi[oó]n|acceda|ingrese|fa[cç]a (?:o )?login|acesse|inicie (?:a )?sess[ãa]o|iniciar (?:a )?sess[ãa]o|autentique-se|accedi|effettu[ai] l.accesso|vous connecter)';
/** A password or the credentials of an account, in the six languages. */
const PASSWORD =
  '(?:e-mail-passwort|passwort|kennwort|zugangsdaten|anmeldedaten|wachtwoord|inloggegevens|mot de passe|identifiants|contrase[nñ]a|credenciales|senha|palavra-passe|credenciais|password|credenziali)';
/** "Never", "do not": said before, the sign-in is advice ("geben Sie nie Ihr Passwort …"). */
const NEVER = '(?:nie|niemals|nooit|jamais|nunca|jam[aá]s|n[aã]o|mai)';

/** A message, a voicemail, a document or a file, in the six languages and English. */
const MESSAGE_OR_FILE =
  '(?:\\p{L}*nachricht\\p{L}*|dokument\\p{L}*|datei\\p{L}*|bericht\\p{L}*|voicemail|document\\p{L}*|bestand\\p{L}*|message\\p{L}*|fichier\\p{L}*|mensaje\\p{L}*|documento\\p{L}*|archivo\\p{L}*|mensage\\p{L}*|arquivo\\p{L}*|messaggi\\p{L}*|file|fax|pdf)';

/** A mailbox or its storage said to be full or over its limit. */
const MAILBOX =
  '(?:postfach|speicher(?:platz)?|bo[iî]te (?:mail|aux lettres|de r[eé]ception)|messagerie|buz[oó]n|caixa (?:de correio|de entrada|postal)|casella (?:di posta|email|e-mail)|postvak|mailbox)';
const FULL =
  '(?:voll|kapazit[aä]t|pleine?|satur[eé]e?|capacit[eé]|llen[oa]|l[ií]mite|capacidad|almacenamiento|cheia|capacidade|armazenamento|pien[oa]|capacit[aà]|spazio|quota|vol|opslag|limiet)';
/** A push to a button or a link that is no longer there. */
const CLICK =
  '(?:klicken|klick|unten|button|schaltfl[aä]che|klik|hieronder|onderstaande|knop|cliquez|cliquant|ci-dessous|bouton|haga clic|haciendo clic|pulse|abajo|enlace|clique|clicando|abaixo|bot[aã]o|clicca|cliccando|qui sotto|pulsante)';

/** An invoice, an order, a payment or a scan, named as a file in these languages. */
const DOCUMENT_NAME =
  '(?:rechnung|mahnung|zahlungserinnerung|bestellung|auftrag|factura|pedido|fatura|nota[ _-]?fiscal|nf-?e|boleto|comprovante|facture|commande|paiement|devis|fattura|ordine|pagamento|factuur|bestelling|betaling|offerte|invoice|scan)';
/** A file that opens as a web page or runs: a web page, an archive, a program, a disk image. */
const DANGEROUS_FILE =
  '\\.(?:s?html?|xhtml|svg|hta|zip|rar|7z|iso|img|exe|scr|js|vbs|lnk|msi|bat|cmd)';
/** The file handed over: attached, enclosed, to download. */
const HANDED_OVER =
  '(?:anhang|anbei|beigef[uü]gt|herunterladen|adjunt\\p{L}*|anexo|descarg\\p{L}*|baix\\p{L}*|ci-joint|pi[eè]ce jointe|t[eé]l[eé]charg\\p{L}*|allegat\\p{L}*|scaric\\p{L}*|bijlage|bijgevoegd|download\\p{L}*|attach\\p{L}*)';

export const LANGUAGE_ACT_RULES: readonly ActRule[] = [
  // Must not fire on advice: "Geben Sie Ihr Passwort niemals weiter" (no sign-in), nor "Nous ne
  // vous demanderons jamais de vous connecter avec votre mot de passe" (said never to be asked).
  {
    type: 'credential_request',
    indicator: 'Asks you to sign in to see a message or a file',
    severity: 'medium',
    explanation:
      'It asks you to sign in, with your e-mail or account password, to hear a message or open a file. Real voicemail, shared files and notices open in the service you already use; a form in a message that asks for your password is a copy of a log-in page. Open the service yourself instead.',
    hook: cue([
      `${SIGN_IN}${near(70)}${PASSWORD}`,
      // German puts the verb last: "mit Ihren Microsoft-Zugangsdaten anmelden".
      `${PASSWORD}${near(20)}(?:anmelden|einloggen)`,
      // In English too, when the mail's link is lost: "sign in with your email password".
      `(?:sign|log) ?in (?:with|using) ${near(30)}(?:e-?mail|account|office|microsoft|outlook) (?:password|credentials)`,
      `(?:mit|met|avec|con|com) (?:ihrem|ihren|deinem|uw|je|vos|votre|su|sus|sua|seu|suas|seus|la sua|le sue) ${near(20)}${PASSWORD}${near(20)}(?:an|aan|in)\\b`,
    ]),
    unless: cue([NEVER]),
    // What the sign-in is said to open: a message, a voicemail, a document or a file.
    also: cue([MESSAGE_OR_FILE]),
  },
  // Must not fire on the provider's own advice: "Ihr Postfach ist fast voll. Löschen Sie alte
  // E-Mails, um Platz zu schaffen." (nothing to click)
  {
    type: 'account_lure',
    indicator: 'A full mailbox you must click through',
    severity: 'medium',
    explanation:
      'Fake mail-server notices say your mailbox is full or over its limit and send you to a button to "extend" or "verify" it, which leads to a copy of your e-mail log-in page. Your provider shows real storage problems when you open your mail yourself.',
    hook: cue([`${MAILBOX}${near(60)}${FULL}`, `${FULL}${near(40)}${MAILBOX}`]),
    act: cue([CLICK]),
  },
  // Must not fire on a shop's own order mail: "Ihre Rechnung finden Sie als PDF im Kundenkonto."
  {
    type: 'document_lure',
    indicator: 'An invoice or document sent as a web page, an archive or a program',
    severity: 'high',
    explanation:
      'The file is named like an invoice, an order or a payment but is a web page, an archive or a program: opened, it shows a copy of a log-in page or installs malware. Real invoices come as PDF files or in the company’s own website. Do not open it; ask the sender through a number or address you already have.',
    hook: cue([
      `(?<![/.=\\\\])${DOCUMENT_NAME}[\\p{L}\\p{N}_#-]{0,30}${DANGEROUS_FILE}(?![\\p{L}\\p{N}])`,
    ]),
    act: cue([HANDED_OVER]),
  },
];
