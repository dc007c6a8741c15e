/**
 * A warning about a scam, not a scam: "Police are warning residents about callers who claim a
 * grandchild is in jail … Hang up and call your family directly", "La Policía alerta de la estafa
 * del hijo en apuros", "Waspada modus penipuan mengaku kurir". It describes what scammers, in the
 * third person, say and ask, and tells the reader what to do; it gives no number and no link (a
 * long notice may name its own site: "change your password at unizar.es"), asks for no money,
 * code, card or details in a sentence of its own (what the fake mail asks, told or quoted, is
 * described: "des courriels … vous demandent de cliquer", "if you entered your details"), and is
 * not someone's own account of a message they got (a retelling, anatomy/retold.ts, is read as the
 * message it retells). Read like reporting: what it quotes of the scam is not asked of the reader.
 */
import { MONEY_ASKS } from './anatomy/parts';
import type { AnatomyFindings } from './anatomy';
import { isTranscript } from './anatomy/retold';
import { wordCount } from './judge/inputs';

/** Words that warn, or teach to tell a fake ("how to spot scam emails"), in the languages read. */
const WARNS =
  /(?<![\p{L}])(?:warn(?:s|ed|ing)?|how to (?:spot|recogni[sz]e|identify|avoid)|tips|protect yourself|stay safe|sicherheitshinweis|(?:scam|fraud|phishing) alert|alert(?:s|ed|ing)? (?:the )?(?:public|residents|customers|consumers|people|users)|beware|be aware|be careful|be wary|watch out|look out|on the lookout|caution|advierte|alerta|avisos|cuidado|atenci[oó]n|aten[cç][aã]o|attention|alerte|mise en garde|met en garde|m[ée]fiez-vous|vigilance|warnt|warnung(?:en)?|aufgepasst|achtung|vorsicht|unser rat|our advice|nuestro consejo|notre conseil|il nostro consiglio|ons advies|nosso conselho|waarschuw\p{L}*|let op|pas op|opgelet|attenzione|avverte|allerta|mette in guardia|waspada|hati-hati|awas|uwaga|ostrzega\p{L}*|dikkat|uyar\p{L}*|cảnh báo|cảnh giác)(?![\p{L}])/iu;

/**
 * Fake messages named as such in the languages the rules read: "faux messages", "mensagens falsas",
 * "correos fraudulentos", "gefälschte Mails", "valse e-mails", "messaggi falsi".
 */
const FAKE_MESSAGES = [
  'faux (?:messages?|courriels?|e-?mails?|mails?|sms|sites?)|(?:messages?|courriels?|e-?mails?) (?:frauduleux|malveillants|piégés)',
  '(?:mensagens?|e-?mails?|correios eletr[oô]nicos) (?:falsos|falsas|fraudulent[oa]s)|(?:mensajes|correos(?: electr[oó]nicos)?|e-?mails) (?:falsos|fraudulentos)',
  'gef[äa]lschte[n]? (?:e-?mails?|mails?|nachrichten|webseiten|seiten)|betr[üu]gerische[n]? (?:e-?mails?|mails?|nachrichten)',
  'valse (?:e-?mails?|mails?|berichten|sms|websites?)|(?:messaggi|e-?mail|sms) (?:falsi|false|fraudolent[ie])',
  '(?:son|são|sont|sind|zijn|sono) (?:falsos|falsas|faux|fausses|gef[äa]lscht|vals|falsi|false)',
].join('|');

/**
 * What the fake messages do, told in the third person: "the messages ask you to sign in", "piden
 * responder con la contraseña", "solicitando que cliquem", "les invitant à cliquer", "Versuche, Ihre
 * Daten zu erbeuten". An ask in such a sentence is the scam described, not asked of the reader.
 */
