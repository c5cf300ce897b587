import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { PUBLIC_PAGES } from './publicPages';

// Runs in both builds (playwright.config.ts): the mock demo, and the production build for a real backend.

declare global {
  interface Window {
    /** The page's cumulative layout shift so far (below). */
    __cls?: number;
  }
}

/** Layout shifts as Lighthouse counts them (none right after input), from the start of the page's load. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) window.__cls = (window.__cls ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('public pages hydrate without an error or a layout shift, at 1280 and 360 px', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await recordLayoutShifts(page);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const { path, h1 } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      // Settled: the page's code has arrived and hydrated, and its calls (the landing page's video) answered.
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.__cls), `layout shift on ${path} at ${width}px`).toBe(0);
    }
  }
  expect(errors).toEqual([]);
});
