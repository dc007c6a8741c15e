/**
 * Links in this content: the links grouped by web address (registrable domain), each with how
 * many times it is linked, its independent reliability rating and any scam list naming it. The
 * domains are shown as text, never as links, so nobody clicks through to a listed site from here.
 */
import { Link2 } from 'lucide-react';
import type { LinkGroup, Results } from '../../../../shared';
import { countOf } from '../../lib/format';
import { Card } from '../ui/card';

/** More domains than this start folded. */
export const LINKS_OPEN_MAX = 5;

export function ratingWords(group: LinkGroup): string {
  if (group.rating === null) return 'Not rated';
  const score = `${group.rating.toFixed(2)} out of 1`;
  if (group.ratingBand === 'high') return `Among the most reliable news sources (${score})`;
  if (group.ratingBand === 'low') return `Among the least reliable news sources (${score})`;
  return `Neither among the most nor the least reliable (${score})`;
}

export function LinksCard({ results }: { results: Results }) {
  const groups = results.links ?? [];
  if (groups.length === 0) return null;
  return (
    <Card
      id="links"
      title="Links in this content"
      icon={<Link2 className="h-5 w-5" />}
      count={countOf(groups.length, 'website')}
      collapsible
      defaultOpen={groups.length <= LINKS_OPEN_MAX}
    >
      <p className="text-sm leading-6 text-slate-700">
        Where the links lead, by website. Ratings are independent ratings of news sites (Lin et al.
        2023); a website without a rating is not judged by it.
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm wrap-normal">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Website
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Links
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Independent rating
              </th>
              <th scope="col" className="py-2 font-medium">
                Scam lists
              </th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.domain} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-2 pr-3 font-medium break-all text-slate-900">
                  {group.domain}
                </th>
                <td className="py-2 pr-3 text-slate-700">{group.count}</td>
                <td
                  className={`py-2 pr-3 ${group.ratingBand === 'low' ? 'text-red-800' : group.ratingBand === 'high' ? 'text-green-800' : 'text-slate-700'}`}
                >
                  {ratingWords(group)}
                </td>
                <td
                  className={`py-2 ${group.scamLists.length ? 'font-semibold text-red-800' : 'text-slate-700'}`}
                >
                  {group.scamLists.length ? `On ${group.scamLists.join(' and ')}` : 'Not listed'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
