/**
 * A warning about a scam, not a scam: "Police are warning residents about callers who claim a
 * grandchild is in jail … Hang up and call your family directly", "La Policía alerta de la estafa
 * del hijo en apuros", "Waspada modus penipuan mengaku kurir". It describes what scammers, in the
 * third person, say and ask, and tells the reader what to do; it gives no link and no number, asks
 * for no money, code, card or details, and is not someone's own account of a message they got
 * (a retelling, anatomy/retold.ts, is read as the message it retells). Read like reporting: what
 * it quotes of the scam is not asked of the reader.
 */
import { MONEY_ASKS } from './anatomy/parts';
import type { AnatomyFindings } from './anatomy';
import { isTranscript } from './anatomy/retold';

/** Words that warn, in the languages the rules read. */
const WARNS =
  /(?<![\p{L}])(?:warn(?:s|ed|ing)?|(?:scam|fraud) alert|alert(?:s|ed|ing)? (?:the )?(?:public|residents|customers|consumers|people|users)|beware|be aware|be careful|be wary|watch out|look out|on the lookout|caution|advierte|alerta|cuidado|atenci[oó]n|aten[cç][aã]o|attention|alerte|mise en garde|met en garde|m[ée]fiez-vous|vigilance|warnt|warnung|achtung|vorsicht|waarschuw\p{L}*|let op|pas op|opgelet|attenzione|avverte|allerta|mette in guardia|waspada|hati-hati|awas|uwaga|ostrzega\p{L}*|dikkat|uyar\p{L}*|cảnh báo|cảnh giác)(?![\p{L}])/iu;

/** Scammers spoken of in the third person, or the scam named as such. */
const SCAMMERS =
  /(?<![\p{L}])(?:scammers?|fraudsters?|criminals|crooks|con ?artists|conmen|impostors|imposters|cybercriminals|callers (?:posing|claiming|pretending)|robocalls|fake (?:[\p{L}-]+ )?(?:calls|texts|emails|messages|websites|sites|recruiters|ads|callers)|scam (?:calls|texts|emails|messages)|(?:this|the|a|these) scams?|phishing|malware|spyware|estafadores|delincuentes|ciberdelincuentes|timadores|(?:la|una|esta) estafa|golpistas|(?:o|um|esse|este|do|no) golpe|criminosos|escrocs|arnaqueurs|fraudeurs|(?:l'|une |cette )(?:arnaque|escroquerie)|betr[üu]ger|kriminelle|(?:die|diese|der) (?:masche|betrugsmasche)|oplichters|criminelen|oplichting|truffatori|malviventi|(?:la|una|questa) truffa|penipu|pelaku|penipuan|modus|oszu[sś]ci|przest[eę]pcy|oszustw\p{L}*|dolandır[ıi]c[ıi]\p{L}*|lừa đảo)(?![\p{L}])/iu;

/** Asks no warning makes of its reader: money, a code, card or personal details, a link, an app. */
const NOT_A_WARNINGS_ASK = new Set(['link', 'install', 'details', 'attachment']);

/** A phone number written out (a warning that gives one to call reads as the scam it describes). */
const PHONE = /\+?\d[\d\s().-]{7,}\d/;

/** The sentence of the text that holds position `at`. */
function sentenceAround(text: string, at: number): string {
  const before = text.slice(0, at);
  const start = Math.max(
    before.lastIndexOf('. '),
    before.lastIndexOf('! '),
    before.lastIndexOf('? '),
  );
  const end = text.slice(at).search(/[.!?](?:\s|$)/);
  return text.slice(start + 1, end < 0 ? text.length : at + end + 1);
}

export function warnsOfScams(
  text: string,
  anatomy: AnatomyFindings | null,
  links: number,
): boolean {
  if (!anatomy || anatomy.retold || links > 0 || PHONE.test(text)) return false;
  // A transcript's turns ("Caller: … Receiver: …") are a call, not a warning about one.
  if (isTranscript(text)) return false;
  if (!WARNS.test(text) || !SCAMMERS.test(text)) return false;
  // What the scammers ask, said in a sentence about them ("callers … who need bail money sent
  // by courier"), is the scam described; the same asked in a sentence of its own is asked.
  return !anatomy.anatomy.asks.some(
    (a) =>
      (MONEY_ASKS.has(a.kind) || NOT_A_WARNINGS_ASK.has(a.kind)) &&
      !SCAMMERS.test(sentenceAround(text, a.span.start)),
  );
}
