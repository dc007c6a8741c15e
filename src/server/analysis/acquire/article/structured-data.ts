/**
 * schema.org data a page declares about itself: JSON-LD blocks (with @graph and nesting) and
 * microdata itemtypes. Articles take their author and dates from it; shops their Product, Offer,
 * AggregateRating and Review entries.
 */

export type LdNode = Record<string, unknown>;

/** Bounds the walk over hostile or huge JSON-LD. */
const MAX_LD_NODES = 500;
const MAX_LD_DEPTH = 8;

export function ldTypes(node: LdNode): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : [t];
  return list
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.replace(/^https?:\/\/schema\.org\//, ''));
}

export function hasLdType(node: LdNode, ...types: string[]): boolean {
  return ldTypes(node).some((t) => types.includes(t));
}

/** Every object with an @type in the page's JSON-LD, nested ones included, in document order. */
export function jsonLdNodes(doc: Document): LdNode[] {
  const out: LdNode[] = [];
  const visit = (value: unknown, depth: number) => {
    if (
      out.length >= MAX_LD_NODES ||
      depth > MAX_LD_DEPTH ||
      value === null ||
      typeof value !== 'object'
    )
      return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const node = value as LdNode;
    if (node['@type'] !== undefined) out.push(node);
    for (const [key, child] of Object.entries(node)) {
      if (key !== '@context') visit(child, depth + 1);
    }
  };
  for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      visit(JSON.parse(script.textContent ?? ''), 0);
    } catch {
      // A broken JSON-LD block says nothing; the page's other signals still count.
    }
  }
  return out;
}

/** schema.org types declared as microdata (itemtype="https://schema.org/Product"). */
export function microdataTypes(doc: Document): string[] {
  return Array.from(doc.querySelectorAll('[itemtype]')).flatMap((el) =>
    (el.getAttribute('itemtype') ?? '')
      .split(/\s+/)
      .map((t) => t.replace(/^https?:\/\/schema\.org\//, ''))
      .filter(Boolean),
  );
}

/** A string or the name of a Person/Organization (or the first of a list). */
export function ldName(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const names = value.map(ldName).filter((n): n is string => !!n);
    return names.length ? names.join(', ') : null;
  }
  if (value && typeof value === 'object') {
    const name = (value as LdNode).name;
    return typeof name === 'string' ? name : null;
  }
  return null;
}
