/**
 * Parts of rules.ts's cues that say whose a thing is or what it is about, kept here so each reads
 * with its examples.
 */
import { cue, gap } from '../../knowledge/patterns';

/** Money words a promise of no risk must be said with to be about money. */
const MONEY_WORDS =
  '(?:invest\\p{L}*|profits?|returns?|earn\\p{L}*|income|trading|trade|money|capital|crypto\\p{L}*|bitcoin|btc|forex|deposit\\p{L}*|funds?)';
/**
 * "No risk" about money ("invest $500 with no risk", "zero risk, daily profit"): not a free trial
 * ("try it for 30 days, no risk") or a doctor's "there is no risk of infection".
 */
export const NO_RISK_MONEY = `(?:zero|no) risk(?: at all)?${gap(40)}${MONEY_WORDS}|${MONEY_WORDS}${gap(40)}(?:zero|no) risk`;
/**
 * "Copy and paste this to your wall", "don't share, copy and paste": a post asking to be copied,
 * not a colleague's "you can copy and paste some of the slides", nor a mail's "copy and paste this
 * link into your browser".
 */
export const COPY_THIS = `copy (?:and|&) paste (?:this|it)(?! (?:link|url|address|web address|code|into))|(?:share|forward)${gap(10)}copy (?:and|&) paste|(?:please|just) copy (?:and|&) paste|copy (?:and|&) paste${gap(20)}(?:status|wall|timeline|profile)`;
/**
 * Before a help desk to call: "call your help desk", "your IT support team" is the reader's own
 * workplace's, not a stranger's "certified technicians".
 */
export const NOT_YOURS = '(?<!\\byour (?:it |local |own )?)';
/**
 * An amount to win, or won by the reader: "Win $500 today", "winner of £1,000", "you have been
 * awarded $2,500", "Your Mobile No. was awarded a £2,000 prize" ("our" for "your" too). Not news of someone else's win: "a novel has won the $10,000 fiction prize", "a
 * former teller won more than $100,000 in a bias case".
 */
export const WON_MONEY = `(?:win|winner of|prize of|cash prize of)${gap(12)}(?:£|\\$|€)\\s?\\d[\\d,]*|(?<=\\b(?:you|u|ur|yr|your|our|you've|you're)\\b[^!?\\n]{0,40})(?:won|awarded(?: with)?)${gap(12)}(?:£|\\$|€)\\s?\\d[\\d,]*`;
/**
 * Words to pay, send or put money in, in the languages the payment-method rule reads: "zahlen",
 * "réglez", "einzahlen", "storten", "recharger", "depositar" ("Um Ihre Provision auszuzahlen,
 * müssen Sie zuerst 200 USDT auf Ihr Arbeitskonto einzahlen").
 */
export const OTHER_PAY_VERBS =
  '(?:pague|pagar|paga|abone|payez|payer|réglez|zahlen sie|zahlen|bezahlen|überweisen sie|envíe|enviar|envoyez|senden sie|envie|einzahlen|aufladen|storten|overmaken|recharger|rechargez|déposer|déposez|verser|versez|depositar|deposite|deposita|ricaricare|ricarica|versare|versa|transferir|transfira|transfiera|setor|setorkan|isi ulang)';
/**
 * A guaranteed return in the other languages the rules read: "rendement garanti de 15% par
 * semaine", "garantierte Rendite von 20 %", "gegarandeerd 15% rendement", "rendimento garantito".
 */
export const GUARANTEED_ELSEWHERE =
  'rendimiento garantizado|rentabilidad garantizada|ganancias? garantizadas?|rendements? garantis?|profits? garantis?|gains? garantis?|garantierte[nr]? (?:rendite|renditen|gewinne?|erträge|ertrag)|retorno garantido|lucros? garantidos?|rendimento garantid[oa]|rendimento garantito|guadagn[oi] garantit[oi]|gegarandeerde? (?:\\d{1,3} ?% )?(?:rendement|winst)|keuntungan (?:pasti|dijamin)|gwarantowan[ya] zysk|garantili (?:kazanç|getiri)|lợi nhuận (?:đảm bảo|cam kết)';
/**
 * A sale or a letting between strangers, where a payment app is what scammers insist on: a listing,
 * a buyer or a seller, a thing "still available" from someone away who cannot show it, a
 * "business account" to upgrade before a payment arrives, a pet or a thing held until a fee is
 * paid ("before we can release him", "then we can ship her"), a disaster's victims to donate to.
 */
