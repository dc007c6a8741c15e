import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultStaticDir, loadConfig } from './config';
import { DEFAULT_ANALYSIS_WORKERS } from './config-defaults';

describe('loadConfig', () => {
  it('has a default for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      logLevel: 'info',
      staticDir: defaultStaticDir(),
      hubUrl: null,
      mode: 'hosted',
      database: null,
      llm: { gemini: null, openAiCompatible: null, timeoutMs: 45_000 },
      factCheckApi: null,
      reference: {
        wikipediaBaseUrl: 'https://{lang}.wikipedia.org',
        wikidataBaseUrl: 'https://www.wikidata.org',
        timeoutMs: 4_000,
      },
      fetch: { allowPrivateHosts: [], timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024 },
      youtube: {
        baseUrl: 'https://www.youtube.com',
        oembedUrl: 'https://www.youtube.com/oembed',
        timeoutMs: 12_000,
      },
      publicUrl: null,
      publish: { retryBaseMs: 2_000, retryMaxMs: 600_000 },
      rdap: { baseUrl: null, timeoutMs: 4000, allowPrivateHosts: [] },
      rateLimits: { analyzePerMinute: 10, readPerMinute: 300 },
      trustProxy: false,
      httpTimeouts: { headersMs: 10_000, requestMs: 60_000, keepAliveMs: 5_000 },
      shutdownGraceMs: 5_000,
      analysisWorkers: DEFAULT_ANALYSIS_WORKERS,
    });
  });

  it('reads the fact-check search settings, never printing the key', () => {
    expect(loadConfig({ FACTCHECK_API_KEY: 'k-123' }).factCheckApi).toEqual({
      apiKey: 'k-123',
      baseUrl: 'https://factchecktools.googleapis.com',
      timeoutMs: 4_000,
    });
    expect(
      loadConfig({
        FACTCHECK_API_KEY: 'k',
        FACTCHECK_BASE_URL: 'http://127.0.0.1:9000/',
        FACTCHECK_TIMEOUT_MS: '900',
      }).factCheckApi,
    ).toEqual({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:9000',
      timeoutMs: 900,
    });
    expect(
      loadConfig({ FACTCHECK_API_KEY: '', FACTCHECK_BASE_URL: 'https://x.example' }).factCheckApi,
    ).toBeNull();
    expect(() => loadConfig({ FACTCHECK_BASE_URL: 'ftp://x' })).toThrow(
      /FACTCHECK_BASE_URL="ftp:\/\/x" must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ FACTCHECK_TIMEOUT_MS: '60000' })).toThrow(
      /FACTCHECK_TIMEOUT_MS="60000" must be between 1 and 30000/,
    );
  });

  it('reads the hub and publishing settings', () => {
    expect(
      loadConfig({
        PUBLIC_URL: 'https://factlens.example/',
        PUBLISH_RETRY_BASE_MS: '50',
        PUBLISH_RETRY_MAX_MS: '400',
      }),
    ).toMatchObject({
      publicUrl: 'https://factlens.example',
      publish: { retryBaseMs: 50, retryMaxMs: 400 },
    });
    // A max below the base would make no sense; the base wins.
    expect(
      loadConfig({ PUBLISH_RETRY_BASE_MS: '500', PUBLISH_RETRY_MAX_MS: '100' }).publish,
    ).toEqual({ retryBaseMs: 500, retryMaxMs: 500 });
    expect(() => loadConfig({ PUBLIC_URL: 'factlens.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLISH_RETRY_BASE_MS: '0' })).toThrow(/PUBLISH_RETRY_BASE_MS/);
  });

  it('reads every variable, treating empty ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '::1',
      DATA_DIR: '/var/lib/factlens',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/srv/ui',
      HUB_URL: 'https://factlens.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '::1',
      dataDir: '/var/lib/factlens',
      logLevel: 'warn',
      staticDir: '/srv/ui',
      hubUrl: 'https://factlens.example',
      mode: 'desktop',
    });
    expect(loadConfig({ PORT: '', HUB_URL: '' })).toMatchObject({
      port: 3000,
      hubUrl: null,
      mode: 'hosted',
    });
  });

  it('selects PostgreSQL for a postgres:// DATABASE_URL, with pool size and statement timeout, never in desktop mode', () => {
    for (const url of ['postgres://u:p@db.internal:5432/factlens', 'postgresql://db/factlens']) {
      expect(loadConfig({ DATABASE_URL: url }).database).toEqual({
        url,
        poolSize: 10,
        statementTimeoutMs: 5_000,
      });
    }
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://db/f',
        DATABASE_POOL_SIZE: '4',
        DATABASE_STATEMENT_TIMEOUT_MS: '250',
      }).database,
    ).toEqual({
      url: 'postgres://db/f',
      poolSize: 4,
      statementTimeoutMs: 250,
    });
    expect(loadConfig({ DATABASE_URL: '' }).database).toBeNull();
    // The desktop app keeps the person's analyses on their computer.
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/f', HUB_URL: 'https://factlens.example' }).database,
    ).toBeNull();
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE="0" must be between 1 and 200/,
    );
  });

  it('names a wrong DATABASE_URL without printing it, since it may hold a password', () => {
    const attempt = () => loadConfig({ DATABASE_URL: 'mysql://admin:hunter2@db/factlens' });
    expect(attempt).toThrow(/DATABASE_URL must be a PostgreSQL URL such as postgres:\/\//);
    expect(attempt).not.toThrow(/hunter2/);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT="abc"/],
    [{ PORT: '70000' }, /PORT="70000" must be between 0 and 65535/],
    [{ PORT: '80.5' }, /PORT="80.5"/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL="loud" must be one of/],
    [{ HUB_URL: 'not a url' }, /HUB_URL="not a url"/],
    [{ HUB_URL: 'ftp://hub.example' }, /HUB_URL/],
    // Desktop mode holds private analyses: never on a network interface.
    [
      { HUB_URL: 'https://factlens.example', HOST: '0.0.0.0' },
      /HOST="0.0.0.0" must be a loopback address/,
    ],
    [{ HUB_URL: 'https://factlens.example', HOST: '192.168.1.20' }, /HOST="192.168.1.20"/],
  ])('refuses %o with an error naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('takes overrides from code over the environment, which it never writes to', () => {
    const env = Object.freeze({ PORT: '8080', HOST: '0.0.0.0', HUB_URL: '' });
    const config = loadConfig(env, {
      mode: 'desktop',
      host: '::1',
      port: 0,
      dataDir: '/data',
      staticDir: '/ui',
      hubUrl: 'https://hub.example',
    });
    expect(config).toMatchObject({
      mode: 'desktop',
      hubUrl: 'https://hub.example',
      host: '::1',
      port: 0,
      dataDir: '/data',
      staticDir: '/ui',
    });
    // HUB_URL, when set, names the hub; the override is only the one used otherwise.
    expect(
      loadConfig(
        { HUB_URL: 'https://own.example' },
        { mode: 'desktop', hubUrl: 'https://hub.example' },
      ).hubUrl,
    ).toBe('https://own.example');
    // Desktop mode needs a hub and a loopback host, however it was asked for.
    expect(() => loadConfig({}, { mode: 'desktop' })).toThrow(/HUB_URL="" must name the hub/);
    expect(() =>
      loadConfig({ HOST: '0.0.0.0' }, { mode: 'desktop', hubUrl: 'https://hub.example' }),
    ).toThrow(/must be a loopback address/);
    // A hosted override ignores a HUB_URL left in the environment.
    expect(loadConfig({ HUB_URL: 'https://hub.example' }, { mode: 'hosted' })).toMatchObject({
      mode: 'hosted',
      hubUrl: null,
    });
  });
});
