/**
 * Issue 36, "Why", each example in FactLens's own words, through the real pipeline (acquireText ->
 * signals -> offline analyzer -> score): a measured or historical fact and a health claim with no
 * figure are claims, a byline is not; the advice fits the claim (a museum's visitor count is not a
 * budget line, a courier's tracking number goes to no statistics office); a standard's "corrupt
 * data" and "MIME" are neither name calling nor shouting; every claim carries links to check it
 * yourself, offline too. (The fact-check API and the method line are in
 * tests/api/claims-method-line.test.ts; recall figures in claims/claim-recall.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { type Results, checkLinks } from '../../src/shared';
import { FORMAL_DOCUMENTS } from '../../src/server/analysis/offline/bias/__fixtures__/formal-texts';
import { analyzeText } from '../helpers/pipeline';

const TO_STATISTICS = /statistics (?:office|body)|ONS, BLS|Eurostat/;
const advice = (r: Results) => r.claims.map((c) => c.analysis).join(' ');

describe('issue 36: claims a journalist can use', () => {
  it('chooses a measurement and a date as a claim, and sends it to a reference work', async () => {
    const r = await analyzeText('The Eiffel Tower was completed in 1889 and is 330 metres tall.');
    expect(r.claims).toHaveLength(1);
    expect(r.claims[0]!.kind).toBe('fact');
    expect(r.claims[0]!.analysis).toMatch(/reference work/);
  });

  it('chooses a health claim put in doctors’ mouths, with the advice for health', async () => {
    const r = await analyzeText(
      'Doctors say eating a clove of raw garlic every morning will stop you catching the flu this winter.',
    );
    expect(r.claims).toHaveLength(1);
    expect(r.claims[0]!.kind).toBe('health');
    expect(r.claims[0]!.analysis).toMatch(/systematic review/);
    expect(r.claims[0]!.analysis).toMatch(/health authorit/);
  });

  it('offers no byline, credit or publication line as a claim', async () => {
    const r = await analyzeText(
      'By Helen Marsh, Science Correspondent | 4 June 2025\nPhoto: Reuters/Tom Ives\nUpdated 3 hours ago\nThe city council approved a new cycle lane on Tuesday.',
    );
    expect(r.claims.map((c) => c.claim)).toEqual([
      'The city council approved a new cycle lane on Tuesday.',
    ]);
  });

  it('tells a museum’s visitor count from a budget line, and a toll text’s fee from both', async () => {
    const visitors = await analyzeText('The museum welcomes 7 million visitors a year.');
    expect(visitors.claims[0]!.kind).toBe('statistic');
    expect(advice(visitors)).toMatch(/where the organisation it is about published it/);
    expect(advice(visitors)).not.toMatch(/budget|regulatory filing/);
    const toll = await analyzeText(
      'Toll notice: you have an unpaid balance of $4.15. Pay by midnight at tolls-pay.info or a $50 late fee will be added.',
    );
    expect(toll.claims).toEqual([]);
  });

  it('sends a courier’s tracking number to no statistics office, and names the body of the place a statistic is about', async () => {
    const parcel = await analyzeText(
      'DHL Express: your parcel JD014600006281234567 is waiting for delivery. Confirm the delivery slot in the DHL app.',
    );
    expect(parcel.claims).toEqual([]);
    expect(JSON.stringify(parcel)).not.toMatch(TO_STATISTICS);
    const spain = await analyzeText('Unemployment in Spain fell to 11.7% in the first quarter.');
    expect(advice(spain)).toMatch(
      /Instituto Nacional de Estadística \(INE\), which publishes the statistics for Spain/,
    );
  });

  it('reads the MIME standard without name calling or shouting', async () => {
    const mime = FORMAL_DOCUMENTS.find((d) => d.text.includes('MIME entity'))!.text;
    const r = await analyzeText(mime);
    expect(r.biasFindings.map((b) => b.technique)).not.toContain('name_calling');
    expect(r.biasFindings).toEqual([]);
    expect(r.redFlags.map((f) => f.type)).not.toContain('shouting');
  });

  it('gives every claim, offline too, the searches to check it yourself', async () => {
    const r = await analyzeText(
      'Mount Everest is 8,849 metres high, the highest mountain on Earth.',
    );
    expect(r.analysisMetadata.checks?.referencePassages).toBe('off');
    const links = checkLinks(r.claims[0]!.claim, r.analysisMetadata.language);
    expect(links.map((l) => l.label)).toEqual([
      'Search published fact-checks (Google Fact Check Explorer)',
      'Search Full Fact',
      'Search PolitiFact',
      'Search Snopes',
      'Search FactCheck.org',
      'Search Wikipedia',
    ]);
    expect(links[0]!.url).toBe(
      'https://toolbox.google.com/factcheck/explorer/search/Mount%20Everest%20Earth%208%2C849%20metres%20high%20highest%20mountain;hl=en',
    );
    expect(links.at(-1)!.url).toBe(
      'https://en.wikipedia.org/w/index.php?search=Mount%20Everest&fulltext=1',
    );
  });
});
