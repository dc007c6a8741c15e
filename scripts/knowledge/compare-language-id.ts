/**
 * Compares the two kept language identifiers issue 33 names, on short messages: eld (Apache-2.0,
 * 60 languages) at each of its database sizes, and fastText's lid.176 model through
 * fasttext.wasm.js. For each: load time, memory after loading, per-message cost and accuracy on
 * the Indonesian rows of smishing, thai-sms's `lang` column and scripts/knowledge/short-texts.csv.
 *
 *   node scripts/knowledge/run-ts.mjs scripts/knowledge/compare-language-id.ts [DATA_DIR]
 *
 * fasttext.wasm.js is not a dependency: install it without saving to compare
 * (`npm install --no-save fasttext.wasm.js@1.0.0`). Each candidate runs in its own process so
 * its memory is measured alone. DATA_DIR defaults to ../shared/data.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { readCsv } from '../eval/csv';

const ROOT = resolve(import.meta.dirname, '../..');
const DATA = resolve(process.argv[3] ?? join(ROOT, '../../shared/data'));
const CANDIDATES = ['eld-extrasmall', 'eld-small', 'eld-medium', 'eld-large', 'fasttext'];
/** Indonesian and Malay are one language to the product (eld reads Indonesian as Malay). */
const same = (a: string, b: string) =>
  a === b || (['id', 'ms'].includes(a) && ['id', 'ms'].includes(b));

interface Sample {
  set: string;
  lang: string;
  text: string;
}

function samples(): Sample[] {
  const out: Sample[] = [];
  for (const r of readCsv(join(DATA, 'smishing/smishing.csv')))
    if (r.source!.startsWith('Indonesian'))
      out.push({ set: 'smishing', lang: 'id', text: r.text! });
  for (const r of readCsv(join(DATA, 'thai-sms/thai-sms.csv')))
    out.push({ set: 'thai-sms', lang: r.lang!, text: r.text! });
  for (const r of readCsv(join(ROOT, 'scripts/knowledge/short-texts.csv')))
    out.push({ set: 'short', lang: r.lang!, text: r.text! });
  return out;
}

type Detect = (text: string) => string;

async function loader(name: string): Promise<Detect> {
  if (name.startsWith('eld-')) {
    const { eld } = await import(/* @vite-ignore */ `eld/${name.slice(4)}`);
    return (t) => eld.detect(t).language || 'und';
  }
  const pkg = 'fasttext.wasm.js';
  const { getLIDModel } = await import(/* @vite-ignore */ pkg);
  const ft = await (await getLIDModel()).load();
  return (t) => {
    const v = ft.predict(t.replace(/\s+/g, ' '), 1, 0);
    const label = v.size() ? String(v.get(0)[1]).replace('__label__', '') : 'und';
    v.delete?.();
    return label;
  };
}

async function measure(name: string): Promise<void> {
  const rows = samples();
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().rss;
  const t0 = performance.now();
  const detect = await loader(name);
  detect('warm up');
  const loadMs = performance.now() - t0;
  const loaded = process.memoryUsage().rss;
  const times: number[] = [];
  const got = rows.map((r) => {
    const s = performance.now();
    const lang = detect(r.text);
    times.push(performance.now() - s);
    return lang;
  });
  times.sort((a, b) => a - b);
  const bySet: Record<string, { n: number; ok: number; und: number }> = {};
  const misses: Record<string, string[]> = {};
  rows.forEach((r, i) => {
    const key = `${r.set}-${r.lang}`;
    const s = bySet[key] ?? { n: 0, ok: 0, und: 0 };
    bySet[key] = s;
    s.n++;
    if (same(got[i]!, r.lang)) s.ok++;
    else if (got[i] === 'und') s.und++;
    else misses[key] = [...(misses[key] ?? []), `${got[i]}: ${r.text.slice(0, 40)}`];
  });
  const MB = 2 ** 20;
  console.log(
    JSON.stringify({
      name,
      loadMs: Math.round(loadMs),
      rssGrowthMB: Math.round((loaded - before) / MB),
      rssAfterRunMB: Math.round(process.memoryUsage().rss / MB),
      medianUs: Math.round(times[times.length >> 1]! * 1000),
      p99Us: Math.round(times[Math.floor(times.length * 0.99)]! * 1000),
      bySet,
      misses,
    }),
  );
}

function report(line: string): void {
  const r = JSON.parse(line);
  const acc = Object.entries(r.bySet as Record<string, { n: number; ok: number; und: number }>)
    .map(
      ([k, s]) =>
        `${k} ${((100 * s.ok) / s.n).toFixed(1)}% of ${s.n}${s.und ? ` (${s.und} und)` : ''}`,
    )
    .join(', ');
  console.log(
    `${r.name}: load ${r.loadMs} ms, RSS +${r.rssGrowthMB} MB on load (${r.rssAfterRunMB} MB after the run), ` +
      `per message median ${r.medianUs} µs, p99 ${r.p99Us} µs\n  ${acc}`,
  );
  for (const [k, v] of Object.entries(r.misses as Record<string, string[]>))
    console.log(`  wrong ${k} (${v.length}): ${v.slice(0, 3).join(' | ')}`);
}

if (process.env.LID_CANDIDATE) await measure(process.env.LID_CANDIDATE);
else {
  for (const name of CANDIDATES) {
    const r = spawnSync(
      process.execPath,
      ['--expose-gc', join(ROOT, 'scripts/knowledge/run-ts.mjs'), ...process.argv.slice(2)],
      { env: { ...process.env, LID_CANDIDATE: name }, encoding: 'utf8', cwd: ROOT },
    );
    const line = r.stdout.trim().split('\n').pop() ?? '';
    if (r.status !== 0 || !line.startsWith('{')) {
      console.log(`${name}: could not run (${r.stderr.split('\n').find((l) => l.trim()) ?? ''})`);
      continue;
    }
    report(line);
  }
}
