/**
 * Fact-checks as CSV (RFC 4180: commas, double quotes around fields that hold commas, quotes or
 * line breaks, "" for a quote). The first line is the header; columns may come in any order:
 *
 *   claim_reviewed,rating,publisher_name,review_url            required
 *   publisher_site,review_date,language,claimant,               optional
 *   appearance_urls (several separated by spaces or |), verdict (false|mixed|true|other)
 */
import { FACT_CHECK_VERDICTS, type FactCheck, type FactCheckVerdict } from '../../../shared';
import { ImportError, toFactCheck } from './record';

export const CSV_REQUIRED_COLUMNS = [
  'claim_reviewed',
  'rating',
  'publisher_name',
  'review_url',
] as const;
export const CSV_OPTIONAL_COLUMNS = [
  'publisher_site',
  'review_date',
  'language',
  'claimant',
  'appearance_urls',
  'verdict',
] as const;
const KNOWN = new Set<string>([...CSV_REQUIRED_COLUMNS, ...CSV_OPTIONAL_COLUMNS]);

interface Row {
  line: number;
  fields: string[];
}

/** Splits CSV text into rows, each with the line it starts on. */
function rows(source: string): Row[] {
  const out: Row[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const text = source.replace(/^\uFEFF/, '');
  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') out.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
      i++;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === '"')
      throw new ImportError(
        `Line ${line}: a double quote inside a field that does not start with one. Put the whole field in double quotes and write "" for a quote.`,
      );
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += c;
    i++;
  }
  if (quoted)
    throw new ImportError(
      `Line ${rowLine}: a quoted field is never closed. Add the closing double quote.`,
    );
  if (field !== '' || fields.length) endRow();
  return out;
}

export function parseFactCheckCsv(source: string): FactCheck[] {
  const [header, ...body] = rows(source);
  if (!header)
    throw new ImportError(
      'The CSV file is empty. Its first line must be the header, e.g. claim_reviewed,rating,publisher_name,review_url.',
    );
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const unknown = names.find((name) => !KNOWN.has(name));
  if (unknown !== undefined) {
    throw new ImportError(
      `Line 1: unknown column "${unknown.slice(0, 40)}". The columns are ${[...CSV_REQUIRED_COLUMNS, ...CSV_OPTIONAL_COLUMNS].join(', ')}.`,
    );
  }
  const missing = CSV_REQUIRED_COLUMNS.filter((name) => !names.includes(name));
  if (missing.length)
    throw new ImportError(
      `Line 1: the header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
    );
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new ImportError(`Line 1: the column ${twice} appears twice.`);
  if (!body.length) throw new ImportError('The CSV file has a header but no fact-checks.');
  return body.map(({ line, fields }) => {
    if (fields.length !== names.length) {
      throw new ImportError(
        `Line ${line}: ${fields.length} fields where the header has ${names.length}. Put fields that hold commas in double quotes.`,
      );
    }
    const get = (name: string): string | null => {
      const index = names.indexOf(name);
      return index < 0 ? null : fields[index]!;
    };
    const verdictText = get('verdict')?.trim().toLowerCase() || null;
    if (verdictText && !(FACT_CHECK_VERDICTS as readonly string[]).includes(verdictText)) {
      throw new ImportError(
        `Line ${line}: the verdict "${verdictText.slice(0, 40)}" is not one of ${FACT_CHECK_VERDICTS.join(', ')} (or leave it empty to read it from the rating).`,
      );
    }
    return toFactCheck(
      {
        claimReviewed: get('claim_reviewed'),
        rating: get('rating'),
        verdict: verdictText as FactCheckVerdict | null,
        publisherName: get('publisher_name'),
        publisherSite: get('publisher_site'),
        reviewUrl: get('review_url'),
        reviewDate: get('review_date'),
        language: get('language'),
        claimant: get('claimant'),
        appearanceUrls: (get('appearance_urls') ?? '').split(/[\s|]+/).filter(Boolean),
      },
      `Line ${line}`,
    );
  });
}
