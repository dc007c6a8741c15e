/**
 * Act rules for accounts and log-ins: an account threatened unless you act, a "shared document"
 * to log in to, a request to verify or update details by link, a mailbox "upgrade", a greeting by
 * the reader's e-mail address, a mail-server notice that names it, a payment alert that sends
 * you to a link, and a courier sent to collect the reader's card. The first part of ACT_RULES (acts.ts keeps the order).
 */
import { EMAIL_ADDRESS, cue, gap } from '../../knowledge/patterns';
import {
  ACCOUNT,
  ACT_ON_IT,
  ACT_ON_IT_WORDS,
  type ActRule,
  BEING,
  LINK,
  SEVERE,
  SOFT,
} from './act-rule';

/** Named so that red-flags/index.ts can excuse it where every link is the brand's own site. */
export const PAYMENT_ALERT = 'A payment alert that sends you to a link';
export const UPDATE_THROUGH_LINK = 'Asks you to update or verify your details through a link';
export const VERIFY_THROUGH_LINK = 'Asks you to verify your account or e-mail through a link';

/** A notice that says nothing needs doing: a provider's, not a lure's. */
const NO_ACTION_NEEDED = cue([
  "(?:do not|don't|not) need to do anything|no action (?:is )?(?:needed|required)",
]);

/** A mailbox in trouble: full, its messages held or undelivered, its server or password at issue. */
const MAIL_TROUBLE = `(?:mail ?box|quota|storage|mail server|webmail|(?:incoming|pending|unreceived|undelivered|held|important) (?:messages|mails|e-?mails)|(?:mail|e-?mail) (?:account|server|service)|password${gap(20)}(?:expir\\p{L}*|will be (?:disabled|deactivated|reset)))`;

/**
 * A state said only as a condition: "If your card has expired, please update it" supposes it; a
 * lure says it is so ("your card has expired").
 */
const NOT_IF = '(?<!\\bif (?:your |ur |the |this )?)';
/**
 * What the reader may do themselves: "you can export your data and close your account from
 * Settings" is an option, not a threat. Not "we will close your account".
 */
const NOT_OFFERED =
  "(?<!\\b(?:you|u) (?:can|may|could|are (?:able|free) to)(?: also)? (?:[\\p{L}'-]+ ){0,6})";
/**
 * `NOT_OFFERED` before `lead`, which must follow: the loss word is looked for first. A lookbehind
 * that opens an alternative is tried at every place the whole cue may start (word-regexp.ts), and
 * this one, reading back over up to six words, took a microsecond each time.
 */
const notOfferedBefore = (lead: string) => `(?=${lead})${NOT_OFFERED}${lead}`;

/**
 * A loss said as a verb's plain form before "your card" is the reader's own step when nobody says
 * they will take it: "Open the app to confirm, or freeze your card if you don't recognise it" is a
 * bank's way to protect the reader. It threatens only after a modal, an obligation or a request
 * ("we will suspend your account", "we may have to close or suspend your account", "your
 * instruction to terminate your email account").
 */
const PLAIN_LOSS =
  '(?:suspend|block|lock|close|deactivate|de-?activate|disable|terminate|delete|restrict|freeze|revoke|cancel)';
const SAID_WILL_BE_DONE =
  "(?<=\\b(?:will|would|shall|may|might|must|wil|'ll|instructions?|request(?:ed)?|decision|intention|(?:forced|obliged|compelled|required|have|has|had|going|about) to)(?: [\\p{L}'/-]+){0,8} )";

/**
 * The words a threatened loss ends on (SEVERE and SOFT in act-rule.ts, as whole words: "on hold"
 * by "hold", "de-activated" by "activated").
 */
export const LOSS_WORDS = [
  ...'suspend suspended block blocked lock locked close closed deactivate deactivated activate activated disable disabled terminate terminated delete deleted restrict restricted frozen freeze freezing revoke revoked compromised unverified canceled cancelled'.split(
    ' ',
  ),
  ...'expire expired expires expiring limited hold outdated full exceeded running'.split(' '),
];
/**
 * How far after the start of "your … account … suspended" its loss word can start, in code units:
 * the opener (4), a gap of 30 characters (60 units at most), the longest account word ("internet
 * banking", 16), a gap of 40 (80), three words of BEING (12 each) and "almost " before "full".
 */
