/**
 * Under each claim: how to check it yourself (the advice kept when a verdict took its place), plain
 * links built from the claim's key words (a fact-check search, the fact-checkers of its language, a
 * Wikipedia search), and the related reference passages from Wikipedia and Wikidata, shown as
 * background and never as a verdict. Links are plain anchors the person opens: the page requests
 * nothing from these sites by itself.
 */
import { BookOpen, ExternalLink, type LucideIcon, Search } from 'lucide-react';
import { type Claim, checkLinks, type ReferencePassage } from '../../../../shared';
import { isHttpUrl } from '../../lib/url';

const NEW_TAB = <span className="sr-only"> (opens in a new tab)</span>;

function SectionHeading({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <h4 className="flex items-center gap-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {children}
    </h4>
  );
}

function PlainLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      referrerPolicy="no-referrer"
      className="inline-flex items-center gap-1 font-medium text-accent-700 underline hover:text-accent-800"
    >
      {children}
      <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      {NEW_TAB}
    </a>
  );
}

/** "Check it yourself": searches built from the claim's key words, in its language. */
export function CheckItYourself({ claim, language }: { claim: Claim; language: string }) {
  const links = checkLinks(claim.claim, language);
  if (!links.length) return null;
  return (
    <div className="mt-3">
      <SectionHeading icon={Search}>Check it yourself</SectionHeading>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {links.map((link) => (
          <li key={link.url}>
            <PlainLink href={link.url}>{link.label}</PlainLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PassageItem({ passage }: { passage: ReferencePassage }) {
  const from = passage.source === 'wikidata' ? 'Wikidata' : 'Wikipedia';
  return (
    <li className="rounded-md bg-slate-50 p-2.5 ring-1 ring-slate-200">
      <p className="text-sm leading-6 text-slate-700">{passage.excerpt}</p>
      <p className="mt-1 text-xs text-slate-600">
        {from}:{' '}
        {isHttpUrl(passage.url) ? (
          <PlainLink href={passage.url}>{passage.title}</PlainLink>
        ) : (
          <span className="font-medium">{passage.title}</span>
        )}
      </p>
    </li>
  );
}

/** The related reference passages of one claim (background to read, not a verdict). */
export function ReferencePassages({ passages }: { passages: readonly ReferencePassage[] }) {
  if (!passages.length) return null;
  return (
    <div className="mt-3">
      <SectionHeading icon={BookOpen}>Related reference passages</SectionHeading>
      <p className="mt-0.5 text-xs text-slate-600">
        Background from a reference work, found by its similarity to the claim. It is not a verdict:
        read it and its sources before you rely on it.
      </p>
      <ul className="mt-1.5 space-y-2">
        {passages.map((p) => (
          <PassageItem key={`${p.url}\n${p.excerpt}`} passage={p} />
        ))}
      </ul>
    </div>
  );
}

/** The advice kept when a verdict took its place in the analysis. */
export function HowToCheck({ advice }: { advice: string | undefined }) {
  if (!advice) return null;
  return (
    <p className="mt-2 text-sm leading-6 text-slate-700">
      <span className="font-semibold text-slate-800">What would settle it: </span>
      {advice}
    </p>
  );
}
