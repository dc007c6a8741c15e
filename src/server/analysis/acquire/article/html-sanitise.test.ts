import { describe, expect, it } from 'vitest';
import {
  MAX_ATTRIBUTES_PER_ELEMENT,
  MAX_ATTRIBUTE_CHARS,
  MAX_HTML_ELEMENTS,
  MAX_HTML_NESTING,
} from './html-limits';
import { sanitiseHtml } from './html-sanitise';

const clean = (html: string) => sanitiseHtml(html).html;

describe('sanitiseHtml', () => {
  it('removes comments, scripts, styles and SVG where the HTML spec ends them', () => {
    expect(clean('<p>a<!-- hidden -->b</p>')).toBe('<p>ab</p>');
    expect(clean('<script>var a="<!--"</script>SCAM TEXT<script>var b="-->"</script>')).toBe(
      'SCAM TEXT',
    );
    expect(clean('<span title="<style>">visible</span>')).toBe(
      '<span title="<style>">visible</span>',
    );
    expect(clean('<p data-x="<script>">still here</p>')).toContain('still here');
    expect(clean('<style>p{}</style><svg><text>no</text></svg>yes')).toBe('yes');
    // In SVG a <style> is an ordinary element, so </svg> still ends the SVG.
    expect(clean('<svg><style></svg>after')).toBe('after');
    // An HTML paragraph start leaves foreign content: its text is on the page.
    expect(clean('<svg><p>shown')).toBe('<p>shown');
    expect(clean('<script>if (a < b) document.write("</div>")</script>x')).toBe('x');
  });

  it('keeps JSON-LD blocks whole', () => {
    const block = '<script type="application/ld+json">{"a":"<b>&amp;"}</script>';
    expect(clean(block)).toBe(block);
  });

  it('re-escapes decoded text and attribute values', () => {
    expect(clean('<p title="a&quot;b">1 &lt; 2 &amp;&amp; 3</p>')).toBe(
      '<p title="a&quot;b">1 &lt; 2 &amp;&amp; 3</p>',
    );
  });

  it('caps attributes per element and their length', () => {
    const attrs = Array.from({ length: 1000 }, (_, i) => ` a${i}="${i}"`).join('');
    const out = clean(`<div${attrs} title="${'x'.repeat(MAX_ATTRIBUTE_CHARS * 2)}">t</div>`);
    expect(out.match(/ a\d+=/g)).toHaveLength(MAX_ATTRIBUTES_PER_ELEMENT);
    expect(clean(`<div title="${'x'.repeat(MAX_ATTRIBUTE_CHARS * 2)}">t</div>`)).toHaveLength(
      `<div title="">t</div>`.length + MAX_ATTRIBUTE_CHARS,
    );
  });

  it('cuts at the nesting limit and the element limit', () => {
    const deep = sanitiseHtml(`${'<div>'.repeat(MAX_HTML_NESTING + 10)}deep`);
    expect(deep.tooDeep).toBe(true);
    expect(deep.html).toBe('<div>'.repeat(MAX_HTML_NESTING));
    expect(sanitiseHtml('<div>x</div>'.repeat(MAX_HTML_ELEMENTS)).tooDeep).toBe(false);
    expect(sanitiseHtml('<div>x</div>'.repeat(MAX_HTML_ELEMENTS + 1)).tooDeep).toBe(true);
  });

  it('does not count elements the parser closes itself, void or closed elements as nesting', () => {
    const html = `${'<p>'.repeat(5000)}${'<li>'.repeat(5000)}${'<br>'.repeat(5000)}${'<b></b>'.repeat(5000)}`;
    expect(sanitiseHtml(html).tooDeep).toBe(false);
  });

  it('reads unclosed tags as the tokenizer does, in one pass', () => {
    expect(sanitiseHtml('<a'.repeat(80_000)).html).toBe('');
    expect(sanitiseHtml(`<a href="x">${'<a'.repeat(1000)}`).html).toBe('<a href="x">');
  });
});
