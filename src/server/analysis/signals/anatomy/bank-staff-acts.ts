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
import type { Span } from '../../knowledge/patterns';
import { movedToSafeAccount } from './safe-account';
import { scopeAt } from './scope';

const SAFE_ACCOUNT =
  /(?<!\w)(?:move|transfer|put|send)\s+(?:all\s+)?(?:your|the)\s+(?:money|funds|savings|balance)\s+(?:in)?to\s+(?:a|an|another|our)\s+(?:new\s+)?(?:safe|secure|secured|protected|holding|backup)\s+account|(?<!\w)(?:move|transfer|put|send|wire)\s+(?:(?:all\s+)?(?:your|the)\s+(?:money|funds|savings|balance)|it|them|everything)\s+(?:in)?to\s+(?:a|an|another|our|the)\s+(?:[\p{L}-]+\s+){0,3}?(?:safe|secure|secured|protected|safekeeping|federal\s+reserve|government)\s+(?:[\p{L}-]+\s+)?account|(?:pasar|mover|transferir|traspasar|trasladar)\s+(?:todos\s+)?(?:sus|tus)\s+(?:fondos|ahorros|dinero|saldo)\s+a\s+(?:una|otra)\s+cuenta\s+(?:segura|de\s+seguridad|de\s+respaldo|protegida)|(?:transferir|passar|mover)\s+(?:todo\s+)?(?:o\s+)?(?:seu\s+)?(?:dinheiro|saldo|fundos)\s+para\s+(?:uma|outra)\s+conta\s+(?:segura|de\s+seguran[çc]a|protegida)|(?:transf[ée]rer|virer|d[ée]placer|placer|mettre)\s+(?:tous\s+)?(?:vos|votre)\s+(?:fonds|argent|[ée]conomies|[ée]pargne|avoirs)\s+(?:vers|sur|dans)\s+un\s+compte\s+(?:s[ée]curis[ée]|de\s+s[ée]curit[ée]|prot[ée]g[ée])|(?<!\w)ihr\s+(?:Geld|Guthaben|Erspartes)\s+auf\s+ein\s+(?:sicheres|gesch[üu]tztes)\s+Konto|Sicherheitskonto|(?:trasferire|spostare)\s+(?:i\s+suoi|i\s+tuoi|il\s+suo|il\s+tuo)\s+(?:fondi|risparmi|soldi|denaro|saldo)\s+(?:su|in)\s+un\s+conto\s+(?:sicuro|di\s+sicurezza|protetto)|(?<!\w)(?:uw|je)\s+(?:geld|saldo|spaargeld)\s+(?:over\s+)?(?:naar|op)\s+een\s+(?:veilige|beveiligde)\s+rekening|kluisrekening|(?<![\p{L}])(?:przela[ćc]|przelej|przenie[śs][ćc]?|przekaza[ćc])\s+(?:je\s+|wszystkie\s+)?(?:[śs]rodki|pieni[ąa]dze|oszcz[ęe]dno[śs]ci)?\s*na\s+(?:bezpieczne|techniczne|tymczasowe|specjalne|ochronne)\s+konto|(?<![\p{L}])(?:emanet|g[üu]venli|g[üu]vence)\s+hesab\p{L}*|rekening\s+(?:aman|penampungan|sementara)(?![\p{L}])/iu;

