/**
 * Loads the labelled development data in ../shared/data (see its README.md) as rows for the
 * evaluation and the model's training: what to analyze, the bad label, and a group key so that
 * duplicates and URLs of one host always land in the same cross-validation fold.
 * The sets are read in dataset-readers.ts (CSV in csv.ts, the row shape in dataset-types.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readCsv } from './csv';
import {
  clickbait,
  domains,
  fakeNews,
  legitGenres,
  liar,
  modernScams,
  phishingEmail,
  sms,
  smishing,
  thaiSms,
  unlistedDomains,
  urls,
} from './dataset-readers';
import type { Dataset } from './dataset-types';

export { hostOf, parseCsv } from './csv';
export type { Dataset, DatasetId, Row } from './dataset-types';

export interface CheckWorthinessRow {
  text: string;
  checkWorthy: boolean;
  source: string;
}

/** Sentences and tweets labelled check-worthy or not, for measuring which claims are chosen. */
export function loadCheckWorthiness(dataDir: string): CheckWorthinessRow[] {
  const path = join(dataDir, 'check-worthiness/check-worthiness.csv');
  if (!existsSync(path)) return [];
  return readCsv(path).map((r) => ({
    text: r.text!,
    checkWorthy: r.label === 'check-worthy',
    source: r.source!.startsWith('ClaimBuster') ? 'ClaimBuster debates' : 'CheckThat! 2020 tweets',
  }));
}

export function loadDatasets(dataDir: string): Dataset[] {
  if (!existsSync(join(dataDir, 'README.md')))
    throw new Error(`No data at ${dataDir}: the evaluation needs ../shared/data.`);
  const urlRows = urls(dataDir);
  const has = (path: string) => existsSync(join(dataDir, path));
  return [
    { id: 'sms', label: 'SMS spam vs ham', goal: 0.97, train: true, rows: sms(dataDir) },
    {
      id: 'clickbait',
      label: 'Clickbait vs not (headlines)',
      goal: 0.93,
      train: true,
      rows: clickbait(dataDir),
    },
    {
      id: 'fake-news',
      label: 'Fake vs legit news (Perez-Rosas)',
      goal: 0.75,
      train: true,
      rows: fakeNews(dataDir),
    },
    {
      id: 'liar',
      label: 'LIAR: pants-fire+false vs true+mostly-true',
      goal: 0.65,
      train: true,
      rows: liar(dataDir),
    },
    { id: 'urls', label: 'Phishing vs benign URLs', goal: 0.9, train: true, rows: urlRows },
    {
      id: 'domains',
      label: 'Scam-list domains vs benign hosts',
      goal: 0.85,
      train: true,
      rows: domains(dataDir, urlRows),
    },
    ...(has('scam-domains/blocklistproject-scam.txt') && has('domain-quality/domain_pc1.csv')
      ? [
          {
            id: 'unlisted-domains' as const,
            label: 'Scam domains on no shipped list vs benign domains',
            goal: 0.8,
            train: false,
            rows: unlistedDomains(dataDir, urlRows),
          },
        ]
      : []),
    ...(has('legit-genres/legit-genres.csv')
      ? [
          {
            id: 'legit-genres' as const,
            label: 'Legitimate text in six genres',
            goal: NaN,
            train: false,
            rows: legitGenres(dataDir),
          },
        ]
      : []),
    ...(has('phishing-email/phishing-email.csv')
      ? [
          {
            id: 'phishing-email' as const,
            label: 'Phishing e-mail vs business e-mail',
            goal: 0.95,
            train: false,
            rows: phishingEmail(dataDir, false),
          },
          {
            id: 'phishing-email-lower' as const,
            label: 'The same, both sides lower-cased',
            goal: 0.95,
            train: false,
            rows: phishingEmail(dataDir, true),
          },
        ]
      : []),
    ...(has('smishing/smishing.csv')
      ? [
          {
            id: 'smishing' as const,
            label: 'Smishing vs legitimate SMS',
            goal: 0.95,
            train: false,
            rows: smishing(dataDir, false),
          },
          {
            id: 'smishing-spam' as const,
            label: 'Promotional SMS spam (no legitimate side)',
            goal: NaN,
            train: false,
            rows: smishing(dataDir, true),
          },
        ]
      : []),
    ...(has('modern-scams/modern-scams.csv')
      ? [
          {
            id: 'modern-scams' as const,
            label: 'Modern scams vs legitimate look-alikes (calls, SMS, posts)',
            goal: 0.97,
            train: false,
            rows: modernScams(dataDir, false),
          },
        ]
      : []),
    ...(has('thai-sms/thai-sms.csv')
      ? [
          {
            id: 'thai-sms' as const,
            label: 'Thai SMS: scams vs genuine codes, notices, promotions and texts',
            goal: 0.97,
            train: false,
            rows: thaiSms(dataDir),
          },
        ]
      : []),
    ...(has('modern-scams/modern-scams-synthetic.csv')
      ? [
          {
            id: 'modern-scams-synthetic' as const,
            label: 'Synthetic phone calls (LLM-generated; not real-world figures)',
            goal: NaN,
            train: false,
            rows: modernScams(dataDir, true),
          },
        ]
      : []),
  ];
}
