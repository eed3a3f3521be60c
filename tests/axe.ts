import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * axe in the journeys: a page's serious and critical violations, reported with the rule,
 * the element's selector and its opening tag. The sweep (a11y.spec.ts) visits every route;
 * journeys whose pages need state of their own (check-in's steps) call `expectAccessible`.
 */
export interface Found {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

export async function scan(page: Page, where: string): Promise<Found[]> {
  // Colours are measured as they settle: every finite transition or animation running has
  // ended (the sweep also emulates reduced motion, which shortens them to nothing). A page
  // that draws no frame never ends one, so the wait stops after 2 s whatever happens.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getTiming().iterations !== Infinity,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      // The selector (styled-components classes) and the element's opening tag, to find it by.
      targets: v.nodes.map(
        (n) => `${n.target.join(' ')}  ${n.html.replace(/\s+/g, ' ').slice(0, 140)}`,
      ),
    }));
}

export function report(found: Found[]): string {
  return found
    .map(
      (f) =>
        `\n  ${f.where}: ${f.rule} (${f.impact}) ${f.help}\n${f.targets
          .slice(0, 8)
          .map((t) => `      ${t}`)
          .join('\n')}${f.targets.length > 8 ? `\n      … and ${f.targets.length - 8} more` : ''}`,
    )
    .join('');
}

/** Fails the journey on any serious or critical violation of the page as it is now. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const found = await scan(page, where);
  expect(found.length, `serious or critical axe violations:${report(found)}`).toBe(0);
}
