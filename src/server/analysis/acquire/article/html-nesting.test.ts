import { describe, expect, it } from 'vitest';
import { MAX_HTML_ELEMENTS, MAX_HTML_NESTING, nestingCutIndex } from './html-nesting';

describe('nestingCutIndex', () => {
  it('leaves ordinary markup alone', () => {
    expect(nestingCutIndex('<html><body><div><p>One<p>Two<br><img src="x"><ul><li>a<li>b</ul></div></body></html>')).toBe(-1);
  });

  it('cuts at the tag that nests past the limit', () => {
    const html = `<body>${'<div>'.repeat(MAX_HTML_NESTING)}<span>deep</span>`;
    expect(nestingCutIndex(html)).toBe(html.indexOf('<span>'));
  });

  it('does not count elements the parser closes itself, void or self-closed elements', () => {
    const html = `${'<p>'.repeat(5000)}${'<li>'.repeat(5000)}${'<br>'.repeat(5000)}${'<x-y/>'.repeat(5000)}`;
    expect(nestingCutIndex(html, 10, Number.POSITIVE_INFINITY)).toBe(-1);
  });

  it('counts closed elements back down', () => {
    expect(nestingCutIndex('<div><div></div></div>'.repeat(1000), 2)).toBe(-1);
  });

  it('cuts when many elements sit deep, even below the depth limit', () => {
    const html = `${'<span>'.repeat(400)}${'<i>x</i>'.repeat(10_000)}`;
    const cut = nestingCutIndex(html);
    expect(cut).toBeGreaterThan(400 * '<span>'.length);
    expect(cut).toBeLessThan(html.length);
  });

  it('cuts a flat page at the element limit', () => {
    const cell = '<p>x</p>';
    const html = `<body>${cell.repeat(MAX_HTML_ELEMENTS + 10)}</body>`;
    // <body> is the first element, so the cut falls at the paragraph past the limit.
    expect(nestingCutIndex(html)).toBe('<body>'.length + cell.length * (MAX_HTML_ELEMENTS - 1));
    expect(nestingCutIndex(`<body>${cell.repeat(MAX_HTML_ELEMENTS - 1)}</body>`)).toBe(-1);
  });
});
