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
 */
export async function seriousViolations(page: Page, { busy = false }: { busy?: boolean } = {}) {
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
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}
