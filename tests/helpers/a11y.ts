/**
 * Accessibility checks run inside the page, without extra packages:
 * - WCAG AA text contrast: every visible text run against the solid background behind it
 *   (4.5:1, or 3:1 for large text). Colours are resolved through a canvas, so any CSS colour
 *   syntax (Tailwind 4 emits oklch) is compared as the sRGB the screen shows.
 * - Every button, link, input, select and textarea has an accessible name.
 * - Keyboard focus is visible: a focused control draws an outline.
 * Text over gradients or images, and disabled controls (exempt in WCAG), are skipped.
 */
import type { Page } from 'playwright-core';

export interface ContrastViolation {
  text: string;
  ratio: number;
  required: number;
  color: string;
  background: string;
}

export async function contrastViolations(page: Page): Promise<ContrastViolation[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (css: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const alphaOf = (css: string): number => {
      if (css === 'transparent') return 0;
      const m = /\/\s*([\d.]+%?)\s*\)$|rgba\([^)]*,\s*([\d.]+)\)$/.exec(css);
      if (!m) return 1;
      const v = m[1] ?? m[2]!;
      return v.endsWith('%') ? parseFloat(v) / 100 : parseFloat(v);
    };
    const lum = ([r, g, b]: number[]) => {
      const c = [r!, g!, b!].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const blend = (top: [number, number, number, number], under: number[]) =>
      [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3]));

    /** The solid colour behind an element, or null when an image or gradient is involved. */
    function background(el: Element): number[] | null {
      const layers: Array<[number, number, number, number]> = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        const a = alphaOf(style.backgroundColor) * parseFloat(style.opacity);
        if (a > 0) {
          const c = rgba(style.backgroundColor);
          layers.push([c[0], c[1], c[2], a]);
          if (a >= 1) break;
        }
      }
      let colour = [255, 255, 255];
      for (const layer of layers.reverse()) colour = blend(layer, colour);
      return colour;
    }

    const violations: ContrastViolation[] = [];
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || seen.has(el)) continue;
      seen.add(el);
      if (
        el.closest(
          '[aria-hidden="true"], [disabled], [aria-disabled="true"], svg, noscript, script, style',
        )
      )
        continue;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (
        rect.width <= 1 ||
        rect.height <= 1 ||
        style.visibility === 'hidden' ||
        parseFloat(style.opacity) === 0
      )
        continue;
      if (el.closest('.sr-only') || style.clipPath !== 'none' || style.clip !== 'auto') continue;
      const bg = background(el);
      if (!bg) continue;
      const fgRaw = rgba(style.color);
      const fg = blend([fgRaw[0], fgRaw[1], fgRaw[2], alphaOf(style.color)], bg);
      const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
      const ratio = (hi! + 0.05) / (lo! + 0.05);
      const size = parseFloat(style.fontSize);
      const bold = parseInt(style.fontWeight, 10) >= 700;
      const large = size >= 24 || (bold && size >= 18.66);
      const required = large ? 3 : 4.5;
      if (ratio + 0.005 < required) {
        violations.push({
          text: text.slice(0, 60),
          ratio: Math.round(ratio * 100) / 100,
          required,
          color: style.color,
          background: `rgb(${bg.map(Math.round).join(',')})`,
        });
      }
    }
    return violations;
  });
}

/** Controls a screen reader would announce without a name. */
export async function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"]',
    );
    for (const el of controls) {
      if (el.closest('[aria-hidden="true"]') || el.hidden) continue;
      const labelled = el
        .getAttribute('aria-labelledby')
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      const labels =
        'labels' in el
          ? Array.from((el as HTMLInputElement).labels ?? [])
              .map((l) => l.textContent ?? '')
              .join(' ')
          : '';
      const name = [
        el.getAttribute('aria-label'),
        labelled,
        labels,
        el.textContent,
        el.getAttribute('title'),
        el.getAttribute('alt'),
      ]
        .filter(Boolean)
        .join(' ')
        .trim();
      if (!name) out.push(el.outerHTML.slice(0, 120));
    }
    return out;
  });
}

/** Tabs through the page and reports focused controls that draw no outline or ring. */
export async function focusWithoutIndicator(page: Page, presses = 12): Promise<string[]> {
  const missing: string[] = [];
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ringed = style.boxShadow !== 'none';
      // A visually hidden input inside a label that shows the ring (has-[:focus-visible]) counts too.
      const label = el.closest('label');
      const labelRing = label ? getComputedStyle(label).outlineStyle !== 'none' : false;
      return outlined || ringed || labelRing ? null : el.outerHTML.slice(0, 120);
    });
    if (problem) missing.push(problem);
  }
  return missing;
}
