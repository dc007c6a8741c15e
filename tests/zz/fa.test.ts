import { it } from 'vitest';
import { loadDatasets } from '../../scripts/eval/datasets';
import { analyzeRow, riskOf } from '../../scripts/eval/items';
import { shippedModel } from '../../src/server/analysis/offline/model/index';
import { score } from '../../src/server/analysis/score/index';
import { readModel } from '../../src/server/analysis/signals';
it('fa', () => {
  const ids = (process.env.SETS ?? 'legit-genres,phishing-email').split(',');
  const want = process.env.SRC ? new RegExp(process.env.SRC) : null;
  const bad = process.env.BAD === '1';
  for (const d of loadDatasets('/work/shared/data').filter((x) => ids.includes(x.id))) {
    for (const row of d.rows) {
      if (want && !want.test(row.source)) continue;
      if ((row.label === 1) !== bad) continue;
      const it = analyzeRow(row);
      const model = shippedModel();
      const now = new Date('2026-11-25T09:00:00Z');
      const r = riskOf(it, model, now);
      const flagged = r > 30;
      if (process.env.SHOW === 'all' ? false : flagged !== !bad) continue;
      const res: any = score(it.findings, it.acquired, { ...it.signals, reading: readModel(model, it.acquired) }, { analyzedAt: now, durationMs: 0 });
      const an = res?.redFlags?.find((f: any) => f.type === 'scam_anatomy');
      console.log('ROW', row.source, row.text.split(/\s+/).length, Math.round(r), res?.redFlags?.map((f: any) => `${f.type}:${f.severity}`).join(','), '|', an ? an.anatomy.map((p: any) => `${p.part}=${p.label}=${p.quote}`).join(' || ') : '-', '|', row.text.slice(0, 160).replace(/\s+/g, ' '));
    }
  }
}, 3600000);
