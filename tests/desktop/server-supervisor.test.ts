/**
 * The supervisor that keeps the desktop server's process running, driven with real child
 * processes (tests/desktop/fixtures/fake-server.mjs, speaking the server process's messages) and
 * timers the test moves by hand: a deadline or a backoff passes when the test advances the clock.
 */
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createServerSupervisor,
  MAX_RESTARTS_IN_WINDOW,
  RESTART_BACKOFF_BASE_MS,
  RESTART_WINDOW_MS,
  SERVER_START_DEADLINE_MS,
  SERVER_STOP_GRACE_MS,
  type RunningServer,
  type SupervisorEvent,
} from '../../src/main/server-supervisor';
import { ManualTimers } from './manual-timers';
import { forkNodeServer, type NodeServerChild } from './node-server-child';

const FAKE_SERVER = resolve(import.meta.dirname, 'fixtures/fake-server.mjs');

type Mode = 'start' | 'fail' | 'silent' | 'deaf';

const children: NodeServerChild[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.process.exitCode === null && child.process.signalCode === null)
      child.process.kill('SIGKILL');
    await child.ended;
  }
});

/** A supervisor over fake servers; the nth process started runs modes[n] (the last mode repeats). */
function rig(...modes: Mode[]) {
  const timers = new ManualTimers();
  const events: SupervisorEvent[] = [];
  const restarts: RunningServer[] = [];
  const gaveUp: Error[] = [];
  const waiters: Array<{ test: () => boolean; done: () => void }> = [];
  const wake = () => {
    for (const waiter of [...waiters])
      if (waiter.test()) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.done();
      }
  };
  const supervisor = createServerSupervisor({
    timers,
    fork() {
      const mode = modes[Math.min(children.length, modes.length - 1)]!;
      const child = forkNodeServer(FAKE_SERVER, {
        env: { ...process.env, FAKE_SERVER_MODE: mode },
      });
      children.push(child);
      wake();
      return child;
    },
    onRestart: (server) => {
      restarts.push(server);
      wake();
    },
    onGiveUp: (error) => {
      gaveUp.push(error);
      wake();
    },
    onEvent: (event) => {
      events.push(event);
      wake();
    },
  });
  /** Resolves once the condition holds (checked whenever the supervisor reports something). */
  const until = (test: () => boolean) =>
    test() ? Promise.resolve() : new Promise<void>((done) => waiters.push({ test, done }));
  return { supervisor, timers, events, restarts, gaveUp, until };
}

/** The fixture's first message: its handlers are in place. */
function loaded(child: NodeServerChild): Promise<void> {
  return new Promise((done) =>
    child.process.on('message', (m: { type?: string }) => m.type === 'loading' && done()),
  );
}

async function answers(url: string): Promise<string> {
  return (await fetch(url)).text();
}

