/**
 * What no bank's staff asks, in the languages bank-impersonation calls and texts come in: moving
 * the reader's money to another account "to keep it safe" ("pasar sus fondos a una cuenta de
 * respaldo de seguridad", "transférer vos fonds vers un compte sécurisé"); handing over or
 * approving a code or request the caller says they will send ("tenha em mãos o código que
 * enviaremos por SMS", "valider la demande que je vous enverrai", "geben Sie die pushTAN frei, die
 * wir Ihnen schicken"), in a message that gives a number to call; and a courier sent to collect
 * the reader's card ("un coursier pourra passer récupérer votre carte"); a remote-control app to
 * install in an organisation's name. Each is hard evidence
 * whoever the message claims to be, so it needs no pretext (index.ts counts it as read_back does).
 * Never in a sentence that says so as a warning ("nunca le pediremos …", "we will never …").
 */
import { ASK_LABEL, type Anatomy, type AskKind } from './parts';
import { ANATOMY_MAX_CHARS, type Reading } from './tokens';

const SAFE_ACCOUNT =
  /\b(?:move|transfer|put|send)\s+(?:all\s+)?(?:your|the)\s+(?:money|funds|savings|balance)\s+(?:in)?to\s+(?:a|an|another|our)\s+(?:new\s+)?(?:safe|secure|secured|protected|holding|backup)\s+account|(?:pasar|mover|transferir|traspasar|trasladar)\s+(?:todos\s+)?(?:sus|tus)\s+(?:fondos|ahorros|dinero|saldo)\s+a\s+(?:una|otra)\s+cuenta\s+(?:segura|de\s+seguridad|de\s+respaldo|protegida)|(?:transferir|passar|mover)\s+(?:todo\s+)?(?:o\s+)?(?:seu\s+)?(?:dinheiro|saldo|fundos)\s+para\s+(?:uma|outra)\s+conta\s+(?:segura|de\s+seguran[çc]a|protegida)|(?:transf[ée]rer|virer|d[ée]placer|placer|mettre)\s+(?:tous\s+)?(?:vos|votre)\s+(?:fonds|argent|[ée]conomies|[ée]pargne|avoirs)\s+(?:vers|sur|dans)\s+un\s+compte\s+(?:s[ée]curis[ée]|de\s+s[ée]curit[ée]|prot[ée]g[ée])|\bihr\s+(?:Geld|Guthaben|Erspartes)\s+auf\s+ein\s+(?:sicheres|gesch[üu]tztes)\s+Konto|Sicherheitskonto|(?:trasferire|spostare)\s+(?:i\s+suoi|i\s+tuoi|il\s+suo|il\s+tuo)\s+(?:fondi|risparmi|soldi|denaro|saldo)\s+(?:su|in)\s+un\s+conto\s+(?:sicuro|di\s+sicurezza|protetto)|\b(?:uw|je)\s+(?:geld|saldo|spaargeld)\s+(?:over\s+)?(?:naar|op)\s+een\s+(?:veilige|beveiligde)\s+rekening|kluisrekening/iu;

/** A code or a request the caller will send, to be handed over or approved. */
const WHAT_WE_SEND =
  /\b(?:code|c[óo]digo|codice|(?:push)?TAN|demande|notificaci[óo]n|notifica[çc][ãa]o|notifica|Anfrage|verzoek|request|notification)\b[^.!?\n]{0,30}?\b(?:que|che|den|die|dat|which|that|we|I)\b[^.!?\n]{0,20}?\b(?:enviaremos|enviamos|vamos\s+a\s+enviar|vamos\s+enviar|enviarei|envierai|enverrai|enverrons|envoyons|(?:allons|vais)\s+vous\s+envoyer|invieremo|inviamo|inviero|schicken|senden|zusenden|sturen|toesturen|will\s+send|are\s+sending|am\s+sending|'ll\s+send)\b/iu;
/** A number to call in the message: what is sent is for the call. */
const NUMBER = /\d[\d\sX().-]{6,}\d/;

const CARD_COLLECTED =
  /\b(?:coursier|livreur|mensajero|repartidor|motorista|estafeta|Kurier|Bote|corriere|fattorino|koerier|courier)\b[^.!?\n]{0,60}?\b(?:r[ée]cup[ée]rer|chercher|recoger|recolher|buscar|abholen|ritirare|prendere|ophalen|collect|pick\s+up)\b[^.!?\n]{0,30}?\b(?:carte|tarjeta|cart[ãa]o|Karte|carta|pas|bankpas|card)\b/iu;

/**
 * An app that lets someone else see and steer the reader's phone or computer, named by its own
 * name in any language ("install AnyDesk", "instale o TeamViewer QuickSupport", "AnyDesk
 * herunterladen"): a bank, a shop or an office that writes first never asks for one.
 */
const REMOTE_APP =
  /\b(?:any\s?desk|team\s?viewer|quick\s?support|rust\s?desk|ultra\s?viewer|airdroid|splashtop|supremo|zoho\s+assist|ammyy|logmein\s+rescue|getscreen)\b/iu;

/** A warning that says it: "nunca le pediremos", "we will never", "jamais", "niemals". */
const NEVER = /\b(?:never|nunca|jam[aá]is|jamais|niemals|nie|mai|nooit|no\s+le\s+pediremos)\b/iu;

const ACTS: ReadonlyArray<[RegExp, AskKind, string, string]> = [
  [
    SAFE_ACCOUNT,
    'pay',
    'to move your money to another account',
    'says your money must move to another account to be safe: no bank ever asks that',
  ],
  [
    WHAT_WE_SEND,
    'secret',
    ASK_LABEL.secret,
    'says you must hand over or approve a code or request it sends you: that gives your account away',
  ],
  [
    REMOTE_APP,
    'install',
    'to install an app that lets someone control your device',
    'asks you to install an app that lets a stranger control your phone or computer: no bank or company that writes to you asks that',
  ],
  [
    CARD_COLLECTED,
    'card',
    'to hand your card to a courier',
    'says a courier will collect your card: no bank sends anyone for it',
  ],
];

/** Read over a message's first characters only, as the anatomy tags them (a long page is no call). */
export function readBankStaffActs(reading: Reading, anatomy: Anatomy): void {
  const text = reading.text.slice(0, ANATOMY_MAX_CHARS);
  for (const [re, kind, askLabel, label] of ACTS) {
    const m = re.exec(text);
    if (!m) continue;
    const sentence = reading.sentences.findIndex((s) => m.index >= s.start && m.index < s.end);
    const s = reading.sentences[sentence];
    if (s && NEVER.test(text.slice(s.start, m.index))) continue;
    if (re === WHAT_WE_SEND && !NUMBER.test(text)) continue;
    // A remote-control app asked for in an organisation's name or about the reader's account; a
    // friend's "install TeamViewer so I can fix it" is help.
    if (
      re === REMOTE_APP &&
      !anatomy.pretexts.some((p) => p.kind === 'org' || p.kind === 'affairs')
    )
      continue;
    const span = { text: m[0], start: m.index, end: m.index + m[0].length };
    anatomy.asks.push({ kind, label: askLabel, span, ...(sentence >= 0 ? { sentence } : {}) });
    if (!anatomy.pressures.some((p) => p.kind === 'read_back'))
      anatomy.pressures.push({ kind: 'read_back', label, span });
  }
}
