/**
 * Where money asked for goes when it goes nowhere the message chose: the reader's own account or
 * office (OWN_ROUTE, read in the ask), or a payee the reader has paid before (KNOWN_PAYEE, read in
 * the whole text) — for the anatomy's money asks (index.ts) and the judge (judge.ts).
 */

/**
 * A payment made where the reader already pays ("through your ParentPay account", "in the
 * Thames Water app", "at your council's website", "by direct debit", "at reception", "at the
 * counter"), or on the school payment service parents sign in to ("on ParentPay", "via
 * MySchoolBucks", "in Arbor"): the money goes nowhere the message chose.
 */
export const OWN_ROUTE =
  /\b(?:(?:through|via|using|in|on|at|from|with|into) (?:your|the) (?:[\p{L}\p{N}'’-]+ ){0,3}(?:account|app|portal|website|site|online banking|payment system)|(?:through|via|using|in|on|with) (?:your |the )?(?:parentpay|parentmail|arbor|scopay|tucasi|schoolmoney|school ?gateway|schoolcomms|ipayimpact|myschoolbucks|school ?cash online|k12 ?paymentcenter|revtrak|qkr|compass)(?: app| account| portal)?|(?:by|via) direct debit|at (?:the )?(?:reception|front desk|school office|office|counter|post office|branch)|as (?:usual|always|normal|before)|(?:cuenta|forma|manera) de siempre|como siempre|en mano|de sempre|como sempre|em m[ãa]os|comme d['’]habitude|en main propre|wie (?:immer|gewohnt)|zoals (?:altijd|gewoonlijk)|come (?:sempre|al solito))(?![\p{L}])/iu;

/**
 * A payee the reader has paid before, said by either side of a pasted chat: "Same Monzo account as
 * last time?", "gleiches Konto wie immer", "la misma cuenta de siempre", "le même compte que
 * d'habitude", "mesma conta da última vez", "stesso conto di sempre", "dezelfde rekening als
 * altijd", "to samo konto co zawsze", "her zamanki hesap", "rekening yang biasa", "tài khoản như mọi khi".
 * The "Hi Mum" scam needs a new account, or a friend's, to be paid: it never names one already
 * used, which the one who writes it cannot know.
 */
const KNOWN_PAYEE =
  /(?<![\p{L}])(?:(?:the )?same (?:[\p{L}]+ ){0,2}(?:account|card|bank details|details|sort code|iban|number) as (?:last time|before|always|usual|ever)|(?:the|your|my) usual (?:account|bank details|card)|gleich\p{L}* (?:konto|kontonummer|iban|karte) wie (?:immer|letztes mal|sonst|gehabt|gewohnt)|(?:das|aufs) (?:übliche|gewohnte) konto|(?:la )?misma cuenta (?:de siempre|que (?:siempre|la (?:otra|última) vez))|(?:le )?même compte (?:que (?:d['’]habitude|la dernière fois|toujours|d'hab))|(?:le )?compte habituel|(?:a )?mesma conta (?:de sempre|da última vez|que (?:sempre|da última vez))|(?:lo )?stesso conto (?:di sempre|dell['’]ultima volta|come sempre)|(?:il )?solito conto|(?:de)?zelfde rekening(?:nummer)? (?:als (?:altijd|vorige keer|normaal|gewoonlijk)|van altijd)|(?:to )?samo konto co (?:zawsze|ostatnio|wcze[śs]niej)|her zamanki hesab\p{L}*|ayn[ıi] hesab\p{L}* (?:gibi|her zamanki)|rekening (?:yang )?biasa|rekening yang sama (?:seperti|kayak) (?:biasa|kemarin|sebelumnya)|(?:t[àa]i kho[ảa]n|stk) nh[ưu] (?:m[ọo]i khi|c[ũu]))(?![\p{L}])/iu;

/** Does the text name a payee the reader has paid before (KNOWN_PAYEE)? */
export const paysKnownPayee = (text: string): boolean => KNOWN_PAYEE.test(text);
