/**
 * Where money asked for goes when it goes nowhere the message chose: the reader's own account or
 * office (OWN_ROUTE, read in the ask), or a payee the reader has paid before (KNOWN_PAYEE, read in
 * the whole text) — for the anatomy's money asks (index.ts) and the judge (judge.ts).
 */
import { type Anatomy, KIN_ONLY, type Part, type PressureKind } from './parts';

/**
 * A payment made where the reader already pays ("through your ParentPay account", "in the
 * Thames Water app", "at your council's website", "by direct debit", "at reception", "at the
 * counter"), or on the school payment service parents sign in to ("on ParentPay", "via
 * MySchoolBucks", "in Arbor"): the money goes nowhere the message chose.
 */
export const OWN_ROUTE =
  /(?<!\w)(?:(?:through|via|using|in|on|at|from|with|into) (?:your|the) (?:[\p{L}\p{N}'’-]+ ){0,3}(?:account|app|portal|website|site|online banking|payment system)|(?:through|via|using|in|on|with) (?:your |the )?(?:parentpay|parentmail|arbor|scopay|tucasi|schoolmoney|school ?gateway|schoolcomms|ipayimpact|myschoolbucks|school ?cash online|k12 ?paymentcenter|revtrak|qkr|compass)(?: app| account| portal)?|(?:by|via) direct debit|at (?:the )?(?:reception|front desk|school office|office|counter|post office|branch)|as (?:usual|always|normal|before)|(?:cuenta|forma|manera) de siempre|como siempre|en mano|de sempre|como sempre|em m[ãa]os|comme d['’]habitude|en main propre|wie (?:immer|gewohnt)|zoals (?:altijd|gewoonlijk)|come (?:sempre|al solito))(?![\p{L}])/iu;

/**
 * A payee the reader has paid before, said by either side of a pasted chat: "Same Monzo account as
 * last time?", "gleiches Konto wie immer", "la misma cuenta de siempre", "le même compte que
 * d'habitude", "mesma conta da última vez", "stesso conto di sempre", "dezelfde rekening als
 * altijd", "to samo konto co zawsze", "her zamanki hesap", "rekening yang biasa", "tài khoản như mọi khi".
 * The "Hi Mum" scam needs a new account, or a friend's, to be paid: it never names one already
 * used, which the one who writes it cannot know. So is the account printed on the reader's own bill
 * ("la cuenta que figura en su factura"): the supplier's, which the reader has paid before.
 */
const KNOWN_PAYEE =
  /(?<![\p{L}])(?:(?:the|to) account (?:number )?(?:shown |given |printed )?on your (?:bill|invoice|statement)|(?:la )?cuenta (?:que figura|indicada) en (?:su|tu) factura|auf das (?:in|auf) (?:Ihrer|deiner|der) Rechnung (?:genannte|angegebene)\p{L}* Konto|(?:le )?(?:compte|IBAN|RIB) (?:indiqu[ée]|figurant) sur (?:votre|ta) facture|(?:il )?conto (?:indicato|riportato) (?:in|nella) (?:fattura|bolletta)|(?:a )?conta indicada na (?:sua )?fatura|(?:het )?rekeningnummer (?:op|van) (?:uw|je) (?:factuur|rekening)|(?:the )?same (?:[\p{L}]+ ){0,2}(?:account|card|bank details|details|sort code|iban|number) as (?:last time|before|always|usual|ever)|(?:the|your|my) usual (?:account|bank details|card)|gleich\p{L}* (?:konto|kontonummer|iban|karte) wie (?:immer|letztes mal|sonst|gehabt|gewohnt)|(?:das|aufs) (?:übliche|gewohnte) konto|(?:la )?misma cuenta (?:de siempre|que (?:siempre|la (?:otra|última) vez))|(?:le )?même compte (?:que (?:d['’]habitude|la dernière fois|toujours|d'hab))|(?:le )?compte habituel|(?:a )?mesma conta (?:de sempre|da última vez|que (?:sempre|da última vez))|(?:lo )?stesso conto (?:di sempre|dell['’]ultima volta|come sempre)|(?:il )?solito conto|(?:de)?zelfde rekening(?:nummer)? (?:als (?:altijd|vorige keer|normaal|gewoonlijk)|van altijd)|(?:to )?samo konto co (?:zawsze|ostatnio|wcze[śs]niej)|her zamanki hesab\p{L}*|ayn[ıi] hesab\p{L}* (?:gibi|her zamanki)|rekening (?:yang )?biasa|rekening yang sama (?:seperti|kayak) (?:biasa|kemarin|sebelumnya)|(?:t[àa]i kho[ảa]n|stk) nh[ưu] (?:m[ọo]i khi|c[ũu]))(?![\p{L}])/iu;

/**
 * Only someone the reader knows, addressed or named, asking to be paid or answered, with no way to
 * pay or reach them given: no new number, no link, no account of a stranger.
 */
export const kinAsksOnly = (a: Anatomy): boolean =>
  a.channels.length === 0 &&
  a.pretexts.length > 0 &&
  a.pretexts.every((p) => p.label === KIN_ONLY) &&
  a.asks.every((x) => x.kind === 'pay' || x.kind === 'reply');

/**
 * A story of trouble or haste told by someone asking money: an arrest, a crash, a hospital, a
 * phone or a banking app that does not work, a new number, or "urgently" (the "Hi Mum" and
 * grandparent scams' story, in the languages the anatomy reads). A relative who asks only by a
 * date ("till Friday", "the rent is due today") tells none.
 */
const TROUBLE =
  /(?<![\p{L}])(?:(?:new|nuev[oa]|nov[oa]|nouve(?:au|lle)|neue[nr]?|nuov[oa]|nieuwe?|nowy|yeni|baru|m[ớo]i)\s+(?:phone|number|n[úu]mero|num[ée]ro|nummer|numer|numara|nomor|puce|sim|handy\p{L}*|telefo\p{L}*|m[óo]vil|celular|tel|s[ốo])|(?:n[úu]mero|num[ée]ro|nummer|numer|nomor|numara|s[ốo])\s+(?:nuevo|novo|nouveau|nuovo|nieuw|baru|m[ớo]i|yeni)|cambiado de n[úu]mero|ganti nomor|[đd][ổo]i s[ốo]|(?:phone|m[óo]vil|celular|t[ée]l[ée]?\p{L}*|handy|hp|[đd]i[ệe]n tho[ạa]i)\s+(?:\p{L}+\s+){0,3}?(?:broke\p{L}*|rot[ot]o?|quebr\p{L}*|cass[ée]e?|mort|kaputt|kapot|zepsu\p{L}*|bozuldu|rusak|h[ỏo]ng)|se me cay[óo]|se me ha ca[íi]do|si [èe] rotto|fait tomber|(?:this|este|esse|ce|questo|dit|deze|diese|ten|bu) (?:new )?(?:number|n[úu]mero|num[ée]ro|nummer|numer|numara)|nomor ini|s[ốo] n[àa]y|(?:sim|chip|puce|tel[ée]fono|n[úu]mero|number|phone)\s+(?:es\s+|is\s+)?(?:provisional|provis[óo]ri[oa]|provisoire|provvisori[oa]|tymczasow\p{L}*|sementara|temporary|tempor[áa]ri[oa])|temporary (?:phone|number|sim)|my old (?:phone|number)|no me deja (?:entrar|acceder)|n[ãa]o (?:consigo|d[áa]) (?:entrar|acessar)|no puedo (?:entrar|acceder)|(?:je )?ne peux pas (?:me connecter|acc[ée]der)|kann (?:mich )?nicht (?:einloggen|anmelden|zugreifen)|non riesco (?:a|ad) (?:entrare|accedere)|nie mam dost[ęe]pu|nie mog[ęe] (?:si[ęe] )?(?:zalogowa[ćc]|wej[śs][ćc])|doet het niet|(?:este|esse|ce|questo|dit|deze|diese|this) (?:tel[ée]fono|telefone|t[ée]l[ée]phone|telefoon|handy|phone|m[óo]vil|celular)|lo necesito ya|arrest\p{L}*|jail|bail|cops?|crash\p{L}*|accident|hospital|emergency|urgent\p{L}*|asap|quickly|immediately|stuck|stranded|(?:phone|app|card|account) (?:is |was )?(?:broken|blocked|locked|frozen|not working|doesn'?t work)|can'?t (?:access|log ?in|use|get into)|lost my (?:phone|card|wallet)|detenid\p{L}*|accidente|gasp|preso|acidente|pol[íi]cia|urg[êe]ncia|arr[êe]t\p{L}*|garde à vue|h[ôo]pital|urgence|verhaft\p{L}*|unfall|krankenhaus|polizei|dringend|festgenommen|incidente|ospedale|polizia|arrestat\p{L}*|ongeluk|ziekenhuis|politie|werkt (?:nog )?niet|geblokkeerd|nieuwe telefoon|wypad\p{L}*|szpital\p{L}*|polic\p{L}*|pilnie|zatrzyma\p{L}*|kaza|hastane|polis|acil|g[öo]zalt\p{L}*|kecelakaan|rumah sakit|polisi|ditangkap|segera|darurat|tai n[ạa]n|b[ệe]nh vi[ệe]n|c[ấa]p c[ứu]u|c[ôo]ng an|b[ịi] b[ắa]t|g[ấa]p)(?![\p{L}])/iu;

/** Does the text name a payee the reader has paid before (KNOWN_PAYEE)? */
export const paysKnownPayee = (text: string): boolean => KNOWN_PAYEE.test(text);

/**
 * What the anatomy's flag reads of the whole text: a payee paid before, no trouble told. Each is
 * read only when the flag asks for it: most messages ask no money and need none of them.
 */
export interface TextSeen {
  readonly knownPayee: boolean;
  readonly calm: boolean;
  /** No account, sort code or long number to pay to is written anywhere in it. */
  readonly noPayee: boolean;
}
const PAYEE_GIVEN =
  /(?<![\p{L}])(?:iban|sort ?code|routing|swift|bic|account (?:number|no)|a\/c)(?![\p{L}])|\d(?:[\s-]?\d){7,}/iu;
export function textSeen(text: string): TextSeen {
  let knownPayee: boolean | undefined;
  let calm: boolean | undefined;
  let noPayee: boolean | undefined;
  return {
    get knownPayee() {
      knownPayee ??= paysKnownPayee(text);
      return knownPayee;
    },
    get calm() {
      calm ??= !TROUBLE.test(text);
      return calm;
    },
    get noPayee() {
      noPayee ??= !PAYEE_GIVEN.test(text);
      return noPayee;
    },
  };
}

/**
 * Money asked to go where it went before, so no lure whatever the date: to the account already on
 * the reader's bill, whose cut-off threatened for an unpaid bill is a supplier's reminder; or by
 * someone the reader knows, by a date, telling no trouble and naming no way to pay (as the judge
 * reads it, inputs.ts kinAsking: not enough to judge).
 */
export function paidAsBefore(
  a: Anatomy,
  pressure: Part<PressureKind> | undefined,
  seen: TextSeen,
): boolean {
  const p = pressure?.kind;
  return (
    (seen.knownPayee && (!p || p === 'deadline' || p === 'threat')) ||
    (seen.calm && kinAsksOnly(a) && (!p || p === 'deadline'))
  );
}
