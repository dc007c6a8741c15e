/**
 * Two shop pages: a normal, accountable shop and a blatant scam shop (lookalike brand, 85% off,
 * countdown, scarcity, crypto and gift cards only, no returns, no contact, copied reviews).
 */

export const NORMAL_SHOP_TITLE = 'Trailrunner 3 running shoe | Northfield Sports';
export const SCAM_SHOP_TITLE = 'NLKE Air Max Clearance - 85% OFF Today Only';
/** Without og:title, the first h1 is the page's title (before <title>). */
export const NORMAL_SHOP_HEADING = 'Trailrunner 3 running shoe';
export const SCAM_SHOP_HEADING = 'NLKE Air Max Clearance Sale';

export function normalShopHtml(year: number): string {
  const review = (text: string, rating: number, date: string, name: string) =>
    `<div class="review" data-rating="${rating}"><span class="author">${name}</span> <time datetime="${date}">${date}</time><p>${text}</p></div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${NORMAL_SHOP_TITLE}</title>
<meta property="og:type" content="product">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Trailrunner 3","offers":{"@type":"Offer","price":"89.00","priceCurrency":"GBP","availability":"https://schema.org/InStock"},"aggregateRating":{"@type":"AggregateRating","ratingValue":"4.3","reviewCount":"128"}}</script>
</head><body>
<header><nav><a href="/">Home</a> <a href="/men">Men</a> <a href="/women">Women</a> <a href="/contact">Contact us</a></nav></header>
<main>
<h1>${NORMAL_SHOP_HEADING}</h1>
<p>Price: £89.00. Sale: 15% off selected colours this month.</p>
<p>A cushioned trail shoe with a grippy outsole, suitable for mixed terrain. Weight 290 g (UK size 9).</p>
<h2>Delivery and returns</h2>
<p>Free UK delivery on orders over £50. 30-day free returns: if it does not fit, return it within 30 days for a full refund. Read our returns policy.</p>
<h2>Payment</h2>
<p>We accept Visa, Mastercard, American Express, PayPal and Apple Pay.</p>
<h2>Customer reviews</h2>
<section class="reviews">
${review('Comfortable from the first run, sizing is true to fit.', 5, '2025-02-03', 'Anna')}
${review('Good grip on wet rocks but the laces keep coming undone.', 4, '2025-02-11', 'Tom')}
${review('Too narrow for my feet, returned them without any problem.', 3, '2025-03-01', 'Priya')}
${review('Great shoe for the price, my second pair already.', 5, '2025-03-09', 'Liam')}
${review('Outsole wore down after 300 miles, expected more.', 3, '2025-04-20', 'Chen')}
</section>
</main>
<footer>
<p>Northfield Sports Ltd, 14 Mill Lane, Leeds LS1 4DY. Registered in England, company number 08123456. VAT number GB 123 4567 89.</p>
<p>Customer service: help@northfield-sports.example, phone 0113 496 0000.</p>
<a href="/about">About us</a> <a href="/privacy">Privacy policy</a> <a href="/terms">Terms and conditions</a>
<p>© 2012-${year} Northfield Sports Ltd</p>
</footer>
</body></html>`;
}

export function scamShopHtml(): string {
  const fake = (date: string) =>
    `<div class="review"><span>★★★★★</span> <time datetime="${date}">${date}</time><p>Best quality shoes, fast shipping, highly recommend this store!</p></div>`;
  return `<!doctype html><html><head><meta charset="utf-8">
<title>${SCAM_SHOP_TITLE}</title>
</head><body>
<div class="top-bar">HURRY! Offer ends in <span class="countdown">00:14:59</span></div>
<h1>${SCAM_SHOP_HEADING}</h1>
<p>Was $180.00 now $27.00 - up to 85% off all Air Max models, today only!</p>
<p>Only 3 left in stock! 47 people are viewing this product right now.</p>
<p>Payment: we accept Bitcoin, USDT and Apple gift cards only. Pay with Bitcoin and get an extra 10% off.</p>
<p>All sales are final. No refunds.</p>
<section class="reviews">
${fake('2025-01-05T10:00:00Z')}
${fake('2025-01-05T10:00:00Z')}
${fake('2025-01-05T10:00:00Z')}
${fake('2025-01-05T10:00:00Z')}
${fake('2025-01-05T10:00:00Z')}
</section>
<footer><p>Copyright © 2016 NLKE Official Store. All rights reserved.</p></footer>
</body></html>`;
}

/** An ordinary page whose schema.org markup says it sells a product (no Shopping tab needed). */
export function productPageHtml(): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Walnut desk</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"Walnut desk"},{"@type":"Product","name":"Walnut desk","offers":{"@type":"Offer","price":"420","priceCurrency":"EUR"}}]}</script>
</head><body><h1>Walnut desk</h1><p>Solid walnut desk, 140 x 70 cm, made to order in our workshop. Delivery in four weeks. We accept Visa, Mastercard and PayPal.</p>
<p>Returns policy: 14-day returns on unused items.</p></body></html>`;
}
