/**
 * A tiny PDF writer for the PDF kind's tests (never used by the server): numbered objects, a
 * cross-reference table and a trailer, each page a Helvetica text stream or an image. Tests build
 * their documents here, small and exact, instead of keeping binary fixtures nobody can read.
 */
import { zlibSync } from 'fflate';

export interface TestPage {
  /** Lines of text drawn top to bottom in Helvetica (WinAnsi: keep to Latin-1). */
  lines?: string[];
  /** Draws a tiny grey image instead of (or beside) text: a scanned page has only this. */
  image?: boolean;
  /** Raw content-stream operators used instead of `lines` (several text runs on one line...). */
  content?: string;
  /** Blank bytes after the operators: with `pack`, a small stream that unpacks large. */
  padding?: number;
}

export interface TestPdf {
  pages: TestPage[];
  info?: { title?: string; author?: string };
  /**
   * Adds a Standard security handler whose user password is not empty (its /U check fails for
   * the empty password), so a reader must ask for a password to open the file.
   */
  encrypt?: boolean;
  /** A stream object put on the first page as its content, declared with this /Length. */
  claimedLength?: { length: number; body: string };
  /** This many nested arrays written in the first page's dictionary (/Nested [[[...]]]). */
  nestedArrays?: number;
  /** How the pages' content streams are packed (FlateDecode or LZWDecode); plain by default. */
  pack?: 'flate' | 'lzw';
}

