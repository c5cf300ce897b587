import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await context.addInitScript(() => window.localStorage.setItem('mock-latency', '0'));
const page = await context.newPage();
const base = 'http://127.0.0.1:4380';
async function login(email) {
  await page.goto(base + '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
await login('hr@acme.test');
const longWord = `https://example.com/${'a'.repeat(2980)}`;
const id = await page.evaluate(async (longWord) => {
  const res = await fetch('/api/v1/jobs', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
    body: JSON.stringify({ title: `Role${longWord.slice(0, 300)}`, description: `Read this: ${longWord} and apply.`, jobType: 'PROFESSIONAL', workArrangements: ['Fully Remote'], location: longWord.slice(0, 200), tags: [longWord.slice(0, 120)], keyQualifications: [], benefits: [] }) });
  return (await res.json()).id;
}, longWord);
const wide = async (label) => {
  for (const w of [1280, 360]) {
    await page.setViewportSize({ width: w, height: 800 });
    await page.waitForTimeout(300);
    const r = await page.evaluate(() => {
      const vw = document.documentElement.clientWidth;
      const out = [];
      for (const el of document.querySelectorAll('body *')) {
        const b = el.getBoundingClientRect();
        if (b.right > vw + 1 && b.width > 0) out.push(`${el.tagName}.${(el.className && el.className.baseVal === undefined ? el.className : '').toString().slice(0, 60)} right=${Math.round(b.right)}`);
      }
      return { sw: document.documentElement.scrollWidth, vw, out: out.slice(0, 8) };
    });
    console.log(label, w, JSON.stringify(r));
    await page.screenshot({ path: `/tmp/offline-shots/${label}-${w}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};
await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job postings' }).click();
await page.getByRole('link', { name: /^Rolehttps/ }).waitFor();
await wide('employer-list');
await page.getByRole('link', { name: /^Rolehttps/ }).click();
await page.waitForTimeout(1500);
await wide('employer-job');
await page.evaluate(() => localStorage.removeItem('token'));
await login('alex@demo.test');
await page.goto(base + '/job-search?query=Rolehttps');
await page.getByRole('link', { name: /^Rolehttps/ }).waitFor();
await wide('search');
await page.goto(base + `/job-description?jobId=${id}`);
await page.getByText(/^Read this/).waitFor();
await wide('description');
await browser.close();
