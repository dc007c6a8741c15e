/**
 * Bounds on a fetched page's markup, applied by the tokenizer pass (html-sanitise.ts) before a DOM
 * is built. jsdom tells every ancestor about each inserted node, so its work grows with the sum of
 * all elements' depths; each element and attribute also costs it tens of microseconds. Markup past
 * a bound is not read and the analysis says so. Real pages stay far below all of them.
 */

/**
 * Largest markup handed to the DOM, after comments, scripts, styles and SVG are dropped: only
 * MAX_TEXT_CHARS of text is analyzed, so more would cost time for nothing.
 */
export const MAX_HTML_CHARS = 1_500_000;
/**
 * Deepest nesting read. Real pages nest a few dozen deep; Readability's work grows steeply with
 * depth (499 nested <div>s took it 6.4 s), so deeper markup is cut.
 */
export const MAX_HTML_NESTING = 128;
/** The sum over all tags of their depth: about a second of jsdom's work at most. */
export const MAX_HTML_NESTING_WORK = 2_000_000;
/**
 * Elements read from one page: even flat, each costs jsdom tens of microseconds (100,000 took
 * 3-4 s). Long real articles stay under ~20,000 once scripts, styles and SVG are dropped.
 */
export const MAX_HTML_ELEMENTS = 30_000;
/** Attributes kept per element: one element carrying 100,000 attributes took jsdom 277 s. */
export const MAX_ATTRIBUTES_PER_ELEMENT = 64;
/** Characters kept of one attribute's value (long data: URLs carry nothing to read). */
export const MAX_ATTRIBUTE_CHARS = 4096;

/** The analysis note of a page whose markup was cut at one of these limits. */
export const MARKUP_CUT_NOTE = `The page's markup is too large to read whole (over ${MAX_HTML_ELEMENTS.toLocaleString('en-US')} elements, nesting over ${MAX_HTML_NESTING} deep, or very many deep ones): only the part before that was read.`;
