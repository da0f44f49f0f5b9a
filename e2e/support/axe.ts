import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The impacts the accessibility gate refuses (issue 10); minor and moderate findings are reported by axe only. */
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/**
 * Waits until the screen has settled: no skeleton still pulsing, no draft still saving, and no CSS
 * animation running (a dialog fading in has half its contrast for a moment, which axe would report).
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await expect(page.locator("[data-slot=skeleton]")).toHaveCount(0);
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  // Polled from here: waitForFunction would evaluate its string with eval(), which the app's CSP refuses.
  await expect
    .poll(() =>
      page.evaluate<boolean>(
        "document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity)",
      ),
    )
    .toBe(true);
}

/**
 * Runs axe-core on the page as it is now and lists every serious or critical violation as
 * "rule-id (impact): target …", one per affected element, so a failure names what to fix.
 */
export async function blockingViolations(page: Page): Promise<string[]> {
  await waitUntilSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")} — ${node.failureSummary ?? ""}`,
      ),
    );
}