const TOLD_OF = new RegExp(
  [
    String.raw`\b(?:they|messages|e-?mails|mails|texts|calls|scammers|criminals|fraudsters)\s+(?:[\p{L}'’]+\s+){0,2}(?:ask|asks|asked|asking|tell|tells|told|say|says|said|urge|urges|invite|invites|want|wants|demand|demands|request|requests|instruct|instructs|claim|claims|threaten|threatens)\b`,
    String.raw`\b(?:e-?mail|mensagem|mensaje|correo|courriel|message|mail|nachricht|bericht|messaggio|sms|web|p[áa]gina|site|sitio|seite|enlace|link|lien)\s+(?:[\p{L}'’]+\s+){0,2}(?:asks|pede|pide|solicita|demande|fordert|vraagt|chiede|richiede)\b`,
    String.raw`\b(?:steal|stealing|to steal)\b`,
    String.raw`\b(?:piden|pedían|pidiendo|solicitan|solicitando|invitan|invitando|exigen|exigiendo|amenazan|robar)\b`,
    String.raw`\b(?:pedem|pediam|pedindo|solicitam|solicitando|convidam|convidando|exigem|exigindo|ameaçam|roubar)\b`,
    String.raw`\b(?:demandent|demandant|invitent|invitant|exigent|exigeant|incitent|incitant|réclament|réclamant|menacent|voler)\b`,
    String.raw`\b(?:auffordern|aufgefordert|verlangen|drohen|behaupten|zu erbeuten|abzugreifen|zu stehlen|nach denen|wer (?:dem|den|auf den) link)\b`,
    String.raw`\b(?:chiedono|chiedendo|invitano|invitando|richiedono|richiedendo|minacciano|rubare)\b`,
    // What the reader may already have done, told as past: "if you entered your details", "falls
    // Sie Ihre Daten eingegeben haben", "si vous avez saisi vos identifiants".
    String.raw`\bif you(?:'ve| have)? (?:already )?(?:entered|clicked|replied|gave|given|shared|typed|responded|provided|opened|downloaded|installed|paid|called)\b`,
    String.raw`\b(?:falls|wenn|sollten) sie\b[^.!?]{0,80}\b(?:eingegeben|geklickt|reagiert|geantwortet|preisgegeben|angegeben)(?: haben| hat)?\b`,
    String.raw`\bsi (?:ya )?(?:ha|has|usted ha) (?:respondido|introducido|hecho clic|facilitado|dado|compartido)\b`,
    String.raw`\bse (?:já )?(?:clicou|informou|respondeu|forneceu|introduziu|tiver (?:clicado|informado|respondido|interagido|fornecido))\b`,
    String.raw`\bsi vous avez (?:déjà )?(?:saisi|cliqué|répondu|communiqué|donné|transmis|entré)\b`,
    String.raw`\bse (?:hai|ha) (?:già )?(?:inserito|cliccato|risposto|fornito)\b`,
  ].join('|'),
  'iu',
);

/**
 * Quoted words: "validar", «augmenter leur quota», „bestätigen“, a whole fake message quoted as an
 * example («Su buzón ha superado el límite de almacenamiento. Haga clic aquí …»), and in single
 * quotes ('Action Required: Password Expiration', ‘confirm it with the button below’), where an
 * apostrophe inside a word ("don't", "staff's") opens and closes nothing.
 */
