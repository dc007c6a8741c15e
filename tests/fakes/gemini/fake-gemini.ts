/**
 * A local stand-in for the Gemini REST API (generativelanguage.googleapis.com), enough of it for
 * FactLens: POST /v1beta/models/{model}:generateContent with the x-goog-api-key header, answered
 * with the real response shape (candidates[].content.parts, groundingMetadata with groundingChunks
 * and groundingSupports, usageMetadata) or the real error shape ({ error: { code, message,
 * status } }). Like the real service it refuses a JSON schema together with Google Search on
 * Gemini 1.x/2.x models. Point the server at it with GEMINI_BASE_URL.
 */
import {
  hang,
  sendJson,
  startScriptedServer,
  type RecordedRequest,
  type Responder,
  type ScriptedServer,
} from './scripted-server';

export const FAKE_GEMINI_KEY = 'test-gemini-key';
const GENERATE_PATH = /^\/v1beta\/models\/([^/:?]+):generateContent$/u;

export interface FakeWebSource {
  uri: string;
  title: string;
}

export interface GeminiReplyOptions {
  /** Search results, as groundingChunks[].web. */
  grounding?: FakeWebSource[];
  /** Which parts of the reply text rest on which chunks. */
  supports?: Array<{ text: string; chunks: number[] }>;
  promptTokens?: number;
  outputTokens?: number;
}

/** A 200 answer whose text is `text` (for a JSON reply, pass JSON.stringify of the object). */
export function geminiReply(text: string, options: GeminiReplyOptions = {}): Responder {
  return (req, res) => {
    const model = GENERATE_PATH.exec(req.path)?.[1] ?? 'unknown';
    const grounding = options.grounding ?? [];
    sendJson(res, 200, {
      candidates: [
        {
          content: { parts: [{ text }], role: 'model' },
          finishReason: 'STOP',
          index: 0,
          ...(grounding.length
            ? {
                groundingMetadata: {
                  webSearchQueries: ['fact check'],
                  searchEntryPoint: { renderedContent: '<div class="container">search</div>' },
                  groundingChunks: grounding.map((web) => ({ web })),
                  groundingSupports: (options.supports ?? []).map((s) => {
                    const start = Buffer.byteLength(
                      text.slice(0, Math.max(0, text.indexOf(s.text))),
                    );
                    return {
                      segment: {
                        startIndex: start,
                        endIndex: start + Buffer.byteLength(s.text),
                        text: s.text,
                      },
                      groundingChunkIndices: s.chunks,
                      confidenceScores: s.chunks.map(() => 0.9),
                    };
                  }),
                },
              }
            : {}),
        },
      ],
      usageMetadata: {
        promptTokenCount: options.promptTokens ?? 812,
        candidatesTokenCount: options.outputTokens ?? 240,
        totalTokenCount: (options.promptTokens ?? 812) + (options.outputTokens ?? 240),
      },
      modelVersion: model,
      responseId: 'fake-response-id',
    });
  };
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

export function geminiError(code: number, message = 'Internal error encountered.'): Responder {
  return (_req, res) =>
    sendJson(res, code, { error: { code, message, status: STATUS_NAMES[code] ?? 'UNKNOWN' } });
}

export const geminiHang = hang;

export interface FakeGemini extends ScriptedServer {
  /** The generateContent request bodies, in order. */
  bodies(): GeminiRequestBody[];
}

/** The parts of the REST request body the tests look at. */
export interface GeminiRequestBody {
  contents: Array<{
    role: string;
    parts: Array<{
      text?: string;
      inlineData?: { mimeType: string; data: string };
      fileData?: { fileUri: string };
    }>;
  }>;
  systemInstruction?: { parts: Array<{ text: string }> };
  tools?: Array<Record<string, unknown>>;
  generationConfig?: {
    responseMimeType?: string;
    responseJsonSchema?: unknown;
    temperature?: number;
  };
}

function gate(req: RecordedRequest, res: Parameters<Responder>[1]): boolean {
  const match = GENERATE_PATH.exec(req.path);
  if (req.method !== 'POST' || !match) {
    sendJson(res, 404, {
      error: { code: 404, message: `Not found: ${req.method} ${req.path}`, status: 'NOT_FOUND' },
    });
    return false;
  }
  if (req.headers['x-goog-api-key'] !== FAKE_GEMINI_KEY) {
    sendJson(res, 400, {
      error: {
        code: 400,
        message: 'API key not valid. Please pass a valid API key.',
        status: 'INVALID_ARGUMENT',
      },
    });
    return false;
  }
  const body = req.body as GeminiRequestBody | undefined;
  if (!body?.contents?.length) {
    sendJson(res, 400, {
      error: {
        code: 400,
        message: '* GenerateContentRequest.contents: contents is not specified',
        status: 'INVALID_ARGUMENT',
      },
    });
    return false;
  }
  const search = body.tools?.some((t) => 'googleSearch' in t);
  const older = /^gemini-(?:1|2)[.-]/u.test(match[1]!);
  if (older && search && body.generationConfig?.responseMimeType === 'application/json') {
    sendJson(res, 400, {
      error: {
        code: 400,
        message: "Tool use with a response mime type: 'application/json' is unsupported",
        status: 'INVALID_ARGUMENT',
      },
    });
    return false;
  }
  return true;
}

export async function startFakeGemini(initial: Responder = geminiError(500)): Promise<FakeGemini> {
  const server = await startScriptedServer(gate, initial);
  return {
    ...server,
    bodies: () =>
      server.requests
        .filter((r) => GENERATE_PATH.test(r.path))
        .map((r) => r.body as GeminiRequestBody),
  };
}
