import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';

/** Console messages a real browser prints for answers the app expects (a 401 on a wrong password...). */
const EXPECTED_CONSOLE = [/Failed to load resource: the server responded with a status of 4\d\d/];

export const test = base.extend<{ consoleGuard: void; allowedConsole: RegExp | null }>({
  /** An extra console error a test expects (set with test.use). */
  allowedConsole: [null, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  // A page opened with goto or reload is used once React has hydrated it (`<html
  // data-hydrated>`, app.tsx), as a person would after it has loaded; not for pages without
  // JavaScript or answers that are not the app's HTML.
  page: async ({ page, javaScriptEnabled }, use) => {
    const settle = async (res: Response | null) => {
      const html = res?.headers()['content-type']?.includes('text/html') ?? false;
      if (javaScriptEnabled !== false && html && res!.status() < 500)
        await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
      return res;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => settle(await goto(url, options));
    page.reload = async (options) => settle(await reload(options));
    await use(page);
  },
  // Any unexpected console error or page error fails the test.
  consoleGuard: [
    async ({ page, allowedConsole }, use) => {
      const errors: string[] = [];
      const expected = allowedConsole ? [...EXPECTED_CONSOLE, allowedConsole] : EXPECTED_CONSOLE;
      page.on('console', (msg) => {
        const text = msg.text();
        // A hydration mismatch React recovers from (it re-renders the page on the client) is a
        // failure too, whatever level it is printed at (main.tsx reports it as an error).
        if (allowedConsole?.test(text)) return;
        if (/hydrat/i.test(text)) errors.push(text);
        else if (msg.type() === 'error' && !expected.some((re) => re.test(text))) errors.push(text);
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use();
      expect(errors, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe: no serious or critical violation on the page as it is now. */
export async function expectNoA11yViolations(page: Page) {
  // Let transitions (a toast fading in) settle: half-transparent text is not what people read.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(bad, 'axe serious/critical violations').toEqual([]);
}

/** The page has no horizontal scroll (layout fits the viewport). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}
