/**
 * What a language gives the class reader (class-reader.ts): its meaning classes, as global
 * patterns over the normalised copy of a message's text. Split from class-reader.ts.
 */
/**
 * A table's class from its lists of phrase sources: matched as whole words (no letter or digit on
 * either side), case-insensitive, global, as the class reader reads every table. `edge` is what may
 * not stand beside a word: a script whose vowel signs are marks (Hindi) adds `\\p{M}`.
 */
export const wordList = (list: readonly string[], edge = '\\p{L}\\p{N}'): RegExp =>
  new RegExp(`(?<![${edge}])(?:${list.join('|')})(?![${edge}])`, 'giu');

/** One language's meaning classes, as global patterns over the normalised text. */
export interface ClassWords {
  /** Offers of easy money, each with the pretext's label, tried in this order on a tie. */
  offers: ReadonlyArray<readonly [RegExp, string]>;
  /** The offer label that makes the advert itself the promise of winnings (gambling). */
  gamblingLabel: string;
  /** The label of an offer of paid work, whose pay is pressure. */
  jobLabel: string;
  account: RegExp;
  /** The account pretext's label, when not the default ("your account or your data"). */
  accountLabel?: string;
  /**
   * What happens if the reader does nothing ("will be returned", "a surcharge"): the threat. Without
   * it, the account in trouble is the threat.
   */
  threat?: RegExp;
  /** The label of the `free` pressure, when not "promises money for nothing". */
  freeLabel?: string;
  law: RegExp;
  /** Someone the reader knows, addressed or claimed ("Mẹ ơi", "số mới của con"), if any. */
  person?: RegExp;
  /** Someone the reader knows, claimed anywhere in the message, if any. */
  personClaim?: RegExp;
  /**
   * Someone the reader knows said to write from a new number or from someone else's phone ("ini
   * no baruku", "aku pinjam hp teman"), if any: the number the reader knows cannot be used to
   * check, which makes money asked of them a plea (index.ts).
   */
  newNumber?: RegExp;
  /** Said to have sent something by mistake, if any. */
  mistake?: RegExp;
  click: RegExp;
  /**
   * Words that point at a link or button ("click here", "the link below"), if any: beside a word to
   * act they make an ask to open a link where pasting lost the link itself.
   */
  pointer?: RegExp;
  pay: RegExp;
  /**
   * Where the money or the phone credit is to go, pointed at ("ke nomor ini", "di no ini"), if
   * any: a word for paying just before it asks for money though no amount is named.
   */
  payTo?: RegExp;
  /**
   * Help asked with a payment ("helpen met een betaling", "mir bei einer Zahlung helfen"), if any:
   * in a message that names an amount anywhere, it asks for the money.
   */
  payHelp?: RegExp;
  /** Money lent or advanced to the writer ("kun jij het voorschieten?"): asked with or without an amount. */
  lend?: RegExp;
  details: RegExp;
  /** An ask for a code ("send the code back"), if any. */
  secret?: RegExp;
  /** A negation just before a word that turns an ask into advice ("never give the code"). */
  negated?: RegExp;
  /** "Never" ("không bao giờ", "tidak pernah", "nunca"): advice over the whole clause it opens. */
  never?: RegExp;
  done: RegExp;
  /**
   * A payment the reader is told to disown ("se non sei stato tu", "si no fuiste tú"), if any: it
   * is the pretext of what follows, however done the payment is said to be.
   */
  disown?: RegExp;
  /** Said to be done at the reader's own request ("as requested", "wie gewünscht"), if any. */
  requested?: RegExp;
  sendMoney: RegExp;
  bankAccount: RegExp;
  /** The name an account is in ("a/n Budi"), if any: beside an account, where money is to go. */
  payee?: RegExp;
  chatId: RegExp;
  /**
   * An invitation to write to the sender on a chat app with no contact given ("chame no WhatsApp",
   * "escríbenos por WhatsApp"), if any: an ask to move to the chat, not a way that is the sender's
   * or another's (shops use it too).
   */
  chatInvite?: RegExp;
  /**
   * A question that closes an offer and asks for an answer ("¿Le interesa?", "Êtes-vous
   * intéressé(e) ?", "Bei Interesse schreiben Sie mir", "Tertarik?"): beside an offer of easy money,
   * an ask to reply, as "Interested?" is in English.
   */
  interest?: RegExp;
  /**
   * A phone number to call or text, if the language's scams give one as the way to act (a
   * number is neither the sender's own nor proof against it).
   */
  phone?: RegExp;
  /**
   * Someone else the reader is told to call instead of the sender ("my husband", "my superior",
   * "the person I have authorised"), if any: a phone number right after it is a way to act that
   * is not the sender's.
   */
  thirdParty?: RegExp;
  /** A sale or a payment of the reader's the message says it is about, if any: a pretext. */
  deal?: RegExp;
  /** A key pressed on a recorded call's menu ("presione 1", "appuyez sur le 1"). */
  keypad?: RegExp;
  spelled?: RegExp;
  urgent: RegExp;
  /** "Now" and its like: urgency only in the sentence of an ask ("ligue agora para …"). */
  urgentBesideAsk?: RegExp;
  /**
   * A word to act written right before a link asks to open it even with no pretext read. Not for
   * Thai: its shops and carriers write "คลิก" before every offer's link, and with it genuine Thai
   * offers graded D/F went from 1.9% to 2.7% out of source.
   */
  pointedLinks?: boolean;
  /**
   * The writer's own ("la mia carta", "meu cartão", "kartu saya"), read over an account's state and
   * the few characters before it: the writer's own card blocked is their excuse, not the reader's
   * account threatened.
   */
  mine?: RegExp;
  /** A bill falling due ("vence", "scade", "jatuh tempo"): its date, not haste, from a relative. */
  due?: RegExp;
  /** The writer's own call to come ("ich ruf dich heute Abend an"): its time is no deadline. */
  callBack?: RegExp;
  /**
   * Told not to call, or that the sender will be the one to call ("jangan telepon dulu", "nanti
   * aku yang telepon"), if any: the reader cannot check by calling (pressure).
   */
  noCall?: RegExp;
  money: RegExp;
  free: RegExp;
  noChecks: RegExp;
  returns: RegExp;
  won: RegExp;
  winnings: RegExp;
  /** A fee named, if any: with an amount it is pressure. */
  fee?: RegExp;
}
