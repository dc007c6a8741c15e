/** The constant JSON route the API bench mounts on the hosted app as its throughput baseline. */
export const TRIVIAL_PATH = '/api/bench-trivial';
