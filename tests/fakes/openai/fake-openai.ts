/**
 * A local stand-in for an OpenAI-compatible chat server (Ollama, LM Studio, llama.cpp, vLLM):
 * POST /v1/chat/completions answered with the real shape (choices[0].message.content, usage) or
 * the real error shape ({ error: { message, type, code } }). Point the server at it with
 * LLM_BASE_URL={url}/v1.
 */
import {
  hang,
  sendJson,
  startScriptedServer,
  type RecordedRequest,
  type Responder,
  type ScriptedServer,
} from '../gemini/scripted-server';

const CHAT_PATH = '/v1/chat/completions';

export function chatReply(
  content: string,
  usage = { prompt_tokens: 640, completion_tokens: 180 },
): Responder {
  return (req, res) => {
    const model = (req.body as { model?: string } | undefined)?.model ?? 'unknown';
    sendJson(res, 200, {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_763_700_000,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    });
  };
}

export function chatError(
  status: number,
  message = 'The server had an error while processing your request.',
): Responder {
  return (_req, res) =>
    sendJson(res, status, {
      error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error', code: null },
    });
}

export const chatHang = hang;

export interface ChatRequestBody {
  model: string;
  messages: Array<{
    role: string;
    content: string | Array<{ type: string; text?: string; image_url?: { url: string } }>;
  }>;
  response_format?: {
    type: string;
    json_schema?: { name: string; strict?: boolean; schema: unknown };
  };
}

export interface FakeOpenAi extends ScriptedServer {
  bodies(): ChatRequestBody[];
}

function gate(req: RecordedRequest, res: Parameters<Responder>[1]): boolean {
  if (req.method !== 'POST' || req.path !== CHAT_PATH) {
    sendJson(res, 404, {
      error: {
        message: `Unknown request URL: ${req.method} ${req.path}`,
        type: 'invalid_request_error',
        code: 'unknown_url',
      },
    });
    return false;
  }
  const body = req.body as ChatRequestBody | undefined;
  if (!body?.model || !Array.isArray(body.messages)) {
    sendJson(res, 400, {
      error: {
        message: 'model and messages are required',
        type: 'invalid_request_error',
        code: null,
      },
    });
    return false;
  }
  return true;
}

export async function startFakeOpenAi(initial: Responder = chatError(500)): Promise<FakeOpenAi> {
  const server = await startScriptedServer(gate, initial);
  return {
    ...server,
    bodies: () =>
      server.requests.filter((r) => r.path === CHAT_PATH).map((r) => r.body as ChatRequestBody),
  };
}
