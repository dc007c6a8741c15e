import { describe, expect, it } from 'vitest';
import { parseHtml, visibleText } from '../article/html-document';
import { jsonLdNodes } from '../article/structured-data';
import { shopPageSignals } from './page-signals';
import { shopReviewSignals } from './review-signals';
import { looksLikeShop, shopSchemaSignals } from './schema-signals';

const NOW = new Date('2026-05-01T00:00:00Z');

function read(body: string, head = '') {
  const doc = parseHtml(
    `<!doctype html><html><head>${head}</head><body>${body}</body></html>`,
    'https://shop.example/',
  );
  const ld = jsonLdNodes(doc);
  const text = visibleText(doc.body);
  return {
    page: shopPageSignals(text, doc, NOW, null),
    reviews: shopReviewSignals(doc, ld, text),
    schema: shopSchemaSignals(doc, ld),
    shop: looksLikeShop(doc, ld),
  };
}

describe('shopPageSignals', () => {
  it('finds the biggest discount, in percent or as was/now prices, with its quote', () => {
    expect(read('<p>Save 20% on socks.</p><p>Up to 90% off everything!</p>').page).toMatchObject({
      maxDiscountPercent: 90,
      discount: 'Up to 90% off everything!',
    });
    expect(read('<p>Was £200.00 now £40.00</p>').page.maxDiscountPercent).toBe(80);
    expect(read('<p>Price £40.00</p>').page.maxDiscountPercent).toBeNull();
  });

  it('finds countdowns, scarcity and viewer counters', () => {
    const { page } = read(
      '<div id="deal-countdown">02:11:09</div><p>Only 2 left in stock</p><p>38 people are viewing this right now</p>',
    );
    expect(page.countdown).toBe('02:11:09');
    expect(page.scarcity).toBe('Only 2 left in stock');
    expect(page.viewers).toBe('38 people are viewing this right now');
    expect(read('<p>Sale ends in 3 days</p>').page.countdown).toBe('Sale ends in 3 days');
    expect(read('<p>Our shop opens at 09:00:00 daily</p>').page.countdown).toBeNull();
  });

  it('tells irreversible payment methods from protected ones, including logos', () => {
    const scam = read('<p>We accept Bitcoin, Ethereum and Steam gift cards.</p>').page.payments;
    expect(scam).toMatchObject({ buyerProtected: null });
    expect(scam.crypto).toContain('Bitcoin');
    expect(scam.giftCards).toContain('gift cards');
    const normal = read(
      '<footer><img alt="Visa" src="v.png"><img alt="PayPal" src="p.png"></footer><p>Gift cards make great presents.</p>',
    ).page.payments;
    expect(normal.buyerProtected).toBe('Visa');
    // A shop selling gift cards is not asking to be paid with them.
    expect(normal.giftCards).toBeNull();
    expect(
      read('<p>Payment by bank transfer or Western Union only.</p>').page.payments.wireTransfer,
    ).toContain('bank transfer');
  });

  it('reads returns, contact, address, registration and copyright', () => {
    const { page } =
      read(`<p>14-day money-back guarantee.</p><p>Email: help@shop.example</p><p>Call us on +44 20 7946 0000</p>
      <p>Shop Ltd, 221 Baker Street, London NW1 6XE</p><p>Company No. 01234567</p><p>© 2019 - 2021 Shop Ltd</p>`);
    expect(page.returnsPolicy).toBe('14-day money-back guarantee.');
    expect(page.email).toBe('Email: help@shop.example');
    expect(page.phone).toContain('+44 20 7946 0000');
    expect(page.address).toContain('221 Baker Street');
    expect(page.companyRegistration).toBe('Company No. 01234567');
    expect(page).toMatchObject({ copyrightYear: 2021, currentYear: 2026 });
    expect(read('<p>All sales are final.</p>').page.noReturns).toBe('All sales are final.');
  });
});

describe('shopReviewSignals', () => {
  it('counts repeated texts, shared timestamps and 5-star-only ratings', () => {
    const fake =
      '<div class="review"><span>★★★★★</span><time datetime="2024-06-01T12:00">1 June</time><p>Amazing product, will buy again!!</p></div>';
    const r = read(
      `<section class="reviews">${fake.repeat(4)}<div class="review" data-rating="5"><time datetime="2024-06-02">2 June</time><p>Nice colour and it fits well.</p></div></section>`,
    ).reviews;
    expect(r).toMatchObject({
      count: 5,
      duplicateCount: 4,
      duplicate: 'Amazing product, will buy again!!',
      sameTimeCount: 4,
      fiveStarCount: 5,
      ratedCount: 5,
    });
  });

  it('reads schema.org Review data when the page has no review elements', () => {
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'X',
      review: [
        {
          '@type': 'Review',
          reviewBody: 'Solid build, battery lasts two days.',
          datePublished: '2024-01-02',
          reviewRating: { '@type': 'Rating', ratingValue: 4 },
        },
        {
          '@type': 'Review',
          reviewBody: 'Stopped charging after a month.',
          datePublished: '2024-02-11',
          reviewRating: { '@type': 'Rating', ratingValue: 2 },
        },
      ],
    });
    const { reviews, schema, shop } = read(
      '<h1>X</h1>',
      `<script type="application/ld+json">${ld}</script>`,
    );
    expect(reviews).toMatchObject({
      count: 2,
      duplicateCount: 0,
      fiveStarCount: 0,
      ratedCount: 2,
      sameTimeCount: 0,
    });
    expect(schema).toMatchObject({ product: true, offer: false });
    expect(shop).toBe(true);
  });
});

