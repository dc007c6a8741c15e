/**
 * A fetched page's markup, re-written through parse5's spec-compliant tokenizer before the DOM is
 * built: comments, scripts (other than JSON-LD), styles, inline SVG and frames are removed where
 * the HTML spec says they start and end (so `<script>var a="<!--"</script>` or an attribute value
 * holding "<style>" cannot hide the text after it), and the parser's inputs are capped: elements,
 * nesting, attributes per element and attribute length. One pass over the tokens, each costing a
 * bounded amount of work, so the whole is linear in the page's size.
 */
import { Tokenizer, TokenizerMode, type TokenHandler, type Token } from 'parse5';
import {
  MAX_ATTRIBUTES_PER_ELEMENT,
  MAX_ATTRIBUTE_CHARS,
  MAX_HTML_CHARS,
  MAX_HTML_ELEMENTS,
  MAX_HTML_NESTING,
  MAX_HTML_NESTING_WORK,
} from './html-limits';

export interface SanitisedHtml {
  html: string;
  /** True when the markup was cut at MAX_HTML_CHARS. */
  truncated: boolean;
  /** True when the markup was cut at an element, nesting or nesting-work limit. */
  tooDeep: boolean;
}

/** Elements that never hold others. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
  'keygen',
]);
/** Elements the parser closes by itself when a sibling starts, so an unclosed one does not nest. */
const SELF_ENDING = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'option',
  'optgroup',
  'rb',
  'rt',
  'rp',
  'rtc',
  'thead',
  'tbody',
  'tfoot',
  'colgroup',
  'caption',
  'html',
  'head',
  'body',
]);
/** Elements whose whole content is removed: nothing in them is text a reader sees. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'noembed',
  'noframes',
  'svg',
  'template',
  'object',
]);
/** The tokenizer state the tree builder switches to after these start tags (HTML spec 13.2.6.4.7). */
const TEXT_MODES: Record<string, (typeof TokenizerMode)[keyof typeof TokenizerMode]> = {
  script: TokenizerMode.SCRIPT_DATA,
  style: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  iframe: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  title: TokenizerMode.RCDATA,
  textarea: TokenizerMode.RCDATA,
  plaintext: TokenizerMode.PLAINTEXT,
};
/** Start tags that end foreign content (SVG/MathML) and go back to HTML (HTML spec 13.2.6.5). */
const BREAKOUT = new Set([
  'b',
  'big',
  'blockquote',
  'body',
  'br',
  'center',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'embed',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'hr',
  'i',
  'img',
  'li',
  'listing',
  'menu',
  'meta',
  'nobr',
  'ol',
  'p',
  'pre',
  'ruby',
  's',
  'small',
  'span',
  'strong',
  'strike',
  'sub',
  'sup',
  'table',
  'tt',
  'u',
  'ul',
  'var',
]);
/** Inside SVG, these hold HTML again, so a breakout tag in them does not end the SVG. */
const SVG_HTML_POINTS = new Set(['foreignobject', 'desc', 'title']);
/** An attribute name that serialises back to the same name (the tokenizer keeps quotes and "<" in names). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what an attribute name must not contain.
const SAFE_ATTRIBUTE_NAME = /^[^\s"'<>/=\u0000-\u001f]+$/;

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Thrown from the token handler to stop tokenizing once a limit is reached. */
class Stop extends Error {}

