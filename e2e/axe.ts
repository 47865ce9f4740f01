import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The axe violations of impact serious or critical on the page as it stands, once nothing is loading.
 *
 * axe runs in the page itself (its "legacy" mode, which reaches child frames by injecting axe into each): the default
 * mode instead runs each frame partially, then opens a blank page, injects axe there too and finishes the run in it,
 * which costs two to three times as long for the same rules on the same nodes. Only the violations are reported in
 * full (`resultTypes`); passes and the rest keep one example node each, which nothing here reads. A sandboxed frame
 * showing outside HTML (no script runs there, so axe cannot enter it) is left out; the page around it is checked.
 * `rules` runs those rules alone (COLOUR_RULES: what a change of colour scheme can break) instead of the WCAG A/AA set.
 */
export async function seriousViolations(
  page: Page,
  { busy = false, rules }: { busy?: boolean; rules?: readonly string[] } = {},
) {
  // Let the screen finish drawing: no skeletons or spinners left, unless the state checked is a busy one (a job's
  // progress, whose spinner stays until the job ends).
  await page.waitForLoadState('networkidle');
  if (!busy) await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
  // A control that was just enabled fades to its colours (antd's 0.2 s transition): axe measuring contrast halfway
  // through would report colours nobody sees for long. Finite transitions and animations are let finish.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  const { violations } = await (rules
    ? axe.withRules([...rules])
    : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}

/**
 * The WCAG A/AA rules whose outcome depends on the colours alone: the second colour scheme of a screen already checked
 * in full needs only these (a fraction of a whole run's time).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** The console's colour scheme now (the host marks <html> with it). */
export const colourSchemeOf = (page: Page) =>
  page.evaluate(() => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'));

/**
 * Switches the console to the other colour scheme in place, as the operating system does: the console follows the
 * system while the user's choice is System (the default), so the screen is not loaded again. Resolves once the page is
 * marked with it and has drawn a frame since.
 */
export async function flipColourScheme(page: Page): Promise<'light' | 'dark'> {
  const next = (await colourSchemeOf(page)) === 'dark' ? 'light' : 'dark';
  await page.emulateMedia({ colorScheme: next });
  await expect(page.locator(`html[data-theme="${next}"]`)).toHaveCount(1);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return next;
}