const QUOTED =
  /["“„«][^"“”„«»\n]{1,240}["”“»]|(?<![\p{L}\p{N}])['‘][^'‘’\n]{1,120}['’](?![\p{L}\p{N}])/gu;

/** The reader typing the site in themselves: a warning's advice, not its link. */
const TYPED_IN =
  /\b(?:typing|type (?:in )?(?:the|our|its|it)(?: (?:web )?address| url)?|into your browser)\b|(?:digit(?:e|ando)|escrib(?:a|iendo)|tape[zr]|tippen sie|geben sie)\b[^.!?\n]{0,40}\b(?:navegador|navigateur|browser)\b/i;

/** Reporting the fake, a warning's advice: "report it", "melden Sie", "signalez", "denuncie". */
const REPORT_IT =
  /(?<![\p{L}])(?:report|reporting|melden|signale[rz]|signalement|denunci[ae]|denunciar|segnala(?:re|lo)?|meld(?:en|t)?|zg[łl]o[śs]|bildir)(?![\p{L}])/iu;

/** A text this long that names its links in a warning gives its own address, not the scam's. */
const LONG_WARNING_WORDS = 80;

/** Scammers spoken of in the third person, or the scam named as such. */
const SCAMMERS = new RegExp(
  String.raw`(?<![\p{L}])(?:scammers?|fraudsters?|criminals|crooks|con ?artists|conmen|impostors|imposters|cybercriminals|callers (?:posing|claiming|pretending)|robocalls|fake (?:[\p{L}-]+ )?(?:calls|texts|emails|messages|websites|sites|recruiters|ads|callers)|scam (?:calls|texts|emails|messages)|(?:this|the|a|these) scams?|phishing|malware|spyware|estafadores|delincuentes|ciberdelincuentes|timadores|(?:la|una|esta) estafa|golpistas|(?:o|um|esse|este|do|no) golpe|criminosos|escrocs|arnaqueurs|fraudeurs|(?:l'|une |cette )(?:arnaque|escroquerie)|betr[üu]ger|kriminelle|(?:die|diese|der) (?:masche|betrugsmasche)|oplichters|criminelen|oplichting|truffatori|malviventi|(?:la|una|questa) truffa|penipu|pelaku|penipuan|modus|oszu[sś]ci|przest[eę]pcy|angebliche[nrs]?|vermeintliche[nrs]?|suplant\p{L}*|se hacen pasar|se font passer|geben sich als|posing as|pretending to be|impersonat\p{L}*|(?:una )?web falsa|p[aá]gina falsa|sitio falso|site falso|faux site|gef[äa]lschte[nrs]? (?:seite|website)|oszustw\p{L}*|dolandır[ıi]c[ıi]\p{L}*|lừa đảo|${FAKE_MESSAGES})(?![\p{L}])`,
  'iu',
);

/** Asks no warning makes of its reader: money, a code, card or personal details, a link, an app. */
const NOT_A_WARNINGS_ASK = new Set(['link', 'install', 'details', 'attachment']);

/** A phone number written out (a warning that gives one to call reads as the scam it describes). */
const PHONE = /\+?\d[\d\s().-]{7,}\d/;

/** The sentence of the text that holds position `at` (a paragraph's end ends it too). */
function sentenceAround(text: string, at: number): string {
  const before = text.slice(0, at);
  let start = -1;
  for (const m of before.matchAll(/[.!?]\s|\n\s*\n/g)) start = m.index;
  const end = text.slice(at).search(/[.!?](?:\s|$)|\n\s*\n/);
  return text.slice(start + 1, end < 0 ? text.length : at + end + 1);
}

/** A site's name before its ending, where an address is written ("www.pcwelt.de/sicherheit"). */
const SITE_NAME =
  /(?<![\p{L}\p{N}@.-])(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)*?([a-z0-9-]{4,})\.[a-z]{2,6}(?![\p{L}\p{N}-])/giu;
/** The last characters of a text, where a mail or a newsletter is signed. */
const SIGNATURE_CHARS = 200;
const fold = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
/** Whether every site the text writes out is named in its signature: the sender's own. */
function signedSites(text: string): boolean {
  const sites = [...text.matchAll(SITE_NAME)];
  // The signature's words, not the addresses written among them, which name only themselves.
  let signature = text.slice(-SIGNATURE_CHARS);
  for (const m of sites) signature = signature.replace(m[0], ' ');
  const signed = fold(signature);
  return sites.length > 0 && sites.every((m) => signed.includes(fold(m[1]!)));
}

export function warnsOfScams(
  text: string,
  anatomy: AnatomyFindings | null,
  links: number,
): boolean {
  if (!anatomy || anatomy.retold || PHONE.test(text)) return false;
  // A link in a short text is what it sends to; a long notice names its own site ("change your
  // password at unizar.es"), and what it asks is read below. So does a newsletter signed with its
  // site's name ("Alle Artikel lesen: pcwelt.de … PC-WELT Newsletter").
  if (links > 0 && wordCount(text, LONG_WARNING_WORDS) < LONG_WARNING_WORDS && !signedSites(text))
    return false;
  // A transcript's turns ("Caller: … Receiver: …") are a call, not a warning about one.
  if (isTranscript(text)) return false;
  if (!WARNS.test(text) || !SCAMMERS.test(text)) return false;
  const quoted = [...text.matchAll(QUOTED)].map((m) => [m.index, m.index + m[0].length]);
  // What the scammers ask, said in a sentence about them ("callers … who need bail money sent
  // by courier", "the messages ask you to sign in"), or quoted, is the scam described; the same
  // asked in a sentence of its own is asked.
  const channels = anatomy.anatomy.channels;
  return !anatomy.anatomy.asks.some((a) => {
    if (!MONEY_ASKS.has(a.kind) && !NOT_A_WARNINGS_ASK.has(a.kind)) return false;
    if (quoted.some(([s, e]) => a.span.start >= s! && a.span.end <= e!)) return false;
    // The sender's own site, to be typed in ("open the app or type barclays.co.uk yourself").
    const own = (c: (typeof channels)[number]) =>
      c.own && !c.foreign && c.span.start >= a.span.start && c.span.end <= a.span.end;
    if (a.kind === 'link' && channels.some(own)) return false;
    // Advice to type the site in oneself ("log in by typing our address into your browser"), or
    // to report the fake where no way of the message's own is given ("Use the Report Phish button
    // in Outlook and delete it"; not "report it at <link>").
    const given = channels.some((c) => c.span.start >= a.span.start && c.span.end <= a.span.end);
    if (TYPED_IN.test(a.span.text) || (REPORT_IT.test(a.span.text) && !given)) return false;
    const sentence = sentenceAround(text, a.span.start);
    return !SCAMMERS.test(sentence) && !TOLD_OF.test(sentence);
  });
}