/** A PDF literal string: backslash, parentheses escaped; Latin-1 bytes. */
function literal(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A text string of the document's information: Latin-1 as a literal, else UTF-16BE with its mark. */
function textString(text: string): string {
  if (!/[\u0100-\uFFFF]/.test(text)) return literal(text);
  const units = Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
  return `<FEFF${units
    .map((u) => u.toString(16).padStart(4, '0'))
    .join('')
    .toUpperCase()}>`;
}

function textStream(lines: readonly string[]): string {
  const shows = lines.map((line, i) => `${i === 0 ? '' : '0 -16 Td '}${literal(line)} Tj`);
  return `BT /F1 12 Tf 72 720 Td ${shows.join('\n')} ET`;
}

const IMAGE_DRAW = 'q 200 0 0 200 72 400 cm /Im1 Do Q';

/** The document's bytes (Latin-1), ready for extractPdfText. */
export function writeTestPdf(pdf: TestPdf): Uint8Array {
  // Fixed numbers: 1 catalog, 2 page tree, 3 font, 4 image, 5 info, 6 encrypt, 7 nested;
  // pages and their contents from 10 on.
  const objects = new Map<number, string>();
  const pageIds = pdf.pages.map((_, i) => 10 + i * 2);
  objects.set(1, '<< /Type /Catalog /Pages 2 0 R >>');
  objects.set(
    2,
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
  );
  objects.set(
    3,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  objects.set(
    4,
    stream(
      '/Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8',
      '\x20\x80\x80\x20',
    ),
  );
  if (pdf.info) {
    const entries = [
      pdf.info.title !== undefined ? `/Title ${textString(pdf.info.title)}` : '',
      pdf.info.author !== undefined ? `/Author ${textString(pdf.info.author)}` : '',
    ];
    objects.set(5, `<< ${entries.join(' ')} >>`);
  }
  if (pdf.encrypt) {
    const filler = (byte: string) => `<${byte.repeat(32)}>`;
    objects.set(6, `<< /Filter /Standard /V 1 /R 2 /O ${filler('a1')} /U ${filler('5c')} /P -4 >>`);
  }
  if (pdf.nestedArrays !== undefined)
    objects.set(7, `${'['.repeat(pdf.nestedArrays)}${']'.repeat(pdf.nestedArrays)}`);
  pdf.pages.forEach((page, i) => {
    const id = pageIds[i]!;
    const first = i === 0;
    const extra =
      first && pdf.nestedArrays !== undefined
        ? ` /Nested ${'['.repeat(pdf.nestedArrays)}${']'.repeat(pdf.nestedArrays)}`
        : '';
    objects.set(
      id,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> /XObject << /Im1 4 0 R >> >> /Contents ${id + 1} 0 R${extra} >>`,
    );
    const parts = [
      page.content ?? (page.lines?.length ? textStream(page.lines) : ''),
      page.image ? IMAGE_DRAW : '',
    ];
    const body = parts.filter(Boolean).join('\n') + ' '.repeat(page.padding ?? 0);
    objects.set(
      id + 1,
      first && pdf.claimedLength
        ? `<< /Length ${pdf.claimedLength.length} >>\nstream\n${pdf.claimedLength.body}\nendstream`
        : packedStream(body, pdf.pack),
    );
  });
  const trailerExtra = [pdf.info ? '/Info 5 0 R' : '', pdf.encrypt ? '/Encrypt 6 0 R' : ''];
  const id = '<0123456789abcdef0123456789abcdef>';
  return assemble(objects, `/Root 1 0 R ${trailerExtra.join(' ')} /ID [${id} ${id}]`);
}

/** The unpacked length of a page's content stream as packedStream wrote it (tests count it). */
export function contentLength(page: TestPage): number {
  const parts = [
    page.content ?? (page.lines?.length ? textStream(page.lines) : ''),
    page.image ? IMAGE_DRAW : '',
  ];
  return parts.filter(Boolean).join('\n').length + (page.padding ?? 0);
}

function packedStream(body: string, pack: TestPdf['pack']): string {
  if (!pack) return stream('', body);
  const bytes = Uint8Array.from(body, (c) => c.charCodeAt(0));
  const packed = pack === 'flate' ? zlibSync(bytes) : lzwEncode(bytes);
  const filter = pack === 'flate' ? '/FlateDecode' : '/LZWDecode';
  return stream(`/Filter ${filter}`, Buffer.from(packed).toString('latin1'));
}

/**
 * PDF's LZW (MSB first, early change 1), kept short: no clear code after the first, so inputs
 * stay under about 3,800 codes (a few kilobytes of text).
 */
function lzwEncode(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  let bits = 0;
  let count = 0;
  let width = 9;
  let emitted = 0;
  let next = 258;
  const emit = (code: number) => {
    bits = (bits << width) | code;
    count += width;
    while (count >= 8) {
      out.push((bits >>> (count - 8)) & 0xff);
      count -= 8;
    }
    bits &= (1 << count) - 1;
    // The reader adds an entry for every code after the first: its width follows its count.
    if (code !== 256 && emitted++ > 0 && next < 4096) {
      next += 1;
      if (((next + 1) & next) === 0 && width < 12) width += 1;
    }
  };
  emit(256);
  emitted = 0;
  const table = new Map<number, number>();
  let codes = 258;
  let prefix = data[0]!;
  for (const byte of data.subarray(1)) {
    const key = prefix * 256 + byte;
    const known = table.get(key);
    if (known !== undefined) {
      prefix = known;
      continue;
    }
    emit(prefix);
    if (codes < 4096) table.set(key, codes++);
    prefix = byte;
  }
  emit(prefix);
  emit(257);
  if (count > 0) out.push((bits << (8 - count)) & 0xff);
  return Uint8Array.from(out);
}

function stream(dictionary: string, body: string): string {
  return `<< ${dictionary} /Length ${body.length} >>\nstream\n${body}\nendstream`;
}

/**
 * A PDF of the given objects (bodies as written between `N 0 obj` and `endobj`, Latin-1) with
 * object 1 as its catalog: for tests that need objects the options above do not make.
 */
export function writeRawPdf(objects: ReadonlyMap<number, string>): Uint8Array {
  return assemble(objects, '/Root 1 0 R');
}

/** Header, objects in number order, the xref table (gaps marked free) and the trailer. */
function assemble(objects: ReadonlyMap<number, string>, trailer: string): Uint8Array {
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const size = Math.max(...objects.keys()) + 1;
  const offsets = new Array<number | undefined>(size);
  for (const number of [...objects.keys()].sort((a, b) => a - b)) {
    offsets[number] = out.length;
    out += `${number} 0 obj\n${objects.get(number)}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${size}\n`;
  for (let n = 0; n < size; n += 1) {
    const offset = offsets[n];
    out +=
      offset === undefined
        ? `0000000000 ${n === 0 ? '65535' : '00000'} f \n`
        : `${String(offset).padStart(10, '0')} 00000 n \n`;
  }
  out += `trailer\n<< /Size ${size} ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (c) => c.charCodeAt(0));
}
