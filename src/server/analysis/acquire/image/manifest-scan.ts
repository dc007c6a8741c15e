/**
 * A bounded look at an image's content credentials (C2PA) before the reference reader sees them.
 * The reader (@contentauth/c2pa-wasm) takes time that grows with the square of the number of
 * assertions and actions in a manifest: 20,000 actions in a 427 KB PNG took 6.6 s, 3,000 tiny
 * assertions 18 s, past the worker's deadline every time. So the manifest store is first found in
 * its container (PNG caBX chunk, JPEG APP11 segments, WebP C2PA chunk, GIF C2PA_GIF application
 * extension) and measured in one forward pass over its JUMBF boxes, counting the boxes and the
 * actions listed in every actions assertion (their CBOR is walked, never built). A store over any
 * of the caps below is not handed to the reader: the report says it was too large to check.
 * Linear in the file's size, with no recursion deeper than MAX_BOX_DEPTH.
 */

/** Bytes of one image's manifest store read at most (real ones, thumbnails included, are < 1 MB). */
export const MAX_MANIFEST_BYTES = 2 * 1024 * 1024;
/**
 * JUMBF superboxes (manifests, assertions, claims, signatures) read at most. A real store has a
 * few dozen; the reader's cost grows with the square of this (1,000 took 3 s).
 */
export const MAX_MANIFEST_BOXES = 256;
/** Actions, over every actions assertion, read at most (real manifests list a handful). */
export const MAX_MANIFEST_ACTIONS = 200;
/** JUMBF nesting followed at most (a C2PA store nests 4 deep). */
export const MAX_BOX_DEPTH = 8;

export type ManifestLimit = 'bytes' | 'boxes' | 'actions';

export interface ManifestScan {
  /** Bytes of the manifest store. */
  bytes: number;
  boxes: number;
  actions: number;
  /** The first cap it goes over, or null when the reader may read it. */
  over: ManifestLimit | null;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) =>
  b[at]! * 0x1000000 + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const u32le = (b: Uint8Array, at: number) =>
  b[at]! + (b[at + 1]! << 8) + (b[at + 2]! << 16) + b[at + 3]! * 0x1000000;
const ascii = (b: Uint8Array, at: number, n: number) =>
  String.fromCharCode(...b.subarray(at, Math.min(b.length, at + n)));

/** Collects container parts up to MAX_MANIFEST_BYTES (+1, so that "over" can be told). */
class Parts {
  readonly list: Uint8Array[] = [];
  total = 0;
  add(part: Uint8Array): boolean {
    this.total += part.length;
    if (this.total > MAX_MANIFEST_BYTES) return false;
    this.list.push(part);
    return true;
  }
}

function pngStore(b: Uint8Array, parts: Parts): void {
  for (let at = 8; at + 12 <= b.length; ) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    if (type === 'IEND') return;
    if (type === 'caBX' && !parts.add(b.subarray(at + 8, Math.min(b.length, at + 8 + length))))
      return;
    at += 12 + length;
  }
}

/** JPEG APP11 segments: "JP", box instance, sequence number, then the box (its header repeated). */
function jpegStore(b: Uint8Array, parts: Parts): void {
  const seen = new Set<number>();
  for (let at = 2; at + 4 <= b.length; ) {
    if (b[at] !== 0xff) return;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return;
    const length = u16be(b, at + 2);
    if (length < 2) return;
    const end = Math.min(b.length, at + 2 + length);
    if (marker === 0xeb && length >= 18 && b[at + 4] === 0x4a && b[at + 5] === 0x50) {
      const instance = u16be(b, at + 6);
      // The first segment of a box carries its header; the others repeat it (LBox, TBox, and
      // XLBox when LBox is 1), which is not part of the box.
      const box = at + 12;
      const header = u32be(b, box) === 1 ? 16 : 8;
      const from = seen.has(instance) ? box + header : box;
      seen.add(instance);
      if (from < end && !parts.add(b.subarray(from, end))) return;
    }
    at = end;
  }
}

