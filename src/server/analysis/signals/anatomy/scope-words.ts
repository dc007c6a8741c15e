/**
 * The words the scope reader (scope.ts) works with, in every language the red-flag rules read
 * (English, Spanish, French, German, Portuguese, Italian, Dutch, Indonesian): negators, the
 * words that open a condition, the words that end a clause's scope, and the meaning classes a
 * negation or a condition is about (asking, sharing, needing to act, a charge or a loss,
 * ignoring). Each list is of words, not phrasings: "nunca le pediremos" is read as a negator
 * followed by a verb of asking, whatever comes between.
 */

import type { Word } from './scope-text';

/** Negators whose scope runs forward from them to the end of their clause. */
export const NEGATORS = new Set([
  // English ("n't" endings are read from the word's shape)
  'never',
  'not',
  'no',
  'nobody',
  'nothing',
  'none',
  'neither',
  'nor',
  'without',
  'cannot',
  // Spanish
  'nunca',
  'jamás',
  'jamas',
  'nadie',
  'ningún',
  'ningun',
  'ninguna',
  'ninguno',
  'ni',
  'sin',
  'tampoco',
  'nada',
  // French ("n'" is read from the word's shape)
  'ne',
  'jamais',
  'aucun',
  'aucune',
  'rien',
  'sans',
  // Portuguese
  'não',
  'nao',
  'nenhum',
  'nenhuma',
  'ninguém',
  'ninguem',
  'nem',
  'sem',
  // Italian
  'non',
  'mai',
  'nessuno',
  'nessuna',
  'niente',
  'nulla',
  'né',
  'senza',
  // Indonesian
  'tidak',
  'tak',
  'tdk',
  'jangan',
  'jgn',
  'bukan',
  'belum',
  'tanpa',
  'gak',
  'nggak',
  'enggak',
  // Hindi written in Latin letters, as Indian banks' SMS do ("bank kabhi OTP nahi maangta")
  'nahi',
  'nahin',
  'nahii',
]);

/**
 * Negators of German and Dutch, where the negation often follows the verb and its object ("Wij
 * vragen nooit om uw pincode", "Geben Sie den Code nicht weiter"): their scope is the whole clause.
 */
export const CLAUSE_NEGATORS = new Set([
  'nicht',
  'nie',
  'niemals',
  'kein',
  'keine',
  'keinen',
  'keinem',
  'keiner',
  'keines',
  'niemand',
  'nichts',
  'ohne',
  'niet',
  'nooit',
  'geen',
  'niets',
  'zonder',
]);

/** "no later than", "not only": a negator's form that negates nothing. */
export const NOT_NEGATING_NEXT = new Set(['later', 'sooner', 'more', 'less', 'only', 'just']);

/** Words that open a condition ("if you did not …", "si vous n'avez pas …", "jika anda tidak …"). */
export const CONDITIONS = new Set([
  'if',
  'unless',
  'should',
  'si',
  'se',
  'caso',
  'wenn',
  'falls',
  'sollten',
  'als',
  'indien',
  'jika',
  'apabila',
  'bila',
  'kalau',
  'jikalau',
]);

/**
 * In a condition, receiving a message ("if you receive a text asking you to pay a fee", "si vous
 * recevez un SMS", "wenn Sie eine E-Mail erhalten"): what that message asks is described, not asked.
 */
export const RECEIVE =
  /^(?:receive|receives|received|get|gets|got|recevez|recevoir|reçois|recibe|recibes|recibís|recibir|recibiera|recebe|receber|recebeu|ricevi|riceve|ricevete|ricevere|erhalten|erhältst|bekommen|bekommst|ontvangt|ontvang|ontvangen|krijgt|krijg|menerima|terima|dapat)$/u;
export const MESSAGE_NOUN =
  /^(?:message|messages|text|texts|sms|email|e-mail|emails|e-mails|mail|mails|call|calls|letter|letters|voicemail|courriel|courriels|appel|mensaje|mensajes|correo|llamada|mensagem|mensagens|chamada|messaggio|messaggi|chiamata|telefonata|nachricht|nachrichten|anruf|brief|bericht|berichten|oproep|pesan|surel|telepon)$/u;
/** A message spoken of as one of many ("a text", "any call", "eine E-Mail", "un SMS"). */
export const ANY_ONE =
  /^(?:a|an|any|another|one|un|une|una|um|uma|uno|ein|eine|einen|einer|een|sebuah|suatu|unos|unas|des)$/u;

