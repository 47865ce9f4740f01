import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The axe violations of impact serious or critical on the page as it stands, once nothing is loading.
 * `sandboxedFrames`: the page shows outside HTML in a sandboxed frame (no script runs there, so axe cannot enter
 * it and would wait for ever); axe's legacy mode checks the page and leaves such frames out.
 */
export async function seriousViolations(page: Page, { sandboxedFrames = false } = {}) {
  // Let the screen finish drawing: no skeletons or spinners left.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
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
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(sandboxedFrames)
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}
