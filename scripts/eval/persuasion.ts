/**
 * How well the offline bias detector finds persuasion techniques, measured on the SemEval-2021
 * task 6 meme texts (task 2 files: text plus technique spans). A text counts as having a
 * technique when any of its spans carries it; we "detect" it when detectBias reports a finding
 * of the matching technique. Per technique: support (texts that have it), detected, correct,
 * precision and recall; then micro-averaged overall rows per file and for both together.
 *
 * Techniques of the task that FactLens does not try to detect (obfuscation) are still listed
 * with their support, so the gaps show.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectBias } from '../../src/server/analysis/offline/bias';

/** SemEval technique name -> FactLens technique id (null: not detected by FactLens). */
export const SEMEVAL_TECHNIQUES: Readonly<Record<string, string | null>> = {
  'Loaded Language': 'loaded_language',
  'Name calling/Labeling': 'name_calling',
  'Exaggeration/Minimisation': 'exaggeration',
  Doubt: 'doubt',
  'Appeal to fear/prejudice': 'appeal_to_fear',
  'Flag-waving': 'flag_waving',
  'Causal Oversimplification': 'causal_oversimplification',
  Slogans: 'slogans',
  'Black-and-white Fallacy/Dictatorship': 'black_and_white',
  'Thought-terminating cliché': 'thought_terminating_cliche',
  Whataboutism: 'whataboutism',
  Bandwagon: 'bandwagon',
  'Appeal to authority': 'appeal_to_authority',
  "Misrepresentation of Someone's Position (Straw Man)": 'straw_man',
  'Presenting Irrelevant Data (Red Herring)': 'red_herring',
  Repetition: 'repetition',
  'Reductio ad hitlerum': 'reductio_ad_hitlerum',
  Smears: 'smears',
  'Glittering generalities (Virtue)': 'glittering_generalities',
  'Obfuscation, Intentional vagueness, Confusion': null,
};

/** The task-2 files measured, by the name shown in the table. */
const FILES: ReadonlyArray<[string, string]> = [
  ['dev', 'dev_set_task2.txt'],
  ['training', 'training_set_task2.txt'],
];

interface Example {
  text: string;
  labels: Set<string>;
}

interface Tally {
  support: number;
  detected: number;
  correct: number;
}

function loadExamples(path: string): Example[] {
  const rows = JSON.parse(readFileSync(path, 'utf8')) as Array<{
    text: string;
    labels: Array<{ technique: string }>;
  }>;
  return rows.map((r) => ({ text: r.text, labels: new Set(r.labels.map((l) => l.technique)) }));
}

function ratio(a: number, b: number): number {
  return b === 0 ? 0 : Math.round((a / b) * 1000) / 1000;
}

function row(technique: string, t: Tally): Record<string, string | number> {
  const precision = ratio(t.correct, t.detected);
  const recall = ratio(t.correct, t.support);
  const f1 =
    precision + recall === 0
      ? 0
      : Math.round(((2 * precision * recall) / (precision + recall)) * 1000) / 1000;
  return {
    technique,
    support: t.support,
    detected: t.detected,
    correct: t.correct,
    precision,
    recall,
    f1,
  };
}

/** Accepts the data root (../shared/data) or its persuasion folder. */
function persuasionDir(dataDir: string): string {
  return existsSync(join(dataDir, 'techniques_list_task1-2.txt'))
    ? dataDir
    : join(dataDir, 'persuasion');
}

export async function persuasionReport(
  dataDir: string,
): Promise<Array<Record<string, string | number>>> {
  const dir = persuasionDir(dataDir);
  const perTechnique = new Map<string, Tally>(
    Object.keys(SEMEVAL_TECHNIQUES).map((k) => [k, { support: 0, detected: 0, correct: 0 }]),
  );
  const overall: Array<[string, Tally]> = [];
  const all: Tally = { support: 0, detected: 0, correct: 0 };
  for (const [name, file] of FILES) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    const set: Tally = { support: 0, detected: 0, correct: 0 };
    for (const ex of loadExamples(path)) {
      const found = new Set(detectBias(ex.text).map((f) => f.technique));
      for (const [semeval, ours] of Object.entries(SEMEVAL_TECHNIQUES)) {
        const t = perTechnique.get(semeval)!;
        const gold = ex.labels.has(semeval);
        const hit = ours !== null && found.has(ours);
        if (gold) t.support++;
        if (hit) t.detected++;
        if (gold && hit) t.correct++;
        // Overall counts only techniques FactLens tries to detect, so precision is not diluted
        // by ones it never claims; recall there is over those techniques' support.
        if (ours === null) continue;
        for (const agg of [set, all]) {
          if (gold) agg.support++;
          if (hit) agg.detected++;
          if (gold && hit) agg.correct++;
        }
      }
    }
    overall.push([`overall (${name})`, set]);
  }
  if (overall.length === 0) throw new Error(`No SemEval task-2 files found in ${dir}`);
  const rows = [...perTechnique].map(([semeval, t]) =>
    row(SEMEVAL_TECHNIQUES[semeval] ? semeval : `${semeval} (not detected)`, t),
  );
  for (const [name, t] of overall) rows.push(row(name, t));
  rows.push(row('overall (all)', all));
  return rows;
}