export const STRANGERS_DEAL =
  "(?:your|my|the) (?:listing|ad|advert)|for sale|face value|(?:i'm|i am|i'?ll be) (?:selling|buying)|buyer|seller|still available|out of (?:the )?(?:country|town|state)|(?:can'?t|cannot|unable to) (?:show|meet)|business account|(?:hold|reserve) it|marketplace|craigslist|offerup|(?:before|then|once|after) (?:we|i) (?:can |will |'ll )?(?:release|ship|deliver|send) (?:him|her|it|them|the)|(?:hurricane|earthquake|flood|wildfire|fire|war|disaster) (?:victims|relief|survivors)|(?:victims|survivors) of (?:the |this )?(?:hurricane|earthquake|floods?|wildfires?|fires?|war|disaster)";
/**
 * Crypto to put in, with the verb last as German and Dutch put it: "zuerst 200 USDT auf Ihr
 * Arbeitskonto einzahlen", "eerst 200 USDT op je werkaccount storten".
 */
export const CRYPTO_THEN_VERB = `(?:bitcoins?|krypto\\p{L}*|crypto\\p{L}*|usdt|usdc|tether)${gap(40)}(?:einzahlen|überweisen|aufladen|storten|overmaken|sturen)`;

/** A win told in German, Dutch and Italian: "Gewinnbenachrichtigung", "Sehr geehrter Gewinner", "U bent winnaar", "u wint € 25.000", "hai vinto". */
const WON_IN_LANGUAGES =
  'gewinnbenachrichtigung|sehr geehrte[rs]? gewinner(?:in)?|u bent (?:de )?(?:gelukkige )?winnaar|u wint|je bent (?:de )?winnaar|hai vinto|ha vinto|lei ha vinto|sei (?:il|la) vincit(?:ore|rice)';
/** A fee to pay in Dutch and Italian: "betaalt u eenmalig € 9,95 administratiekosten", "pagare le spese di sdoganamento". */
const FEE_IN_LANGUAGES = `(?:betaal|betaalt|betalen|voldoe|voldoen)${gap(30)}(?:administratie|verwerkings|douane|verzend|vrijgave|transactie)kosten|(?:administratie|verwerkings|vrijgave)kosten${gap(30)}(?:betalen|betaalt|voldoen)|(?:pagare|paga|pagate|versare)${gap(30)}(?:spese|commissione|tassa) (?:di )?(?:sdoganamento|spedizione|gestione|svincolo|consegna)`;

/** The prize and fee rules' words in German, Dutch and Italian. */
export const IN_LANGUAGES = { won: WON_IN_LANGUAGES, fee: FEE_IN_LANGUAGES } as const;

/**
 * What a tech-support scam's call is about: a device in trouble, a technician, a charge to undo.
 * "Call the Help Desk at extension 3535" alone is how a school's or a library's IT notice ends.
 */
export const TECH_SUPPORT_STORY = cue([
  '(?:virus|viruses|malware|spyware|trojan|infected|hacked|hackers?|technicians?|remote (?:access|session)|anydesk|teamviewer|error (?:code|reports?)|defender|norton|mcafee|geek squad|subscription|renew(?:al|ed)|auto-?(?:renew|debit)|refund|charged?|microsoft|windows|apple)',
]);
/**
 * Paid in person, face to face: "pay cash when I get there, or Venmo on the spot". The app is
 * then how a buyer who has come to see the thing pays, not a stranger's way to be paid unseen.
 */
export const IN_PERSON =
  '(?![^.!?\\n]{0,30}(?:on the spot|in person|at (?:the )?pick-?up|when (?:i|we) (?:meet|arrive|get there|pick (?:it|them) up|collect)))';
/**
 * How tradespeople, landlords and schools are paid ("pay by bank transfer to sort code …"): asked
 * for, a sign one level lower than gift cards, crypto or an app a stranger's sale insists on.
 */
export const EVERYDAY_PAY_METHODS = '(?:bank transfers?)';
/**
 * The payment apps of American friends and families, and PayPal's own way between them ("send it
 * PayPal friends and family", "F&F"), which gives a buyer no protection.
 */
export const PAY_APPS =
  '(?:zelle|cash ?app|venmo|(?:paypal )?(?:friends (?:and|&) family|f ?& ?f))';