/**
 * A finite verb that opens a German or Dutch condition said without "if" ("Haben Sie … nicht …,",
 * "Sollte das Dokument nicht … eingehen,", "Mocht u niet … betalen,").
 */
export const VERB_FIRST_CONDITION =
  /^(?:sollte|sollten|solltest|mocht|mochten|haben|hast|habt|hat|hatten|hattest|sind|bist|ist|waren|warst|war|wurde|wurden|heeft|hebt|heb|hebben|bent|was|waren|zijn)$/u;

/**
 * Words that end a negation's or a condition's scope: a new clause of reason, time, contrast or
 * condition ("… not be charged if you renew", "… never ask, but …").
 */
/** Contrasts that open a clause of their own: a negation after one is about that clause alone. */
export const CONTRASTS = new Set('but however aber doch maar mais pero mas ma'.split(' '));
export const SCOPE_ENDS = new Set([
  'because',
  'due',
  'since',
  'so',
  'until',
  'till',
  'unless',
  'while',
  'whereas',
  'when',
  'where',
  'which',
  'although',
  'though',
  'but',
  'however',
  'otherwise',
  'therefore',
  'if',
  'then',
  'porque',
  'debido',
  'hasta',
  'cuando',
  'mientras',
  'pero',
  'sino',
  'parce',
  'car',
  'puisque',
  'jusqu',
  'quand',
  'lorsque',
  'mais',
  'sinon',
  'weil',
  'bis',
  'aber',
  'sondern',
  'sonst',
  'devido',
  'até',
  'quando',
  'mas',
  'senão',
  'perché',
  'poiché',
  'finché',
  'ma',
  'altrimenti',
  'omdat',
  'want',
  'tot',
  'wanneer',
  'maar',
  'anders',
  'karena',
  'sampai',
  'ketika',
  'saat',
  'tetapi',
  'tapi',
  'namun',
  'agar',
  'supaya',
]);

