/**
 * How a report's notes read for its kind: each kind says (src/renderer/src/kinds, `noteWording`);
 * a screenshot's are told as text read from an image (kinds/screenshot/wording.ts).
 */
import { analysisTypeSchema } from '../../../shared';
import { RENDERER_KINDS } from '../kinds/registry';

export { aboutImage } from '../kinds/screenshot/wording';

export function wordingFor(type: string): (note: string) => string {
  const known = analysisTypeSchema.safeParse(type);
  return known.success ? RENDERER_KINDS[known.data].noteWording : (note) => note;
}
