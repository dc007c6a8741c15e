// FETCH_* variables as loadConfig reads them (the fetcher's caps and its private-host allow-list).
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_FETCH_MAX_BYTES,
  DEFAULT_FETCH_TIMEOUT_MS,
  loadConfig,
} from '../../../config';
import { normaliseAllowList } from './url-policy';

describe('fetch configuration', () => {
  it('defaults to 10 s, 5 MB and no private hosts', () => {
    expect(loadConfig({}).fetch).toEqual({
      allowPrivateHosts: [],
      timeoutMs: 10_000,
      maxBytes: 5 * 1024 * 1024,
    });
    expect([DEFAULT_FETCH_TIMEOUT_MS, DEFAULT_FETCH_MAX_BYTES]).toEqual([10_000, 5_242_880]);
  });

  it('reads the allow-list and caps', () => {
    const config = loadConfig({
      FETCH_ALLOW_PRIVATE_HOSTS: ' Intranet.local:443 ,127.0.0.1:8080,[::1]:3000,',
      FETCH_TIMEOUT_MS: '2500',
      FETCH_MAX_BYTES: '65536',
    });
    expect(config.fetch).toEqual({
      allowPrivateHosts: ['intranet.local:443', '127.0.0.1:8080', '[::1]:3000'],
      timeoutMs: 2500,
      maxBytes: 65536,
    });
    expect([...normaliseAllowList(config.fetch.allowPrivateHosts)]).toEqual([
      'intranet.local:443',
      '127.0.0.1:8080',
      '[::1]:3000',
    ]);
    expect(loadConfig({ FETCH_ALLOW_PRIVATE_HOSTS: '' }).fetch.allowPrivateHosts).toEqual([]);
  });

  it.each([
    [{ FETCH_ALLOW_PRIVATE_HOSTS: '127.0.0.1' }, /FETCH_ALLOW_PRIVATE_HOSTS=.* host:port/],
    [{ FETCH_ALLOW_PRIVATE_HOSTS: 'http://intranet:80' }, /FETCH_ALLOW_PRIVATE_HOSTS/],
    [{ FETCH_TIMEOUT_MS: '0' }, /FETCH_TIMEOUT_MS="0" must be between 1 and 60000/],
    [{ FETCH_TIMEOUT_MS: 'soon' }, /FETCH_TIMEOUT_MS="soon"/],
    [{ FETCH_MAX_BYTES: '10' }, /FETCH_MAX_BYTES="10" must be between 1024/],
  ])('refuses %o with an error naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
