/**
 * The shared upload reader on a real HTTP server on 127.0.0.1, with a field name, a cap and
 * messages of its own (not the screenshot's), so it is shown to serve any single-file kind. The
 * screenshot route's behaviour (early 413, draining, fuzzing) is covered by tests/api.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import {
  maxStreamedUploadBytes,
  readSingleFileUploadOrLinger,
  type SingleFileUploadOptions,
} from './read-single-file-upload';

const OPTIONS: SingleFileUploadOptions = {
  field: 'document',
  maxBytes: 1000,
  messages: {
    howToSend: 'Send the document as multipart/form-data in a field named "document".',
    tooLarge: 'The document is larger than 1000 bytes. Send a shorter one.',
    oneFile: 'Send one document per request.',
  },
};

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    readSingleFileUploadOrLinger(req, res, OPTIONS).then(
      (upload) => {
        res.setHeader('content-type', 'application/json');
        const fields = Object.entries(upload.fields);
        res.end(JSON.stringify({ size: upload.bytes.byteLength, name: upload.name, fields }));
      },
      (error: unknown) => {
        res.statusCode = error instanceof AppError ? error.status : 500;
        res.end(JSON.stringify({ message: error instanceof Error ? error.message : '' }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function send(
  form: FormData | string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const init: RequestInit = { method: 'POST', body: form };
  if (typeof form === 'string') init.headers = { 'content-type': 'text/plain' };
  const res = await fetch(base, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function formWith(bytes: number, field = 'document'): FormData {
  const form = new FormData();
  form.append('note', 'kept');
  form.append('__proto__', 'plain data');
  form.append(field, new Blob([new Uint8Array(bytes).fill(65)]), 'report.pdf');
  return form;
}

describe('readSingleFileUpload', () => {
  it('reads the named field, its file name and the text fields (a "__proto__" one as plain data)', async () => {
    const { status, body } = await send(formWith(10));
    expect(status).toBe(200);
    expect(body).toEqual({
      size: 10,
      name: 'report.pdf',
      fields: [
        ['note', 'kept'],
        ['__proto__', 'plain data'],
      ],
    });
  });

  it("answers in the caller's words: over the cap, another field, no form, two files", async () => {
    expect(await send(formWith(1001))).toEqual({
      status: 413,
      body: { message: OPTIONS.messages.tooLarge },
    });
    const wrongField = await send(formWith(10, 'image'));
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe(
      `${OPTIONS.messages.howToSend} The file came in a field named "image".`,
    );
    const notAForm = await send('hello');
    expect(notAForm.status).toBe(415);
    expect(notAForm.body.message).toBe(
      `${OPTIONS.messages.howToSend} This request was sent as text/plain.`,
    );
    const two = formWith(10);
    two.append('document', new Blob(['x']), 'second.pdf');
    expect(await send(two)).toEqual({
      status: 400,
      body: { message: `${OPTIONS.messages.howToSend} ${OPTIONS.messages.oneFile}` },
    });
  });

  it('refuses an empty file, and a declared length past twice the cap without parsing it', async () => {
    const empty = await send(formWith(0));
    expect(empty).toEqual({
      status: 400,
      body: { message: `${OPTIONS.messages.howToSend} The file was empty.` },
    });
    expect(maxStreamedUploadBytes(1000)).toBe(2000 + 1024 * 1024);
  });
});
