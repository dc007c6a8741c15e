/**
 * What a model must answer, built from the contract's own schemas so a reply that passes is
 * already shaped like our claims and red flags. The same zod schema produces the JSON Schema sent
 * to the provider (z.toJSONSchema) and validates the reply: the provider's promise to follow the
 * schema is never trusted on its own.
 */
import { z } from 'zod';
import { MAX_CLAIMS, claimSchema, redFlagSchema } from '../../../shared';

/** Red flags a model may add on top of the offline analyzer's. */
export const MAX_MODEL_RED_FLAGS = 10;

export const modelReplySchema = z.object({
  // The contract's claim without what FactLens itself adds: the video timestamp (the offline
  // analyzer places those), the kind, the advice and the reference passages.
  claims: z
    .array(claimSchema.omit({ timestampSeconds: true, kind: true, advice: true, passages: true }))
    .max(MAX_CLAIMS),
  redFlags: z.array(redFlagSchema).max(MAX_MODEL_RED_FLAGS),
});
export type ModelReply = z.infer<typeof modelReplySchema>;

/** The reply's JSON Schema (draft 2020-12, without the $schema key, which providers reject). */
export function replyJsonSchema(): Record<string, unknown> {
  const { $schema: _drop, ...schema } = z.toJSONSchema(modelReplySchema) as Record<string, unknown>;
  return schema;
}

export type ParsedReply<R = ModelReply> = { ok: true; reply: R } | { ok: false; reason: string };

/**
 * Parses and validates a model's text. Models without native JSON mode sometimes wrap the object
 * in a Markdown fence; that wrapper (and only that) is removed before parsing.
 */
export function parseModelReply(text: string): ParsedReply {
  return parseReplyWith(modelReplySchema, text);
}

/** Parses and validates a model's text against `schema` (a Markdown fence around it is removed). */
export function parseReplyWith<R>(schema: z.ZodType<R>, text: string): ParsedReply<R> {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/iu.exec(text);
  const body = (fenced ? fenced[1]! : text).trim();
  if (body === '') return { ok: false, reason: 'the model replied with nothing' };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { ok: false, reason: 'the model reply was not JSON' };
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first?.path.length ? ` at ${first.path.join('.')}` : '';
    return {
      ok: false,
      reason: `the model reply did not match the schema${where}: ${first?.message ?? 'invalid'}`,
    };
  }
  return { ok: true, reply: parsed.data };
}
