/**
 * The importers' readers: every JSON-LD shape fact-checkers publish (one object, an array, @graph,
 * a DataFeed with ClaimReviews or DataFeedItems), CSV with quoted fields, and a refusal that names
 * the line or item and what is wrong for each kind of malformed input.
 */
import { describe, expect, it } from 'vitest';
import { parseFactCheckCsv, readFactCheckCsv } from './claim-review-csv';
import { MAX_JSON_DEPTH, jsonDepth, parseClaimReviewJson } from './claim-review-json';
import { detectFormat } from './import';

const review = (n: number, extra: Record<string, unknown> = {}) => ({
  '@context': 'https://schema.org',
  '@type': 'ClaimReview',
  url: `https://checks.example/review/${n}`,
  claimReviewed: `Claim number ${n} is circulating`,
  datePublished: '2024-03-05T10:00:00+01:00',
  author: { '@type': 'Organization', name: 'Checks Example', url: 'https://www.checks.example/' },
  reviewRating: {
    '@type': 'Rating',
    ratingValue: '1',
    bestRating: '5',
    worstRating: '1',
    alternateName: 'Pants on Fire',
  },
  itemReviewed: {
    '@type': 'Claim',
    author: { '@type': 'Person', name: 'A. Speaker' },
    appearance: [{ url: 'https://social.example/1' }],
    firstAppearance: 'https://social.example/0',
  },
  ...extra,
});

