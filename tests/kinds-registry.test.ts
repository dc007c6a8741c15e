/**
 * Every input kind is complete on both sides. Lists the kinds and their routes (printed), and
 * fails when a kind of the contract (ANALYSIS_TYPES) lacks a server descriptor, an analyze route
 * the server answers, an analyzer, what it publishes (and the publish worker sending exactly
 * that), its report page, or a renderer descriptor with a label, an icon, an intro line and (for
 * a kind with a tab) a form and a criteria panel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_TYPES, errorBodySchema } from '../src/shared';
import { loadConfig } from '../src/server/config';
import { toPublishRequest } from '../src/server/desktop/publish-worker';
import type { KindParts } from '../src/server/kinds/input-kind';
import { ANALYZE_ENDPOINTS, createAnalyzers, INPUT_KINDS } from '../src/server/kinds/registry';
import { ANALYZER_TABS, RENDERER_KINDS } from '../src/renderer/src/kinds/registry';
import { startTestServer, type TestServer } from './helpers/server';

/** The analyze routes of the spec (section 7); the registry serves these and its kinds' own. */
const SPEC_ANALYZE_ROUTES = ['/api/analyze/text', '/api/analyze/url', '/api/analyze/image'];

/** The analyzer panel's tabs of the spec, left to right. */
const SPEC_TABS = ['video', 'text', 'shopping', 'screenshot'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the input-kind registry', () => {
  it('has a server and a renderer descriptor for every analysis type (listed below)', () => {
    const rows = ANALYSIS_TYPES.map((type) => {
      const kind = INPUT_KINDS[type];
      const view = RENDERER_KINDS[type];
      return `${type.padEnd(10)} POST ${kind.endpoint.contract.path.padEnd(18)} publishes ${kind.publishes.padEnd(7)} tab ${view.tab?.label ?? '(none)'}`;
    });
    console.info(`Input kinds:\n${rows.join('\n')}`);
    expect(Object.keys(INPUT_KINDS).sort()).toEqual([...ANALYSIS_TYPES].sort());
    expect(Object.keys(RENDERER_KINDS).sort()).toEqual([...ANALYSIS_TYPES].sort());
    for (const type of ANALYSIS_TYPES) {
      expect(INPUT_KINDS[type].type, type).toBe(type);
      expect(RENDERER_KINDS[type].type, type).toBe(type);
    }
  });

  it("serves the spec's analyze routes and each kind's, each answering a bad request with a sentence", async () => {
    const paths = ANALYZE_ENDPOINTS.map((endpoint) => endpoint.contract.path);
    expect(new Set(paths).size, 'one endpoint per address').toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(SPEC_ANALYZE_ROUTES));
    for (const endpoint of ANALYZE_ENDPOINTS) expect(endpoint.contract.method).toBe('POST');
    for (const path of paths) {
      const res = await server.postJson(path, {});
      // Mounted (not the unknown-route 404) and refusing the empty request in words.
      expect([400, 415], path).toContain(res.status);
      expect(errorBodySchema.parse(res.json).message, path).toMatch(/^Send the /);
      expect((await server.get(path)).status, path).toBe(405);
    }
  });

  it("builds an analyzer for every kind from the app's parts", () => {
    // Building touches none of the workers; the config is the real default one.
    const parts = { runAnalysis: async () => ({}), config: loadConfig({}) } as unknown as KindParts;
    const analyzers = createAnalyzers(parts);
    for (const type of ANALYSIS_TYPES) {
      const analyzer = analyzers[type];
      const callable =
        typeof analyzer === 'function' ||
        Object.values(analyzer as object).every((v) => typeof v === 'function');
      expect(callable, `${type} has an analyzer`).toBe(true);
      expect(typeof INPUT_KINDS[type].republish, type).toBe('function');
    }
  });

  it('publishes what each kind says, and the desktop worker sends exactly that to the hub', () => {
    for (const type of ANALYSIS_TYPES) {
      const kind = INPUT_KINDS[type];
      expect(['content', 'url'], type).toContain(kind.publishes);
      const item = {
        analysisId: 'a',
        publishId: 'p'.repeat(16),
        attempts: 0,
        type,
        url: 'https://example.com/x',
        content: 'Some text',
        title: null,
      };
      const request = toPublishRequest(item);
      expect(request, type).toMatchObject({
        type,
        [kind.publishes]: kind.publishes === 'url' ? item.url : item.content,
      });
      expect(Object.keys(request ?? {}), type).not.toContain(
        kind.publishes === 'url' ? 'content' : 'url',
      );
      // Nothing to send: the worker marks it failed instead of sending an empty publication.
      expect(toPublishRequest({ ...item, url: null, content: null }), type).toBeNull();
    }
    // Only a screenshot keeps its image with the analysis.
    expect(ANALYSIS_TYPES.filter((type) => INPUT_KINDS[type].keepsImage)).toEqual(['screenshot']);
  });

  it('opens every report on the same page on both sides, and the renderer names and introduces it', () => {
    for (const type of ANALYSIS_TYPES) {
      const view = RENDERER_KINDS[type];
      expect(view.reportPath('a/b'), type).toBe(INPUT_KINDS[type].reportPath('a/b'));
      expect(view.reportPath('abc'), type).toMatch(/^\/(shared|video)\/abc$/);
      expect(view.label, type).toMatch(/^[A-Z][a-z]+$/);
      expect(view.icon, type).toBeDefined();
      expect(view.intro, type).toMatch(/^[a-z][a-z ]+ content$/);
    }
  });

  it('lists each analyze route once on /technical-specs, from the kind whose contract it is', () => {
    const listed = Object.values(RENDERER_KINDS).flatMap((kind) =>
      kind.apiRoute ? [kind.apiRoute.path] : [],
    );
    expect(listed.sort()).toEqual(ANALYZE_ENDPOINTS.map((e) => e.contract.path).sort());
    for (const type of ANALYSIS_TYPES) {
      const route = RENDERER_KINDS[type].apiRoute;
      // A kind that lists a route is one that route serves.
      if (route) expect(INPUT_KINDS[type].endpoint.contract.path, type).toBe(route.path);
      expect(RENDERER_KINDS[type].noteWording('A note.'), type).toMatch(/^A note\.$/);
    }
  });

  it('gives each tab a form, a criteria panel and a unique id, in a fixed order starting with Video', () => {
    const ids = ANALYZER_TABS.map((tab) => tab.id);
    // The spec's tabs, in the spec's order; a kind's own tab may come after them.
    expect(ids.filter((id) => SPEC_TABS.includes(id))).toEqual(SPEC_TABS);
    expect(ids[0]).toBe('video');
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ANALYZER_TABS.map((tab) => tab.order)).size).toBe(ANALYZER_TABS.length);
    for (const tab of ANALYZER_TABS) {
      expect(typeof tab.Form, tab.id).toBe('function');
      // The panel the tab shows is one the server has (GET /api/analysis-criteria/{type}).
      expect(INPUT_KINDS[tab.criteria].criteria, tab.id).not.toBeNull();
      expect(tab.label, tab.id).toMatch(/^[A-Z]/);
    }
  });
});
