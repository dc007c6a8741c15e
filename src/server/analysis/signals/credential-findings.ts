/**
 * What an image's content credentials (C2PA, read by acquire/image/content-credentials.ts) say,
 * in plain words: a valid record names who signed it, the tool and what was done (a good sign, and
 * a warning when it says an AI model made the image); a record that does not match the image is a
 * warning; no record says nothing.
 */
import type { PositiveSignal, RedFlag } from '../../../shared';
import { listOf } from '../../../shared';
import type { ContentCredentials } from '../types';

export const AI_IMAGE_FLAG_TYPE = 'ai_generated_image';
export const BROKEN_CREDENTIALS_FLAG_TYPE = 'broken_credentials';

/** C2PA action ids in words ("it was edited"); actions not listed here are not named. */
const ACTION_WORDS: Record<string, string> = {
  'c2pa.created': 'created',
  'c2pa.opened': 'opened in an editor',
  'c2pa.edited': 'edited',
  'c2pa.cropped': 'cropped',
  'c2pa.resized': 'resized',
  'c2pa.color_adjustments': 'color adjusted',
  'c2pa.filtered': 'filtered',
  'c2pa.drawing': 'drawn on',
  'c2pa.placed': 'combined with another image',
  'c2pa.removed': 'had parts removed',
  'c2pa.redacted': 'had parts blacked out',
  'c2pa.converted': 'converted to another format',
  'c2pa.published': 'published',
};

function whatWasDone(c: ContentCredentials): string | null {
  const words = [
    ...new Set(
      c.actions
        .map((a) =>
          a === 'c2pa.created' && c.aiGenerated ? 'created by an AI model' : ACTION_WORDS[a],
        )
        .filter(Boolean),
    ),
  ];
  return words.length ? `They say it was ${listOf(words)}.` : null;
}

function signedBy(c: ContentCredentials): string {
  const who = c.signer
    ? `${c.signer}${c.issuer && c.issuer !== c.signer ? ` (${c.issuer})` : ''}`
    : 'an unnamed signer';
  const tool = c.claimGenerator ? ` and name ${c.claimGenerator} as the tool that wrote them` : '';
  return `Its content credentials (C2PA) are signed by ${who}${tool}.`;
}

export function credentialFlags(c: ContentCredentials | null): RedFlag[] {
  if (!c) return [];
  if (c.state === 'invalid') {
    return [
      {
        indicator: 'The image’s content credentials do not match the image',
        type: BROKEN_CREDENTIALS_FLAG_TYPE,
        severity: 'medium',
        explanation:
          'The image carries a content-credentials record (C2PA), but its signature or its fingerprint of the image does not check out: the image was changed after it was signed, or the record is damaged. Treat what the record claims as unproven and look for the original image.',
        textExample: c.signer ? `signed by ${c.signer}` : 'content credentials',
      },
    ];
  }
  if (!c.aiGenerated) return [];
  return [
    {
      indicator: 'Its content credentials say an AI model created the image',
      type: AI_IMAGE_FLAG_TYPE,
      severity: 'medium',
      explanation:
        `${signedBy(c)} ${whatWasDone(c) ?? ''} A picture made by an AI model is not a photograph or screenshot of something that happened.`
          .replace(/\s+/g, ' ')
          .trim(),
      textExample: c.claimGenerator ?? c.signer ?? 'content credentials',
    },
  ];
}

export function credentialSignals(c: ContentCredentials | null): PositiveSignal[] {
  if (c?.state !== 'valid') return [];
  return [
    {
      indicator: 'The image carries valid content credentials',
      explanation:
        `${signedBy(c)} ${whatWasDone(c) ?? ''} The signature shows who signed this record and that the image has not changed since; it does not show that what the image shows is true.`
          .replace(/\s+/g, ' ')
          .trim(),
      ...(c.signer ? { textExample: c.signer } : {}),
    },
  ];
}
