/**
 * Trading tips or signals shared in a group, with a stake to put in: "Welcome to the VIP group …
 * our analyst shares the next stock tip … starting capital only €250", "Willkommen in der Gruppe …
 * Für die VIP-Signale registrieren Sie sich … Startkapital nur 250 €". The tips are what the pitch
 * sells as its way to make money, and a group that hands out free tips to strangers is how
 * investment scams recruit; a broker's advert of its minimum deposit names no such group. Read in
 * any of the languages the investment readings read (pretexts.ts, other-offers.ts), once one of
 * them has read the stake (PUT_MONEY_IN). Before any stake, the first approach is the invitation:
 * free tips in a group, the gains of past tips as percentages, and an offer to add the reader ("Each
 * week the professor shares a free stock pick … last picks were up 31%, 18% and 44% … shall I add
 * you?"): a stranger's group that hands out winning tips is the recruiting, read without a stake.
 */
import { ASK_LABEL, type Anatomy, PUT_MONEY_IN, WAY_TO_MAKE_MONEY } from './parts';
import { firstMatch } from '../../knowledge/patterns';
import { ANATOMY_MAX_CHARS } from './tokens';

const TIPS =
  /(?<![\p{L}])(?:signals?|(?:stock|trading|share|crypto) (?:tips?|picks?)|se[ñn]ales|sinais|signaux|signale|vip-signale|aktientipps?|segnali|signalen|sygna[łl]\p{L}*|sinyal\p{L}*|t[íi]n hi[ệe]u|k[èe]o)(?![\p{L}])/iu;
const GROUP =
  /(?<![\p{L}])(?:group|grupo|gruppe|groupe|gruppo|groep|grupa|grup|grubu|nh[óo]m|vip|club|klub|community|comunidad|comunidade|communaut[ée]|gemeinschaft|kanal|channel|canal)(?![\p{L}])/iu;
/** An offer to bring the reader in: "add you", "join", and the same in the languages above. */
const INVITE =
  /(?<![\p{L}])(?:add you|join|únete|unirte|únase|rejoignez|rejoindre|entre no|participe|treten sie|beitreten|unisciti|entra nel|doe mee|word lid|dołącz\p{L}*|katıl\p{L}*|gabung|bergabung|tham gia|vào nhóm)(?![\p{L}])/iu;
/** Gains of past tips as percentages ("up 31%, 18% and 44%"), or the tips said to be free. */
const GAINS = /\d{1,3}(?:[.,]\d+)?\s?%/gu;
const FREE_TIPS =
  /(?<![\p{L}])(?:free|gratis|gratuit[aeo]?s?|kostenlos\p{L}*|gratuit|darmow\p{L}*|ücretsiz|cuma-cuma|miễn phí|mien phi)(?![\p{L}])/iu;
const RECRUITS = 'offers trading tips in a group, the way investment scams recruit';

export function tipsGroup(text: string, anatomy: Anatomy): void {
  const head = text.slice(0, ANATOMY_MAX_CHARS);
  if (!anatomy.asks.some((a) => a.label === PUT_MONEY_IN)) {
    invitedToTips(head, anatomy);
    return;
  }
  const tip = firstMatch(TIPS, head);
  const group = tip && firstMatch(GROUP, head);
  if (!tip || !group) return;
  if (!anatomy.pretexts.some((p) => p.kind === 'affairs'))
    anatomy.pretexts.push({ kind: 'affairs', label: WAY_TO_MAKE_MONEY, span: tip });
  if (!anatomy.pressures.some((p) => p.kind === 'too_good'))
    anatomy.pressures.push({ kind: 'too_good', label: RECRUITS, span: group });
}

/** The invitation before any stake (see above): tips, a group, gains or "free", and "add you". */
function invitedToTips(head: string, anatomy: Anatomy): void {
  const tip = firstMatch(TIPS, head);
  const group = tip && firstMatch(GROUP, head);
  const invite = group && firstMatch(INVITE, head);
  if (!tip || !group || !invite) return;
  if ((head.match(GAINS)?.length ?? 0) < 2 && !FREE_TIPS.test(head)) return;
  if (!anatomy.pretexts.some((p) => p.kind === 'affairs'))
    anatomy.pretexts.push({ kind: 'affairs', label: WAY_TO_MAKE_MONEY, span: tip });
  if (!anatomy.pressures.some((p) => p.kind === 'too_good'))
    anatomy.pressures.push({ kind: 'too_good', label: RECRUITS, span: group });
  if (!anatomy.asks.some((a) => a.kind === 'messaging'))
    anatomy.asks.push({ kind: 'messaging', label: ASK_LABEL.messaging, span: invite, sentence: 0 });
}
