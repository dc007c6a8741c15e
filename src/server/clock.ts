/** Time is a dependency so tests can move it (24 h cache, daily analysis cache, "today"). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
