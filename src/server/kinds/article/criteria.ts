/** The "What we evaluate" panel of the article kind (GET /api/analysis-criteria/article). */
import { CLAIMS, GRADE, LINKS, MISINFORMATION_SIGNS, PERSUASION, SCAM_SIGNS } from '../criteria';

export const ARTICLE_CRITERIA: readonly string[] = [
  'Who published it: a known news agency, journal, government body or fact-checker, or an unknown or look-alike site',
  'Who wrote it and who is quoted, and whether it links to sources you can open and check',
  'Whether the site says who runs it and publishes corrections, and whether the article is dated',
  CLAIMS,
  `${SCAM_SIGNS}. ${LINKS}`,
  MISINFORMATION_SIGNS,
  PERSUASION,
  GRADE,
];
