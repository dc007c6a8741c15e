/**
 * Turning fetched bytes into text: the charset from the Content-Type header, else a byte-order
 * mark, else a <meta charset> in the first bytes of the page (as browsers do), else UTF-8.
 * Unknown labels fall back to UTF-8 rather than failing the analysis.
 */

/** Browsers look for <meta charset> in the first 1024 bytes; pages in the wild go a little later. */
export const META_CHARSET_SCAN_BYTES = 4096;

const META_CHARSET = /<meta\s[^>]*?charset\s*=\s*["']?\s*([a-z0-9_:.-]+)/i;

export function charsetFromContentType(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase() ?? null;
}

function bomCharset(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

function metaCharset(bytes: Uint8Array): string | null {
  // Latin-1 maps every byte to one character, so ASCII markup reads right whatever the charset.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, META_CHARSET_SCAN_BYTES));
  return META_CHARSET.exec(head)?.[1]?.toLowerCase() ?? null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

// windows-1252 bytes 0x80-0x9F (WHATWG Encoding). Node 20's TextDecoder reads them as C1
// controls (ISO-8859-1), losing the euro sign and curly quotes, so they are mapped here.
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const codes = Array.from(bytes.subarray(i, i + 8192), (b) =>
      b >= 0x80 && b <= 0x9f ? WINDOWS_1252_HIGH[b - 0x80]! : b,
    );
    out += String.fromCharCode(...codes);
  }
  return out;
}

export interface DecodedText {
  text: string;
  /** The encoding actually used, as TextDecoder names it. */
  charset: string;
}

export function decodeBody(
  bytes: Uint8Array,
  contentType: string | undefined,
  isHtml: boolean,
): DecodedText {
  const decoder =
    decoderFor(bomCharset(bytes)) ??
    decoderFor(charsetFromContentType(contentType)) ??
    (isHtml ? decoderFor(metaCharset(bytes)) : null) ??
    new TextDecoder('utf-8');
  if (decoder.encoding === 'windows-1252')
    return { text: decodeWindows1252(bytes), charset: decoder.encoding };
  return { text: decoder.decode(bytes), charset: decoder.encoding };
}
