/**
 * Major brands that fake shops imitate, with the domain each really uses. Kept to well-known
 * names; a shop whose address imitates one of them (nlke-store.com, adidas-outlet.shop) is a
 * classic counterfeit or phishing shop.
 */

export interface ShopBrand {
  name: string;
  /** The brand as written in a domain label. */
  token: string;
  /** The brand's main domain. */
  domain: string;
  /** Other registrable domains the brand uses. */
  also?: readonly string[];
}

export const SHOP_BRANDS: readonly ShopBrand[] = [
  { name: 'Nike', token: 'nike', domain: 'nike.com' },
  { name: 'Adidas', token: 'adidas', domain: 'adidas.com' },
  { name: 'Puma', token: 'puma', domain: 'puma.com' },
  { name: 'New Balance', token: 'newbalance', domain: 'newbalance.com' },
  { name: 'Reebok', token: 'reebok', domain: 'reebok.com' },
  { name: 'Converse', token: 'converse', domain: 'converse.com' },
  { name: 'Skechers', token: 'skechers', domain: 'skechers.com' },
  { name: 'The North Face', token: 'thenorthface', domain: 'thenorthface.com' },
  { name: 'Patagonia', token: 'patagonia', domain: 'patagonia.com' },
  { name: 'Lululemon', token: 'lululemon', domain: 'lululemon.com' },
  { name: 'Timberland', token: 'timberland', domain: 'timberland.com' },
  { name: "Levi's", token: 'levis', domain: 'levi.com' },
  { name: 'Ray-Ban', token: 'rayban', domain: 'ray-ban.com' },
  { name: 'Pandora', token: 'pandora', domain: 'pandora.net' },
  { name: 'Rolex', token: 'rolex', domain: 'rolex.com' },
  { name: 'Gucci', token: 'gucci', domain: 'gucci.com' },
  { name: 'Louis Vuitton', token: 'louisvuitton', domain: 'louisvuitton.com' },
  { name: 'Prada', token: 'prada', domain: 'prada.com' },
  { name: 'Michael Kors', token: 'michaelkors', domain: 'michaelkors.com' },
  { name: 'Zara', token: 'zara', domain: 'zara.com' },
  { name: 'Uniqlo', token: 'uniqlo', domain: 'uniqlo.com' },
  { name: 'Ikea', token: 'ikea', domain: 'ikea.com' },
  { name: 'Lego', token: 'lego', domain: 'lego.com' },
  { name: 'Apple', token: 'apple', domain: 'apple.com' },
  { name: 'Samsung', token: 'samsung', domain: 'samsung.com' },
  { name: 'Sony', token: 'sony', domain: 'sony.com', also: ['playstation.com'] },
  { name: 'Nintendo', token: 'nintendo', domain: 'nintendo.com' },
  { name: 'Dyson', token: 'dyson', domain: 'dyson.com' },
  { name: 'Canon', token: 'canon', domain: 'canon.com' },
  { name: 'Amazon', token: 'amazon', domain: 'amazon.com', also: ['amzn.to'] },
  { name: 'eBay', token: 'ebay', domain: 'ebay.com' },
  { name: 'Walmart', token: 'walmart', domain: 'walmart.com' },
  { name: 'Target', token: 'target', domain: 'target.com' },
  { name: 'Best Buy', token: 'bestbuy', domain: 'bestbuy.com' },
  { name: 'Costco', token: 'costco', domain: 'costco.com' },
  { name: 'AliExpress', token: 'aliexpress', domain: 'aliexpress.com' },
  { name: 'Etsy', token: 'etsy', domain: 'etsy.com' },
  { name: 'Shein', token: 'shein', domain: 'shein.com' },
  { name: 'Temu', token: 'temu', domain: 'temu.com' },
  { name: 'Zalando', token: 'zalando', domain: 'zalando.com' },
  { name: 'ASOS', token: 'asos', domain: 'asos.com' },
  { name: 'Sephora', token: 'sephora', domain: 'sephora.com' },
  { name: 'Argos', token: 'argos', domain: 'argos.co.uk' },
  { name: 'Currys', token: 'currys', domain: 'currys.co.uk' },
  { name: 'John Lewis', token: 'johnlewis', domain: 'johnlewis.com' },
  { name: 'Decathlon', token: 'decathlon', domain: 'decathlon.com' },
  { name: 'PayPal', token: 'paypal', domain: 'paypal.com' },
];
