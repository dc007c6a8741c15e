/**
 * The memory limit of the parsing children, over real HTTP: a PDF that needs more memory than its
 * child may have is answered 422 with a sentence once a fresh child has failed it too (a child that
 * had read other files might only have had less room left), only those children end (the pool says
 * why), the next PDF is read by a fresh child, and the server's own process hardly grows. Both ways a platform
 * may bound a child are run here on Linux: the kernel's address-space limit (what Linux gets) and
 * the resident-memory watchdog (what macOS, Windows and Electron get), forced.
 *
 * The limits are set just above what this machine's child needs for an ordinary PDF, measured in
 * the same run (its address space and resident memory after reading one), so the test holds on
 * any machine: the large PDF needs about 300 MB more than that, the ordinary one nothing more.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueEvent } from '../../src/server/analysis/acquire/isolation/pool-engine';
import type { ChildMemoryLimit } from '../../src/server/analysis/acquire/isolation/memory-limit';
import { PDF_ERRORS } from '../../src/server/kinds/pdf/pdf-problems';
import { writeTestPdf } from '../../src/server/kinds/pdf/test-pdf-writer';
import { errorBodySchema } from '../../src/shared';
import { descendants, statusMb, watchMemory } from '../helpers/memory-watch';
import { startTestServer, type ApiResponse, type TestServer } from '../helpers/server';

/** Room above an ordinary PDF's needs; the large PDF needs about 300 MB more. */
const ROOM_MB = 120;
const OWN_GROWTH_MB = 250;

const ordinary = writeTestPdf({ pages: [{ lines: ['An ordinary letter about a parcel.'] }] });
/** 90 MB of page content packed into 90 KB: within the unpack budget, hungry to read. */
const large = writeTestPdf({
  pages: [{ lines: ['A large page follows.'], padding: 90_000_000 }],
  pack: 'flate',
});

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

function upload(server: TestServer, bytes: Uint8Array): Promise<ApiResponse> {
  const form = new FormData();
  form.append('document', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'a.pdf');
  return server.request('/api/analyze/pdf', { method: 'POST', body: form });
}

/** The parsing children of this process (other test files of its worker may have left some). */
function parsingChildren(): number[] {
  return descendants(process.pid).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('untrusted-worker');
    } catch {
      return false;
    }
  });
}

/** This test's parsing child: the one child started since `before` was read. */
function parsingChild(before: readonly number[]): number {
  const children = parsingChildren().filter((pid) => !before.includes(pid));
  expect(children).toHaveLength(1);
  return children[0]!;
}

async function serverWith(memory?: ChildMemoryLimit, events: QueueEvent[] = []) {
  const server = await startTestServer({
    untrusted: {
      workers: 1,
      ...(memory ? { memory } : {}),
      onQueueEvent: (event) => events.push(event),
    },
  });
  servers.push(server);
  return server;
}

/** What a child needs after reading an ordinary PDF here: its peak address space and its RSS. */
let needs = { addressMb: 0, residentMb: 0 };
beforeAll(async () => {
  const before = parsingChildren();
  const server = await serverWith();
  const first = await upload(server, ordinary);
  expect(first.status, first.text).toBe(200);
  const child = parsingChild(before);
  needs = { addressMb: statusMb(child, 'VmPeak'), residentMb: statusMb(child, 'VmRSS') };
  await server.close();
  servers.splice(servers.indexOf(server), 1);
});

describe('a PDF past its child memory limit', () => {
  it.each([
    ['the address-space limit', 'address-space', 'addressMb'],
    ['the resident-memory watchdog, forced', 'watchdog', 'residentMb'],
  ] as const)(
    'is refused with a sentence under %s, and the next PDF is read',
    async (_, mechanism, need) => {
      const megabytes = Math.round(needs[need] + ROOM_MB);
      const events: QueueEvent[] = [];
      const server = await serverWith({ mechanism, megabytes }, events);
      const warm = await upload(server, ordinary);
      expect(warm.status, warm.text).toBe(200);

      const watch = await watchMemory();
      const refused = await upload(server, large);
      const peaks = await watch.stop();
      expect(refused.status, refused.text).toBe(422);
      expect(errorBodySchema.parse(refused.json).message).toBe(PDF_ERRORS.out_of_memory);
      // The child that had read a PDF before, then a fresh one that tries it again: both end.
      const refusal = { type: 'retired', kind: 'read-pdf', client: expect.any(String) };
      expect(events.filter((e) => e.type === 'retired')).toEqual([
        { ...refusal, reason: 'memory' },
        { ...refusal, reason: 'memory' },
      ]);
      expect(peaks.ownMb).toBeLessThan(OWN_GROWTH_MB);

      // Another PDF, a different file so the cache cannot answer: a fresh child reads it.
      const next = await upload(
        server,
        writeTestPdf({ pages: [{ lines: ['Read by a fresh child after the refusal.'] }] }),
      );
      expect(next.status, next.text).toBe(200);
    },
  );
});
