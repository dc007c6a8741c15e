/**
 * axe-core (the accessibility engine browsers' dev tools use) run inside a real page. The source
 * is evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
 * apply to, so the app's CSP stays as strict as in production. Only WCAG 2.x A/AA rules and
 * axe's best practices; the tests fail on serious or critical findings.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(
    () => typeof (window as unknown as { axe?: unknown }).axe === 'object',
  );
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{ target: unknown[] }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => String(n.target.join(' '))),
    }));
  });
}

/** The serious and critical findings (what the tests require to be none). */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  return (await axeFindings(page)).filter((f) => f.impact === 'serious' || f.impact === 'critical');
}
