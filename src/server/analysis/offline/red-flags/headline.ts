/**
 * Clickbait style of a headline (an article's title, or the first line of pasted text when it
 * reads like one). Clickbait is recognisable less by fixed phrases than by a combination of
 * traits (Chakraborty et al., 2016): it talks to "you", teases with "this" or "here's" instead of
 * saying what happened, opens with a listicle number or a quiz question, and leans on hyperbole.
 * Two or more traits together raise the flag.
 */
import type { Span } from '../../knowledge/patterns';

/** A first line longer than this is a paragraph, not a headline. */
export const MAX_HEADLINE_CHARS = 160;
/** Traits needed before a headline counts as clickbait. */
export const CLICKBAIT_MIN_TRAITS = 2;

const TRAITS: ReadonlyArray<readonly [string, RegExp]> = [
  ['speaks to you', /(?<![\p{L}])(?:you|your|you're|you'll|you've|yourself|u)(?![\p{L}])/iu],
  [
    'teases instead of telling',
    /(?<![\p{L}])(?:this|these|here's|here is|here are|that will|what happens|what happened|the reason|will make|can't stop|won't believe|need to (?:see|know))(?![\p{L}])/iu,
  ],
  [
    'listicle number',
    /^\d{1,3}\s+(?!(?:percent|per cent|%|years?|people (?:died|killed)|dead|killed|injured|million|billion))\p{L}/u,
  ],
  [
    'quiz or teaser question',
    /^(?:which|what|who|can you|do you|how many|how well|are you|would you|is this|did you|should you|guess)(?![\p{L}])/iu,
  ],
  [
    'hyperbole',
    /(?<![\p{L}])(?:amazing|awesome|adorable|hilarious|incredible|insane|literally|totally|perfect|epic|ever|omg|wtf|cutest|weirdest|genius|heartwarming|struggles?|feels|tumblr|mind|unbelievable|unreal|lol|perfectly|gorgeous|ridiculous|brilliant|legit|basically|actually)(?![\p{L}])/iu,
  ],
];

export interface HeadlineVerdict {
  span: Span;
  traits: string[];
}

/** Clickbait traits of `line` (which starts at `start` in the text), or null if below threshold. */
export function clickbaitHeadline(line: string, start: number): HeadlineVerdict | null {
  const text = line.trim();
  if (text.length === 0 || text.length > MAX_HEADLINE_CHARS) return null;
  const traits = TRAITS.filter(([, re]) => re.test(text)).map(([name]) => name);
  if (traits.length < CLICKBAIT_MIN_TRAITS) return null;
  const offset = start + line.indexOf(text);
  return { span: { text, start: offset, end: offset + text.length }, traits };
}

/** The first line of a text, if the text has more after it or is itself headline-short. */
export function firstLine(text: string): Span {
  const nl = text.indexOf('\n');
  const end = nl === -1 ? text.length : nl;
  return { text: text.slice(0, end), start: 0, end };
}
