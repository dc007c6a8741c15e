/** The "What we evaluate" panel of the video kind (GET /api/analysis-criteria/video). */
import { CLAIMS, GRADE, LINKS, MISINFORMATION_SIGNS, PERSUASION, SCAM_SIGNS } from '../criteria';

export const VIDEO_CRITERIA: readonly string[] = [
  'The whole transcript from the video’s captions, with its title, channel and description',
  `${CLAIMS}, with the moment in the video where each is said`,
  `${SCAM_SIGNS}. ${LINKS}`,
  MISINFORMATION_SIGNS,
  PERSUASION,
  'Without captions only the title and description can be checked, and the report says so',
  GRADE,
];
