/**
 * Scoring a shop's offer: for a shop the source parts of the score come from its criteria (the
 * shop assessment, a signal: signals/shop-assessment.ts), and the factual part asks whether the
 * offer is presented honestly, which needs the analyzer's red flags and claims.
 */
import { SEVERITY_RANK, type RedFlag, type Severity } from '../../../shared';
import type { Findings } from '../analyzer';

/** Claims about price and stock cannot be checked offline; an offer without pressure starts here. */
const HONEST_OFFER = 75;
/** Points an offer loses for the worst flag of each deceptive-selling type, by severity. */
const OFFER_PENALTY: Record<string, Record<Severity, number>> = {
  too_good_to_be_true: { high: 35, medium: 20, low: 5 },
  prize_scam: { high: 35, medium: 25, low: 10 },
  urgency: { high: 15, medium: 10, low: 3 },
  scarcity: { high: 12, medium: 8, low: 3 },
};

type Part = [number, string];

/** The factual part for a shop: is the offer presented honestly? Known false claims still sink it. */
export function offerHonesty(findings: Findings): Part {
  const worst = new Map<string, RedFlag>();
  for (const f of findings.redFlags) {
    if (!(f.type in OFFER_PENALTY)) continue;
    const cur = worst.get(f.type);
    if (!cur || SEVERITY_RANK[f.severity] > SEVERITY_RANK[cur.severity]) worst.set(f.type, f);
  }
  let score =
    HONEST_OFFER -
    [...worst.values()].reduce((sum, f) => sum + OFFER_PENALTY[f.type]![f.severity], 0);
  const falseClaims = findings.claims.filter((cl) => cl.status === 'false').length;
  if (falseClaims) score = Math.min(score, 20);
  const signs = [...worst.values()].map((f) => f.indicator.toLowerCase());
  const why = signs.length
    ? `Selling pressure or a deal too good to be true: ${signs.join('; ')}.`
    : 'No price or pressure tricks found.';
  return [
    score,
    `A product page is not expected to cite studies; this asks whether the offer is presented honestly. ${why}${falseClaims ? ' It repeats a known false claim.' : ''}`,
  ];
}
