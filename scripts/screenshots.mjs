// Takes screenshots of the given paths at 1280 px and 360 px wide, to look at the screens.
// usage: node scripts/screenshots.mjs [--base URL] [--login email] [--out DIR] /path /other ...
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args.splice(args.indexOf(name), 2)[1] : fallback);
const base = opt('--base', 'http://127.0.0.1:4180');
const login = opt('--login', '');
const out = opt('--out', 'test-results/screens');
const paths = args.length ? args : ['/'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of [1280, 360]) {
  const page = await browser.newPage({ viewport: { width, height: width === 360 ? 740 : 800 } });
  await page.goto(base + '/');
  await page.evaluate(() => localStorage.setItem('mock-latency', '0'));
  if (login) {
    await page.goto(base + '/login');
    await page.getByLabel('Email').fill(login);
    await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  }
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForLoadState('networkidle');
    const name = `${out}/${(p.replace(/[^a-z0-9]+/gi, '_') || 'root').replace(/^_|_$/g, '') || 'root'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
