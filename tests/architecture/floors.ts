/**
 * The one table of import floors (BRIEF of issue 27; ARCHITECTURE.md rules 1, 3, 11, 12): a file
 * may import files of its own floor or lower ones of its realm, and the realms its realm lists.
 * A file on no floor fails the test, so a new folder has to be placed here on purpose.
 */
import type { FloorPlan } from './import-graph';

const S = 'src/server/';
const A = 'src/server/analysis/';
const R = 'src/renderer/src/';

export const FLOOR_PLAN: FloorPlan = {
  realms: [
    { name: 'shared', imports: [] },
    { name: 'server', imports: ['shared'] },
    // Electron's main process starts the server (issue 27 item 3); it never loads the UI's code.
    { name: 'main', imports: ['shared', 'server'] },
    { name: 'preload', imports: ['shared'] },
    // The contract is the only thing client and server share (rule 1).
    { name: 'renderer', imports: ['shared'] },
  ],
  floors: [
    { realm: 'shared', level: 0, name: 'the contract', paths: ['src/shared/'] },

    {
      realm: 'server',
      level: 1,
      name: 'server basics',
      paths: [
        `${S}clock.ts`,
        `${S}config.ts`,
        `${S}config-defaults.ts`,
        `${S}config-env.ts`,
        `${S}database-error.ts`,
        `${S}errors.ts`,
        `${S}access-guard.ts`,
        `${S}graceful-shutdown.ts`,
        `${S}logger.ts`,
        `${S}client-errors.ts`,
        `${S}http-timeouts.ts`,
        `${S}http/`,
        `${S}security/`,
        `${S}privacy/`,
      ],
    },
    // Shipped lists and text tools (brands, ratings, sentences, links): data every later stage
    // reads, from acquisition on, and which reads none of them.
    { realm: 'server', level: 2, name: 'knowledge', paths: [`${A}knowledge/`] },
    // The sentence encoder runs in the untrusted worker pool next to the parsers (rule 14), so it
    // stands with acquisition rather than with the analyzers that read its vectors.
    {
      realm: 'server',
      level: 3,
      name: 'acquire',
      paths: [`${A}acquire/`, `${A}types.ts`, `${A}embeddings/`],
    },
    { realm: 'server', level: 4, name: 'signals', paths: [`${A}signals.ts`, `${A}signals/`] },
    {
      realm: 'server',
      level: 5,
      name: 'analyzers',
      paths: [
        `${A}analyzer.ts`,
        `${A}offline/`,
        `${A}llm/`,
        `${A}fact-checks/`,
        // Reference passages: network lookups behind injected deps, read by the fact-check step.
        `${A}reference/`,
      ],
    },
    { realm: 'server', level: 6, name: 'score', paths: [`${A}score/`, `${A}criteria.ts`] },
    // The pipeline, and its CPU steps as jobs of the analysis pool (rule 15).
    {
      realm: 'server',
      level: 7,
      name: 'pipeline',
      paths: [`${A}pipeline.ts`, `${A}pipeline-jobs.ts`],
    },
    { realm: 'server', level: 8, name: 'store', paths: [`${S}store/`] },
    {
      realm: 'server',
      level: 9,
      name: 'core services',
      paths: [`${S}services/`, `${S}link-preview/`],
    },
    { realm: 'server', level: 10, name: 'kinds', paths: [`${S}kinds/`] },
    { realm: 'server', level: 11, name: 'routes', paths: [`${S}routes/`, `${S}spa.ts`] },
    // The core app: its services and routes on Express, and the server that listens with it.
    {
      realm: 'server',
      level: 12,
      name: 'core app',
      paths: [`${S}create-app.ts`, `${S}start-server.ts`],
    },
    // Plug-ins mount their routes, stores and workers on the core app; the core knows none of them
    // (ARCHITECTURE.md rule 12).
    { realm: 'server', level: 13, name: 'plug-ins', paths: [`${S}desktop/`, `${S}hub/`] },
    {
      realm: 'server',
      level: 14,
      name: 'composition roots',
      paths: [
        `${S}hosted.ts`,
        `${S}main.ts`,
        `${S}fact-checks-cli.ts`,
        `${S}desktop/server.ts`,
        // The pools' workers' own roots: the parsing child registers the core's and the kinds'
        // parsers by name, the analysis thread the pipeline's jobs and the encoder's.
        `${A}acquire/isolation/untrusted-worker.ts`,
        `${A}acquire/isolation/analysis-worker.ts`,
      ],
    },

    { realm: 'main', level: 15, name: 'Electron main process', paths: ['src/main/'] },
    { realm: 'preload', level: 15, name: 'Electron preload', paths: ['src/preload/'] },

    { realm: 'renderer', level: 1, name: 'lib', paths: [`${R}lib/`] },
    // Buttons, cards, dialogs: what a kind's form is built of, so below the kinds.
    { realm: 'renderer', level: 2, name: 'ui parts', paths: [`${R}components/ui/`] },
    { realm: 'renderer', level: 3, name: 'state', paths: [`${R}state/`] },
    { realm: 'renderer', level: 4, name: 'api', paths: [`${R}api/`, `${R}hooks/`] },
    { realm: 'renderer', level: 5, name: 'kinds', paths: [`${R}kinds/`] },
    { realm: 'renderer', level: 6, name: 'components', paths: [`${R}components/`] },
    { realm: 'renderer', level: 7, name: 'pages', paths: [`${R}pages/`] },
    { realm: 'renderer', level: 8, name: 'app', paths: [`${R}App.tsx`, `${R}main.tsx`] },
  ],
};

/** The folders the graph is read from. */
export const GRAPH_FOLDERS = [
  'src/server',
  'src/shared',
  'src/main',
  'src/preload',
  'src/renderer',
];
