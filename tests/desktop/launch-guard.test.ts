/**
 * The desktop app's local server answers only its own window: the launch-secret cookie and the
 * loopback Host are required on every request, so other programs, web pages in a browser and
 * DNS-rebinding pages are refused. Tested over real HTTP against the real desktop runtime.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, readCookie } from '../../src/server/access-guard';
import type { DesktopRuntime } from '../../src/main/desktop-runtime';
import {
  analyzeResponseSchema,
  errorBodySchema,
  metaResponseSchema,
  myAnalysesResponseSchema,
} from '../../src/shared';
import { createHarness, rawRequest, UI_MARKER, windowHeaders } from './desktop-harness';

const harness = createHarness();
afterEach(() => harness.cleanup());

async function runtime(): Promise<DesktopRuntime> {
  return harness.start(await harness.tempDir('factlens-guard-data-'), await harness.uiDir());
}

const SCAM_TEXT = 'Your parcel is held. Pay the customs fee with a gift card today.';

function expectRefusal(
  res: { status: number; json: unknown; text: string },
  status: number,
  message: string,
) {
  expect(res.status).toBe(status);
  expect(errorBodySchema.parse(res.json).message).toBe(message);
  // A refusal never leaks the app: no UI page, no analysis data.
  expect(res.text).not.toContain(UI_MARKER);
}

describe('launch guard: who may use the local server', () => {
  it('refuses a request without the launch cookie with 401 JSON saying to open the desktop window', async () => {
    const app = await runtime();
    const host = `127.0.0.1:${app.port}`;
    for (const path of ['/', '/feed', '/api/meta', '/api/public-feed']) {
      const res = await rawRequest(app.port, path, { headers: { host } });
      expectRefusal(res, 401, ACCESS_MESSAGES.missingSecret);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
    expect(ACCESS_MESSAGES.missingSecret).toMatch(/Open FactLens from its desktop window/);
  });

  it('refuses a wrong, empty or previous-launch secret with 401', async () => {
    const app = await runtime();
    const host = `127.0.0.1:${app.port}`;
    const name = app.cookie.name;
    const other = await runtime();
    const wrong = [
      `${name}=${app.secret.slice(0, -1)}`,
      `${name}=`,
      `${name}=${app.secret}x`,
      `${name}=${other.secret}`,
      `other_cookie=${app.secret}`,
    ];
    for (const cookie of wrong) {
      const res = await rawRequest(app.port, '/api/meta', { headers: { host, cookie } });
      expectRefusal(res, 401, ACCESS_MESSAGES.missingSecret);
    }
  });

  it('refuses a foreign Host header with 403, even with the right cookie (DNS rebinding)', async () => {
    const app = await runtime();
    const cookie = `${app.cookie.name}=${app.secret}`;
    const hosts = [
      `evil.example:${app.port}`,
      'evil.example',
      `127.0.0.1:${app.port + 1}`,
      `localhost.evil.example:${app.port}`,
      `127.0.0.1.nip.io:${app.port}`,
      `[::1]:${app.port}`,
    ];
    for (const host of hosts) {
      for (const path of ['/', '/api/meta']) {
        const res = await rawRequest(app.port, path, { headers: { host, cookie } });
        expectRefusal(res, 403, ACCESS_MESSAGES.foreignHost);
      }
    }
    // A rebinding page's POST is refused before it is read: nothing is analyzed.
    const post = await rawRequest(app.port, '/api/analyze/text', {
      method: 'POST',
      headers: { host: `evil.example:${app.port}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: SCAM_TEXT }),
    });
    expectRefusal(post, 403, ACCESS_MESSAGES.foreignHost);
  });

  it('refuses another web page calling the right address without the cookie (401) and with it from a foreign Origin (403)', async () => {
    const app = await runtime();
    const post = (headers: Record<string, string>) =>
      rawRequest(app.port, '/api/analyze/text', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ content: SCAM_TEXT }),
      });

    // A page on another site in the user's browser: the browser has no launch cookie.
    const fromPage = await post({ host: `127.0.0.1:${app.port}`, origin: 'https://evil.example' });
    expectRefusal(fromPage, 401, ACCESS_MESSAGES.missingSecret);
    const simpleGet = await rawRequest(app.port, '/api/meta', {
      headers: {
        host: `127.0.0.1:${app.port}`,
        origin: 'http://evil.example',
        referer: 'http://evil.example/x',
      },
    });
    expectRefusal(simpleGet, 401, ACCESS_MESSAGES.missingSecret);

    // Even were the cookie sent along, a foreign (or opaque) Origin is refused.
    for (const origin of [
      'https://evil.example',
      `http://127.0.0.1:${app.port + 1}`,
      `http://evil.example:${app.port}`,
      'null',
    ]) {
      expectRefusal(await post(windowHeaders(app, { origin })), 403, ACCESS_MESSAGES.foreignOrigin);
    }

    // None of the refused posts reached the app: the window's list of analyses is empty.
    const mine = await rawRequest(app.port, '/api/my-analyses', { headers: windowHeaders(app) });
    expect(mine.status).toBe(200);
    expect(myAnalysesResponseSchema.parse(mine.json).total).toBe(0);
  });

  it('refuses a request that says it came from another page without naming an Origin (403)', async () => {
    const app = await runtime();
    const post = (headers: Record<string, string>) =>
      rawRequest(app.port, '/api/analyze/text', {
        method: 'POST',
        headers: windowHeaders(app, { 'content-type': 'application/json', ...headers }),
        body: JSON.stringify({ content: SCAM_TEXT }),
      });
    // A browser says where a request came from even when it sends no Origin (issue 35).
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
      { referer: `http://127.0.0.1:${app.port + 1}/` },
      { referer: 'not a url' },
    ] as Record<string, string>[]) {
      expectRefusal(await post(headers), 403, ACCESS_MESSAGES.foreignOrigin);
    }
    const mine = await rawRequest(app.port, '/api/my-analyses', { headers: windowHeaders(app) });
    expect(myAnalysesResponseSchema.parse(mine.json).total).toBe(0);
    // The window's own requests: same-origin, a navigation, or its own page as the referrer.
    for (const headers of [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { referer: `${app.url}/home`, 'sec-fetch-site': 'same-origin' },
    ] as Record<string, string>[]) {
      const res = await rawRequest(app.port, '/api/meta', { headers: windowHeaders(app, headers) });
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('lets the desktop window in: UI pages and the API work with the cookie, under 127.0.0.1 and localhost', async () => {
    const app = await runtime();
    for (const path of ['/', '/feed', '/my-analyses']) {
      const page = await rawRequest(app.port, path, { headers: windowHeaders(app) });
      expect(page.status).toBe(200);
      expect(page.text).toContain(UI_MARKER);
    }
    // A path that is no page of the app still gets the app (its 404 view), with a real 404.
    const unknown = await rawRequest(app.port, '/analysis/some-id', {
      headers: windowHeaders(app),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain(UI_MARKER);

    const meta = await rawRequest(app.port, '/api/meta', {
      headers: windowHeaders(app, { host: `localhost:${app.port}` }),
    });
    expect(meta.status).toBe(200);
    expect(metaResponseSchema.parse(meta.json).mode).toBe('desktop');

    // The window's own POST names its own origin, as Chromium sends it.
    const analyzed = await rawRequest(app.port, '/api/analyze/text', {
      method: 'POST',
      headers: windowHeaders(app, { 'content-type': 'application/json', origin: app.url }),
      body: JSON.stringify({ content: SCAM_TEXT }),
    });
    expect(analyzed.status).toBe(200);
    const { id } = analyzeResponseSchema.parse(analyzed.json);
    const stored = await rawRequest(app.port, `/api/analysis/${id}`, {
      headers: windowHeaders(app),
    });
    expect(stored.status).toBe(200);
    expect(stored.text).toContain('gift card');

    // Other cookies beside it do not matter.
    const withOthers = await rawRequest(app.port, '/api/meta', {
      headers: windowHeaders(app, { cookie: `theme=dark; ${app.cookie.name}=${app.secret}; x=1` }),
    });
    expect(withOthers.status).toBe(200);
  });

  it('makes a fresh, unguessable secret each launch and a session-only, HttpOnly, SameSite=Strict cookie', async () => {
    const first = await runtime();
    const second = await runtime();
    expect(first.secret).not.toBe(second.secret);
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(first.cookie).toEqual({
      url: first.url,
      name: 'factlens_launch',
      value: first.secret,
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
    });
    expect(first.cookie).not.toHaveProperty('expirationDate');
    // One launch's cookie does not open another launch's server.
    const crossed = await rawRequest(second.port, '/api/meta', {
      headers: { host: `127.0.0.1:${second.port}`, cookie: `${first.cookie.name}=${first.secret}` },
    });
    expectRefusal(crossed, 401, ACCESS_MESSAGES.missingSecret);
  });
});

describe('readCookie', () => {
  it('finds one cookie among several, quoted or %-encoded, and nothing when absent', () => {
    expect(readCookie('a=1; factlens_launch=abc; b=2', 'factlens_launch')).toBe('abc');
    expect(readCookie('factlens_launch="abc"', 'factlens_launch')).toBe('abc');
    expect(readCookie('factlens_launch=a%2Fb', 'factlens_launch')).toBe('a/b');
    expect(readCookie('xfactlens_launch=abc', 'factlens_launch')).toBeNull();
    expect(readCookie('factlens_launch', 'factlens_launch')).toBeNull();
    expect(readCookie(undefined, 'factlens_launch')).toBeNull();
  });
});
