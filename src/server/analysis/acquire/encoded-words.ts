/**
 * MIME encoded words (RFC 2047), as an e-mail's headers carry any text that is not plain ASCII:
 * "=?UTF-8?B?WW91ciBOZXRmbGl4IE1lbWJlcnNoaXAgaXMgb24gaG9sZA==?=" is "Your Netflix Membership is on
 * hold". A pasted or exported e-mail keeps them raw, and phishers encode subjects that would read as
 * alarms; decoded, the subject is read as the person's mail program shows it. Each word names its
 * charset; one the platform cannot decode, or a malformed one, is left as written.
 */

/** An encoded word: charset, B (base64) or Q (quoted-printable-like), the encoded text. */
const ENCODED_WORD =
  /=\?([A-Za-z0-9_.:-]{1,40})(?:\*[A-Za-z-]{1,20})?\?([BbQq])\?([^?\s]{0,2000})\?=/g;
/** Whitespace between two encoded words is not part of the text (RFC 2047, section 6.2). */
const BETWEEN_WORDS =
  /(\?=)[ \t\r\n]+(?==\?[A-Za-z0-9_.:-]{1,40}(?:\*[A-Za-z-]{1,20})?\?[BbQq]\?)/g;
/** Does the text hold anything like an encoded word? (Most texts do not: one search, then out.) */
const MAY_HOLD = /=\?[^?\s]+\?[BbQq]\?/;

function bytesOf(kind: string, encoded: string): Uint8Array | null {
  if (kind === 'B' || kind === 'b') {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) return null;
    return new Uint8Array(Buffer.from(encoded, 'base64'));
  }
  const out: number[] = [];
  for (let i = 0; i < encoded.length; i++) {
    const c = encoded[i]!;
    if (c === '_') out.push(0x20);
    else if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(encoded.slice(i + 1, i + 3))) {
      out.push(Number.parseInt(encoded.slice(i + 1, i + 3), 16));
      i += 2;
    } else out.push(c.charCodeAt(0) & 0xff);
  }
  return new Uint8Array(out);
}

/** The text with every encoded word it holds decoded (see above). */
export function decodeEncodedWords(text: string): string {
  if (!MAY_HOLD.test(text)) return text;
  return text.replace(BETWEEN_WORDS, '$1').replace(ENCODED_WORD, (word, charset, kind, encoded) => {
    const bytes = bytesOf(kind, encoded);
    if (!bytes) return word;
    try {
      return new TextDecoder(charset.toLowerCase()).decode(bytes);
    } catch {
      return word;
    }
  });
}
