/**
 * One file from a multipart/form-data request, read with its limits enforced while the body
 * streams in (busboy): bytes beyond `maxBytes` are never kept, only one file is read and few text
 * fields are accepted, so an oversized or malformed upload costs no memory. An oversized file is
 * refused (413) as soon as it passes the cap, not after the whole body; a declared length far
 * beyond it is refused before parsing. The caller answers a refusal with lingerAfterRefusal
 * (../security/linger-close.ts) when the body is still arriving (see answerUploadRefusal).
 *
 * Every message is a sentence for the person: `messages.howToSend` says how to send the upload
 * right and starts every 400 and 415 answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import busboy from 'busboy';
import { AppError } from '../errors';
import { MAX_LINGER_BYTES, lingerAfterRefusal } from '../security/linger-close';

/** Text fields besides the file (the spec's clients send at most one; a few are tolerated). */
export const MAX_UPLOAD_FORM_FIELDS = 5;
export const MAX_UPLOAD_FORM_FIELD_BYTES = 1024;
/**
 * Past the file cap, the rest of an oversized body is read and dropped (so the client is still
 * read from when the 413 arrives, and reads it) up to this many bytes; beyond it the connection
 * is cut.
 */
export const MAX_UPLOAD_DRAIN_BYTES = MAX_LINGER_BYTES;
/** The slack over twice the file cap a declared length may have before it is refused unread. */
export const UPLOAD_DECLARED_SLACK_BYTES = 1024 * 1024;

export interface UploadMessages {
  /** How to send the upload right, e.g. 'Send the screenshot as multipart/form-data with ...'. */
  howToSend: string;
  /** The 413 answer for a file over `maxBytes`. */
  tooLarge: string;
  /** Said after howToSend when more than one file came, e.g. 'Send one image per request.'. */
  oneFile: string;
}

export interface SingleFileUploadOptions {
  /** The form field that carries the file. */
  field: string;
  /** The largest file kept. */
  maxBytes: number;
  messages: UploadMessages;
}

export interface SingleFileUpload {
  bytes: Uint8Array;
  /** The file name the sender's device gave, unchecked. */
  name: string | undefined;
  /** The text fields sent with it (each at most MAX_UPLOAD_FORM_FIELD_BYTES). */
  fields: Readonly<Record<string, string>>;
}

/** A declared length above this is answered at once, without reading the body into the parser. */
export function maxStreamedUploadBytes(maxBytes: number): number {
  return 2 * maxBytes + UPLOAD_DECLARED_SLACK_BYTES;
}

export function readSingleFileUpload(
  req: IncomingMessage,
  options: SingleFileUploadOptions,
): Promise<SingleFileUpload> {
  const { field: fileField, maxBytes, messages } = options;
  const refuse = (status: number, problem: string) =>
    new AppError(status, `${messages.howToSend} ${problem}`);
  return new Promise<SingleFileUpload>((resolve, reject) => {
    const contentType = req.headers['content-type'] ?? '';
    if (!/^multipart\/form-data\b/i.test(contentType)) {
      req.resume();
      reject(
        refuse(415, `This request was sent as ${contentType.split(';')[0] || 'no content type'}.`),
      );
      return;
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxStreamedUploadBytes(maxBytes)) {
      // Not worth parsing: answer now; the rest is read and dropped (bounded) by the route.
      reject(new AppError(413, messages.tooLarge));
      return;
    }

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send a file's name as UTF-8 bytes; busboy reads them as Latin-1 unless told
        // ("écran" came back as "Ã©cran").
        defParamCharset: 'utf8',
        limits: {
          // Busboy cuts a file when it reaches its limit; one byte more keeps a file of exactly
          // maxBytes and cuts (and refuses) only a larger one.
          fileSize: maxBytes + 1,
          files: 1,
          fields: MAX_UPLOAD_FORM_FIELDS,
          fieldSize: MAX_UPLOAD_FORM_FIELD_BYTES,
          parts: MAX_UPLOAD_FORM_FIELDS + 1,
        },
      });
    } catch {
      req.resume();
      reject(refuse(400, 'The multipart boundary is missing.'));
      return;
    }

    let problem: AppError | null = null;
    let file: { bytes: Uint8Array; name: string | undefined } | null = null;
    let received = 0;
    // No prototype: a field named "__proto__" or "constructor" is plain data.
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    const fail = (error: AppError) => {
      problem ??= error;
    };

    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_UPLOAD_DRAIN_BYTES) {
        req.unpipe(parser);
        req.destroy();
        reject(problem ?? new AppError(413, messages.tooLarge));
      }
    });

    parser.on('file', (field, stream, info) => {
      // A body that ends mid-file errors the file stream too; unhandled, that would crash the process.
      stream.on('error', () => fail(refuse(400, 'The upload ended before the file did.')));
      if (field !== fileField || file || problem) {
        if (field !== fileField) fail(refuse(400, `The file came in a field named "${field}".`));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        chunks.length = 0;
        fail(new AppError(413, messages.tooLarge));
        // Answer now rather than after the whole body: the rest keeps flowing into the parser
        // and is dropped (up to MAX_UPLOAD_DRAIN_BYTES, then the connection is cut).
        reject(problem);
      });
      stream.on('close', () => {
        if (!stream.truncated && !problem)
          file = { bytes: Buffer.concat(chunks), name: info.filename };
      });
    });
    parser.on('field', (field: string, value: string) => {
      fields[field] = value;
    });
    parser.on('filesLimit', () => fail(refuse(400, messages.oneFile)));
    parser.on('fieldsLimit', () => fail(refuse(400, 'Too many form fields were sent.')));
    parser.on('partsLimit', () => fail(refuse(400, 'Too many form parts were sent.')));
    parser.on('error', () => reject(problem ?? refuse(400, 'The form data could not be read.')));
    parser.on('close', () => {
      if (problem) reject(problem);
      else if (!file) reject(refuse(400, `No file named "${fileField}" was found in the form.`));
      else if (file.bytes.byteLength === 0) reject(refuse(400, 'The file was empty.'));
      else resolve({ ...file, fields });
    });
    req.pipe(parser);
  });
}

/**
 * Reads the upload; on a refusal with the body still arriving, the answer goes out, the rest is
 * read and dropped (bounded), then the connection closes gently so the client reads the answer
 * even if it sends its whole body first (linger-close.ts). An unread body is never left for the
 * next request on the connection.
 */
export async function readSingleFileUploadOrLinger(
  req: IncomingMessage,
  res: ServerResponse,
  options: SingleFileUploadOptions,
): Promise<SingleFileUpload> {
  try {
    return await readSingleFileUpload(req, options);
  } catch (error) {
    if (!req.complete) lingerAfterRefusal(req, res);
    throw error;
  }
}