describe('shopSchemaSignals', () => {
  it('reads Product, Offer and AggregateRating from JSON-LD and microdata', () => {
    const ld = JSON.stringify({
      '@type': 'Product',
      offers: { '@type': 'Offer', price: 19.5, priceCurrency: 'EUR' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 31 },
    });
    expect(read('', `<script type="application/ld+json">${ld}</script>`).schema).toEqual({
      product: true,
      offer: true,
      ratingValue: 4.6,
      ratingCount: 31,
      price: '19.5 EUR',
    });
    const micro = read(
      '<div itemscope itemtype="https://schema.org/Product"><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"></div></div>',
    );
    expect(micro.schema).toMatchObject({ product: true, offer: true });
    expect(micro.shop).toBe(true);
    expect(read('<article><p>News</p></article>').shop).toBe(false);
  });
});

describe('addresses, registrations and reviews in many countries', () => {
  it.each([
    [
      'Nordlys Friluft AS, Storgata 12, 0155 Oslo. Org. no. 912 345 678 MVA',
      /Storgata 12, 0155 Oslo/,
      /Org\. no\. 912 345 678/,
    ],
    [
      'Atelier Lune SARL, 12 rue de la Paix, 75002 Paris. SIRET 123 456 789 00012',
      /12 rue de la Paix, 75002 Paris/,
      /SIRET 123 456 789/,
    ],
    [
      'Fietsen BV, Keizersgracht 123, 1015 CJ Amsterdam. KvK 12345678',
      /Keizersgracht 123, 1015 CJ Amsterdam/,
      /KvK 12345678/,
    ],
    [
      'Holzwerk GmbH, Hauptstraße 5, 10115 Berlin. Amtsgericht Charlottenburg HRB 12345',
      /Hauptstraße 5/,
      /HRB 12345/,
    ],
    [
      'Maple Goods Inc., 100 King Street West, Toronto, ON M5X 1A9. BN 123456789RT0001',
      /Toronto, ON M5X 1A9|100 King Street/,
      /BN 123456789/,
    ],
    [
      'Wattle Supplies Pty Ltd, 1 George Street, Sydney NSW 2000. ABN 12 345 678 901',
      /Sydney NSW 2000|1 George Street/,
      /ABN 12 345 678 901/,
    ],
    [
      'Chai Crafts Pvt Ltd, Andheri East, Mumbai - 400 069, India. CIN U52100MH2015PTC123456',
      /Mumbai - 400 069/,
      /CIN U52100MH2015PTC123456/,
    ],
  ])('reads %s', (footer, address, registration) => {
    const { page } = read(`<main><p>Handmade goods.</p></main><footer><p>${footer}</p></footer>`);
    expect(page.address).toMatch(address);
    expect(page.companyRegistration).toMatch(registration);
  });

  it('does not take a price, a phone number or a bare "incl. VAT" for an address or registration', () => {
    const { page } = read(
      '<p>Price 2,199 NOK incl. VAT. Call 0113 496 0000. Size 42, 10 colours.</p>',
    );
    expect(page.address).toBeNull();
    expect(page.companyRegistration).toBeNull();
  });

  it('reads a stated review count and a rating, and star lines with relative times', () => {
    const text = '<p>Customer reviews (287)</p><p>Average 4.6 out of 5</p>';
    expect(read(text).reviews).toMatchObject({ statedCount: 287, statedRating: 4.6, count: 0 });
    const varied = [
      '★★★★★ Lovely boots, warm and dry on a wet hike. - Ola, 2 days ago',
      '★★★☆☆ Good but the sizing runs small. - Kari, 3 weeks ago',
      '★★★★ Solid sole, laces fray a bit. - Per, 5 months ago',
    ];
    const r = read(varied.map((l) => `<p>${l}</p>`).join('')).reviews;
    expect(r).toMatchObject({ count: 3, duplicateCount: 0, sameTimeCount: 0 });
  });
});

describe("the brand a shop's own words present it as", () => {
  const own = (body: string, url: string, title = 'Shop') =>
    shopPageSignals(
      visibleText(
        parseHtml(`<html><head><title>${title}</title></head><body>${body}</body></html>`, url)
          .body,
      ),
      parseHtml(`<html><head><title>${title}</title></head><body>${body}</body></html>`, url),
      NOW,
      null,
      new URL(url),
    ).brandImitation;

  it('reads "NlKE" with a lower-case L and "official Nike store" on a domain Nike does not use', () => {
    expect(
      own('<footer>© 2019 NlKE Official Store</footer>', 'https://airmax-sale.example/'),
    ).toMatchObject({ brand: 'Nike', word: 'NlKE', kind: 'homoglyph' });
    expect(
      own('<h1>Welcome to the Official Nike Store</h1>', 'https://airmax-sale.example/'),
    ).toMatchObject({ brand: 'Nike', kind: 'official-claim' });
  });

  it('leaves a real retailer of a brand and the brand on its own domain alone', () => {
    expect(
      own(
        '<h1>Nike Air Max 90</h1><p>Authorised Nike retailer since 1998. We accept PayPal. Order on WhatsApp.</p>',
        'https://runners-corner.example/',
      ),
    ).toBeNull();
    expect(own('<h1>Official Nike Store</h1>', 'https://www.nike.com/')).toBeNull();
  });
});
