/**
 * The words fake shops and phishing pages put beside a brand's name in their address ("outlet",
 * "sale", "login"...), and how a label is cut into parts. Shared by the look-alike detector
 * (domain-reputation.ts) and the shape of an unknown name (name-shape.ts).
 */

/** Words fake shops and phishing pages put beside a brand's name in their address. */
export const SELLING_WORDS = [
  'outlet',
  'outlets',
  'clearance',
  'sale',
  'sales',
  'official',
  'store',
  'stores',
  'shop',
  'shops',
  'shopping',
  'online',
  'discount',
  'discounts',
  'deal',
  'deals',
  'cheap',
  'factory',
  'mall',
  'market',
  'warehouse',
  'wholesale',
  'promo',
  'bargain',
  'bargains',
  'offer',
  'offers',
  'support',
  'help',
  'service',
  'login',
  'signin',
  'verify',
  'secure',
  'account',
  'refund',
  'club',
  'black',
  'friday',
  'id',
  'us',
  'uk',
  'usa',
  'eu',
  'au',
  'ca',
  'de',
  'online',
  'buy',
  'best',
  'new',
  'top',
  'shoes',
  'sneakers',
  'bags',
  'jackets',
  'boots',
  'watches',
  'jewelry',
  'fashion',
  'style',
  'wear',
  'code',
  'codes',
  'coupon',
  'coupons',
  'vip',
  'free',
  'gift',
  'gifts',
  'save',
  'off',
];
export const SELLING_SET = new Set(SELLING_WORDS);

/** Does `rest` consist only of selling words ("outletsale", "store")? Memoised by position. */
export function onlySellingWords(rest: string): boolean {
  const ok = new Array<boolean>(rest.length + 1).fill(false);
  ok[rest.length] = true;
  for (let i = rest.length - 1; i >= 0; i--) {
    for (let len = 2; len <= 10 && i + len <= rest.length; len++) {
      if (ok[i + len] && SELLING_SET.has(rest.slice(i, i + len))) {
        ok[i] = true;
        break;
      }
    }
  }
  return ok[0]!;
}

export function partsOf(label: string): string[] {
  return label
    .toLowerCase()
    .split(/[-_.]+/)
    .filter((p) => p.length >= 2);
}