describe('ClaimReview JSON-LD', () => {
  it('reads one object with every field', () => {
    expect(parseClaimReviewJson(JSON.stringify(review(1)))).toEqual([
      {
        claimReviewed: 'Claim number 1 is circulating',
        rating: 'Pants on Fire',
        verdict: 'false',
        publisherName: 'Checks Example',
        publisherSite: 'checks.example',
        reviewUrl: 'https://checks.example/review/1',
        reviewDate: '2024-03-05',
        language: null,
        claimant: 'A. Speaker',
        appearanceUrls: ['https://social.example/1', 'https://social.example/0'],
      },
    ]);
  });

  it('reads arrays, @graph and DataFeeds alike', () => {
    const urls = (json: unknown) =>
      parseClaimReviewJson(JSON.stringify(json)).map((f) => f.reviewUrl);
    expect(urls([review(1), review(2)])).toEqual([
      'https://checks.example/review/1',
      'https://checks.example/review/2',
    ]);
    expect(
      urls({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, review(3)] }),
    ).toEqual(['https://checks.example/review/3']);
    const feed = {
      '@type': 'DataFeed',
      dataFeedElement: [
        review(4),
        { '@type': 'DataFeedItem', item: [review(5)] },
        { '@type': 'DataFeedItem', item: review(6) },
      ],
    };
    expect(urls(feed)).toEqual([4, 5, 6].map((n) => `https://checks.example/review/${n}`));
  });

  it('reads a numeric rating on its scale when there are no words', () => {
    const [fc] = parseClaimReviewJson(
      JSON.stringify(
        review(1, { reviewRating: { ratingValue: 5, bestRating: 5, worstRating: 1 } }),
      ),
    );
    expect(fc).toMatchObject({ rating: '5 of 5', verdict: 'true' });
  });

  it('refuses malformed input, naming what is wrong', () => {
    expect(() => parseClaimReviewJson('{"@type": "ClaimReview",')).toThrow(
      /^The file is not valid JSON/,
    );
    expect(() => parseClaimReviewJson('{"@type": "WebPage"}')).toThrow(/^No ClaimReview was found/);
    expect(() =>
      parseClaimReviewJson(JSON.stringify([review(1), review(2, { claimReviewed: '' })])),
    ).toThrow(
      /^ClaimReview 2 \(https:\/\/checks\.example\/review\/2\): the claim it reviewed is missing/,
    );
    expect(() =>
      parseClaimReviewJson(JSON.stringify(review(1, { url: 'javascript:alert(1)' }))),
    ).toThrow(/is not a web address/);
    expect(() =>
      parseClaimReviewJson(JSON.stringify(review(1, { datePublished: 'last Tuesday' }))),
    ).toThrow(/the review date "last Tuesday" is not a date/);
    expect(() => parseClaimReviewJson(JSON.stringify(review(1, { reviewRating: {} })))).toThrow(
      /the rating is missing/,
    );
  });

  it('stops at its depth bound instead of walking a hostile nesting', () => {
    const deep = `${'['.repeat(20)}${JSON.stringify(review(1))}${']'.repeat(20)}`;
    expect(() => parseClaimReviewJson(deep)).toThrow(/^No ClaimReview was found/);
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels before parsing it`, () => {
    const inClaim = (depth: number) =>
      JSON.stringify({ ...review(1), claimReviewed: 'x' }).replace(
        '"claimReviewed":"x"',
        `"claimReviewed":${'['.repeat(depth)}"x"${']'.repeat(depth)}`,
      );
    expect(() => parseClaimReviewJson(inClaim(200_000))).toThrow(
      new RegExp(`more than ${MAX_JSON_DEPTH} levels deep`),
    );
    expect(() => parseClaimReviewJson(`${'{"a":'.repeat(65)}1${'}'.repeat(65)}`)).toThrow(
      /levels deep/,
    );
    // Brackets inside strings are text, not nesting.
    expect(jsonDepth(JSON.stringify({ a: '[[[[{{{{\\"[[[' }))).toBe(1);
    expect(parseClaimReviewJson(inClaim(MAX_JSON_DEPTH - 2))).toHaveLength(1);
  });
});

describe('fact-check CSV', () => {
  it('reads the same rows whatever pieces the text comes in', async () => {
    const csv = `\uFEFF${'review_url,claim_reviewed,rating,publisher_name'}\r\nhttps://c.example/1,"Says ""50,000"" jobs,\r\nlost",False,Desk\r\nhttps://c.example/2,Plain claim,True,Desk\n"https://c.example/3","Ends in a quote """,Mixed,Desk`;
    const whole = parseFactCheckCsv(csv);
    expect(whole.map((f) => f.reviewUrl)).toEqual([
      'https://c.example/1',
      'https://c.example/2',
      'https://c.example/3',
    ]);
    for (const size of [1, 2, 3, 7]) {
      const pieces = async function* () {
        for (let at = 0; at < csv.length; at += size) yield csv.slice(at, at + size);
      };
      const read = [];
      for await (const entry of readFactCheckCsv(pieces())) read.push(entry);
      expect(read).toEqual(whole);
    }
  });

  const header =
    'review_url,claim_reviewed,rating,publisher_name,review_date,appearance_urls,verdict';
  it('reads quoted fields with commas, quotes and line breaks, in any column order', () => {
    const csv = `${header}\r\nhttps://c.example/1,"Says ""50,000"" jobs,\nlost",Four Pinocchios,Fact Desk,2024-01-02,https://a.example/x|https://a.example/y,\n`;
    expect(parseFactCheckCsv(csv)).toEqual([
      {
        claimReviewed: 'Says "50,000" jobs, lost',
        rating: 'Four Pinocchios',
        verdict: 'false',
        publisherName: 'Fact Desk',
        publisherSite: null,
        reviewUrl: 'https://c.example/1',
        reviewDate: '2024-01-02',
        language: null,
        claimant: null,
        appearanceUrls: ['https://a.example/x', 'https://a.example/y'],
      },
    ]);
  });

  it('takes a verdict column over the rating', () => {
    const [fc] = parseFactCheckCsv(
      `${header}\nhttps://c.example/1,A claim,Spin meter: 3,Fact Desk,,,mixed\n`,
    );
    expect(fc?.verdict).toBe('mixed');
  });

  it('refuses malformed input with the line and what to do', () => {
    expect(() => parseFactCheckCsv('')).toThrow(/^The CSV file is empty/);
    expect(() => parseFactCheckCsv('claim_reviewed,rating,publisher_name\n')).toThrow(
      /^Line 1: the header lacks the column review_url/,
    );
    expect(() =>
      parseFactCheckCsv('claim_reviewed,rating,publisher_name,review_url,score\n'),
    ).toThrow(/^Line 1: unknown column "score"/);
    expect(() => parseFactCheckCsv(`${header}\n`)).toThrow(/has a header but no fact-checks/);
    expect(() => parseFactCheckCsv(`${header}\nhttps://c.example/1,A claim,False,Desk\n`)).toThrow(
      /^Line 2: 4 fields where the header has 7/,
    );
    expect(() =>
      parseFactCheckCsv(`${header}\nhttps://c.example/1,"A claim,False,Desk,,,\n`),
    ).toThrow(/^Line 2: a quoted field is never closed/);
    expect(() =>
      parseFactCheckCsv(`${header}\nhttps://c.example/1,A "claim",False,Desk,,,\n`),
    ).toThrow(/^Line 2: a double quote inside a field/);
    expect(() =>
      parseFactCheckCsv(`${header}\nhttps://c.example/1,A claim,False,Desk,,,wrongish\n`),
    ).toThrow(/^Line 2: the verdict "wrongish" is not one of/);
    expect(() =>
      parseFactCheckCsv(
        `${header}\nhttps://c.example/1,A claim,False,Desk,,,\nftp://c.example/2,B,False,Desk,,,\n`,
      ),
    ).toThrow(/^Line 3: the review URL "ftp/);
    expect(() =>
      parseFactCheckCsv(`${header}\nhttps://c.example/1,A claim\u0000,False,Desk,,,\n`),
    ).toThrow(/^Line 2: the claim holds a control character \(such as a NUL byte\)/);
    expect(() =>
      parseFactCheckCsv(`${header}\nhttps://c.example/1,A claim,False,Desk\u001b[31m,,,\n`),
    ).toThrow(/^Line 2: the publisher's name holds a control character/);
    expect(() =>
      parseFactCheckCsv(`${header}\nhttps://c.example/1,A claim,False,Desk,2024-02-31,,\n`),
    ).toThrow(/^Line 2: the review date "2024-02-31" is not a date/);
    expect(() =>
      parseFactCheckCsv(`${header}\njavascript:alert(1),A claim,False,Desk,,,\n`),
    ).toThrow(/^Line 2: the review URL "javascript:alert\(1\)" is not a web address/);
  });
});

describe('detectFormat', () => {
  it('goes by name or type, then by the first character', () => {
    expect(detectFormat('x', 'feed.jsonld')).toBe('json');
    expect(detectFormat('{', 'text/csv /feed')).toBe('csv');
    expect(detectFormat('  [{"a":1}]', null)).toBe('json');
    expect(detectFormat('claim_reviewed,rating', 'text/plain /x')).toBe('csv');
  });
});
