/**
 * ROC-AUC by ranks (Mann-Whitney U): the chance that a random bad row gets a higher risk than a
 * random good one, ties counting half. Scores are integers 0-100, so ties are common and matter.
 */
export function rocAuc(risk: readonly number[], labels: ReadonlyArray<0 | 1>): number {
  const idx = risk.map((_, i) => i).sort((a, b) => risk[a]! - risk[b]!);
  let pos = 0;
  let rankSumPos = 0;
  for (let i = 0; i < idx.length; ) {
    let j = i;
    while (j + 1 < idx.length && risk[idx[j + 1]!] === risk[idx[i]!]) j++;
    const avgRank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++)
      if (labels[idx[k]!] === 1) {
        pos++;
        rankSumPos += avgRank;
      }
    i = j + 1;
  }
  const neg = idx.length - pos;
  if (pos === 0 || neg === 0) return NaN;
  return (rankSumPos - (pos * (pos + 1)) / 2) / (pos * neg);
}

/** A risk of more than 30 is a credibility score under 70: graded D or F. */
export const D_OR_F_RISK = 30;

/** Share of the bad rows (label 1) graded D or F. */
export function catchRate(risk: readonly number[], labels: ReadonlyArray<0 | 1>): number {
  const bad = risk.filter((_, i) => labels[i] === 1);
  return bad.length ? bad.filter((r) => r > D_OR_F_RISK).length / bad.length : NaN;
}

/** Share of the good rows (label 0) graded D or F. */
export function falseAlarmRate(risk: readonly number[], labels: ReadonlyArray<0 | 1>): number {
  const good = risk.filter((_, i) => labels[i] === 0);
  return good.length ? good.filter((r) => r > D_OR_F_RISK).length / good.length : NaN;
}