export const ACCOUNT_LOSS_WITHIN = 4 + 2 * 30 + 16 + 2 * 40 + 3 * 12 + 'almost '.length;

export const ACCOUNT_ACT_RULES: readonly ActRule[] = [
  {
    type: 'account_lure',
    indicator: 'Says your account will be lost unless you act',
    severity: 'high',
    explanation:
      'Phishing messages say your account, card or mailbox is blocked, suspended or about to expire, then push you to a link, a log-in or a call to "fix" it. Your bank or e-mail provider will show real problems when you open its app or website yourself.',
    hook: cue([
      {
        // "the" and "you" open a third of a long article's sentences: read only where a loss follows.
        phrase: `${NOT_IF}(?:your|ur|the|this|you)${gap(30)}${ACCOUNT}${gap(40)}${BEING}(?:${SEVERE}|${SOFT})`,
        needs: LOSS_WORDS,
        within: ACCOUNT_LOSS_WITHIN,
      },
      `(?!${PLAIN_LOSS} )${notOfferedBefore(`(?:${SEVERE}|${SOFT}) `)}(?:your|ur) ${ACCOUNT}`,
      `(?=${PLAIN_LOSS} )${SAID_WILL_BE_DONE}${NOT_OFFERED}${PLAIN_LOSS} (?:your|ur) ${ACCOUNT}`,
      `(?:mailbox|storage|quota|inbox)${gap(30)}(?:full|exceeded|almost full|running out|limit)`,
      `(?:pending|undelivered|held|holding|on hold|blocked|returned|rejected|bounced)${gap(12)}(?:incoming )?(?:messages?|mails?|e-?mails?)|(?:incoming )?(?:messages?|mails?|e-?mails?)${gap(20)}(?:are |were |have been |be )?(?:pending|on hold|held|undelivered|returned|rejected|bounced)|stopped receiving (?:incoming )?(?:messages|mails|e-?mails)`,
      `to avoid (?:your |the )?(?:${ACCOUNT} |service |services )?(?:being )?(?:suspen\\p{L}*|deactivat\\p{L}*|terminat\\p{L}*|clos(?:ure|ed|ing)|block\\p{L}*|interruption|losing|loss of|disconnect\\p{L}*|delet\\p{L}*|restrict\\p{L}*)`,
    ]),
    weakHook: cue([
      `${NOT_IF}${ACCOUNT}${gap(40)}${BEING}${SOFT}`,
      `${notOfferedBefore(`${SOFT} `)}(?:your|ur) ${ACCOUNT}`,
    ]),
    act: ACT_ON_IT,
    // A provider's own full-mailbox notice tells you to delete or archive, in your mail itself.
    unless: cue([
      'delete (?:items|messages|old|e-?mails|large)|archive (?:older|old|items|messages)|empty (?:your )?(?:deleted|trash|bin|recycle)',
    ]),
  },
  // Must not fire on: "I've attached the minutes of Tuesday's meeting; comments by Friday please."
  {
    type: 'document_lure',
    indicator: 'A "shared document" or "secure message" you must log in to open',
    severity: 'medium',
    explanation:
      'Fake "you have a shared file" or "secure message" notices lead to a copy of a log-in page that steals your password. If you expect a file, open the service yourself rather than the link.',
    hook: cue([
      '(?:shared|sent) (?:you )?(?:a |some |an |the )?(?:files?|documents?|invoices?|e-?documents?|pdf)(?: with you)?|(?:secure|encrypted|protected|pending) (?:messages?|documents?|files?)|(?:new|unread) (?:secure )?(?:voice ?mail|fax|e-?fax)',
    ]),
    // The button of a pasted e-mail ("Review now", "View message") is the request.
    act: cue([
      '(?:view|open|download|access|read|retrieve|get|review) (?:the |your |this )?(?:files?|documents?|messages?|e-?documents?|pdf|fax|voice ?mail)|click to (?:view|open|read|download)|log ?in to (?:view|open|read|access)|sign ?in to (?:view|open|read|access)|(?:review|view|read|open) now',
    ]),
  },
  // Must not fire on a link to a page ("see shop.com/invoice.html") nor a report file named in
  // work mail ("the test report is in build/report.html, have a look"): a document named file
  // ending as a web page, beside words that hand it over.
  {
    type: 'document_lure',
    indicator: 'An invoice or document attached as a web page',
    severity: 'high',
    explanation:
      'The file sent as an attachment ends in .html or .svg, so it opens as a web page, not a document: usually a copy of a log-in page that asks for your password. Real invoices, payments and scanned documents come as PDF files or in the company’s own website. Do not open it; ask the sender through a number or address you already have.',
    hook: cue([
      '(?<![/.=\\\\])(?:inv|invoice|payment|remittance|remit|statement|doc|document|scan|scanned|fax|voicemail|vm|audio|message|order|po|receipt|contract|agreement|swift|wire|purchase|quote|quotation|rfq|proposal|shipping|bill|ach|eft|transfer)[\\p{L}\\p{N}_#-]{0,30}\\.(?:s?html?|xhtml|svg|hta)',
      // Any name, where the mail lists it as its attachment ("Attachment: RTVBAS05GDBA09.svg",
      // "abra el archivo adjunto Mensaje_de_voz_0193.html").
      '(?:attachment|attached|adjunto|anexo|pi[eè]ce jointe|anhang|bijlage|allegato)s?:?\\s{0,3}[\\p{L}\\p{N}_#()-][\\p{L}\\p{N}_#().-]{0,60}\\.(?:s?html?|xhtml|svg|hta)(?![\\p{L}])',
    ]),
    act: cue([
      '(?:review|open|view|see|check|download|print|sign) (?:the |this )?(?:attached|attachment|enclosed)|attached (?:is|are|please|you will find)|(?:find|see) attached|please (?:review|remit|pay|sign)|remit',
      // The same in the other languages: "abra el archivo adjunto", "ouvrez la pièce jointe".
      'abr(?:a|e|ir) (?:el |o )?(?:archivo |ficheiro |arquivo )?(?:adjunto|anexo)|ouvr(?:ez|ir) (?:la )?pi[eè]ce jointe|öffnen sie (?:den |die )?(?:anhang|datei)|open (?:de )?bijlage|apr(?:i|a|ire) (?:l.)?allegato',
      // Or where the web page is told to be opened as one: "(open in browser to view …)".
      'open(?:ed)? (?:it )?in (?:your |a |the )?(?:web )?browser',
    ]),
  },
  // Must not fire on an IT bulletin's "fake invoices asking you to 'Enable Editing'": only a
  // document sent to the reader with the button it needs pressed.
  {
    type: 'document_lure',
    indicator: 'Asks you to enable content in an attached document',
    severity: 'high',
    explanation:
      'An attached Office document that asks you to "enable content" or "enable editing" is how malware gets in: the button runs the hidden program inside the file. Genuine invoices and documents never need it. Do not open the file; ask the sender through a number or address you already have.',
    hook: cue([
      '(?:enable|activate) (?:the )?(?:content|editing|macros?)|activer (?:le contenu|la modification|les macros)|inhalt aktivieren|bearbeitung aktivieren|makros aktivieren|habilitar (?:el )?(?:contenido|edición|macros)|ativar (?:o )?(?:conteúdo|edição|macros)|abilita (?:il )?(?:contenuto|modifica|macro)|inhoud inschakelen|bewerken inschakelen|macro.s inschakelen',
    ]),
    act: cue([
      'attach\\p{L}*|enclosed|pi[eè]ce jointe|ci-joint|anhang|adjunt\\p{L}*|anexo|allegat\\p{L}*|bijlage|\\.(?:docm?|xlsm?|xls|doc|xlsb|pptm)(?![\\p{L}])',
    ]),
    // A warning that describes such mails ("fake … invoices asking you to 'Enable Editing'").
    unless: cue(['fake|phishing|scams?|fraudulent|(?:ask|asks|asking) you to']),
  },
  // Must not fire on a developer's note: "The new debug build is app-debug.apk in the CI
  // artifacts, testers please install it." An app package sent in a chat as an invitation, a
  // parcel receipt or a fine ("[Undangan Pernikahan Digital.apk]", "Lihat Resi.apk") installs
  // software that reads the phone's messages and one-time codes.
  {
    type: 'document_lure',
    indicator: 'Sends an app file to install',
    severity: 'high',
    explanation:
      'The message carries an Android app file (.apk) dressed up as an invitation, a receipt, a photo or a fine. Installing it lets the sender read your messages and one-time codes and empty your accounts. Genuine invitations, couriers and authorities never send app files: delete it without opening.',
    hook: cue(['[\\p{L}\\p{N}_()&-][\\p{L}\\p{N} _().&-]{0,60}\\.apk']),
    act: cue([
      'open|opened|install|download|tap|click|see|view|check|buka|dibuka|bukanya|unduh|instal|pasang|lihat|dilihat|klik|diklik|cek|dicek|periksa|diperiksa|abre|abra|baixe|instale|ouvrez|installez|öffnen|installieren|apri|installa|mở|tải|cài',
      // The other languages' words for fetching it: "laden Sie … herunter", "téléchargez", "scarica".
      'herunterladen|herunter|laden sie|downloaden|installeer|descarg\\p{L}*|instala|télécharg\\p{L}*|scarica\\p{L}*|pobierz|zainstaluj|indir\\p{L}*|yükle\\p{L}*|ดาวน์โหลด|ติดตั้ง',
      // Pointed at as what is sent: "ada di undangan digital berikut", "the invitation attached".
      'berikut|terlampir|attached|below|di bawah|file ini|berkas ini|this file|dưới đây|đính kèm',
    ]),
    unless: cue([
      'debug|release build|new build|testers?|\\bqa\\b|staging|artifacts?|version \\d|v\\d+\\.\\d+',
    ]),
  },
  // Must not fire on an IT note: "The installer is setup.msi on the shared drive." A statement, an
  // invoice or a message that is a Windows program ("SSA_Statement_2025.msi", "Invoice_0417.exe")
  // runs whatever it carries on the reader's computer.
  {
    type: 'document_lure',
    indicator: 'A document that is really a program',
    severity: 'high',
    explanation:
      "The file is named like a statement, an invoice or a message but ends in .exe, .msi or another program ending: opening it installs software that can take over the computer. Documents come as PDF files or on the sender's own website. Do not open it; ask the sender through a number or address you already have.",
    hook: cue([
      '(?<![\\p{L}\\p{N}_.-])[\\p{L}\\p{N}_.-]{0,30}?(?:statement|invoice|receipt|document|scan|payment|remittance|order|contract|agreement|tax|notice|letter|voicemail|message|photo|pdf|rechnung|factura|facture|fattura|fatura|factuur)[\\p{L}\\p{N}_.-]{0,40}?\\.(?:exe|msi|scr|bat|cmd|vbs|lnk|pif)(?![\\p{L}\\p{N}])',
    ]),
    act: cue([
      'download|open|install|run|view|click|tap|see|print|descarg|abr|ouvr|télécharg|herunterlad|öffne|baix|scaric',
    ]),
    unless: cue(['installer|setup|shared drive|it department|helpdesk ticket|deploy']),
  },
  // Must not fire on: "Thanks for signing up. Please confirm your email address to get our weekly
  // newsletter." (a sign-up confirmation asks to confirm, but threatens nothing and sends nowhere odd)
  {
    type: 'credential_request',
    indicator: VERIFY_THROUGH_LINK,
    severity: 'medium',
    explanation:
      'A message that asks you to verify, update or re-confirm your account, mailbox or details by link, and warns of trouble if you do not, leads to a copy of a log-in page. Open the service yourself to check.',
    hook: cue([
      `(?:verify|confirm|update|validate|re-?validate|re-?confirm|authenticate|upgrade) (?:your|ur|the) (?:e-?mail(?: account)?|mail ?box|mail account|account|billing|payment (?:details|information)|log ?in|login|ownership|identity|profile|credentials)`,
    ]),
    // The warning of what happens otherwise, or the push to do it now: a sign-up confirmation has
    // neither ("Please confirm your email address to get our weekly newsletter").
    act: cue([
      '(?:suspend|block|lock|clos|deactivat|terminat|delet|restrict|interrupt|disabl|expir)\\p{L}*|los(?:e|ing) (?:access|your)|unable to (?:send|receive|access|log)|will be (?:removed|lost|limited)',
      '(?:verify|confirm|validate|update) now|(?:immediately|urgently)|failure to|to (?:continue|keep) (?:using|receiving|enjoying|access\\p{L}*)|to avoid',
    ]),
  },
  // Must not fire on an IT notice that asks nothing: "Mailboxes move to the new server this
  // weekend; you do not need to do anything." (no click, link, form or log-in)
  {
    type: 'account_lure',
    indicator: 'A mailbox "upgrade" or "validation" you must click through',
    severity: 'medium',
    explanation:
      'Fake IT-desk notices say your mailbox is being upgraded, migrated, validated or given more space and send you to a link or a form, which is a copy of your e-mail log-in page. Your IT department does not need your password; ask them directly.',
    hook: cue([
      `(?:upgrad\\p{L}*|migrat\\p{L}*|validat\\p{L}*|expand\\p{L}*|increas\\p{L}*|deactivat\\p{L}*|verif\\p{L}*)${gap(40)}(?:mailbox(?:es)?|mail ?box(?:es)?|e-?mail accounts?|webmail|e-?mail (?:server|service|quota|storage)|mail quota)|(?:mailbox(?:es)?|webmail|e-?mail accounts?)${gap(40)}(?:upgrad\\p{L}*|migrat\\p{L}*|validat\\p{L}*|quota|storage|deactivat\\p{L}*|verif\\p{L}*)`,
      // The same lure in Spanish, Portuguese, French, German, Dutch and Italian: the mailbox full
      // ("Su buzón ha alcanzado el 98 % de su capacidad", "Ihr Postfach ist voll").
      `(?:buz[óo]n|bandeja de entrada|caixa (?:de correio|postal|de entrada)|bo[îi]te (?:aux lettres|mail|de r[ée]ception)|messagerie|postfach|mailbox|casella (?:di posta|email))${gap(40)}(?:almacenamiento|capacidad|espacio|cuota|armazenamento|capacidade|espa[çc]o|stockage|espace|quota|capacit[ée]|speicher\\p{L}*|kapazit[äa]t|voll|opslag|ruimte|vol|spazio|archiviazione|piena?)`,
    ]),
    act: cue([
      `click\\p{L}*|(?:the|this|following) link|link below|follow(?:ing)? (?:the|this) link|fill (?:in|out) (?:the|this) form|submit|(?:log|sign) ?in (?:to|with|using)|${LINK}`,
    ]),
    unless: NO_ACTION_NEEDED,
  },
  // Must not fire on: "Hi Anna, your order has shipped; track it at amazon.com" (a name), nor "Hi,
  // please write to help@shop.com" (an address to write to, not the one greeted), nor a sender's
  // address that begins with a greeting's letters ("bestellbestaetigung@amazon.de" is no "Beste").
  {
    type: 'account_lure',
    indicator: 'Greets you by your e-mail address and asks you to act',
    severity: 'medium',
    explanation:
      'It calls you by your e-mail address instead of your name. Messages sent in bulk to lists of addresses do this because the address is all the sender knows; a service you use knows your name. Do not use its links: open the service’s website or app yourself.',
    hook: cue([
      // In the languages the tables read, with "user" or "customer" between or not.
      `(?:dear|hello|hi|hey|attn|attention|greetings|good (?:day|morning|afternoon|evening)|bonjour|bonsoir|cher|chère|hola|estimad[oa]|querid[oa]|olá|ola|prezad[oa]|car[oa]|gentile|ciao|hallo|hoi|beste|geachte|liebe[r]?|sehr geehrte[r]?|witaj|szanown[ya]|merhaba|sayın|xin chào|chào|halo|yth)[\\s,:]+(?:(?:user|customer|member|client|account holder|utilisateur|usuario|usuário|utente|benutzer|kunde|gebruiker|klant)[\\s,:]+)?${EMAIL_ADDRESS}`,
      // A subject line that opens with the address it was sent to.
      `(?<=^|\\n)subject:[ \\t]*(?:(?:re|fw|fwd):[ \\t]*)*${EMAIL_ADDRESS}`,
    ]),
    act: cue([
      ACT_ON_IT_WORDS,
      LINK,
      // Click, confirm, verify or sign in, in the other languages the greeting is read in.
      'cliqu\\p{L}*|clic\\p{L}*|klick\\p{L}*|klik\\p{L}*|pulse|toque|confirm\\p{L}*|bestätig\\p{L}*|bevestig\\p{L}*|conferm\\p{L}*|verifi\\p{L}*|überprüf\\p{L}*|anmeld\\p{L}*|connectez|inicie sesión|accedi|aggiorn\\p{L}*|atualiz\\p{L}*|actualiz\\p{L}*|mettez à jour|aktualisier\\p{L}*|werk (?:uw|je) \\p{L}+ bij',
    ]),
  },
  // Must not fire on: "Your mailbox anna@example.org is almost full. Delete items you no longer need
  // or archive them." (the provider's own notice asks nothing through a link or a button)
  {
    type: 'account_lure',
    indicator: 'A notice about your mailbox that names your address and sends you to a button',
    severity: 'medium',
    explanation:
      'Fake mail-server notices put your own e-mail address beside a full mailbox, held messages or an expiring password, then send you to a button or link, which leads to a copy of your e-mail log-in page. Your provider shows real problems when you open your mail yourself.',
    hook: cue([
      `${EMAIL_ADDRESS}${gap(60)}${MAIL_TROUBLE}`,
      `${MAIL_TROUBLE}${gap(60)}${EMAIL_ADDRESS}`,
    ]),
    act: cue([
      `click\\p{L}*|button|(?:link|use|see) below|release|rectify|resolve|fix|keep (?:the )?same|upgrade|add (?:more )?(?:space|storage)|get more|validate|verify|confirm|(?:log|sign) ?in|download|${LINK}`,
    ]),
    unless: NO_ACTION_NEEDED,
  },
  // Must not fire on a colleague's note: "I have updated your access to the shared drive; the link
  // is in the wiki." (nothing asks you to type anything in through the link)
  {
    type: 'credential_request',
    indicator: UPDATE_THROUGH_LINK,
    severity: 'medium',
    explanation:
      'Messages that ask you to update, verify or "secure" your details, mailbox or account through a link or a button lead to a copy of a log-in page. Open the service yourself, by its app or an address you type, to see whether anything needs doing.',
    hook: cue([
      // Not the sender's offer: "If not, we'll help you secure your account" (Google's alert).
      // Nor what the reader may do: "you can log in to your account at spokesmithcycles.co.uk to
      // book your next service" is an option the shop offers (NOT_OFFERED).
      `(?<!help (?:you )?)${notOfferedBefore('(?:update|verify|confirm|validate|re-?validate|re-?confirm|secure|authenticate)')}${gap(12)}(?:your|ur)${gap(20)}(?:information|info|details|detail|account|e-?mail(?: address)?|mailbox|password|credentials|profile|access|data)`,
      `${notOfferedBefore('(?:log ?in|sign ?in|log ?on)')}(?: to| into)? (?:your|ur) (?:account|mailbox|e-?mail|online banking)`,
    ]),
    act: cue([
      `(?:link|button) (?:below|above)|(?:the|this) (?:secure |following )?link|click (?:here|below|on)|follow(?:ing)? (?:the|this) link|(?:verify|update|confirm|validate) now|${LINK}`,
    ]),
  },
  // Must not fire on: "HSBC: Your card ending 4821 was used for £23.40 at TESCO STORES. If you
  // don't recognise this payment, call us on the number on the back of your card." (a real alert
  // sends you to the number you already have, not to a link)
  {
    type: 'account_lure',
    indicator: PAYMENT_ALERT,
    severity: 'medium',
    explanation:
      'Fake fraud alerts describe a payment you did not make and give a link to "cancel" it, which leads to a copy of your bank’s log-in page. Banks ask you to call the number on your card or to open their app.',
    hook: cue([
      '(?:transaction|payment|charge|purchase|order) of[^.!?\\n]{1,60}|(?:was|has been|were) (?:charged|debited|used|made|approved|authori[sz]ed)[^.!?\\n]{0,60}',
      // The same alert in Spanish, French, German, Portuguese, Dutch and Italian: a purchase, a
      // charge or a sign-in detected.
      '(?:compra|cargo|cobro|pago|transacci[oó]n|inicio de sesi[oó]n|acceso|paiement|achat|connexion|zahlung|abbuchung|anmeldung|pagamento|transa[cç][aã]o|login|acesso|betaling|aankoop|inlogpoging|transazione|addebito|accesso)[^.!?\\n]{0,60}',
    ]),
    // "If this wasn't you" and a link in the same sentence: the link is the way out it offers.
    act: cue([
      `(?:if (?:this )?(?:was |is )?(?:not|n't) (?:you|done by you|made by you)|if (?:you|u) did(?:n't| not)|unauthori[sz]ed|not done by you)${gap(60)}(?:${LINK})`,
      `(?:si no (?:ha sido|fue|fuiste|reconoce|reconoces|la reconoce)|si (?:vous )?n.(?:êtes|etes|es) pas|si vous ne reconnaissez pas|si ce n.est pas (?:vous|toi)|wenn sie (?:das |dies )?nicht|falls sie (?:das |dies )?nicht|se (?:não|nao) (?:foi|reconhece)|als u (?:dit|deze)[^.!?\\n]{0,20}niet|se non (?:sei stat|è stat|riconosc))${gap(60)}(?:${LINK})`,
    ]),
  },
  // Must not fire on: "Your new card is on its way by courier; sign for it at the door." nor "UPS
  // will collect your return parcel tomorrow." (delivered to you, or a parcel collected)
  {
    type: 'credential_request',
    indicator: 'Someone will come to collect your card, PIN or cash',
    severity: 'high',
    explanation:
      'No bank, police force or card company sends a courier to collect your card, your PIN, cash or valuables. Whoever comes is working for the person who called or wrote: hang up, keep your card and your money, and call your bank or the police on a number you already have, from another phone.',
    hook: cue([
      `(?:courier|driver|messenger|officer|agent|representative|colleague|motoboy|someone)${gap(60)}(?:collect|pick up|pick-up|retrieve|come for)${gap(30)}(?:your |the |old )?(?:(?:bank |debit |credit )?cards?|pin|cash|gold|jewell?ery|valuables)`,
      `(?:hand|give)(?: over)? (?:your |the )?(?:(?:bank |debit |credit )?cards?|pin)${gap(30)}(?:courier|messenger)`,
      `(?:put|seal|place)${gap(40)}pin${gap(40)}envelope`,
      // Spanish, French, German, Italian, Dutch and Portuguese: a courier collects the card.
      `(?:mensajero|repartidor|coursier|livreur|kurier|bote|corriere|koerier|motoboy|portador)${gap(60)}(?:recoger|retirar|récupérer|chercher|abholen|abholt|ritirare|prendere|ophalen|buscar|recolher)${gap(30)}(?:su |sua |votre |ihre |la |le |de |uw |je |o |seu )?(?:tarjeta|cartão|carte|karte|bankkarte|carta|bankpas|pas|pinpas)`,
      `(?:koerier|kurier)${gap(60)}(?:bankpas|pinpas|pas|karte|bankkarte|ec-karte)${gap(20)}(?:ophalen|ophaalt|abholen|abholt)`,
      // A colleague, officer or courier sent for cash, gold or jewellery ("Un collega passerà da
      // lei a ritirare contanti o oro", "ein Kollege holt das Bargeld bei Ihnen ab").
      `(?:collega|incaricato|carabiniere|agente|collègue|kollege|kollegin|beamter|bote|colega|mensajero|coursier|corriere|kurier|koerier|motoboy)${gap(60)}(?:ritirare|prendere|recoger|retirar|récupérer|chercher|abholen|holt|ophalen|haalt|buscar|recolher)${gap(30)}(?:contanti|soldi|denaro|oro|gioielli|preziosi|efectivo|dinero|joyas|espèces|liquide|argent|l.or|bijoux|bargeld|geld|gold|schmuck|wertsachen|contant|contanten|goud|sieraden|dinheiro|ouro|joias)`,
      `(?:tarjeta|cartão|carte|karte|bankkarte|carta|bankpas|pinpas)${gap(60)}(?:mensajero|coursier|kurier|corriere|koerier|motoboy)${gap(30)}(?:recoger|retirar|récupérer|abholen|abholt|ritirare|ophalen|buscar|recolher)`,
    ]),
    // Cash on delivery: the driver collects what an order costs.
    unless: cue([
      '(?:cash|payment|pay) (?:on|upon|at) delivery|\\bcod\\b|on delivery|when (?:it|we|they|the order) (?:arrives?|delivers?)|contra reembolso|contre remboursement|per nachnahme|contrassegno|rembours',
    ]),
  },
];