export function sanitiseHtml(raw: string): SanitisedHtml {
  const out: string[] = [];
  let chars = 0;
  let truncated = false;
  let tooDeep = false;
  let elements = 0;
  let work = 0;
  /** Open elements that nest (an estimate of the tree builder's stack, erring deeper). */
  const open: string[] = [];
  /** The element whose content is being removed, and how deeply it nests in itself. */
  let dropping: string | null = null;
  let dropDepth = 0;
  let svgHtmlDepth = 0;
  /** Inside <math>: the tokenizer must not switch to text modes (and reads CDATA sections). */
  let mathDepth = 0;
  /** The raw-text element being kept (JSON-LD script, title, textarea, xmp, plaintext). */
  let rawText: string | null = null;

  const emit = (s: string) => {
    if (chars + s.length > MAX_HTML_CHARS) {
      truncated = true;
      throw new Stop();
    }
    out.push(s);
    chars += s.length;
  };

  const startTag = (token: Token.TagToken) => {
    const name = token.tagName;
    elements++;
    work += open.length + 1;
    if (elements > MAX_HTML_ELEMENTS || work > MAX_HTML_NESTING_WORK) {
      tooDeep = true;
      throw new Stop();
    }
    const attrs: string[] = [];
    for (const attr of token.attrs) {
      if (attrs.length >= MAX_ATTRIBUTES_PER_ELEMENT) break;
      if (!SAFE_ATTRIBUTE_NAME.test(attr.name)) continue;
      attrs.push(` ${attr.name}="${escapeAttribute(attr.value.slice(0, MAX_ATTRIBUTE_CHARS))}"`);
    }
    const selfClosing = token.selfClosing && mathDepth > 0;
    const textMode = mathDepth === 0 ? TEXT_MODES[name] : undefined;
    const nests =
      !VOID.has(name) && !SELF_ENDING.has(name) && !selfClosing && textMode === undefined;
    if (nests && open.length >= MAX_HTML_NESTING) {
      tooDeep = true;
      throw new Stop();
    }
    emit(`<${name}${attrs.join('')}${selfClosing ? '/' : ''}>`);
    if (name === 'math' && !token.selfClosing) mathDepth++;
    if (textMode !== undefined) {
      tokenizer.state = textMode;
      rawText = name;
    }
    if (nests) open.push(name);
  };

  const endTag = (name: string) => {
    if (name === 'math' && mathDepth > 0) mathDepth--;
    // Pop to the matching open element; a stray end tag closes nothing (the stack is at most
    // MAX_HTML_NESTING long, so this is bounded work per tag).
    const at = open.lastIndexOf(name);
    if (at !== -1) open.length = at;
    emit(`</${name}>`);
  };

  const handler: TokenHandler = {
    onComment() {},
    onDoctype(token) {
      if (token.name === 'html' && token.publicId === null && !token.forceQuirks)
        emit('<!DOCTYPE html>');
    },
    onStartTag(token) {
      const name = token.tagName;
      if (dropping !== null) {
        if (dropping !== 'svg') return;
        if (svgHtmlDepth === 0 && BREAKOUT.has(name)) {
          // <svg><p>text: the parser leaves the SVG here and the text is visible.
          dropping = null;
          dropDepth = 0;
          tokenizer.inForeignNode = false;
        } else {
          if (name === 'svg' && !token.selfClosing) dropDepth++;
          if (SVG_HTML_POINTS.has(name) && !token.selfClosing) svgHtmlDepth++;
          return;
        }
      }
      const ldJson =
        name === 'script' &&
        token.attrs.some(
          (a) => a.name === 'type' && /^\s*application\/ld\+json\s*$/i.test(a.value),
        );
      if (DROPPED.has(name) && !ldJson && mathDepth === 0) {
        if (token.selfClosing && name === 'svg') return;
        dropping = name;
        dropDepth = 1;
        if (TEXT_MODES[name] !== undefined) tokenizer.state = TEXT_MODES[name];
        if (name === 'svg') tokenizer.inForeignNode = true;
        return;
      }
      startTag(token);
    },
    onEndTag(token) {
      const name = token.tagName;
      if (dropping !== null) {
        if (dropping === 'svg' && SVG_HTML_POINTS.has(name) && svgHtmlDepth > 0) svgHtmlDepth--;
        if (name === dropping && --dropDepth === 0) {
          dropping = null;
          svgHtmlDepth = 0;
          tokenizer.inForeignNode = false;
        }
        return;
      }
      if (rawText === name) rawText = null;
      endTag(name);
    },
    onCharacter(token) {
      if (dropping !== null) return;
      // Text of raw-text elements is not decoded by the tokenizer, so it is written back as is.
      const modeIsRaw = rawText !== null && rawText !== 'title' && rawText !== 'textarea';
      emit(modeIsRaw ? token.chars : escapeText(token.chars));
    },
    onWhitespaceCharacter(token) {
      if (dropping === null) emit(token.chars);
    },
    onNullCharacter() {},
    onEof() {},
  };
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: false }, handler);
  try {
    tokenizer.write(raw, true);
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
  return { html: out.join(''), truncated, tooDeep };
}
