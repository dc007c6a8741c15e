/** Hosted or desktop, the version and the active analyzer (read by the footer and About). */
import { z } from 'zod';
import { defineRoute } from '../contract';

export const APP_MODES = ['hosted', 'desktop'] as const;
export const metaResponseSchema = z.object({
  mode: z.enum(APP_MODES),
  version: z.string(),
  /** The active analyzer, e.g. "offline". */
  analyzer: z.string(),
  /** Desktop mode: the hosted public feed this app publishes to. */
  hubUrl: z.string().nullable().optional(),
  /**
   * Beyond the spec (additive): published fact-checks in this installation's local index (0 on a
   * new install: none ships; a newsroom imports them, a desktop app copies its hub's).
   */
  factChecks: z.number().int().min(0).optional(),
});
export type MetaResponse = z.infer<typeof metaResponseSchema>;

export const metaRoute = defineRoute({
  method: 'GET',
  path: '/api/meta',
  response: metaResponseSchema,
});
