import { DEMO, expect, jobPostingsByApplicants, login, test } from './support';

test('the applicants’ email addresses on a phone break between addresses, never inside one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page, DEMO.employer);
  const jobs = await jobPostingsByApplicants(page);
  await jobs.getByRole('row').nth(1).getByRole('link').first().click();
  // Many addresses (17) wait behind their count, under the list; opened, they show.
  const count = page.getByText(/^\d+ email addresses$/);
  const line = page.locator('details').filter({ has: count });
  await expect(line).not.toHaveAttribute('open');
  await count.click();
  await expect(line).toHaveAttribute('open');
  // Each address's text, wherever the DOM splits it, lies on one line: its boxes share one top.
  const lines = await line.evaluate((el) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const text = nodes.map((n) => n.data).join('');
    const at = (offset: number): [Text, number] => {
      for (const n of nodes) {
        if (offset <= n.data.length) return [n, offset];
        offset -= n.data.length;
      }
      throw new Error('offset past the text');
    };
    const addresses = text
      .replace(/^\d+ email addresses\s*/, '')
      .trim()
      .split(/,\s*/);
    let from = 0;
    return addresses.map((address) => {
      const start = text.indexOf(address, from);
      from = start + address.length;
      const range = document.createRange();
      range.setStart(...at(start));
      range.setEnd(...at(start + address.length));
      const tops = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      return { address, lines: tops.size };
    });
  });
  expect(lines.length).toBeGreaterThan(3);
  expect(lines.filter((l) => l.lines !== 1)).toEqual([]);
});