/** Subject words that open a new clause after a comma or "and" ("…, your payment will …"). */
export const SUBJECTS = new Set([
  'i',
  'we',
  'you',
  'your',
  'it',
  'this',
  'they',
  'he',
  'she',
  'our',
  'the',
  'there',
  'vous',
  'nous',
  'il',
  'elle',
  'usted',
  'sie',
  'wir',
  'você',
  'voce',
  'nós',
  'lei',
  'noi',
  'wij',
  'u',
  'anda',
  'kami',
]);
/** Auxiliaries and modals: a subject followed by one starts a new clause. */
export const AUXILIARIES =
  /^(?:will|would|can|could|may|might|must|shall|should|is|are|was|were|has|have|had|do|does|did|need|needs|'ll|’ll)$/;

/**
 * "Paid" as a past participle, in the languages that write "unpaid" as two words: "pedágio não
 * pago", "factura no pagada", "facture non payée", "multa non pagata", "nicht bezahlte Rechnung",
 * "niet betaalde rekening", "nie opłacony mandat".
 */
const PAID_PARTICIPLE =
  /^(?:pag[oa]s?|pagad[oa]s?|quitad[oa]s?|liquidad[oa]s?|abonad[oa]s?|pay[ée]e?s?|r[ée]gl[ée]e?s?|acquitt[ée]e?s?|pagat[oaie]|saldat[oaie]|bezahlt(?:e[nrsm]?)?|beglichen(?:e[nrsm]?)?|betaald(?:e)?|voldaan|opłacon\p{L}*|oplacon\p{L}*)$/u;

/**
 * Whether a negator before `next` says "unpaid" ("un pedágio não pago", "une facture non payée",
 * "die nicht bezahlte Rechnung"): a "paid" participle after a word that is no subject or
 * auxiliary is a state of the bill, not a negation saying nothing will be charged ("você não
 * pagará nada", "vous ne serez pas débité" keep theirs); so is "without payment" ("3 passagens
 * sem pagamento associado"). English writes "unpaid" as one word.
 */
export function saysUnpaid(next: string, prev: string | undefined, negator = ''): boolean {
  return (
    (PAID_PARTICIPLE.test(next) &&
      prev !== undefined &&
      /^\p{L}/u.test(prev) &&
      !SUBJECTS.has(prev) &&
      !AUXILIARIES.test(prev)) ||
    (WITHOUT.test(negator) && PAYMENT_NOUN.test(next))
  );
}
const WITHOUT = /^(?:sem|sin|sans|ohne|senza|zonder|bez|tanpa|without)$/;
const PAYMENT_NOUN =
  /^(?:pagamentos?|pagos?|paiements?|zahlung(?:en)?|pagament[oi]|betaling(?:en)?|payments?)$/;

export { MEANING_STEMS, type NegatedMeaning } from './negated-meanings';

/** A secret a protective sentence keeps ("don't share this code", "jangan berikan PIN"). */
export const SECRET =
  /^(?:codes?|pin|pins|passwords?|passcodes?|otp|cvv|cvc|tan|claves?|contraseñas?|códigos?|codigos?|passwort|kennwort|senhas?|codici|codice|pincode|wachtwoord|kode|sandi|pass)$/u;
/** Words that point back to a secret named before ("never share it"). */
export const POINTS_BACK =
  /^(?:it|this|that|them|these|lo|la|le|los|las|le|les|ihn|ihm|es|ihn|o|a|os|as|het|deze|dit|ini|itu|nya)$/u;

/** In a condition's consequence, what tells the reader they can let it be. */
export const LET_BE =
  /^(?:ignor\p{L}*|disregard|delete|remove|unlink|safely|worry|ignora\p{L}*|ignore[zr]?|ignorier\p{L}*|desconsider\p{L}*|negeer\p{L}*|abaikan|hiraukan|borra\p{L}*|supprim\p{L}*|lösch\p{L}*|apag\p{L}*|cancell\p{L}*|verwijder\p{L}*|hapus)$/u;

/**
 * In a condition, what the reader is said not to have done: the disowning of a request, a sign-in
 * or a payment ("if you didn't request this", "if it wasn't you", "si vous n'êtes pas à l'origine").
 * A condition of not complying ("if you do not pay within 24 hours") is a threat, not this.
 */
export const DISOWNED =
  /^(?:request\p{L}*|ask\p{L}*|ma[dk]e|plac\p{L}*|authori[sz]\p{L}*|recogni[sz]\p{L}*|initiat\p{L}*|attempt\p{L}*|sign\p{L}*|expect\p{L}*|tr(?:y|ied)|done|log\p{L}*|perform\p{L}*|order\p{L}*|chang\p{L}*|book\p{L}*|sent|bought|was|were|you|solicit\p{L}*|reconoc\p{L}*|realiz\p{L}*|origine|demand\p{L}*|effectu\p{L}*|reconn\p{L}*|angefordert|veranlasst|beantragt|erkennen|erkannt|durchgeführt|gewesen|gestellt|ausgelöst|getätigt|vorgenommen|angefragt|verzocht|gevraagd|aangemaakt|hecho|hiciste|pedid\p{L}*|feito|fez|fatto|fait|faite|reconhe\p{L}*|richiest\p{L}*|effettuat\p{L}*|riconosc\p{L}*|aangevraagd|herkent|gedaan|merasa|melakukan|meminta|mengajukan|(?:n['’])?(?:était|etait)|war|waren|fuiste|fue|foi|stato|stata)$/u;

/** "no" after these is "number": "customer care no 0800 …", "ref no 123". */
export const NUMBER_OF =
  /^(?:care|phone|mobile|contact|tel|ref|reference|account|a\/c|order|helpline|whatsapp|ph|cust|customer|invoice|policy|serial)$/u;

/** Words between a negator and what it negates ("will never *ever* ask", "ne *vous* demandera"). */
export const SKIP =
  /^(?:be|been|being|ever|even|always|going|gonna|really|actually|currently|yet|again|also|will|would|shall|should|can|could|may|might|must|do|does|did|we|you|i|u|us|it|they|our|your|the|a|an|any|to|pernah|akan|kami|anda|kamu|le|les|lo|la|se|me|te|nos|os|vous|nous|tu|il|ti|vi|ci|gli|mai|jamais|pas|plus|ihnen|sie|wir|dich|dir|mir|uns|euch|je|jullie|ons|hem|haar|het|de|een|el|los|las|un|una|o|um|uma|você|voce|nunca|jamás)$/u;
/** Who says nothing will happen: "nobody from our team will ask", "no one at the bank will call". */
export const NO_ONE = /^(?:nobody|none|nadie|personne|niemand|ningu[ée]m|nessuno)$/u;
/** A negated word followed by these is a name: "the Do Not Call list". */
export const NAMED = /^(?:list|lists|registry|register|service)$/u;

export const DO_WORDS =
  /^(?:need|needs|needed|do|done|faire|tun|unternehmen|fare|hacer|fazer|doen|melakukan)$/u;
export const OPENERS =
  /^(?:please|pls|kindly|do|and|so|but|just|por|favor|bitte|svp|per|alstublieft|mohon|tolong)$/u;
/** English perfect or past: "if you didn't request", "if it wasn't you", "if you haven't". */
export const PAST =
  /^(?:did|didn['’]t|was|wasn['’]t|were|weren['’]t|have|haven['’]t|has|hasn['’]t|had|hadn['’]t)$/u;
export const ENGLISH_CONDITION = /^(?:if|unless|should)$/u;
/** Words that open a condition's consequence when no comma marks it: a request or an order. */
export const CONSEQUENCE_OPENS =
  /^(?:please|pls|kindly|then|call|visit|click|tap|contact|reply|press|go|follow|open|log|login|text|ring|dial|use|ignore|disregard|delete|por|favor|veuillez|merci|bitte|per|gelieve|mohon|silakan|llame|llama|appelez|rufen|ligue|chiama|bel|hubungi|haga|cliquez|klicken|clique|clicca|klik|ignorez)$/u;
export const ALREADY = /^(?:already|ya|déjà|deja|bereits|schon|já|ja|già|gia|al|sudah)$/u;

/** A condition's words that receive a message not in hand: "you receive a text asking …". */
export function describesAMessage(cond: readonly Word[]): boolean {
  const r = cond.findIndex((x) => RECEIVE.test(x.lower));
  if (r < 0) return false;
  // The noun within a few words either side of the verb (German and Dutch put the verb last).
  // One spoken of as any such message ("a text", "eine E-Mail"), not "call 0906… to receive".
  for (let k = Math.max(1, r - 4); k < Math.min(cond.length, r + 5); k++)
    if (MESSAGE_NOUN.test(cond[k]!.lower) && ANY_ONE.test(cond[k - 1]!.lower)) return true;
  return false;
}

/** "I" in the languages read, as the subject of what the writer says of themself. */
const SELF = /^(?:i|i'm|im|ik|ich|je|j'|yo|eu|io|ja|ben|aku|saya)$/u;
/** "We" and the sender's other voices: a promise said by them is a sender's. */
const WE = /^(?:we|wij|wir|nous|nosotros|nós|nos|noi|kami|kita|my|biz|they|zij|sie|ils|ellos)$/u;
/**
 * Whether a negated verb of asking or calling is said of the writer ("I can't call right now",
 * "ik kan even niet bellen", "je ne peux pas appeler"): the plight of someone who cannot be
 * reached, the trick of the "Hi mum" scams, not what a sender promises it will never ask ("we will
 * never call you", "Chase will never ask").
 */
export const saidOfSelf = (before: ReadonlyArray<{ lower: string }>) => {
  // The first "I" or "we" decides: Dutch "je" is "you" after "Wij vragen je nooit …".
  const who = before.find((x) => SELF.test(x.lower) || WE.test(x.lower));
  return who !== undefined && SELF.test(who.lower);
};

/**
 * "If you did not authorize this payment, reply NO": a condition on what the reader did, which
 * says nothing of what will or will not be charged.
 */
export const ifTheReader = (before: ReadonlyArray<{ lower: string }>) =>
  before.length >= 2 &&
  /^(?:if|unless)$/.test(before[0]!.lower) &&
  /^(?:you|u)$/.test(before[1]!.lower);

const YES = /^(?:yes|y|or|sí|oui|ja|sim)$/u;
export const hasApostrophe = (x: string) => x.includes("'") || x.includes('’');

/** Whether `w` negates what follows, given the words next to it. */
export const isNegator = (w: Word, next: Word | undefined, prev: Word | undefined): boolean => {
  const x = w.lower;
  // Only a word with an apostrophe can be "n't" or "n'": most words need no pattern.
  if (hasApostrophe(x) && (/n['’]t$/u.test(x) || /^n['’]\p{L}/u.test(x))) return true;
  if (!NEGATORS.has(x) && !CLAUSE_NEGATORS.has(x)) return false;
  // "Facture non payée": unpaid, no negation (scope-words.ts saysUnpaid).
  if (next && (NOT_NEGATING_NEXT.has(next.lower) || saysUnpaid(next.lower, prev?.lower, x)))
    return false;
  // "Reply YES or NO", "No. 5": a "no" that is an answer or a number sign negates nothing.
  // "Customer care no XXXXXXXXXX", "Ref no 123": "no" for "number".
  if (
    x === 'no' &&
    (!next ||
      next.breakBefore ||
      /^[\dx]+$/u.test(next.lower) ||
      (prev && (YES.test(prev.lower) || NUMBER_OF.test(prev.lower))))
  )
    return false;
  return true;
};
