import { describe, expect, it } from 'vitest';
import { parseModelReply, replyJsonSchema, type ModelReply } from './reply-schema';
import { checkSources } from './sources';

const chunk = {
  uri: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/XYZ',
  title: 'who.int',
};

function reply(
  status: 'verified' | 'false' | 'uncertain',
  urls: string[],
  analysis = 'Checked.',
): ModelReply {
  return {
    claims: [
      {
        claim: 'Vaccines cause autism',
        status,
        confidence: 90,
        analysis,
        sources: urls.map((url) => ({ url, title: 't', type: 'web', excerpt: 'made-up quote' })),
      },
    ],
    redFlags: [],
  };
}

describe('checkSources', () => {
  it('shows a search result when the model cites its page or its site', () => {
    const { claims } = checkSources(
      reply('false', ['https://www.who.int/news/vaccines-autism']),
      [chunk],
      [],
      [],
    );
    expect(claims[0]).toMatchObject({
      status: 'false',
      sources: [{ url: chunk.uri, title: 'who.int', type: 'web search result', excerpt: '' }],
    });
  });

  it('shows a link of the analyzed page, by its address on the page', () => {
    const page = 'https://www.cdc.gov/vaccinesafety/concerns/autism.html';
    const { claims } = checkSources(reply('false', [`${page}#top`]), [], [], [page]);
    expect(claims[0]!.sources).toEqual([
      { url: page, title: 't', type: 'link in the analyzed page', excerpt: '' },
    ]);
  });

  it('drops a model-written URL found nowhere and makes its verdict uncertain', () => {
    const result = checkSources(
      reply('verified', ['https://totally-real-study.example/proof']),
      [chunk],
      [],
      [],
    );
    expect(result.droppedUrls).toBe(1);
    expect(result.downgraded).toBe(1);
    expect(result.claims[0]).toMatchObject({ status: 'uncertain', sources: [] });
    expect(result.claims[0]!.confidence).toBeLessThanOrEqual(50);
  });

  it("uses the provider's grounding supports for the claim's own text", () => {
    const { claims } = checkSources(
      reply('false', [], 'Large studies found no link with autism.'),
      [chunk],
      [{ text: 'Large studies found no link with autism', sourceIndices: [0] }],
      [],
    );
    expect(claims[0]).toMatchObject({ status: 'false', sources: [{ url: chunk.uri }] });
  });

  it('keeps an uncertain claim without sources as it is', () => {
    const { claims, downgraded } = checkSources(reply('uncertain', []), [], [], []);
    expect(downgraded).toBe(0);
    expect(claims[0]!.analysis).toBe('Checked.');
  });
});

describe('parseModelReply', () => {
  const valid = JSON.stringify(reply('uncertain', []));

  it('accepts a valid reply, also inside a Markdown fence', () => {
    expect(parseModelReply(valid)).toMatchObject({ ok: true });
    expect(parseModelReply(`\`\`\`json\n${valid}\n\`\`\``)).toMatchObject({ ok: true });
  });

  it('refuses empty, non-JSON and off-schema replies, saying why', () => {
    expect(parseModelReply('  ')).toEqual({ ok: false, reason: 'the model replied with nothing' });
    expect(parseModelReply('Grade: A')).toEqual({
      ok: false,
      reason: 'the model reply was not JSON',
    });
    const off = parseModelReply(
      JSON.stringify({
        claims: [{ claim: 'x', status: 'true', confidence: 101, analysis: '', sources: [] }],
        redFlags: [],
      }),
    );
    expect(off.ok).toBe(false);
    expect(!off.ok && off.reason).toMatch(/did not match the schema at claims\.0\.status/);
  });

  it('publishes the same schema it validates with', () => {
    const schema = replyJsonSchema() as {
      required: string[];
      properties: { claims: { maxItems: number } };
    };
    expect(schema.required).toEqual(['claims', 'redFlags']);
    expect(schema.properties.claims.maxItems).toBe(10);
    const tooMany = {
      claims: Array.from({ length: 11 }, () => reply('uncertain', []).claims[0]),
      redFlags: [],
    };
    expect(parseModelReply(JSON.stringify(tooMany)).ok).toBe(false);
  });
});
