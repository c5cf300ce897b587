import { DEMO, expect, expectAccessible, login, test } from './support';

test('the landing page loads with its video and is accessible', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /find work that fits/i })).toBeVisible();
  const video = page.getByRole('region', { name: 'Sensiworks in a minute' }).locator('video');
  await expect(video).toHaveAttribute('src', '/media/intro.mp4');
  await expectAccessible(page, 'landing');
});

test('a job seeker with a complete profile lands on the dashboard', async ({ page }) => {
  await login(page, DEMO.seeker);
  await expect(page).toHaveURL(/\/job-seeker\/dashboard$/);
});
