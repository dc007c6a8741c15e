/**
 * The batteries of scripts/eval/batteries (npm run eval:batteries) are well-formed: the columns,
 * a label of scam or genuine on every row, a language code, a family, a text, a page or "general
 * knowledge", ids unique and named after their battery, no text twice across the batteries, and
 * the counts the README gives.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { norm, readCsv } from '../../scripts/eval/csv';

const DIR = resolve(import.meta.dirname, '../../scripts/eval/batteries');
const COUNTS: Record<string, { scam: number; genuine: number }> = {
  battery33: { scam: 99, genuine: 99 },
  battery34: { scam: 98, genuine: 99 },
  battery35: { scam: 47, genuine: 153 },
  battery36: { scam: 139, genuine: 64 },
};
const files = readdirSync(DIR).filter((f) => f.endsWith('.csv'));

describe('the batteries', () => {
  it('are the four the README describes', () => {
    expect(files.map((f) => f.replace(/\.csv$/, '')).sort()).toEqual(Object.keys(COUNTS).sort());
  });

  const seen = new Map<string, string>();
  for (const file of files) {
    const name = file.replace(/\.csv$/, '');
    const rows = readCsv(resolve(DIR, file));
    it(`${name}: every row is complete and its counts are the README's`, () => {
      const prefix = `B${name.slice('battery'.length)}-`;
      const ids = new Set<string>();
      for (const r of rows) {
        expect(r.id?.startsWith(prefix), r.id).toBe(true);
        expect(ids.has(r.id!), r.id).toBe(false);
        ids.add(r.id!);
        expect(['scam', 'genuine']).toContain(r.label);
        expect(r.lang, r.id).toMatch(/^[a-z]{2}$/);
        expect(r.family?.trim(), r.id).toBeTruthy();
        expect(r.text?.trim(), r.id).toBeTruthy();
        expect(r.page === 'general knowledge' || /^https?:\/\//.test(r.page ?? ''), r.id).toBe(
          true,
        );
      }
      expect(rows.filter((r) => r.label === 'scam').length).toBe(COUNTS[name]!.scam);
      expect(rows.filter((r) => r.label === 'genuine').length).toBe(COUNTS[name]!.genuine);
    });
    it(`${name}: no text is in another battery`, () => {
      for (const r of rows) {
        const key = norm(r.text!);
        const other = seen.get(key);
        expect(other === undefined || other === name, `${r.id} also in ${other}`).toBe(true);
        seen.set(key, name);
      }
    });
  }
});
