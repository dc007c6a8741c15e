/**
 * The page runs under a Content-Security-Policy without 'unsafe-eval' (src/server/security/
 * headers.ts). Zod would otherwise probe for eval (new Function) on the first object it parses, to
 * compile faster parsers; the probe's failure is caught, but the browser still reports it as a
 * policy violation. Imported first by main.tsx, so it is set before any schema is used.
 */
import { z } from 'zod';

z.config({ jitless: true });
