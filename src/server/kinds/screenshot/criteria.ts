/** The "What we evaluate" panel of the screenshot kind (GET /api/analysis-criteria/screenshot). */
import { CLAIMS, GRADE, LINKS, MISINFORMATION_SIGNS, PERSUASION, SCAM_SIGNS } from '../criteria';

export const SCREENSHOT_CRITERIA: readonly string[] = [
  'The text in the image, read on our server without sending it anywhere, gets every check that pasted text gets',
  'The file itself: its real type, its size, and whether editing software saved it last',
  `${SCAM_SIGNS}. ${LINKS}`,
  MISINFORMATION_SIGNS,
  `${CLAIMS}. ${PERSUASION}`,
  GRADE,
];
