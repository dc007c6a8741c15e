/**
 * The one brand list: organisations that scammers impersonate in messages and links (banks,
 * payment services, couriers, tech companies, authorities) and the shop brands that fake shops
 * imitate, each with the domains it really uses. Kept to well-known names, never copied from a
 * test data set. Text rules read MESSAGE_BRANDS (those with a name pattern); the look-alike
 * detector in domain-reputation.ts reads them all.
 * The data is in brands-organisations.ts (with brands-tech.ts), brands-services.ts,
 * brands-more.ts and brands-retail.ts and the shape in brand-types.ts; this file puts the list
 * together.
 */
import type { Brand, MessageBrand } from './brand-types';
import { ORGANISATIONS } from './brands-organisations';
import { RETAIL } from './brands-retail';
import { SERVICES } from './brands-services';
import { MORE_SERVICES } from './brands-more';

export type { Brand, BrandKind, MessageBrand } from './brand-types';

const MESSAGE_ORGANISATIONS: readonly Brand[] = [...ORGANISATIONS, ...SERVICES, ...MORE_SERVICES];

export const BRANDS: readonly Brand[] = [...MESSAGE_ORGANISATIONS, ...RETAIL];

/** The brands the text rules look for in a message. */
export const MESSAGE_BRANDS = MESSAGE_ORGANISATIONS as readonly MessageBrand[];

/** The domain to name as the brand's own: its first listed one, else "<token>.com". */
export function mainDomain(brand: Brand): string {
  return brand.official[0] ?? `${brand.token}.com`;
}