function webpStore(b: Uint8Array, parts: Parts): void {
  for (let at = 12; at + 8 <= b.length; ) {
    const size = u32le(b, at + 4);
    if (
      ascii(b, at, 4) === 'C2PA' &&
      !parts.add(b.subarray(at + 8, Math.min(b.length, at + 8 + size)))
    )
      return;
    at += 8 + size + (size & 1);
  }
}

/** GIF: application extensions named C2PA_GIF, their data sub-blocks joined. */
function gifStore(b: Uint8Array, parts: Parts): void {
  let at = 13;
  const flags = b[10] ?? 0;
  if (flags & 0x80) at += 3 * (1 << ((flags & 7) + 1));
  while (at < b.length) {
    const block = b[at]!;
    if (block === 0x3b) return;
    if (block === 0x21) {
      const label = b[at + 1];
      at += 2;
      const c2pa = label === 0xff && b[at] === 11 && ascii(b, at + 1, 8) === 'C2PA_GIF';
      if (label === 0xff) at += 1 + (b[at] ?? 0); // the identifier block
      while (at < b.length) {
        const size = b[at]!;
        at += 1;
        if (size === 0) break;
        if (c2pa && !parts.add(b.subarray(at, Math.min(b.length, at + size)))) return;
        at += size;
      }
    } else if (block === 0x2c) {
      if (at + 10 > b.length) return;
      const local = b[at + 9]!;
      at += 10;
      if (local & 0x80) at += 3 * (1 << ((local & 7) + 1));
      at += 1;
      while (at < b.length) {
        const size = b[at]!;
        at += 1 + size;
        if (size === 0) break;
      }
    } else {
      return;
    }
  }
}

/** Where in a CBOR item the walk is: how many items an open array or map still holds. */
interface Open {
  left: number;
  /** An indefinite-length array or map, closed by a break byte. */
  indefinite: boolean;
}

/**
 * The number of items in the "actions" array of an actions assertion's CBOR map, walked without
 * building anything and stopping once `limit` is passed. -1 when it is not such a map.
 */
export function countCborActions(b: Uint8Array, limit: number): number {
  let at = 0;
  /** Reads an item's head: major type, the argument (length or value), indefinite or not. */
  const head = () => {
    if (at >= b.length) return null;
    const initial = b[at++]!;
    const major = initial >> 5;
    const info = initial & 31;
    let value = info;
    if (info === 24) value = b[at++] ?? 0;
    else if (info === 25) {
      value = u16be(b, at);
      at += 2;
    } else if (info === 26) {
      value = u32be(b, at);
      at += 4;
    } else if (info === 27) {
      value = u32be(b, at) * 2 ** 32 + u32be(b, at + 4);
      at += 8;
    } else if (info > 27 && info !== 31) return null;
    return { major, value, indefinite: info === 31 };
  };
  /** Skips one whole item (with an explicit stack, so nesting cannot overflow anything). */
  const skip = (): boolean => {
    const stack: Open[] = [{ left: 1, indefinite: false }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if (!top.indefinite && top.left === 0) {
        stack.pop();
        continue;
      }
      if (top.indefinite && b[at] === 0xff) {
        at++;
        stack.pop();
        continue;
      }
      if (at >= b.length) return false;
      top.left--;
      const item = head();
      if (!item) return false;
      if (item.major === 2 || item.major === 3) {
        if (item.indefinite) stack.push({ left: 0, indefinite: true });
        else at += item.value;
      } else if (item.major === 4 || item.major === 5) {
        const per = item.major === 5 ? 2 : 1;
        stack.push({ left: item.value * per, indefinite: item.indefinite });
      } else if (item.major === 6) {
        stack.push({ left: 1, indefinite: false });
      } else if (item.major === 7 && item.indefinite) {
        return false; // a break where no item may end
      }
      if (at > b.length) return false;
    }
    return true;
  };
  const map = head();
  if (map?.major !== 5) return -1;
  for (let i = 0; map.indefinite || i < map.value; i++) {
    if (map.indefinite && b[at] === 0xff) return -1;
    const keyStart = at;
    const key = head();
    if (!key) return -1;
    let name: string | null = null;
    if (key.major === 3 && !key.indefinite) {
      name = ascii(b, at, Math.min(key.value, 64));
      at += key.value;
    } else {
      // Not a text key: skipped whole, from its head.
      at = keyStart;
      if (!skip()) return -1;
    }
    if (name === 'actions') {
      const list = head();
      if (list?.major !== 4) return -1;
      if (!list.indefinite) return list.value;
      let count = 0;
      while (at < b.length && b[at] !== 0xff) {
        if (!skip()) return -1;
        if (++count > limit) return count;
      }
      return count;
    }
    if (!skip()) return -1;
  }
  return -1;
}

