/**
 * How many times a PDF's forms are drawn when its text is read, and how many bytes of their
 * contents that parses (pdf-scan.ts bounds both). PDF.js reads a form's content again at every
 * `Do` that draws it, forms draw forms, and a form that shows any text is never skipped: ten forms
 * each drawing the next ten times make ten billion draws in 2.6 KB. Counted here from the objects
 * (pdf-objects.ts): a name a form draws is looked up in its own resources, else (PDF.js then uses
 * the caller's) in every XObject dictionary of the file, taking the costliest form of that name.
 */
import { dictOf, nameOf, type PdfObjects, type PdfValue } from './pdf-objects';

export interface DrawCost {
  draws: number;
  bytes: number;
}

/** Past this every count is as good as endless. */
const CEILING = 1e15;
const add = (a: number, b: number) => Math.min(CEILING, a + b);
const times = (a: number, b: number) => Math.min(CEILING, a * b);

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is PDF white space and ends a name.
const DO = /\/([^\x00\t\n\f\r /<>[\]()%{}]+)[\x00\t\n\f\r ]*Do(?![A-Za-z0-9])/g;
const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

/** The names a content stream draws, with how often. */
function drawnNames(content: string): Map<string, number> {
  const names = new Map<string, number>();
  for (const match of content.matchAll(DO)) {
    const name = decodeName(match[1]!);
    names.set(name, (names.get(name) ?? 0) + 1);
  }
  return names;
}

/**
 * The draws and bytes of reading every page content in `contents` (unpacked, by object number),
 * with every form in it drawn as often as the pages and forms ask.
 */
export function formDrawCost(found: PdfObjects, contents: ReadonlyMap<number, string>): DrawCost {
  const { objects, refs } = found;
  const resolve = (value: PdfValue | undefined): PdfValue | undefined =>
    value?.kind === 'ref' ? objects.get(value.num)?.value : value;
  const isForm = (num: number) =>
    nameOf(dictOf(objects.get(num)?.value)?.get('Subtype')) === 'Form';

  // Every name an XObject dictionary gives, with the objects it names.
  const xobjectDicts = new Set(refs.filter((r) => r.path.at(-1) === 'XObject').map((r) => r.to));
  const byName = new Map<string, Set<number>>();
  for (const ref of refs) {
    const inline = ref.path.length >= 2 && ref.path.at(-2) === 'XObject';
    const indirect = ref.path.length === 1 && xobjectDicts.has(ref.from);
    if (!inline && !indirect) continue;
    const name = ref.path.at(-1)!;
    if (!byName.has(name)) byName.set(name, new Set());
    byName.get(name)!.add(ref.to);
  }

  /** What a form's own resources call its XObjects. */
  function ownNames(form: number): Map<string, PdfValue> | null {
    const resources = dictOf(resolve(dictOf(objects.get(form)?.value)?.get('Resources')));
    return dictOf(resolve(resources?.get('XObject')));
  }

  const memo = new Map<number, DrawCost>();
  const drawing = new Set<number>();

  /** The costliest form `name` may be, from `own` names first. */
  function costOfName(name: string, own: Map<string, PdfValue> | null): DrawCost {
    const given = own?.get(name);
    const candidates =
      given?.kind === 'ref' ? [given.num] : given ? [] : [...(byName.get(name) ?? [])];
    let best: DrawCost = { draws: 0, bytes: 0 };
    for (const num of candidates) {
      // PDF.js does not draw a form inside itself again.
      if (!isForm(num) || drawing.has(num)) continue;
      const cost = costOfForm(num);
      if (cost.draws > best.draws || cost.bytes > best.bytes)
        best = { draws: Math.max(best.draws, cost.draws), bytes: Math.max(best.bytes, cost.bytes) };
    }
    return best;
  }

  function costOf(content: string, own: Map<string, PdfValue> | null): DrawCost {
    let total: DrawCost = { draws: 0, bytes: content.length };
    for (const [name, count] of drawnNames(content)) {
      const cost = costOfName(name, own);
      total = {
        draws: add(total.draws, times(count, cost.draws)),
        bytes: add(total.bytes, times(count, cost.bytes)),
      };
    }
    return total;
  }

  function costOfForm(form: number): DrawCost {
    const known = memo.get(form);
    if (known) return known;
    drawing.add(form);
    const inner = costOf(contents.get(form) ?? '', ownNames(form));
    drawing.delete(form);
    const cost = { draws: add(1, inner.draws), bytes: inner.bytes };
    memo.set(form, cost);
    return cost;
  }

  // Page contents: every stream named as a /Contents (one, or an array of them).
  const pageContents = new Set(
    refs
      .filter((r) => r.path.at(-1) === 'Contents' || r.path.slice(-2).join('/') === 'Contents/[]')
      .map((r) => r.to),
  );
  let total: DrawCost = { draws: 0, bytes: 0 };
  for (const num of pageContents) {
    const content = contents.get(num);
    if (content === undefined || isForm(num)) continue;
    const cost = costOf(content, null);
    total = { draws: add(total.draws, cost.draws), bytes: add(total.bytes, cost.bytes) };
  }
  return total;
}
