/**
 * Trading tips or signals shared in a group, with a stake to put in: "Welcome to the VIP group …
 * our analyst shares the next stock tip … starting capital only €250", "Willkommen in der Gruppe …
 * Für die VIP-Signale registrieren Sie sich … Startkapital nur 250 €". The tips are what the pitch
 * sells as its way to make money, and a group that hands out free tips to strangers is how
 * investment scams recruit; a broker's advert of its minimum deposit names no such group. Read in
 * any of the languages the investment readings read (pretexts.ts, other-offers.ts), once one of
 * them has read the stake (PUT_MONEY_IN).
 */
import { type Anatomy, PUT_MONEY_IN, WAY_TO_MAKE_MONEY } from './parts';
import { firstMatch } from '../../knowledge/patterns';
import { ANATOMY_MAX_CHARS } from './tokens';

const TIPS =
  /(?<![\p{L}])(?:signals?|(?:stock|trading|share|crypto) tips?|se[ñn]ales|sinais|signaux|signale|vip-signale|aktientipps?|segnali|signalen|sygna[łl]\p{L}*|sinyal\p{L}*|t[íi]n hi[ệe]u|k[èe]o)(?![\p{L}])/iu;
const GROUP =
  /(?<![\p{L}])(?:group|grupo|gruppe|groupe|gruppo|groep|grupa|grup|grubu|nh[óo]m|vip|club|klub|community|comunidad|comunidade|communaut[ée]|gemeinschaft|kanal|channel|canal)(?![\p{L}])/iu;
const RECRUITS = 'offers trading tips in a group, the way investment scams recruit';

export function tipsGroup(text: string, anatomy: Anatomy): void {
  if (!anatomy.asks.some((a) => a.label === PUT_MONEY_IN)) return;
  const head = text.slice(0, ANATOMY_MAX_CHARS);
  const tip = firstMatch(TIPS, head);
  const group = tip && firstMatch(GROUP, head);
  if (!tip || !group) return;
  if (!anatomy.pretexts.some((p) => p.kind === 'affairs'))
    anatomy.pretexts.push({ kind: 'affairs', label: WAY_TO_MAKE_MONEY, span: tip });
  if (!anatomy.pressures.some((p) => p.kind === 'too_good'))
    anatomy.pressures.push({ kind: 'too_good', label: RECRUITS, span: group });
}