describe('the desktop server supervisor', () => {
  it('starts the server, hands back its address and cookie, and stops it with a stop message', async () => {
    const { supervisor } = rig('start');
    const server = await supervisor.start();
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.cookie).toMatchObject({ url: server.url, value: server.secret, httpOnly: true });
    expect(supervisor.server).toEqual(server);
    expect(await answers(server.url)).toBe(`fake server ${children[0]!.process.pid}`);

    await supervisor.stop();
    // Ended by its own clean close (exit 0), not killed.
    expect(await children[0]!.ended).toEqual({ code: 0, signal: null });
    expect(supervisor.server).toBeNull();
    await expect(fetch(server.url)).rejects.toThrow();
  });

  it('fails with the reason the server gave when it cannot start', async () => {
    const { supervisor } = rig('fail');
    await expect(supervisor.start()).rejects.toThrow(
      'The FactLens server could not start: The database file is locked by another program.',
    );
    // It exits by itself after reporting, or is ended by the supervisor's kill: either way it is gone.
    const ended = await children[0]!.ended;
    expect(ended.code === 1 || ended.signal === 'SIGTERM').toBe(true);
  });

  it('kills a server that never says started once the deadline passes, and fails with a sentence', async () => {
    const { supervisor, timers, until } = rig('silent');
    let outcome: unknown = null;
    const starting = supervisor.start().catch((error: unknown) => {
      outcome = error;
    });
    await until(() => children.length === 1);
    await loaded(children[0]!);

    timers.advance(SERVER_START_DEADLINE_MS - 1);
    await new Promise((done) => setImmediate(done));
    expect(outcome).toBeNull();
    expect(children[0]!.process.exitCode).toBeNull();

    timers.advance(1);
    await starting;
    expect((outcome as Error).message).toBe(
      `The FactLens server did not start within ${SERVER_START_DEADLINE_MS / 1000} seconds. Quit FactLens and open it again.`,
    );
    expect(await children[0]!.ended).toEqual({ code: null, signal: 'SIGTERM' });
    expect(timers.waiting()).toEqual([]);
  });

  it('restarts a server that dies, after a pause, and reports its new address', async () => {
    const { supervisor, timers, events, restarts, until } = rig('start');
    const first = await supervisor.start();
    children[0]!.process.kill('SIGKILL');

    await until(() => events.length === 1);
    expect(events[0]).toEqual({
      type: 'crashed',
      code: null,
      restartInMs: RESTART_BACKOFF_BASE_MS,
    });
    expect(supervisor.server).toBeNull();
    timers.advance(RESTART_BACKOFF_BASE_MS - 1);
    expect(children).toHaveLength(1);

    timers.advance(1);
    await until(() => restarts.length === 1);
    const second = restarts[0]!;
    expect(children).toHaveLength(2);
    expect(second.port).not.toBe(first.port);
    expect(supervisor.server).toEqual(second);
    expect(await answers(second.url)).toBe(`fake server ${children[1]!.process.pid}`);
    await expect(fetch(first.url)).rejects.toThrow();
    expect(events.at(-1)).toEqual({ type: 'restarted', url: second.url });

    await supervisor.stop();
    expect(await children[1]!.ended).toEqual({ code: 0, signal: null });
  });

  it(`gives up after ${MAX_RESTARTS_IN_WINDOW} restarts within the window, with growing pauses`, async () => {
    const { supervisor, timers, events, restarts, gaveUp, until } = rig('start');
    await supervisor.start();
    const pauses: number[] = [];
    for (let crash = 1; crash <= MAX_RESTARTS_IN_WINDOW; crash++) {
      children.at(-1)!.process.kill('SIGKILL');
      await until(() => events.filter((e) => e.type === 'crashed').length === crash);
      const event = events.at(-1) as Extract<SupervisorEvent, { type: 'crashed' }>;
      pauses.push(event.restartInMs);
      timers.advance(event.restartInMs);
      await until(() => restarts.length === crash);
    }
    expect(pauses).toEqual(
      Array.from({ length: MAX_RESTARTS_IN_WINDOW }, (_, i) => RESTART_BACKOFF_BASE_MS * 2 ** i),
    );

    children.at(-1)!.process.kill('SIGKILL');
    await until(() => gaveUp.length === 1);
    expect(gaveUp[0]!.message).toBe(
      `The FactLens server stopped ${MAX_RESTARTS_IN_WINDOW + 1} times within ${RESTART_WINDOW_MS / 60_000} minutes, so FactLens did not restart it again. Quit FactLens and open it again.`,
    );
    expect(timers.waiting()).toEqual([]);
    expect(children).toHaveLength(MAX_RESTARTS_IN_WINDOW + 1);
    expect(supervisor.server).toBeNull();
  });

  it('keeps restarting when the crashes are further apart than the window', async () => {
    const { supervisor, timers, events, restarts, gaveUp, until } = rig('start');
    await supervisor.start();
    for (let crash = 1; crash <= MAX_RESTARTS_IN_WINDOW + 2; crash++) {
      timers.advance(RESTART_WINDOW_MS);
      children.at(-1)!.process.kill('SIGKILL');
      await until(() => events.filter((e) => e.type === 'crashed').length === crash);
      expect(events.at(-1)).toMatchObject({ restartInMs: RESTART_BACKOFF_BASE_MS });
      timers.advance(RESTART_BACKOFF_BASE_MS);
      await until(() => restarts.length === crash);
    }
    expect(gaveUp).toEqual([]);
    await supervisor.stop();
  });

  it('a restart that fails counts as another crash and is tried again', async () => {
    const { supervisor, timers, events, restarts, until } = rig('start', 'fail', 'start');
    await supervisor.start();
    children[0]!.process.kill('SIGKILL');
    await until(() => events.length === 1);
    timers.advance(RESTART_BACKOFF_BASE_MS);
    await until(() => events.length === 3);
    expect(events.slice(1)).toEqual([
      {
        type: 'restart-failed',
        message:
          'The FactLens server could not start: The database file is locked by another program.',
      },
      { type: 'crashed', code: null, restartInMs: RESTART_BACKOFF_BASE_MS * 2 },
    ]);
    timers.advance(RESTART_BACKOFF_BASE_MS * 2);
    await until(() => restarts.length === 1);
    expect(children).toHaveLength(3);
    await supervisor.stop();
  });

  it('kills a server that does not stop within the grace period', async () => {
    const { supervisor, timers } = rig('deaf');
    await supervisor.start();
    let stopped = false;
    const stopping = supervisor.stop().then(() => {
      stopped = true;
    });
    expect(timers.waiting()).toEqual([SERVER_STOP_GRACE_MS]);
    await new Promise((done) => setTimeout(done, 50));
    expect(stopped).toBe(false);
    expect(children[0]!.process.exitCode).toBeNull();

    timers.advance(SERVER_STOP_GRACE_MS);
    await stopping;
    expect(await children[0]!.ended).toEqual({ code: null, signal: 'SIGTERM' });
  });

  it('stopping while the server starts ends it and fails the start with a sentence', async () => {
    const { supervisor, timers, until } = rig('silent');
    const starting = supervisor.start();
    await until(() => children.length === 1);
    await loaded(children[0]!);

    await supervisor.stop();
    await expect(starting).rejects.toThrow(
      'The FactLens server was stopped before it had started.',
    );
    expect(await children[0]!.ended).toEqual({ code: 0, signal: null });
    expect(timers.waiting()).toEqual([]);
    await expect(supervisor.start()).rejects.toThrow();
  });

  it('does not restart a server that was stopped, and a pending restart is cancelled by stop', async () => {
    const { supervisor, timers, events, until } = rig('start');
    await supervisor.start();
    children[0]!.process.kill('SIGKILL');
    await until(() => events.length === 1);
    await supervisor.stop();
    timers.advance(RESTART_WINDOW_MS);
    expect(children).toHaveLength(1);
    expect(timers.waiting()).toEqual([]);
  });
});
