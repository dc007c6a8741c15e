/**
 * What an image's metadata says about its history, via exifr: the software that last saved it
 * (an editor is worth knowing about when judging a "screenshot"), when it was taken, and whether
 * it carries a GPS position (a privacy matter for the person who shares it). Phone screenshots
 * usually carry none of this; its presence is reported, never held against the content alone.
 */
import exifr from 'exifr';

export interface ImageMetadata {
  software: string | null;
  /** ISO 8601. */
  capturedAt: string | null;
  hasGps: boolean;
  cameraModel: string | null;
}

/** Image editors and generators whose name in "Software" means the picture was reworked. */
const EDITING_SOFTWARE =
  /photoshop|lightroom|gimp|affinity|pixelmator|paint\.net|snapseed|picsart|canva|facetune|photopea|fotor|luminar|capture one|krita|corel|paintshop|illustrator|inkscape|midjourney|dall-?e|stable diffusion|firefly/i;

export async function readImageMetadata(bytes: Uint8Array): Promise<ImageMetadata | null> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = (await exifr.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      tiff: true,
      exif: true,
      gps: true,
      // exifr's XMP parser is quadratic in repeated elements (an 896 KB PNG took 19.9 s): XMP is
      // read by creatorTool() below, from a bounded slice, for the one field that matters here.
      xmp: false,
      icc: false,
      iptc: false,
      jfif: false,
      ihdr: false,
      mergeOutput: true,
      reviveValues: true,
    })) as Record<string, unknown> | undefined;
  } catch {
    // Broken metadata is no reason to refuse the image; there is simply nothing to report.
    tags = undefined;
  }
  const xmpTool = creatorTool(bytes);
  if (!tags && !xmpTool) return null;
  tags ??= {};
  if (xmpTool) tags.CreatorTool = xmpTool;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  const date = (v: unknown) =>
    v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString() : null;
  const software = text(tags.Software) ?? text(tags.CreatorTool) ?? text(tags.ProcessingSoftware);
  const capturedAt =
    date(tags.DateTimeOriginal) ??
    date(tags.CreateDate) ??
    date(tags.DateTime) ??
    date(tags.ModifyDate);
  const hasGps =
    typeof tags.latitude === 'number' ||
    typeof tags.longitude === 'number' ||
    tags.GPSLatitude !== undefined;
  const cameraModel = [text(tags.Make), text(tags.Model)].filter(Boolean).join(' ') || null;
  return { software, capturedAt, hasGps, cameraModel };
}

/** Characters of an XMP packet read; the tool's name sits in its first few hundred. */
export const MAX_XMP_CHARS = 64 * 1024;
const CREATOR_TOOL = /xmp:CreatorTool(?:\s*=\s*["']([^"'<>]{1,200})["']|\s*>([^<>]{1,200})<)/;

/** XMP's CreatorTool, from at most MAX_XMP_CHARS after the packet's start (one linear search). */
export function creatorTool(bytes: Uint8Array): string | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = buffer.indexOf('<x:xmpmeta', 0, 'latin1');
  if (start === -1) return null;
  const packet = buffer.subarray(start, start + MAX_XMP_CHARS).toString('utf8');
  const m = CREATOR_TOOL.exec(packet);
  return (m?.[1] ?? m?.[2])?.trim() || null;
}

export function isEditingSoftware(software: string): boolean {
  return EDITING_SOFTWARE.test(software);
}

/** Notes for analysisMetadata: what the metadata says, in words a person can act on. */
export function metadataNotes(meta: ImageMetadata | null): string[] {
  if (!meta)
    return [
      'The image carries no EXIF metadata (normal for screenshots and images re-shared by apps).',
    ];
  const notes: string[] = [];
  if (meta.software) {
    notes.push(
      isEditingSoftware(meta.software)
        ? `Image metadata: last saved with editing software (${meta.software}); the picture may have been altered after it was captured.`
        : `Image metadata: saved by ${meta.software}.`,
    );
  }
  if (meta.capturedAt)
    notes.push(
      `Image metadata: captured or saved on ${meta.capturedAt.slice(0, 10)} (metadata dates can be changed).`,
    );
  if (meta.cameraModel)
    notes.push(
      `Image metadata: taken with ${meta.cameraModel}, so it is a photo rather than a screenshot.`,
    );
  if (meta.hasGps)
    notes.push(
      'Image metadata: contains a GPS position. Remove location data before sharing this image further.',
    );
  if (notes.length === 0)
    notes.push('The image carries metadata, but no software, date or location.');
  return notes;
}