/** The label of a jumd (description) box: after its 16-byte type and toggles, when it has one. */
function labelOf(b: Uint8Array, from: number, end: number): string | null {
  if (end - from < 17 || !(b[from + 16]! & 0x02)) return null;
  const start = from + 17;
  let stop = start;
  while (stop < end && b[stop] !== 0) stop++;
  return ascii(b, start, Math.min(stop - start, 128));
}

/**
 * Walks JUMBF boxes in [from, end): counts superboxes and the actions of actions assertions.
 * Returns false as soon as a cap is passed.
 */
function walkBoxes(
  b: Uint8Array,
  from: number,
  end: number,
  depth: number,
  scan: ManifestScan,
): boolean {
  let label: string | null = null;
  for (let at = from; at + 8 <= end; ) {
    let size = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > end) return true;
      size = u32be(b, at + 8) * 2 ** 32 + u32be(b, at + 12);
      body = at + 16;
    } else if (size === 0) size = end - at;
    if (size < body - at || at + size > end) return true; // damaged: the reader will say so
    const boxEnd = at + size;
    if (type === 'jumb') {
      scan.boxes++;
      if (scan.boxes > MAX_MANIFEST_BOXES) {
        scan.over = 'boxes';
        return false;
      }
      if (depth < MAX_BOX_DEPTH && !walkBoxes(b, body, boxEnd, depth + 1, scan)) return false;
    } else if (type === 'jumd') {
      label = labelOf(b, body, boxEnd);
    } else if ((type === 'cbor' || type === 'json') && label?.startsWith('c2pa.actions')) {
      const content = b.subarray(body, boxEnd);
      const room = MAX_MANIFEST_ACTIONS - scan.actions;
      let count = 0;
      if (type === 'cbor') count = countCborActions(content, room);
      else {
        try {
          const actions = (
            JSON.parse(Buffer.from(content).toString('utf8')) as { actions?: unknown }
          )?.actions;
          count = Array.isArray(actions) ? actions.length : 0;
        } catch {
          count = 0;
        }
      }
      scan.actions += Math.max(0, count);
      if (scan.actions > MAX_MANIFEST_ACTIONS) {
        scan.over = 'actions';
        return false;
      }
    }
    at = boxEnd;
  }
  return true;
}

/**
 * The image's manifest store measured against the caps, or null when it carries none (then the
 * reader is not asked at all).
 */
export function scanManifest(bytes: Uint8Array, mime: string): ManifestScan | null {
  const parts = new Parts();
  if (mime === 'image/png') pngStore(bytes, parts);
  else if (mime === 'image/jpeg') jpegStore(bytes, parts);
  else if (mime === 'image/webp') webpStore(bytes, parts);
  else if (mime === 'image/gif') gifStore(bytes, parts);
  if (parts.total === 0) return null;
  const scan: ManifestScan = { bytes: parts.total, boxes: 0, actions: 0, over: null };
  if (parts.total > MAX_MANIFEST_BYTES) {
    scan.over = 'bytes';
    return scan;
  }
  const store = parts.list.length === 1 ? parts.list[0]! : Buffer.concat(parts.list);
  walkBoxes(store, 0, store.length, 0, scan);
  return scan;
}
