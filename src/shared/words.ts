/** Small helpers for sentences people read: counts with the right plural, lists with "and". */

/** "1 review", "3 reviews", "no reviews"; pass the plural when it is not singular + "s". */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  if (n === 0) return `no ${plural}`;
  return `${n} ${n === 1 ? singular : plural}`;
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: ReadonlyArray<string | false | null | undefined>): string {
  const xs = items.filter((x): x is string => !!x);
  return xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}` : (xs[0] ?? '');
}

/** The first letter in upper case. */
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
