/**
 * Adds a real EXIF block (APP1 "Exif", little-endian TIFF) to a JPEG: IFD0 with Software and
 * DateTime, an Exif IFD with DateTimeOriginal and, optionally, a GPS IFD with a position. This
 * is what a photo editor or a phone camera writes; the server reads it back with exifr.
 */

const ASCII = 2;
const LONG = 4;
const RATIONAL = 5;

interface Entry {
  tag: number;
  type: number;
  count: number;
  /** Raw value bytes (little-endian); stored inline when 4 bytes or fewer. */
  value: Buffer;
}

const ascii = (tag: number, text: string): Entry => {
  const value = Buffer.from(`${text}\0`, 'latin1');
  return { tag, type: ASCII, count: value.length, value };
};
const long = (tag: number, n: number): Entry => {
  const value = Buffer.alloc(4);
  value.writeUInt32LE(n);
  return { tag, type: LONG, count: 1, value };
};
const rationals = (tag: number, parts: Array<[number, number]>): Entry => {
  const value = Buffer.alloc(8 * parts.length);
  parts.forEach(([num, den], i) => {
    value.writeUInt32LE(num, i * 8);
    value.writeUInt32LE(den, i * 8 + 4);
  });
  return { tag, type: RATIONAL, count: parts.length, value };
};

/** One IFD at `offset` (from the TIFF header) with its out-of-line values right after it. */
function ifd(entries: Entry[], offset: number): Buffer {
  const tableSize = 2 + entries.length * 12 + 4;
  const table = Buffer.alloc(tableSize);
  const data: Buffer[] = [];
  let dataOffset = offset + tableSize;
  table.writeUInt16LE(entries.length, 0);
  entries.forEach((e, i) => {
    const at = 2 + i * 12;
    table.writeUInt16LE(e.tag, at);
    table.writeUInt16LE(e.type, at + 2);
    table.writeUInt32LE(e.count, at + 4);
    if (e.value.length <= 4) e.value.copy(table, at + 8);
    else {
      table.writeUInt32LE(dataOffset, at + 8);
      const padded = e.value.length % 2 ? Buffer.concat([e.value, Buffer.alloc(1)]) : e.value;
      data.push(padded);
      dataOffset += padded.length;
    }
  });
  table.writeUInt32LE(0, tableSize - 4);
  return Buffer.concat([table, ...data]);
}

export interface ExifFields {
  software: string;
  /** "YYYY:MM:DD HH:MM:SS" */
  dateTime: string;
  gps?: { latitude: number; longitude: number };
}

function dms(value: number): Array<[number, number]> {
  const abs = Math.abs(value);
  const deg = Math.floor(abs);
  const min = Math.floor((abs - deg) * 60);
  const sec = Math.round(((abs - deg) * 60 - min) * 60 * 100);
  return [
    [deg, 1],
    [min, 1],
    [sec, 100],
  ];
}

export function withExif(jpeg: Buffer, fields: ExifFields): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  const header = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]);
  // Sizes are fixed by the entry lists, so offsets are computed by building twice.
  const ifd0Entries = (exifAt: number, gpsAt: number) => [
    ascii(0x0131, fields.software),
    ascii(0x0132, fields.dateTime),
    long(0x8769, exifAt),
    ...(fields.gps ? [long(0x8825, gpsAt)] : []),
  ];
  const first = ifd(ifd0Entries(0, 0), 8);
  const exifAt = 8 + first.length;
  const exifIfd = ifd([ascii(0x9003, fields.dateTime)], exifAt);
  const gpsAt = exifAt + exifIfd.length;
  const gpsIfd = fields.gps
    ? ifd(
        [
          ascii(0x0001, fields.gps.latitude >= 0 ? 'N' : 'S'),
          rationals(0x0002, dms(fields.gps.latitude)),
          ascii(0x0003, fields.gps.longitude >= 0 ? 'E' : 'W'),
          rationals(0x0004, dms(fields.gps.longitude)),
        ],
        gpsAt,
      )
    : Buffer.alloc(0);
  const tiff = Buffer.concat([header, ifd(ifd0Entries(exifAt, gpsAt), 8), exifIfd, gpsIfd]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, payload, jpeg.subarray(2)]);
}
