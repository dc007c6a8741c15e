/**
 * Pinned shop pages through the real pipeline (acquirePage -> signals -> offline analyzer ->
 * score), each with the grade band and flags a careful shopper would give it: an honest Oslo shop
 * (Norwegian address and "Org. no.", a stated review count with schema.org AggregateRating) over
 * HTTPS and over plain HTTP from a raw address, and a fake shop that writes "NlKE" with a
 * lower-case L, posts three identical 5-star reviews "2 hours ago" and takes orders on WhatsApp.
 */
import { describe, expect, it } from 'vitest';
import { resultsSchema, type Results } from '../../src/shared';
import { acquirePage } from '../../src/server/analysis/acquire/page';
import { createOfflineAnalyzer } from '../../src/server/analysis/offline/index';
import { runAnalysis } from '../../src/server/analysis/pipeline';

const NOW = new Date('2026-01-05T09:00:00Z');
const analyzer = createOfflineAnalyzer();

async function analyzeShop(url: string, html: string): Promise<Results> {
  const page = {
    url,
    requestedUrl: url,
    redirects: [],
    status: 200,
    contentType: 'text/html',
    charset: 'utf-8',
    body: html,
    bytes: html.length,
  };
  const acquired = acquirePage(page, { kind: 'shopping', now: NOW });
  return resultsSchema.parse(await runAnalysis(acquired, { analyzer, now: () => NOW }));
}

const OSLO_SHOP = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Fjellstøvel GTX hiking boot | Nordlys Friluft</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Fjellstøvel GTX",
"offers":{"@type":"Offer","price":"2199","priceCurrency":"NOK"},
"aggregateRating":{"@type":"AggregateRating","ratingValue":"4.6","reviewCount":"287"}}</script>
</head><body>
<header><a href="/">Nordlys Friluft</a> <a href="/kontakt">Contact</a></header>
<main><h1>Fjellstøvel GTX hiking boot</h1>
<p>NOK 2,199. Waterproof leather boot with a Vibram sole, resoled in our Oslo workshop.</p>
<p>Free returns within 30 days. Read our returns policy.</p>
<p>We accept Visa, Mastercard, Vipps and Klarna.</p>
<h2>Customer reviews (287)</h2><p>Average 4.6 out of 5. Read the reviews on our review partner's site.</p>
</main>
<footer><p>Nordlys Friluft AS, Storgata 12, 0155 Oslo, Norway. Org. no. 912 345 678 MVA.</p>
<p>kundeservice@nordlys-friluft.example, tel. +47 22 12 34 56</p>
<a href="/personvern">Privacy policy</a> <a href="/vilkar">Terms and conditions</a>
<p>© 2011-2026 Nordlys Friluft AS</p></footer>
</body></html>`;

const NLKE_SCAM_SHOP = `<!doctype html><html><head><meta charset="utf-8">
<title>NlKE Air Max Outlet</title></head><body>
<header><div class="logo">NlKE</div></header>
<h1>NlKE Air Max 90 - Outlet Sale</h1>
<p>Only 2 pairs left! Order now.</p>
<p>Payment: we accept Bitcoin and USDT only. <img alt="PayPal" src="/paypal.png"> <img alt="Visa" src="/visa.png"></p>
<p>Questions? Contact us on WhatsApp +44 7700 900123.</p>
<h2>Reviews</h2>
<p>★★★★★ Amazing quality, exactly like the original, fast delivery! - Maria, 2 hours ago</p>
<p>★★★★★ Amazing quality, exactly like the original, fast delivery! - John, 2 hours ago</p>
<p>★★★★★ Amazing quality, exactly like the original, fast delivery! - Sara, 2 hours ago</p>
<footer><p>© 2019 NlKE Official Store</p></footer>
</body></html>`;

const indicators = (r: Results) => r.redFlags.map((f) => f.indicator);

describe('an honest Oslo shop', () => {
  it('over HTTPS scores B or better, with its address, Org. no. and stated reviews read', async () => {
    const r = await analyzeShop('https://www.nordlys-friluft.no/p/fjellstovel-gtx', OSLO_SHOP);
    expect(['A', 'B']).toContain(r.summary.overallGrade);
    expect(indicators(r)).not.toContain('No address or company details');
    const positives = new Map(r.positiveSignals.map((p) => [p.indicator, p.textExample ?? '']));
    expect(positives.get('Physical address')).toMatch(/Storgata 12, 0155 Oslo/);
    expect(positives.get('Company registration')).toMatch(/Org\. no\. 912 345 678/);
    const reviews = r.scorecard.breakdown?.find((b) => b.component === 'review_authenticity');
    expect(reviews?.note).toMatch(/287 reviews averaging 4\.6/);
    expect(reviews?.note).not.toMatch(/No reviews/);
    expect(r.redFlags.filter((f) => f.severity !== 'low')).toEqual([]);
  });

  it('over plain HTTP from a raw address still scores C or better', async () => {
    const r = await analyzeShop('http://203.0.113.40/p/fjellstovel-gtx', OSLO_SHOP);
    expect(['A', 'B', 'C']).toContain(r.summary.overallGrade);
    expect(indicators(r)).toContain('No HTTPS');
    expect(indicators(r)).toContain('Shop reached by a raw IP address');
    expect(indicators(r)).not.toContain('No address or company details');
  });
});

describe('a fake shop writing "NlKE" with a lower-case L', () => {
  it('is flagged for imitating Nike (not WhatsApp), for copied same-moment reviews, once per sign, and fails', async () => {
    const r = await analyzeShop('https://airmax-outlet-sale.example.com/p/90', NLKE_SCAM_SHOP);
    expect(r.summary.overallGrade).toBe('F');
    const imitation = r.redFlags.find((f) => f.type === 'impersonation');
    expect(imitation?.indicator).toMatch(/Nike/);
    expect(imitation?.severity).toBe('high');
    expect(imitation?.textExample).toMatch(/NlKE/);
    expect(indicators(r).join(' ')).not.toMatch(/WhatsApp|PayPal|Visa/);
    expect(indicators(r)).toContain('Identical reviews');
    expect(indicators(r)).toContain('Reviews posted at the same moment');
    expect(
      r.redFlags.find((f) => f.indicator === 'Reviews posted at the same moment')?.textExample,
    ).toBe('2 hours ago');
    // One flag per sign: scarcity and the irreversible payment appear once each.
    expect(r.redFlags.filter((f) => f.type === 'scarcity')).toHaveLength(1);
    expect(r.redFlags.filter((f) => f.type === 'payment_request')).toHaveLength(1);
    expect(r.redFlags.filter((f) => f.type === 'impersonation')).toHaveLength(1);
  });
});
