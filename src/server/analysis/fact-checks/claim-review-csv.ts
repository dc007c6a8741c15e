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

/**
 * Splits CSV text into rows, each with the line it starts on, as the text comes in: push() takes
 * any piece of it (a quote pair or a CR LF may be cut between two) and returns the rows it
 * completed, end() the last one. Only the row being read is held.
 */
export class CsvRowReader {
  private fields: string[] = [];
  private field = '';
  private quoted = false;
  /** A double quote inside a quoted field: the end of the field, or the first of "". */
  private quoteSeen = false;
  /** The last character was a CR ending a row: an LF right after it belongs to it. */
  private afterCr = false;
  private started = false;
  private line = 1;
  private rowLine = 1;
  private out: Row[] = [];

  private endRow(): void {
    this.fields.push(this.field);
    if (this.fields.length > 1 || this.fields[0]!.trim() !== '')
      this.out.push({ line: this.rowLine, fields: this.fields });
    this.fields = [];
    this.field = '';
  }

  push(piece: string): Row[] {
    let text = piece;
    if (!this.started && text) {
      this.started = true;
      text = text.replace(/^\uFEFF/, '');
    }
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (this.afterCr) {
        this.afterCr = false;
        if (c === '\n') continue;
      }
      if (this.quoteSeen) {
        this.quoteSeen = false;
        if (c === '"') {
          this.field += '"';
          continue;
        }
        this.quoted = false;
      }
      if (this.quoted) {
        if (c === '"') this.quoteSeen = true;
        else {
          if (c === '\n') this.line++;
          this.field += c;
        }
        continue;
      }
      if (c === '"' && this.field === '') this.quoted = true;
      else if (c === '"')
        throw new ImportError(
          `Line ${this.line}: a double quote inside a field that does not start with one. Put the whole field in double quotes and write "" for a quote.`,
        );
      else if (c === ',') {
        this.fields.push(this.field);
        this.field = '';
      } else if (c === '\n' || c === '\r') {
        this.afterCr = c === '\r';
        this.endRow();
        this.line++;
        this.rowLine = this.line;
      } else this.field += c;
    }
    const rows = this.out;
    this.out = [];
    return rows;
  }

  end(): Row[] {
    if (this.quoteSeen) {
      this.quoteSeen = false;
      this.quoted = false;
    }
    if (this.quoted)
      throw new ImportError(
        `Line ${this.rowLine}: a quoted field is never closed. Add the closing double quote.`,
      );
    if (this.field !== '' || this.fields.length) this.endRow();
    const rows = this.out;
    this.out = [];
    return rows;
  }
}

/** The header's column names, checked: all known, the required ones present, none twice. */
function readHeader(header: Row | undefined): string[] {
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
  return names;
}

function toRecord(names: readonly string[], { line, fields }: Row): FactCheck {
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
}

/**
 * The fact-checks of a CSV read piece by piece (a file stream): each is checked and handed on as
 * soon as its row is complete, so memory holds one row, never the file.
 */
export async function* readFactCheckCsv(pieces: AsyncIterable<string>): AsyncGenerator<FactCheck> {
  const reader = new CsvRowReader();
  let names: string[] | null = null;
  let any = false;
  const take = function* (rows: Row[]): Generator<FactCheck> {
    for (const row of rows) {
      if (!names) {
        names = readHeader(row);
        continue;
      }
      any = true;
      yield toRecord(names, row);
    }
  };
  for await (const piece of pieces) yield* take(reader.push(piece));
  yield* take(reader.end());
  if (!names) readHeader(undefined);
  if (!any) throw new ImportError('The CSV file has a header but no fact-checks.');
}

/** The fact-checks of a whole CSV text. */
export function parseFactCheckCsv(source: string): FactCheck[] {
  const reader = new CsvRowReader();
  const [header, ...body] = [...reader.push(source), ...reader.end()];
  const names = readHeader(header);
  if (!body.length) throw new ImportError('The CSV file has a header but no fact-checks.');
  return body.map((row) => toRecord(names, row));
}
