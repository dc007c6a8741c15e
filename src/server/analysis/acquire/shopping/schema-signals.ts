/**
 * schema.org Product, Offer and AggregateRating: whether the page declares what it sells, at
 * what price and with what rating, and a declared organisation address (from JSON-LD or
 * microdata). A page with Product or Offer data is treated as a shop even from the Text tab.
 */
import { hasLdType, microdataTypes, type LdNode } from '../article/structured-data';
import type { ShopSchemaSignals } from '../../knowledge/shop-signals';

const PRODUCT_TYPES = [
  'Product',
  'ProductGroup',
  'IndividualProduct',
  'ProductModel',
  'Car',
  'Vehicle',
];
const OFFER_TYPES = ['Offer', 'AggregateOffer'];

const num = (value: unknown): number | null => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

export function shopSchemaSignals(doc: Document, ld: readonly LdNode[]): ShopSchemaSignals {
  const micro = microdataTypes(doc);
  const offer = ld.find((n) => hasLdType(n, ...OFFER_TYPES));
  const rating = ld.find((n) => hasLdType(n, 'AggregateRating'));
  const microRating = doc.querySelector('[itemtype*="AggregateRating"]');
  const ratingValue =
    num(rating?.ratingValue) ??
    num(
      microRating?.querySelector('[itemprop="ratingValue"]')?.getAttribute('content') ??
        microRating?.querySelector('[itemprop="ratingValue"]')?.textContent,
    );
  const ratingCount =
    num(rating?.reviewCount ?? rating?.ratingCount) ??
    num(
      microRating
        ?.querySelector('[itemprop="reviewCount"], [itemprop="ratingCount"]')
        ?.getAttribute('content') ??
        microRating?.querySelector('[itemprop="reviewCount"], [itemprop="ratingCount"]')
          ?.textContent,
    );
  const priceValue = offer?.price ?? offer?.lowPrice;
  const price =
    priceValue !== undefined && priceValue !== null
      ? `${String(priceValue)}${typeof offer?.priceCurrency === 'string' ? ` ${offer.priceCurrency}` : ''}`
      : null;
  return {
    product:
      ld.some((n) => hasLdType(n, ...PRODUCT_TYPES)) ||
      micro.some((t) => PRODUCT_TYPES.includes(t)),
    offer: !!offer || micro.some((t) => OFFER_TYPES.includes(t)),
    ratingValue,
    ratingCount,
    price,
  };
}

/** A street address the page declares for its organisation (PostalAddress), as one line. */
export function structuredAddress(ld: readonly LdNode[]): string | null {
  const address = ld.find((n) => hasLdType(n, 'PostalAddress'));
  if (!address) return null;
  const parts = ['streetAddress', 'postalCode', 'addressLocality', 'addressCountry']
    .map((key) => address[key])
    .map((v) =>
      typeof v === 'string'
        ? v
        : v && typeof v === 'object' && typeof (v as LdNode).name === 'string'
          ? ((v as LdNode).name as string)
          : null,
    )
    .filter((v): v is string => !!v && v.trim() !== '');
  return address.streetAddress ? parts.join(', ') : null;
}

/** Whether a page is a shop by its own markup (schema.org Product or Offer, og:type product). */
export function looksLikeShop(doc: Document, ld: readonly LdNode[]): boolean {
  const og =
    doc.querySelector('meta[property="og:type"]')?.getAttribute('content')?.toLowerCase() ?? '';
  if (
    og === 'product' ||
    og.startsWith('product.') ||
    doc.querySelector('meta[property="product:price:amount"]')
  )
    return true;
  const micro = microdataTypes(doc);
  return (
    ld.some((n) => hasLdType(n, ...PRODUCT_TYPES, ...OFFER_TYPES)) ||
    micro.some((t) => PRODUCT_TYPES.includes(t) || OFFER_TYPES.includes(t))
  );
}
