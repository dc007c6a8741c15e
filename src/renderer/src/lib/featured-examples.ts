/**
 * Built-in featured examples, shown when there is no daily analysis (spec 8). They are
 * illustrative: the addresses use the reserved .example domain so nobody is sent to a real site.
 */
import type { FeaturedExample } from '../../../shared';
import { dayOfYear } from './format';

export const FEATURED_EXAMPLES: readonly FeaturedExample[] = [
  {
    title: '"Doctors hate this: lemon water reverses cancer in 7 days"',
    url: 'https://miracle-health-daily.example/lemon-water-cure',
    grade: 'F',
    credibilityScore: 14,
    description:
      'A widely shared health video promising a kitchen cure for cancer. The claims rest on a single anonymous testimonial and push viewers to buy a "detox protocol".',
    analysisDate: '2025-06-18T09:30:00.000Z',
    keyFindings: [
      'Miracle-cure language ("reverses cancer in 7 days") with no clinical study cited',
      'Only evidence is an unnamed "nurse" testimonial; no author or medical credentials given',
      'Urgency and sales pressure: "the video will be taken down soon - order now"',
      'Discourages established treatment ("what your oncologist will not tell you")',
    ],
  },
  {
    title: 'City council approves 2025 water infrastructure budget',
    url: 'https://riverton-gazette.example/news/council-water-budget-2025',
    grade: 'B',
    credibilityScore: 84,
    description:
      'A local news report on a council vote. It names the reporter, quotes two council members on the record and links to the published meeting minutes.',
    analysisDate: '2025-07-02T14:10:00.000Z',
    keyFindings: [
      'Named author with a dated byline and a corrections policy on the site',
      'Direct quotes attributed to named officials, with their roles',
      'Figures match the linked official meeting minutes',
      'Minor: the headline omits that the vote was 5-4, which the article states',
    ],
  },
];

/** Spec 9: the example is chosen by day of year modulo the number of built-in examples. */
export function featuredExampleFor(date: Date): FeaturedExample {
  const index = dayOfYear(date) % FEATURED_EXAMPLES.length;
  return FEATURED_EXAMPLES[index] ?? (FEATURED_EXAMPLES[0] as FeaturedExample);
}
