/**
 * The "safe account" fraud: someone who says they are the reader's bank, its fraud team or the
 * police tells them their account is at risk and to move their money to a "safe", "secure" or
 * "protected" account, which is the fraudster's. No bank or police force ever asks this (UK
 * Finance, the Dutch Banking Association, the Spanish and German police publish it in these words),
 * so the act is the warning sign whoever claims to ask. In English, Spanish, Portuguese, French,
 * German, Dutch, Italian, Vietnamese and Indonesian, written by hand from the banks' and police
 * forces' own warnings.
 */
import { cue, spellings } from '../../knowledge/patterns';
import type { ActRule } from './act-rule';

/** Up to this many characters between two words of one phrase, within a sentence ("6.200 €" in it). */
const near = (n: number) => `(?:[^.!?\\n]|\\.(?=\\d)){0,${n}}?`;

/** An account said to be safe, secure, protected or set up to hold the money for now. */
const SAFE_ACCOUNT = [
  '(?:safe|secure|secured|protected|safety|security|holding|temporary|safeguard(?:ed|ing)?) (?:bank )?account',
  'cuenta (?:segura|de seguridad|protegida|temporal|puente|de custodia|blindada)',
  'conta (?:segura|de seguran[cç]a|protegida|tempor[aá]ria|cofre|blindada)',
  'compte (?:s[ée]curis[ée]|de s[ée]curit[ée]|prot[ée]g[ée]|temporaire|refuge|tampon)',
  '(?:sicheres|gesch[üu]tztes|sicheren|gesch[üu]tzten) konto|sicherheitskonto|schutzkonto|treuhandkonto',
  '(?:veilige|beveiligde|beschermde|tijdelijke) (?:bank)?rekening|kluisrekening|veiligheidsrekening',
  'conto (?:sicuro|protetto|di sicurezza|temporaneo|blindato)',
  // Vietnamese and Indonesian: "tài khoản an toàn / tạm giữ của cơ quan điều tra", "rekening aman".
  't[àa]i kho[ảa]n (?:an to[àa]n|t[ạa]m gi[ữu]|chuy[êe]n d[ụu]ng|c[ủu]a c[ơo] quan)',
  'rekening (?:aman|penampungan|sementara|khusus|pengamanan)',
].join('|');

/**
 * Every match of `SAFE_ACCOUNT` holds one of its spellings as whole words, so where none is in a
 * text the act is not searched for (a news page that says "account" is not read for it).
 */
const SAFE_ACCOUNT_SPELLINGS = [...new Set(spellings(SAFE_ACCOUNT))];

/** Moving, transferring or putting money somewhere, in the nine languages. */
const MOVE = `(?:move|moving|send|put|transf\\p{L}*|traspas\\p{L}*|mueva|mover|pasar|ingres\\p{L}*|mova|coloque|vire[zr]?|virement|d[ée]pos\\p{L}*|[üu]berweis\\p{L}*|[üu]bertrag\\p{L}*|verschieb\\p{L}*|overboek\\p{L}*|overmak\\p{L}*|zet|zetten|maak|breng|stort\\p{L}*|spost\\p{L}*|trasferi\\p{L}*|bonific\\p{L}*|versa\\p{L}*|chuy[ểe]n|n[ộo]p|pindahkan|pindah\\p{L}*)`;

/** The reader's money: a word for it or an amount, in the nine languages. */
const MONEY = `(?:money|funds|savings|balance|[£$€]|\\d|dinero|fondos|ahorros|saldo|dinheiro|fundos|poupan[cç]as|argent|fonds|[ée]conomies|[ée]pargne|geld|erspar\\p{L}*|guthaben|spaargeld|soldi|denaro|risparmi|fondi|s[ốo] d[ưu]|ti[ềe]n|saldo|uang|dana)`;

/**
 * A bank's or police force's warning names the same act: "we will never ask you to move money to
 * a safe account", "fraudsters tell you to transfer your savings to a 'secure account'".
 */
const WARNING =
  'never|nunca|jam[aá]s|jamais|niemals|nie |nooit|mai |fraudsters?|scammers?|criminals|estafadores|delincuentes|golpistas|criminosos|fraudeurs|escrocs|betr[üu]ger|kriminelle|oplichters|criminelen|truffatori|criminali|kh[ôo]ng bao gi[ờo]|l[ừu]a [đd][ảa]o|m[ạa]o danh|tidak pernah|penipu\\p{L}*';

export const SAFE_ACCOUNT_ACT_RULES: readonly ActRule[] = [
  // Must not fire on: "We will never ask you to move money to a safe account. If anyone does, hang
  // up and call the number on your card." nor "Open a savings account in minutes in the app."
  {
    type: 'payment_request',
    indicator: 'Asks you to move your money to a "safe" account',
    severity: 'high',
    explanation:
      'Your bank, its fraud team and the police never ask you to move money to a "safe", "secure" or "protected" account: that account belongs to the fraudster. Hang up or stop replying, and call your bank on the number on your card.',
    // The money may be named first: "per tutelare i risparmi deve spostarli su un conto di sicurezza".
    hook: cue([
      {
        phrase: `${MOVE}${near(30)}${MONEY}${near(50)}(?:${SAFE_ACCOUNT})`,
        needs: SAFE_ACCOUNT_SPELLINGS,
      },
      {
        phrase: `${MONEY}${near(40)}${MOVE}${near(30)}(?:${SAFE_ACCOUNT})`,
        needs: SAFE_ACCOUNT_SPELLINGS,
      },
    ]),
    unless: cue([WARNING]),
  },
];
