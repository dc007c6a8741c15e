/** The "What we evaluate" panel of the PDF kind (GET /api/analysis-criteria/pdf). */
import { CLAIMS, GRADE, LINKS, MISINFORMATION_SIGNS, PERSUASION, SCAM_SIGNS } from '../criteria';

export const PDF_CRITERIA: readonly string[] = [
  'The text of the document, read on our server without sending it anywhere, gets every check that pasted text gets; a scanned page without a text layer cannot be read',
  `${CLAIMS}. ${PERSUASION}`,
  `${SCAM_SIGNS}. ${LINKS}`,
  MISINFORMATION_SIGNS,
  GRADE,
];
