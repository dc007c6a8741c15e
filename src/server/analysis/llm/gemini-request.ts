/**
 * The Gemini generateContent request for a prompt: the content as text, a screenshot as inline
 * image data, a YouTube video by its URL as file data, Google Search grounding, and the reply's
 * JSON Schema. Pure, so tests check exactly what would be sent.
 */
import type { GenerateContentParameters, Part } from '@google/genai';
import type { Prompt } from './prompt';
import { replyJsonSchema } from './reply-schema';

/**
 * Low temperature for Gemini 1.x/2.x, so a fact check reads the same way twice. Gemini 3 is left at
 * its default (1.0): Google warns that lower values make it loop or reason worse.
 */
export const GEMINI_LEGACY_TEMPERATURE = 0.2;

/**
 * Gemini 1.x and 2.x reject a response schema together with the Google Search tool ("controlled
 * generation is not supported with google_search tool"); Gemini 3 and later accept both. For the
 * older models the schema goes into the instruction and the reply is validated just the same.
 */
export function schemaWithSearch(model: string): boolean {
  return !/^(?:models\/)?gemini-(?:1|2)(?:\.|-)/iu.test(model);
}

export function buildGeminiRequest(
  prompt: Prompt,
  model: string,
  signal?: AbortSignal,
): GenerateContentParameters {
  const parts: Part[] = [{ text: prompt.text }];
  if (prompt.image)
    parts.push({ inlineData: { mimeType: prompt.image.mime, data: prompt.image.base64 } });
  if (prompt.videoUrl) parts.push({ fileData: { fileUri: prompt.videoUrl } });
  const search = prompt.search !== false;
  const native = !search || schemaWithSearch(model);
  const schema = prompt.schema ?? replyJsonSchema();
  return {
    model,
    contents: [{ role: 'user', parts }],
    config: {
      systemInstruction: native
        ? prompt.system
        : `${prompt.system}\nJSON schema of the answer:\n${JSON.stringify(schema)}`,
      ...(search ? { tools: [{ googleSearch: {} }] } : {}),
      ...(native
        ? { responseMimeType: 'application/json', responseJsonSchema: schema }
        : { temperature: GEMINI_LEGACY_TEMPERATURE }),
      ...(signal ? { abortSignal: signal } : {}),
    },
  };
}
