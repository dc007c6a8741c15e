/** A clock the test moves by hand, passed to the server as its `clock` dependency. */
import type { Clock } from '../../src/server/clock';

export class ManualClock implements Clock {
  private ms: number;

  constructor(start: Date | string = '2025-06-15T12:00:00.000Z') {
    this.ms = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.ms);
  }

  advance(ms: number): void {
    this.ms += ms;
  }
}