/** A code or a request the caller will send, to be handed over or approved. */
const WHAT_WE_SEND =
  /\b(?:code|c[óo]digo|codice|(?:push)?TAN|demande|notificaci[óo]n|notifica[çc][ãa]o|notifica|Anfrage|verzoek|request|notification)(?!\w)[^.!?\n]{0,30}?(?<!\w)(?:que|che|den|die|dat|which|that|we|I)(?!\w)[^.!?\n]{0,20}?\b(?:enviaremos|enviamos|vamos\s+a\s+enviar|vamos\s+enviar|enviarei|envierai|enverrai|enverrons|envoyons|(?:allons|vais)\s+vous\s+envoyer|invieremo|inviamo|inviero|schicken|senden|zusenden|sturen|toesturen|will\s+send|are\s+sending|am\s+sending|'ll\s+send)(?!\w)/iu;
/** A number to call in the message: what is sent is for the call. */
const NUMBER = /\d[\d\sX().-]{6,}\d/;

const CARD_COLLECTED =
  /(?<!\w)(?:coursier|livreur|mensajero|repartidor|motorista|estafeta|Kurier|Bote|corriere|fattorino|koerier|courier)(?!\w)[^.!?\n]{0,60}?(?<!\w)(?:r[ée]cup[ée]rer|chercher|recoger|recolher|buscar|abholen|ritirare|prendere|ophalen|collect|pick\s+up)(?!\w)[^.!?\n]{0,30}?(?<!\w)(?:carte|tarjeta|cart[ãa]o|Karte|carta|pas|bankpas|card)(?!\w)/iu;

/**
 * Cash drawn or gold bought for an official to collect "for safekeeping" ("withdraw the funds in
 * cash and buy gold bars; a federal courier will collect them"): no bank, police force or agency
 * takes the reader's savings into its keeping.
 */
/**
 * Cash or valuables at home asked about for someone to fetch, as the "shock call" puts it in
 * every language ("Haben Sie Bargeld oder Gold im Haus? Ein Kollege kann es abholen").
 */
const VALUABLES_FETCHED =
  /(?<![\p{L}])(?:bargeld|gold|schmuck|wertsachen|efectivo|oro|joyas|contanti|gioielli|esp[èe]ces|bijoux|dinheiro\s+vivo|ouro|joias|contant\s+geld|goud|sieraden|got[óo]wk\p{L}*|z[łl]ot\p{L}*|bi[żz]uteri\p{L}*|nakit|alt[ıi]n\p{L}*)(?![\p{L}])[\s\S]{0,120}?(?<![\p{L}])(?:kollege|kollegin|bote|kurier|polizist\p{L}*|\p{L}*beamt\p{L}*|compa[ñn]er[oa]|mensajero|agente|collega|corriere|carabiniere|incaricat[oa]|coll[èe]gue|coursier|policier|colega|estafeta|koerier|agent|policjant|funkcjonariusz|kurye|memur|g[öo]revli)(?![\p{L}])[\s\S]{0,60}?(?<![\p{L}])(?:abholen|abholt|abgeholt|holt\s+(?:[\p{L}]+\s+){0,6}ab|nimmt\s+(?:[\p{L}]+\s+){0,6}mit|mitnehmen|recoger[áa]?|recoge|ritirar\p{L}*|r[ée]cup[ée]rer|chercher|buscar|recolher|ophalen|haalt|odbierze|odebra[ćc]|alacak|teslim\s+al\p{L}*)(?![\p{L}])/iu;

const SAVINGS_COLLECTED =
  /(?<!\w)(?:cash|gold(?:\s+bars?|\s+coins?)?|savings)\b[^.!?\n]{0,60}?(?<!\w)(?:courier|agent|officer|driver|someone|representative|colleague)(?!\w)[^.!?\n]{0,40}?(?<!\w)(?:collect|pick\s+(?:it\s+|them\s+)?up|come\s+for)(?!\w)[^.!?\n]{0,30}?(?<!\w)safe-?keeping(?!\w)/iu;

/**
 * A cash machine to "receive" or "activate" a payment ("tem de ir a um multibanco ativar … e coloca
 * o meu número", "go to an ATM to receive the money"): the marketplace buyer's trick; a cash
 * machine takes money out.
 */
const ATM_TO_RECEIVE =
  /(?<![\p{L}])(?:multibanco|cajero(?:\s+autom[áa]tico)?|caixa\s+(?:eletr[óo]nico|multibanco)|ATM|bancomat|geldautomat\p{L}*|distributeur|geldautomaat|bankomat\p{L}*)(?![\p{L}])[^.!?\n]{0,80}?(?<![\p{L}])(?:receb\p{L}*|recib\p{L}*|cobrar|receive|riceve\p{L}*|empfangen|recevoir|ontvangen|odebra[ćc]|ativ[ae]r?|activ[ae]r?|associar|vincular|activate|unlock)(?![\p{L}])/iu;

/**
 * An app that lets someone else see and steer the reader's phone or computer, named by its own
 * name in any language ("install AnyDesk", "instale o TeamViewer QuickSupport", "AnyDesk
 * herunterladen"): a bank, a shop or an office that writes first never asks for one.
 */
const REMOTE_APP =
  /(?<!\w)(?:any\s?desk|team\s?viewer|quick\s?support|rust\s?desk|ultra\s?viewer|airdroid|splashtop|supremo|zoho\s+assist|ammyy|logmein\s+rescue|getscreen)(?!\w)/iu;

/**
 * A code, a request or a notification the reader is to approve or read out so that a payment is
 * stopped ("Para anularlo le va a llegar un código; dígamelo", "Pour le bloquer, je vais vous
 * envoyer une demande … il faudra la valider", "Damit wir sie stoppen können, bestätigen Sie die
 * Anfrage in Ihrer pushTAN-App"): a bank stops a payment itself; an approval confirms one. All
 * three in one sentence, the stop as its purpose, so it needs no number; "if you want to cancel,
 * decline the request" is the bank's way.
 */
const THING_SENT =
  /\b(?:code|c[óo]digo|codice|(?:push)?TAN|OTP|demande|notificaci[óo]n|notifica[çc][ãa]o|notifica|Anfrage|Freigabe|verzoek|request|notification|prompt)(?!\w)/iu;
/** Stopping the payment as the purpose: "para anularlo", "pour le bloquer", "damit wir sie stoppen". */
const TO_STOP =
  /(?<!\w)(?:(?:de|d['’]|of|di)\s*(?:cancelaci[óo]n|anulaci[óo]n|annulation|cancellation|annullamento|cancelamento)|(?:cancellation|Storno)\s*code|(?:para|pour|to|damit|um|per|om|so\s+(?:we|I)\s+can)\s+(?:[\p{L}']+\s+){0,3}?(?:[ld]['’])?(?:anular\p{L}*|cancelar\p{L}*|bloquear\p{L}*|annuler|bloquer|stopper|stoppen|stornieren|blockieren|aufhalten|annullar\p{L}*|bloccar\p{L}*|fermar\p{L}*|tegen\s?te\s?houden|annuleren|blokkeren|stop|cancel|block|reverse))\b/iu;
/** "Dígamelo", "léamelo", "read it to me": the code asked for by one that can mean only it. */
const TELL_ME =
  /^(?:d[íi]gamelo|d[íi]ctemelo|l[ée]amelo|me\s+lo\s+(?:dice|lee|dicta)|read\s+(?:it\s+)?(?:out\s+)?to\s+me|mi\s+(?:dica|detti|legga))$/iu;
const APPROVE_OR_TELL =
  /(?<!\w)(?:d[íi]gamelo|d[íi]ctemelo|me\s+lo\s+(?:dice|lee|dicta|facilita)|l[ée]amelo|valid(?:er|ez|ar|e)|la\s+valider|confirm(?:ar|e|er|ez|a)?|aprob(?:ar|e)|aprovar|autorizar|best[äa]tigen|freigeben|approv(?:e|are)|conferm(?:are|i)|bevestig(?:en)?|goedkeuren|tell\s+me|read\s+(?:it\s+)?(?:out\s+)?to\s+me|give\s+me|communiquez|donnez-moi|dites-moi|nennen\s+Sie\s+mir|sagen\s+Sie\s+mir|me\s+(?:passe|diga|informe)|mi\s+(?:dica|detti|legga))\b/iu;

/**
 * The reader told to seal their card in an envelope for someone to fetch ("put your card in an
 * envelope", "Mettez-la dans une enveloppe"): a card named just before. A new card that arrives
 * in an envelope is put there by the bank.
 */
const CARD_ENVELOPE =
  /(?<!\w)(?:put|place|seal|slip|mettez(?:-la|-le)?|mettre|glissez(?:-la)?|ponga(?:la)?|m[ée]tala|coloque(?:-o)?|coloca(?:-o)?|guarde(?:-o)?|stecken|legen|metta(?:la)?|mettila|inserisca|doe|stop|plaats|steek)\b[^.!?\n]{0,40}?(?<!\w)(?:envelope|enveloppe|sobre|Umschlag|Briefumschlag|busta|envelop)(?!\w)/iu;
const CARD_WORD = /(?<!\w)(?:card|carte|tarjeta|cart[ãa]o|Karte|carta|bankpas|pinpas)s?\b/iu;
const CARD_REACH = 200;
/**
 * A warning that tells of the trick: impostors or scammers named as who asks ("Falsche Polizisten
 * fragen nach Bargeld …", "scammers ask you to move your money to a safe account").
 */
const WARNS =
  /(?<![\p{L}])(?:(?:fake|false|falsche[nr]?|finti|falsos|faux|nep|fa[łl]szywi|sahte)\s+(?:police\p{L}*|polizist\p{L}*|officers?|carabinieri|polic[íi]as|policiers|agent\p{L}*|policjanci|polis\p{L}*|bank\p{L}*)|scammers|fraudsters|betr[üu]ger|truffatori|estafadores|escrocs|golpistas|oplichters|oszu[śs]ci|dolandır[ıi]c[ıi]lar)(?![\p{L}])/iu;

/** Told to go to the machine ("tem de ir a um multibanco", "you have to go to an ATM"). */
const OBLIGED =
  /(?<![\p{L}])(?:tem\s+de|tem\s+que|tiene\s+que|tienes\s+que|hay\s+que|have\s+to|has\s+to|must|need\s+to|devi|deve|m[üu]ssen|musst|moet|moeten|musisz|trzeba|debe|precisa|vai\s+ter\s+de)(?![\p{L}])[^.!?\n]{0,30}$/iu;
/** A payment between people the machine is said to take in. */
const PAYMENT_NAMED =
  /(?<![\p{L}])(?:mb\s?way|bizum|paypal|zelle|pagamento|pago|payment|zahlung|paiement|betaling|p[łl]atno[śs]\p{L}*|blik|dinheiro|money|geld|soldi|dinero)(?![\p{L}])/iu;
const NEVER_REACH = 25;
/** A bank named in any language, for a remote-control app asked in its name. */
const BANK_WORD =
  /(?<![\p{L}])(?:bank\p{L}*|banco|banque|banca|banka\p{L}*|ng[âa]n\s+h[àa]ng)(?![\p{L}])/iu;
const FETCHED =
  /(?<!\w)(?:collect|pick\s+(?:it\s+)?up|fetch|come\s+(?:round|by|over|for)|call\s+round|chercher|r[ée]cup[ée]rer|passera|recoger|buscar|pasar[áa]|abholen|holt|ritirare|passer[àa]|ophalen|langs\s?komen)\b/iu;

/** A warning that says it: "nunca le pediremos", "we will never", "jamais", "niemals". */
/**
 * Whether `before` says "never". German "nie" is never; Polish "nie" is only "not" ("proszę się nie
 * rozłączać i zainstalować AnyDesk"), so in a Polish message only "nigdy" counts.
 */
function saysNever(before: string, text: string): boolean {
  const m = NEVER.exec(before);
  if (!m) return false;
  if (m[0].toLowerCase() !== 'nie' || !POLISH_LETTER.test(text)) return true;
  return NEVER_PL.test(before);
}
const POLISH_LETTER = /[ąćęłńśźż]/iu;
const NEVER_PL = /(?<![\p{L}])nigdy(?![\p{L}])/iu;
const NEVER =
  /(?<![\p{L}])(?:never|nunca|jam[aá]is|jamais|niemals|nie|mai|nooit|no\s+le\s+pediremos|nigdy|asla|hi[çc]bir\s+zaman|tidak\s+pernah|jangan\s+pernah|kh[ôo]ng\s+bao\s+gi[ờo])(?![\p{L}])/iu;

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
    CARD_ENVELOPE,
    'card',
    'to hand your card to a courier',
    'says to seal your card in an envelope for someone to collect: no bank or police force asks that',
  ],
  [
    VALUABLES_FETCHED,
    'pay',
    'to hand over your savings',
    'says someone will come to collect your cash or valuables: no police force, bank or court ever does',
  ],
  [
    ATM_TO_RECEIVE,
    'pay',
    'to use a cash machine to receive money',
    'says you must use a cash machine to receive a payment: a cash machine only sends money out of your account',
  ],
  [
    SAVINGS_COLLECTED,
    'pay',
    'to hand over your savings',
    'says someone will collect your cash or gold to keep it safe: no bank, police force or agency ever does',
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
  approvedToStop(reading, anatomy, text);
  for (const [re, kind, askLabel, label] of ACTS) {
    const m = re.exec(text);
    if (!m) continue;
    const sentence = reading.sentences.findIndex((s) => m.index >= s.start && m.index < s.end);
    const s = reading.sentences[sentence];
    // The buyer's "como nunca recebeu, tem de ir a um multibanco" is no warning: there only the
    // words just before the machine count ("nunca vá a um multibanco").
    const from = s && re === ATM_TO_RECEIVE ? Math.max(s.start, m.index - NEVER_REACH) : s?.start;
    if (s && saysNever(text.slice(from, m.index), text)) continue;
    // An item of a list of what the sender never does ("we will NEVER: - send a courier …").
    if (scopeAt(reading.scope, m.index) !== null) continue;
    if (s && WARNS.test(text.slice(s.start, s.end))) continue;
    if (re === WHAT_WE_SEND && !NUMBER.test(text)) continue;
    // The card named before it, and someone who comes for it after: an old card posted back in
    // "the envelope provided" is not.
    if (
      re === CARD_ENVELOPE &&
      (!CARD_WORD.test(text.slice(Math.max(0, m.index - CARD_REACH), m.index + m[0].length)) ||
        !FETCHED.test(text.slice(m.index, m.index + CARD_REACH)))
    )
      continue;
    if (
      re === ATM_TO_RECEIVE &&
      (!OBLIGED.test(text.slice(Math.max(0, m.index - 60), m.index)) || !PAYMENT_NAMED.test(text))
    )
      continue;
    // A remote-control app asked for in an organisation's name or about the reader's account; a
    // friend's "install TeamViewer so I can fix it" is help.
    if (
      re === REMOTE_APP &&
      !anatomy.pretexts.some((p) => p.kind === 'org' || p.kind === 'affairs') &&
      !BANK_WORD.test(text)
    )
      continue;
    const span = { text: m[0], start: m.index, end: m.index + m[0].length };
    hardAsk(anatomy, { kind, label: askLabel, span, sentence }, label);
  }
  // The same ask in the caller's own words (safe-account.ts), where no set phrasing was read.
  if (anatomy.asks.some((x) => x.label === ACTS[0]![2])) return;
  const safe = movedToSafeAccount(text);
  if (!safe || saysNever(text.slice(safe.sentence.start, safe.span.start), text)) return;
  if (scopeAt(reading.scope, safe.span.start) !== null) return;
  // The impostors named before the ask warn of it; after it they are the threat ("so the
  // fraudsters cannot touch it").
  if (WARNS.test(text.slice(safe.sentence.start, safe.span.start))) return;
  hardAsk(anatomy, { kind: 'pay', label: ACTS[0]![2], span: safe.span, sentence: -1 }, ACTS[0]![3]);
}

/**
 * An ask that is hard evidence whoever asks (a safe account, a code passed on): the ask, and the
 * message's one "hands something over" pressure saying why, unless another reading gave it.
 */
export function hardAsk(
  anatomy: Anatomy,
  ask: { kind: AskKind; label: string; span: Span; sentence: number },
  why: string,
): void {
  const { sentence, ...part } = ask;
  anatomy.asks.push({ ...part, ...(sentence >= 0 ? { sentence } : {}) });
  if (!anatomy.pressures.some((p) => p.kind === 'read_back'))
    anatomy.pressures.push({ kind: 'read_back', label: why, span: ask.span });
}

/** A code or request approved or read out to stop a payment (see THING_SENT above). */
function approvedToStop(reading: Reading, anatomy: Anatomy, text: string): void {
  // A payment under way is named by its amount; cancelling one's own order names none.
  if (!AMOUNT.test(text)) return;
  const sentences = reading.sentences.filter((x) => x.start < text.length);
  for (const [i, s] of sentences.entries()) {
    const said = text.slice(s.start, s.end);
    const m = APPROVE_OR_TELL.exec(said);
    // "…un código de anulación del cargo. Dígamelo en cuanto lo reciba": told in the next
    // sentence, only by a "tell it to me" that can point at nothing else.
    const prior = i > 0 ? text.slice(sentences[i - 1]!.start, sentences[i - 1]!.end) : '';
    const announced = !!m && TELL_ME.test(m[0]) && THING_SENT.test(prior) && TO_STOP.test(prior);
    if (!m || (!announced && (!THING_SENT.test(said) || !TO_STOP.test(said)))) continue;
    if (
      saysNever(said.slice(0, m.index), text) ||
      NOT_TO.test(said.slice(Math.max(0, m.index - 12), m.index))
    )
      continue;
    const start = s.start + m.index;
    const span = { text: m[0], start, end: start + m[0].length };
    hardAsk(
      anatomy,
      { kind: 'secret', label: ASK_LABEL.secret, span, sentence: i },
      'says you must approve or read out a code or request to stop a payment: that approves it',
    );
    return;
  }
}

const AMOUNT =
  /(?:[$€£₹]|\b(?:EUR|USD|GBP|Rs\.?|INR|R\$))\s?\d|\d[\d.,]*\s?(?:[$€£₹]|(?:EUR|euros?|Euro|USD|GBP|dollars?|pounds?|reais)\b)/u;

/** "ne validez pas", "do not approve", "no la confirme", "nicht bestätigen": a warning. */
const NOT_TO =
  /(?:(?<!\w)ne\s+|(?<!\w)not\s+|(?<!\w)n['’]t\s+|(?<!\w)no\s+(?:la\s+|lo\s+)?|(?<!\w)nicht\s+|(?<!\w)niet\s+|(?<!\w)non\s+)$/iu;
