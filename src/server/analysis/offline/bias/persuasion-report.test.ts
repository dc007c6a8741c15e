import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { persuasionReport } from '../../../../../scripts/eval/persuasion';

// A tiny file in the SemEval task-2 format, written here (tests never read ../shared/data).
const dir = mkdtempSync(join(tmpdir(), 'factlens-persuasion-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const span = (technique: string) => ({ start: 0, end: 1, technique, text_fragment: 'x' });
writeFileSync(join(dir, 'techniques_list_task1-2.txt'), 'Loaded Language\nName calling/Labeling\n');
writeFileSync(
  join(dir, 'dev_set_task2.txt'),
  JSON.stringify([
    // Found and labelled: a true positive for loaded language and for name calling.
    {
      id: '1',
      text: 'These corrupt idiots are destroying everything.',
      labels: [span('Loaded Language'), span('Name calling/Labeling')],
    },
    // Labelled but missed: counts against recall only.
    { id: '2', text: 'He is a man of the people.', labels: [span('Loaded Language')] },
    // Found but not labelled: counts against precision only.
    { id: '3', text: 'What a disgusting, disastrous decision.', labels: [] },
    // Neither: counts nowhere.
    { id: '4', text: 'The meeting starts at ten.', labels: [] },
  ]),
);

describe('persuasionReport', () => {
  it('counts support, detections and hits per technique, and precision and recall from them', async () => {
    const rows = await persuasionReport(dir);
    const loaded = rows.find((r) => r.technique === 'Loaded Language');
    expect(loaded).toMatchObject({
      support: 2,
      detected: 2,
      correct: 1,
      precision: 0.5,
      recall: 0.5,
    });
    const naming = rows.find((r) => r.technique === 'Name calling/Labeling');
    expect(naming).toMatchObject({ support: 1, correct: 1, recall: 1 });
    expect(
      rows.find(
        (r) => r.technique === 'Obfuscation, Intentional vagueness, Confusion (not detected)',
      ),
    ).toMatchObject({ support: 0, detected: 0 });
    const overall = rows.find((r) => r.technique === 'overall (all)');
    expect(overall?.support).toBe(3);
    expect(rows.find((r) => r.technique === 'overall (dev)')).toEqual({
      ...overall,
      technique: 'overall (dev)',
    });
  });

  it('accepts the data root as well as the persuasion folder, and says when there is no data', async () => {
    const root = mkdtempSync(join(tmpdir(), 'factlens-data-'));
    try {
      mkdirSync(join(root, 'persuasion'));
      for (const f of ['techniques_list_task1-2.txt', 'dev_set_task2.txt'])
        copyFileSync(join(dir, f), join(root, 'persuasion', f));
      expect(await persuasionReport(root)).toEqual(await persuasionReport(dir));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    await expect(persuasionReport(join(dir, 'nowhere'))).rejects.toThrow(/No SemEval task-2 files/);
  });
});
