/**
 * The cue-based red-flag rules: one entry per flag type, with the words that trigger it and the
 * plain-words explanation the user sees. Phrases from Spanish, French, German and Portuguese scams
 * sit beside the English ones. Context-dependent flags (impersonation, links, unsourced authority,
 * shouting) live in red-flags.ts.
 */
import type { RedFlagType, Severity } from '../../../../shared';
import { cue, cueList, gap } from '../../knowledge/patterns';
import { OPT_OUT_WORDS } from '../../signals/anatomy/service-lines';
import {
  COPY_THIS,
  CRYPTO_THEN_VERB,
  GUARANTEED_ELSEWHERE,
  NOT_YOURS,
  TECH_SUPPORT_STORY,
  NO_RISK_MONEY,
  OTHER_PAY_VERBS,
  STRANGERS_DEAL,
  WON_MONEY,
  IN_LANGUAGES,
  EVERYDAY_PAY_METHODS,
  IN_PERSON,
  PAY_APPS,
} from './cue-parts';
import { DEADLINE_FRAME, GIVEN_CODE_AFTER, SECRET_REQUEST_FRAME } from './followed-by';
import { WATCHED_FOR_BEFORE } from './followed-by';
import { WON_DISCOUNT_AFTER } from './followed-by';

/** The end of "received … from JUAN DELA CRUZ", "sent to Maria Santos ": a party to a payment. */
const PAYMENT_PARTY = /\b(?:from|to)\s+(?:\p{Lu}[\p{L}.'-]*\s+){1,4}$/u;

export interface CueRule {
  type: RedFlagType;
  indicator: string;
  severity: Severity;
  explanation: string;
  /** Ordered strongest first: the flag quotes the first hit of the strongest cue that matched. */
  cues: RegExp[];
  /** Cues that also occur in ordinary writing: on their own they raise the flag one level lower. */
  weak?: RegExp;
  /** Hits of `cues[cue]` count only in a text that also says `with` somewhere. */
  onlyWith?: { cue: number; with: RegExp };
  /** Hits of `cues[cue]` with `near` close by (NEAR_CHARS either side) count as weak. */
  weakNear?: { cue: number; near: RegExp };
  /** A hit containing this is not the flag after all (e.g. "send you MY account number"). */
  exclude?: RegExp;
  /** Said earlier in the hit's sentence: advice, not a request ("we will never ask you to send"). */
  frame?: RegExp;
  /** A hit followed, within `within` characters, by `by` is not the flag (followed-by.ts). */
  notFollowedBy?: { by: RegExp; within: number };
}

const G = gap(40);
const UK_PRICE = '(?:£|ppm|landline|\\d ?p\\b|\\bbox ?\\d|18\\+)';
// Not "only": must not fire on a wallet maker's advice, "Your recovery phrase is the only backup of
// your crypto wallet" ("Bitcoin only" is the second payment cue).
// "Buy" as a noun ("your recurring buy of $25 in BTC") is an exchange's record, not a payment.
const PAY_VERBS =
  '(?:pay|paid|paying|payment|payments|send|sending|transfer|deposit|(?<!(?:recurring|your|scheduled|auto|automatic) )(?:buy|purchase)(?! of )|accept(?:s|ed)?|donat(?:e|es|ed|ing|ions?))';
const PAY_METHODS =
  '(?:(?:itunes|google play|steam|amazon|apple|ebay|vanilla)?\\s?gift ?cards?|bitcoins?|btc|crypto(?:currency|currencies)?|usdt|tether|ethereum|eth|western union|money ?gram|wire transfers?)';
const SECRETS =
  "(?:passwords?|(?:bank|banking|account|e-?mail|webmail) (?:log ?in|log-in|username|user ?name|user id)s?|pin(?: number| code)?s?|passcodes?|one[- ]time (?:pass)?code|otp|verification codes?|security codes?|(?:log ?in|login|account|bank|banking|card|personal|billing|payment) (?:details|information|info|credentials)|your details|card numbers?|cvv|cvc|security number|ssn|social security number|sort code|account numbers?|date of birth|mother's maiden name|national insurance number|passport (?:number|details)|seed phrase|recovery phrase)";
const ASK_VERBS =
  '(?:verify|confirm|update|enter|provide|send(?! (?:you|u) )|share|(?:reply|respond|text back|write back)(?: [a-z0-9]+)? with|give|submit|validate|re-?activate|re-?enter|input|tell us|read out|type)';
/**
 * The secrets of the four other languages the rules read, as a request names them. A bare "code"
 * is the reader's own only with "your" or "the": "saisissez ce code", "introduce este código" is
 * the code the message itself gives, to be typed where the reader is paying or signing in.
 */
const SECRETS_ES =
  '(?:(?:(?:tu|su) )?(?:contraseña|clave(?: de acceso)?|código de verificación|pin|datos bancarios|datos de (?:tu|su) tarjeta|número de (?:tu|su) tarjeta|número de (?:tu |su )?cuenta|m[ée]todo de pago|informaci[óo]n de pago|datos de pago)|(?:tu|su|el) código)';
const SECRETS_FR =
  '(?:(?:(?:votre|ton|vos|tes|le|la|les) )?(?:mot de passe|code de vérification|code secret|coordonnées bancaires|données bancaires|numéro de (?:votre |ta )?carte|numéro de (?:votre |ton )?compte|moyen de paiement|informations de paiement|identifiants?)|(?:votre|ton|le) code)';
const SECRETS_DE =
  '(?:(?:ihr|ihre|ihren|dein|deine|deinen|den|die|das) )?(?:passwort|kennwort|bestätigungscode|code|pin|tan|bankdaten|zugangsdaten|kartendaten|kartennummer|zahlungsmethode|zahlungsdaten|zahlungsinformationen)';
const SECRETS_PT =
  '(?:(?:(?:a |o |os |as )?(?:sua|seu|seus|suas) )?(?:senha|código de verificação|dados bancários|dados do (?:seu )?cartão|número do (?:seu )?cartão|número da (?:sua )?conta|m[ée]todo de pagamento|dados de pagamento|forma de pagamento)|(?:seu|o) código)';
/** "Nunca pedimos...", "ne ... jamais", "nie", "não": what the request verb must not follow. */
const FOREIGN_NOT_NEGATED = "(?<!(?:nunca|jamás|no|não|nie|niemals|nicht|jamais|ne|n'|pas) )";

/** "Never share your password" is advice, not a request. */
const NOT_NEGATED = "(?<!(?:never|not|n't|don't|nobody|no one|won't|will never) )";
/**
 * "Confirm your identity", "verify your account": the request that leads to a log-in page. Banks
 * also say it in their own apps, so alone it is one level weaker than asking for a secret.
 */
const CHECK_YOUR_ACCOUNT = `${NOT_NEGATED}(?<!(?:never|not|n't) (?:ask|asks|request|require|need)(?: you)? to )(?:verify|confirm|update|validate|re-?validate|re-?activate|re-?confirm|authenticate|unlock|restore) (?:your|ur) (?:identity|account|id)`;

/** Who conspiracy posts say keeps the truth from you. */
const CONCEALERS =
  '(?:they|doctors|(?:the )?(?:government|governments|media|mainstream media|elites?|authorities|health authorities|health officials|banks|drug companies|pharmaceutical companies|cdc|fda)|big pharma|scientists|experts|politicians)';

export const CUE_RULES: readonly CueRule[] = [
  {
    type: 'credential_request',
    indicator: 'Asks for passwords, codes or personal data',
    severity: 'high',
    notFollowedBy: GIVEN_CODE_AFTER,
    explanation:
      'Banks, shops and authorities never ask for passwords, PINs, one-time codes or full card details by message or link. Whoever asks for them wants to take over your account or money.',
    // "Never share your password" is advice, not a request; "my account number" is not yours; in
    // "enter 3674 as your PIN" the sender gives the reader a code, it asks for none; "if you enter
    // the wrong PIN 5 times" is how the reader's own phone or card behaves; "the wifi password" is shared.
    exclude:
      /(?<![\p{L}])(?:my|our|mine)(?![\p{L}])|(?<![\p{L}])(?:wi-?fi|wlan|router|hotspot|door|gate|garage|alarm|locker|padlock) (?:password|passcode|pin|code)(?![\p{L}])|(?<![\p{L}])the (?:netflix|disney\+?|hulu|spotify|hbo) password(?![\p{L}])|(?<![\p{L}\p{N}])\d{3,} as (?:your|the)(?![\p{L}])|(?<![\p{L}])(?:wrong|incorrect|correct|invalid) (?:pin|password|passcode|code)(?![\p{L}])/iu,
    // Must not fire on: "We will never ask you to send your PIN", "If you'd like to update your details".
    frame: SECRET_REQUEST_FRAME,
    cues: cueList([
      // Not the writer's own details, given with their digits ("send the deposit to hold it: sort
      // code 20-44-91, account 53018842"): those say where to pay, which other rules read.
      `${NOT_NEGATED}${ASK_VERBS}${G}${SECRETS}(?!\\s?[:#]?\\s?\\d{2})`,
      // Not where a new clause about the reader follows the secret ("once you have changed your
      // password, you are required to update your devices").
      `${SECRETS}(?![,;])${gap(25)}(?:required|needed|must be (?:verified|confirmed|updated))`,
      // In other languages too a secret must be asked for: a code message names its code ("Tu
      // código de verificación es 301772"), a bank what it never asks ("nunca pede sua senha").
      `${FOREIGN_NOT_NEGATED}(?:introduce|introduzca|ingresa|ingrese|envía|envíe|envíanos|facilita|facilite|proporciona|proporcione|confirma|confirme|verifica|verifique|actualiza|actualice|indica|indique|escribe|escriba|responde con|responda(?: a este (?:correo|mensaje|e-?mail))? con|envíenos|dinos|díganos)${G}${SECRETS_ES}`,
      `${FOREIGN_NOT_NEGATED}(?:saisissez|saisir|entrez|entrer|envoyez|envoyer|confirmez|confirmer|vérifiez|vérifier|communiquez|communiquer|indiquez|indiquer|renseignez|renseigner|transmettez|transmettre|mettez à jour|mettre à jour)${G}${SECRETS_FR}`,
      `${FOREIGN_NOT_NEGATED}(?:geben sie|gib|senden sie|sende|schicken sie|schick|bestätigen sie|bestätige|aktualisieren sie|verifizieren sie|nennen sie|übermitteln sie|teilen sie uns)${G}${SECRETS_DE}|${SECRETS_DE}${gap(40)}(?:eingeben|einzugeben|bestätigen|zu bestätigen|aktualisieren|zu aktualisieren|verifizieren|zu verifizieren|übermitteln|mitteilen|angeben|anzugeben)`,
      `${FOREIGN_NOT_NEGATED}(?:digite|insira|informe|envie|confirme|atualize|verifique|forneça|mande|passe|digitar|inserir|informar|enviar|confirmar|atualizar|fornecer)${G}${SECRETS_PT}`,
      CHECK_YOUR_ACCOUNT,
    ]),
    // A date of birth asked to confirm who opens a pharmacy's or a clinic's page ("confirm the
    // patient's first name and date of birth") is how those services check identity: by itself
    // it is a sign one level lower than a password, a code or a card.
    weak: cue([CHECK_YOUR_ACCOUNT, `${NOT_NEGATED}${ASK_VERBS}${G}(?:date of birth|dob)`]),
  },
  {
    type: 'payment_request',
    indicator: 'Payment by gift card, crypto or money transfer',
    severity: 'high',
    explanation:
      'Gift cards, cryptocurrency and money-transfer services cannot be reversed or traced like card payments, which is why scammers insist on them. Genuine sellers and authorities do not.',
    cues: cueList([
      // Not a question about what the reader did ("did you ever buy any crypto?").
      `(?<!(?:did|have|do) (?:you|u) (?:ever |already |actually )?)${PAY_VERBS}${G}${PAY_METHODS}`,
      // "send the $300 crate and insurance fee through Cash App": a stranger's deal, a longer reach.
      `${PAY_VERBS}${gap(60)}${PAY_APPS}${IN_PERSON}`,
      // "Zelle only", "gift cards accepted"; not a payment reported ("a Zelle payment to J. Smith
      // was sent", "you received a Venmo payment").
      `(?:${PAY_METHODS}|${PAY_APPS}|${EVERYDAY_PAY_METHODS})${gap(25)}(?:only|accepted|payments? (?:only|required|needed)|to pay|as payment)`,
      // Offered as a way to pay: "or Amazon gift cards would work too", "crypto is fine".
      `${PAY_METHODS}${gap(25)}(?:would (?:also )?(?:work|do)|(?:works?|do) too|(?:is|are|would be) (?:fine|ok|okay|best|easiest))`,
      'tarjetas? (?:de )?regalo|cartes? cadeaux?|geschenkkarten?|gutscheinkarten?|cart(?:ão|ões) (?:de )?presente|paysafecard',
      `${OTHER_PAY_VERBS}${G}(?:bitcoins?|cripto\\p{L}*|crypto\\p{L}*|kryptow\\p{L}*|usdt|usdc|tether|western union|money ?gram|mandat cash|paysafecard)`,
      CRYPTO_THEN_VERB,
    ]),
    // A bank transfer, Pix or Bizum is how bills, rents and shops are paid in Europe, Britain and
    // Brazil ("Pague na entrega com cartão ou Pix"): asked for, it is a sign one level lower.
    weak: cue([
      `${OTHER_PAY_VERBS}${G}(?:transferencia|virement|überweisung|transferência|pix|bizum)`,
      `${PAY_VERBS}${G}${EVERYDAY_PAY_METHODS}`,
    ]),
    // Zelle, Cash App or Venmo is how American friends split a bill ("send me $20 on Venmo for the
    // pizza"); a stranger's sale or letting insisting on it is a reported family.
    onlyWith: { cue: 1, with: cue([STRANGERS_DEAL]) },
  },
  {
    type: 'threat',
    indicator: 'Threat of account closure, arrest or legal action',
    severity: 'high',
    frame: WATCHED_FOR_BEFORE,
    explanation:
      'Threatening that an account will be closed, or that police or courts will act, is meant to scare you into acting before you think. Real organisations write to you and give you time.',
    cues: cueList([
      `(?:your|ur|you)${gap(20)}(?:account|card|service|access|profile|mailbox|subscription|number)${gap(30)}(?:has been|have been|will be|is being|is now|was|is|being) (?:temporarily |permanently )?(?:suspended|closed|locked|blocked|terminated|deactivated|disabled|restricted|frozen|on hold|cancell?ed)`,
      '(?:suspended|locked|blocked|closed|restricted|frozen|disabled|deactivated|terminated|limited) (?:your|ur) (?:account|card|access|service)',
      `warrant for your arrest|you${gap(30)}(?:will be (?:arrested|prosecuted|fined|jailed)|(?:could|may) be (?:arrested|prosecuted|jailed))|(?:legal action|legal proceedings|lawsuit|court summons|criminal charges|prosecution|bailiffs?)${gap(20)}against you|(?:take|taking|start|begin) legal action${gap(20)}(?:you|your)|face prosecution`,
      'unauthori[sz]ed (?:access|activity|login|log-in|sign-in|transaction|payment|charge)s?|(?:unusual|suspicious|unsafe|irregular|unrecogni[sz]ed) (?:(?:sign[- ]?(?:in|on)|log[- ]?(?:in|on)|login) )?(?:activit(?:y|ies)|attempts?|sign-?in|login|log-in)',
      'su cuenta (?:ha sido|será|fue) (?:suspendida|bloqueada|cancelada)|cuenta bloqueada',
      'votre compte (?:a été|sera|est) (?:suspendu|bloqué|désactivé)|compte bloqué',
      '(?:ihr|dein) konto (?:wurde|wird|ist) (?:gesperrt|eingeschränkt|deaktiviert)|konto gesperrt',
      '(?:sua|a sua) conta (?:foi|será|está) (?:suspensa|bloqueada|desativada)|conta bloqueada',
      `(?:cuenta|compte|konto|conta)${gap(40)}(?:será|sera|wird|seront)${gap(20)}(?:eliminad[ao]|cancelad[ao]|bloquead[ao]|suspendid[ao]|cerrad[ao]|fermée?|supprimée?|bloquée?|suspendue?|gelöscht|gesperrt|geschlossen|encerrad[ao]|suspens[ao])`,
      "denuncia (?:penal|judicial)|orden de (?:arresto|detención)|poursuites judiciaires|mandat d'arrêt|strafanzeige|haftbefehl|ação judicial|mandado de prisão",
    ]),
  },
  {
    type: 'tech_support_scam',
    indicator: 'Fake virus or tech-support alert',
    severity: 'high',
    explanation:
      'Real security software and companies like Microsoft or Apple do not show alerts with a phone number to call. Tech-support scammers use fake warnings to get remote access to your computer and charge you for "repairs".',
    cues: cueList([
      `(?:your|ur) (?:computer|device|pc|laptop|phone|mac|iphone|system|browser)${gap(20)}(?:has been|have been|is|was|may be) (?:infected|hacked|compromised|locked|blocked|at risk)`,
      // Not "Security alert" alone: Google and Microsoft title their genuine sign-in notices so.
      "(?:virus|malware|trojan|spyware)(?:es)? (?:detected|found|alert)|(?:we|i)(?:'ve| have)? (?:\\p{L}+ ){0,2}?(?:detected|found|been receiving|been getting|picked up|noticed) [^.!?\\n]{0,30}?(?:virus|malware|trojan|spyware)|(?:we|i) (?:can|could|will|'ll|need to) (?:remote(?:ly)? access|connect to) (?:your|ur) (?:computer|pc|laptop|mac)|(?:do not|don't) (?:shut down|turn off|restart|close) (?:your )?(?:computer|device|pc|browser)",
      // Not "call the State's toll-free hotline", nor a school's help desk alone (cue-parts.ts).
      `call${gap(30)}${NOT_YOURS}(?:certified |microsoft |apple |windows )?(?:technicians?|support (?:team|line|number)|help ?desk)`,
    ]),
    onlyWith: { cue: 2, with: TECH_SUPPORT_STORY },
  },
  {
    type: 'prize_scam',
    indicator: 'Prize, lottery or "you have won"',
    severity: 'high',
    notFollowedBy: WON_DISCOUNT_AFTER,
    explanation:
      'You cannot win a draw you never entered. "You have won" messages are bait: the next step is a fee, your bank details or a call to a premium number.',
    cues: cueList([
      `(?:you(?:'ve| have)?|u have|you are|you're|u r)${gap(20)}(?:won(?!['’]?t)|been (?:selected|chosen)(?=${gap(60)}(?:prize|reward|gift|cash|bonus|voucher|winner|draw|giveaway|free|receive|claim|[£$€]\\s?\\d))|a (?:lucky )?winner|the (?:lucky )?winner|(?:been )?awarded|entitled to (?:a )?(?:free|£|\\$|€|cash|prize|bonus|reward))`,
      WON_MONEY,
      'congratulations?[!,.]*\\s*(?:you|u)\\b',
      `claim (?:your|ur)${gap(20)}(?:prize|reward|gift|winnings|cash|voucher|bonus)`,
      'lottery winner|jackpot winner|cash prize|prize draw|unclaimed (?:prize|funds|inheritance)|won the lottery',
      `ha ganado|has ganado|(?:ha|han) resultado premiad[oa]s?|vous avez gagné|sie haben gewonnen|du hast gewonnen|você ganhou|${IN_LANGUAGES.won}`,
      '(?:felicidades|enhorabuena|félicitations|herzlichen glückwunsch|parabéns)[!,.]*\\s*(?:usted|ha |has |vous|sie|du|você|voce|foi|fue)|ha sido (?:seleccionad[oa]|elegid[oa])|vous avez été (?:sélectionné|choisi)|sie wurden ausgewählt|você foi (?:selecionad[oa]|sorteado)|(?:reclamar|reclame|récupérer|réclamez|fordern sie|resgatar|resgate) (?:su|votre|ihren|seu) (?:premio|prix|cadeau|gewinn|prêmio)',
    ]),
  },
  {
    type: 'fee_request',
    indicator: 'Fee to release money or a parcel',
    severity: 'high',
    explanation:
      'Asking for a small fee before you receive a prize, refund, loan or parcel is the classic advance-fee trick: the fee is the scam, and nothing arrives.',
    // A shipping or customs charge named without a word to pay it is how an order confirmation
    // lists its costs ("frais de port 4,90 €", "taxa de entrega R$ 7,90"): one level lower, as
    // the English rule needs "pay" before the fee.
    weak: cue([
      'gastos de (?:envío|aduana|gestión)|frais (?:de )?(?:livraison|douane|dossier|traitement|réexpédition|port)|(?:bearbeitungs|zoll|liefer|versand|freischaltungs|nachnahme)gebühr(?:en)?|taxa (?:de )?(?:entrega|liberação|alfândega|envio|desbloqueio|importação)',
    ]),
    cues: cueList([
      `(?:pay|payment of|send)${gap(30)}(?:processing|release|clearance|handling|customs|redelivery|re-delivery|delivery|shipping|administration|admin|transfer|activation|unlock) (?:fee|charge|cost|tax)`,
      '(?:small|one-time|nominal) (?:fee|payment|charge) (?:of|to|is)',
      // A reward said to be the reader's, for which they "just cover $2.95 shipping".
      `(?:reward|gift|prize|bonus|parcel|package)${gap(60)}(?:just|only|simply) (?:pay|cover)${gap(20)}(?:shipping|postage|handling|delivery)`,
      'pending (?:delivery|parcel|package)',
      // "Falta de pago de los gastos de envío": charges said to be unpaid.
      `(?:pagar|pague|abonar|abone|falta de pago)${gap(30)}(?:tasa|tarifa|comisión|gastos)(?: de (?:envío|aduana|gestión))?|paquete (?:retenido|pendiente|en espera)`,
      `(?:payer|payez|réglez|régler|regler|reglez|acquittez|débité|debite)${gap(40)}frais|colis (?:en attente|bloqué|retenu)`,
      `(?:zahlen|bezahlen|begleichen|überweisen|entrichten)${gap(30)}\\p{L}*gebühr|(?:bearbeitungs|zoll|liefer|versand|freischaltungs|nachnahme)gebühr(?:en)?${gap(30)}(?:zahlen|bezahlen|begleichen|überweisen|entrichten)|paket (?:wartet|wurde zurückgehalten|konnte nicht zugestellt werden)|${IN_LANGUAGES.fee}`,
      `(?:pagar|pague|efetue o pagamento)${gap(30)}taxa(?: (?:de )?(?:entrega|liberação|alfândega|envio|desbloqueio|importação))?|encomenda (?:retida|pendente|aguardando)`,
    ]),
  },
  {
    type: 'urgency',
    indicator: 'Urgency and pressure',
    severity: 'medium',
    explanation:
      'Deadlines and "act now" language push you to decide before checking. Honest offers and real account problems can wait a day while you verify them.',
    // "Don't miss out" (every shop's sale), "final reminder" (every bill's; not "final notice"): lower.
    weak: cue([
      "(?<!(?:nothing|not|no|isn't|is not|n't) )urgent(?:ly)?|(?<!not |n't )immediately|right away|asap|(?<!no )hurry|limited time|don't miss out|final reminder",
    ]),
    // A window for what the sender does for the reader is a promise, not a deadline put on them:
    // "Your a/c will be credited within 24 hrs", "we will refund you within 2 days". A threat
    // keeps its urgency ("your account will be suspended within 24 hours").
    frame: DEADLINE_FRAME,
    cues: cueList([
      // Hours and minutes are pressure; days only when few ("within 30 days" is a returns policy).
      // Not a window counted from the reader's own act ("cancel within one hour of ordering").
      '(?:within (?:the next )?(?:\\d{1,3}|twenty[- ]four|forty[- ]eight|one|two|three) ?(?:hours?|hrs?|h|minutes?|mins?)\\b|within (?:the next )?(?:[1-3]|one|two|three) ?days?\\b)(?! (?:of|after|from) (?:your )?(?:ordering|order|purchase|purchasing|placing|booking|delivery|receipt|arrival|check-?in|sign-?up|signing up))',
      "act now|act fast|act immediately|(?<!(?:nothing|not|no|isn't|is not|n't) )urgent(?:ly)?|(?<!not |n't )immediately(?! (?:after|before|clear|known|available|respond|reply|return|comment|confirm))|right away|asap|without delay",
      'last chance|final (?:notice|warning|reminder|chance)|limited time|today only|expires? (?:today|tonight|soon|in \\d+ ?(?:hours?|hrs?|h|minutes?|mins?)\\b|in (?:[1-3]|one|two|three) ?days?\\b)|ends (?:today|tonight|soon|at midnight)',
      "don't (?:delay|wait(?! up| for me| for us)|miss out)|do not delay|hurry(?: up)?|before it'?s too late|time is running out|now or never|respond now|reply now|call now",
      // Not urgency denied: "no es nada urgente", "nada urgente", "não é urgente", "niente di urgente".
      '(?<!(?:nada|no es|não é|nao e|non è|niente di|non) )urgente|inmediatamente|de inmediato|en las próximas \\d+ horas|última oportunidad',
      'immédiatement|dans les \\d+ heures|dernière chance|dernier avis',
      // "Ab sofort verfügbar" is "from now on", no haste; "legen Sie sofort auf" is advice to hang up.
      '(?<!(?:nicht|nichts|niet|niets|geen|kein) )dringend|(?<!ab )sofort(?! auf(?:[.,;!?\\n]| und))|umgehend|innerhalb von \\d+ stunden|letzte (?:chance|mahnung|warnung)',
      'imediatamente|nas próximas \\d+ horas|última chance|última oportunidade',
      "solo hoy|sólo hoy|hoy mismo|actúe (?:ahora|ya)|sin demora|aujourd'hui seulement|agissez (?:maintenant|vite)|sans délai|handeln sie (?:jetzt|sofort)|nur heute|ohne verzögerung|só hoje|aja agora|sem demora|responda (?:agora|já)",
    ]),
  },
  {
    type: 'scarcity',
    indicator: 'Scarcity pressure',
    severity: 'medium',
    explanation:
      '"Only 3 left" and countdown stock figures are a sales-pressure tactic; on fake shops they are simply made up to stop you comparing prices or reading reviews.',
    cues: cueList([
      'only \\d{1,3} (?:left|remaining|available|in stock)|(?:limited|low) stock|selling (?:out )?fast|almost (?:gone|sold out)|while (?:stocks|supplies) last',
      '\\d{1,4} (?:people|others|customers) (?:are )?(?:viewing|looking at|bought|watching)',
    ]),
  },
  {
    type: 'too_good_to_be_true',
    indicator: 'Too good to be true',
    severity: 'medium',
    // "Votre facture Free Mobile", "de FREE MOBILE": the French carrier's name, not a free phone.
    exclude: /^free mobile$/iu,
    explanation:
      "Prices far below everyone else's, free money and effortless earnings are how fake shops and scams draw people in. If it is much cheaper than anywhere else, ask why.",
    cues: cueList([
      '(?:[7-9]\\d|100) ?% (?:off|discount|cheaper|reduction)',
      'free (?:\\p{L}+ )?(?:entry|entries|ringtones?|phones?|mobiles?|camera(?: phone)?|upgrade|tickets?|vouchers?|minutes|mins|texts|txts|holiday|trip|prize|membership|bluetooth|nokia|samsung|ipod|psp|laptop|tv)',
      'free (?:money|cash|iphone|ipad|laptop|vacation|holiday)|free gift(?<!(?:order|purchase|basket|spend)[^.!?\\n]{0,40}free gift)(?! with (?:your|every|any|each|this|all) (?:order|purchase))|(?:earn|make) (?:\\$|£|€)?\\d[\\d,]* (?:a|per|every) (?:day|week|hour)',
      'make money (?:fast|from home|online)|work from home and earn|no experience (?:needed|required)|lowest price ever|unbelievable (?:price|deal|offer)',
    ]),
  },
  {
    type: 'guaranteed_returns',
    indicator: 'Guaranteed or risk-free returns',
    severity: 'high',
    explanation:
      'No real investment can guarantee profit. Promises of risk-free or doubled money are the hallmark of investment and crypto fraud.',
    cues: cueList([
      // A policy's payout is guaranteed by contract ("a guaranteed payout of $100,000"), no profit.
      '(?<!(?:polic(?:y|ies)|insurance|life cover|annuit(?:y|ies))[^.!?\\n]{0,60})guaranteed payouts?|guaranteed (?:profits?|returns?|income|earnings|results)|risk[- ]free (?:investment|returns?|profits?|income|trading)',
      '(?:double|triple) your (?:money|investment|bitcoin|crypto|income)',
      `\\d{1,3}(?:[.,]\\d{1,2})? ?% (?:(?:average|avg|fixed) )?(?:daily|weekly|monthly) (?:returns?|profits?|interest|gains?)|guarantees? (?:a )?(?:minimum (?:of )?)?\\d{1,3} ?x|${NO_RISK_MONEY}|get rich quick`,
      GUARANTEED_ELSEWHERE,
    ]),
  },
  {
    type: 'miracle_cure',
    indicator: 'Miracle health claim',
    severity: 'high',
    explanation:
      'Claims that one product or trick cures serious disease, or that doctors are hiding it, are not how medicine works: real treatments are tested in published trials and come with side effects and limits.',
    cues: cueList([
      `(?:cures?|cured|heals?|healed|reverses?|reversed|eliminates?|destroys?|kills?)${gap(25)}(?:cancer|diabetes|arthritis|alzheimer'?s|dementia|autism|hiv|aids|covid|coronavirus|all diseases|any disease|every disease|tumou?rs?)`,
      'miracle (?:cure|pill|remedy|treatment|supplement)|wonder (?:cure|drug)|secret (?:cure|remedy)|natural cure|100 ?% natural (?:cure|remedy|treatment)',
      "doctors (?:hate|don't want you to know|are (?:baffled|stunned|shocked))|big pharma (?:doesn't|does not|don't) want",
      '(?:lose|lost|drop|burn) \\d{1,3} ?(?:pounds|lbs|kg|kilos) in \\d{1,3} (?:days|weeks)',
    ]),
  },
  {
    type: 'conspiracy_framing',
    indicator: 'Conspiracy framing',
    severity: 'high',
    explanation:
      'Saying "they" hide the truth, or telling you to "do your own research" instead of giving evidence, makes a claim impossible to check and casts any correction as part of the plot.',
    cues: cueList([
      "(?:they|the government|the elites?|the media|big pharma) (?:don't|do not|doesn't|does not) want you to (?:know|see|find out|hear)|what they(?:'re| are) not telling you|they(?:'re| are) hiding",
      "(?:mainstream|legacy|lamestream) media (?:won't|will not|refuses? to|never|is hiding|is lying|lies)|msm (?:won't|will not)",
      // Whoever is said to keep it from you: "doctors won't tell you", "the truth they hide".
      // Said as a fact in the present: "the health authorities are hiding the numbers from you".
      // Must not fire on a report, "critics accused the agency of hiding data" (no "are hiding").
      `${CONCEALERS} (?:is|are) (?:hiding|covering up|burying|suppressing|censoring) (?:it|this|the (?:truth|numbers|deaths|data|evidence|results|side effects|facts|figures))`,
      `${CONCEALERS} (?:won't|will not|will never|don't|do not|doesn't|does not|never|can't|cannot) (?:tell you|want you to (?:know|see|find out|hear|read))|what ${CONCEALERS} (?:won't|will not|don't|do not|doesn't|does not) (?:tell|want) you|the truth (?:that )?${CONCEALERS} (?:hide|hides|are hiding|is hiding|keep hidden|don't want you|do not want you|won't tell you|suppress)|(?:suppressed|hidden) truth`,
      'do your (?:own )?research|wake up,? (?:people|sheeple|everyone|america)|sheeple|open your eyes|the truth is out there',
      'new world order|deep state|plandemic|scamdemic|false flag|globalist agenda|depopulation|cover[- ]up|hidden agenda|controlled opposition|big pharma',
    ]),
    // Words reporting also uses ("Big Pharma lobbying"): on their own, one level lower.
    weak: cue(['cover[- ]up|hidden agenda|deep state|false flag|big pharma']),
  },
  {
    type: 'share_before_deletion',
    indicator: 'Pressure to share before checking',
    severity: 'medium',
    explanation:
      'Asking you to share "before it gets deleted" turns you into the distribution channel and suggests censorship where there may be none. Content that is true does not need to outrun a fact-check.',
    cues: cueList([
      `share${gap(25)}before${gap(25)}(?:deleted|removed|taken down|censored|banned|gone|delete)`,
      "before (?:they|it gets|it is|it's|facebook|youtube) (?:delete|deleted|removed|censored|banned|take it down)",
      `share (?:this|it)? ?(?:with everyone|everywhere|widely|far and wide)|forward (?:this|it) to (?:everyone|all|\\d+)|${COPY_THIS}|make (?:this|it) go viral|spread the word`,
    ]),
  },
  {
    type: 'clickbait',
    indicator: 'Clickbait wording',
    severity: 'medium',
    explanation:
      'Teasers like "you won\'t believe" or "this one trick" withhold the point to make you click; they are written for attention, not accuracy.',
    cues: cueList([
      "you won'?t believe|you will not believe|this one (?:weird |simple )?trick|one weird trick|what happened next|will (?:shock|amaze|blow) you|blow your mind|mind-?blowing",
      'you need to (?:see|know) this|the reason (?:why )?will|number \\d+ will|what (?:she|he|they) (?:did|found) next|jaw-?dropping|gone wrong',
      '(?<=^|\\n)\\d{1,2} (?:things|reasons|ways|tricks|secrets|facts|signs|foods|habits|mistakes) (?:you|that|to|every|why|i|we)',
    ]),
  },
  {
    type: 'premium_rate',
    indicator: 'Premium-rate number or charges',
    severity: 'medium',
    explanation:
      'Calling or texting premium-rate numbers and short codes costs far more than a normal call or text, often per minute or per message, and some sign you up to a repeating subscription.',
    cues: cueList([
      // UK premium: 0870-0873, or 09 and nine digits called or priced (else a Philippine mobile).
      `09(?:(?<=(?:call|ring|dial|phone)\\b${gap(30)}09)|(?<=${UK_PRICE}[^\\n]{0,80}09)|(?=\\d{9}[^\\n]{0,80}?${UK_PRICE}))\\d{9}|087[0-3]\\d{7}|1-?900-?\\d{3}-?\\d{4}`,
      '\\d{1,3}(?:\\.\\d{1,2})? ?p ?(?:/|per )?(?:min|minute|msg|message|txt|text|pm|ppm)|£\\d(?:\\.\\d{2})? ?(?:/|per )(?:min|minute|msg|message|txt|text|week|wk)|150p(?:pm|pmsg)?|\\d+ppm',
      // Not a service's own opt-out line ("Text STOP to 797688 to unsubscribe"): that one is free.
      `(?:text|txt|send|reply)(?! (?:${OPT_OUT_WORDS})\\b)${gap(20)}to \\d{5,6}`,
    ]),
    // A short code's keyword beside a petition, a donation or a power cut's updates is free.
    weakNear: {
      cue: 2,
      near: cue([
        'petition|donat\\p{L}*|charity|standard (?:network )?rates? apply|free to text|for (?:status )?updates|outages?|restoration',
      ]),
    },
    // "You have received PHP 500.00 from JUAN DELA CRUZ 09171234567": a number after the name of
    // whoever sent or got the money is their mobile (in the Philippines, 09 and nine digits too).
    frame: PAYMENT_PARTY,
  },
  {
    type: 'call_to_click',
    indicator: 'Pushes you to click a link',
    severity: 'low',
    explanation:
      "A message whose main purpose is to get you to click or tap a link deserves caution: type the organisation's address yourself instead.",
    cues: cueList([
      '(?:click|tap|press|follow|visit|open) (?:here|the link|this link|the button|below|on the link|now)|click to (?:claim|verify|confirm|unlock|update)',
      'haga clic|haz clic|pulse aquí|pague aquí|cliquez (?:ici|sur le lien)|klicken sie (?:hier|auf den link)|clique (?:aqui|no link)|acesse o link',
    ]),
  },
];
