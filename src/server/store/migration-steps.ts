/** The kinds of step a migration (migrations.ts) is made of; migrate.ts runs them. */
import type { Compilable } from './compile';

/** A step whose statements depend on rows: `select` runs, then `each` of every row it returned. */
export interface RowsStep {
  select: Compilable;
  each: (row: Record<string, unknown>) => Compilable[];
}

/**
 * A step over a table too big to read at once: `page` selects the rows after a `seq` (in `seq`
 * order, at most `size`, each with its `seq`), `each` gives the statements for a row, until a
 * page comes back empty.
 */
export interface PagedRowsStep {
  page: (afterSeq: number, size: number) => Compilable;
  each: (row: Record<string, unknown>) => Compilable[];
}

/** A compiled statement, a raw SQL script (one database's own syntax), or a rows step. */
export type Step = Compilable | { script: string } | RowsStep | PagedRowsStep;
