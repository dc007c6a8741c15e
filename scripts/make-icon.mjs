// Draws resources/icon.png (512x512): a magnifying lens with a check mark, the FactLens mark.
// Pure Node (zlib) so the icon can be regenerated anywhere without image tools.
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';

const size = 512;
const px = Buffer.alloc(size * size * 4);
const accent = [37, 99, 235];
const white = [255, 255, 255];

function distToSegment(x, y, ax, ay, bx, by) {
  const dx = bx - ax,
    dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

for (let y = 0; y < size; y++) {
  for (let x = 0; x < size; x++) {
    const i = (y * size + x) * 4;
    let colour = null;
    const r = Math.hypot(x - 220, y - 220);
    if (distToSegment(x, y, 330, 330, 450, 450) < 34) colour = accent; // handle
    if (r < 180) colour = accent; // lens rim
    if (r < 140) colour = white; // glass
    const check = Math.min(
      distToSegment(x, y, 150, 225, 205, 280),
      distToSegment(x, y, 205, 280, 300, 165),
    );
    if (check < 22) colour = accent;
    if (colour) {
      px[i] = colour[0];
      px[i + 1] = colour[1];
      px[i + 2] = colour[2];
      px[i + 3] = 255;
    }
  }
}

const raw = Buffer.alloc((size * 4 + 1) * size);
for (let y = 0; y < size; y++)
  px.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(size, 0);
ihdr.writeUInt32BE(size, 4);
ihdr[8] = 8;
ihdr[9] = 6;
const png = Buffer.concat([
  Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
  chunk('IHDR', ihdr),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('../resources/icon.png', import.meta.url), png);
console.log(`resources/icon.png written (${png.length} bytes)`);
