/**
 * Timers and a clock the test moves by hand, passed to the server supervisor: a deadline or a
 * backoff pause passes when the test says so, never because the machine was slow.
 */
import type { SupervisorTimers } from '../../src/main/server-supervisor';

interface Pending {
  due: number;
  callback: () => void;
}

export class ManualTimers implements SupervisorTimers {
  private at = 0;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  now(): number {
    return this.at;
  }

  setTimeout(callback: () => void, ms: number): number {
    const id = this.nextId++;
    this.pending.set(id, { due: this.at + ms, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  /** Delays of the timers still waiting, from now, soonest first. */
  waiting(): number[] {
    return [...this.pending.values()].map((p) => p.due - this.at).sort((a, b) => a - b);
  }

  /** Moves the clock on, running each timer that falls due on the way, in order. */
  advance(ms: number): void {
    const target = this.at + ms;
    for (;;) {
      let next: [number, Pending] | null = null;
      for (const entry of this.pending)
        if (entry[1].due <= target && (!next || entry[1].due < next[1].due)) next = entry;
      if (!next) break;
      this.pending.delete(next[0]);
      this.at = next[1].due;
      next[1].callback();
    }
    this.at = target;
  }
}
