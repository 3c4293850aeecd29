import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of violations, so a report names the rule and the element.
 *
 * Colour contrast is measured on what is painted: a toast or dialog caught half-way through its
 * fade-in has a blended colour that fails, and passes a frame later. So the check first lets every
 * finite animation and transition finish (spinners loop forever and are left alone).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Two frames: components that start their transition on mount have started it by now.
    await nextFrame();
    await nextFrame();
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
