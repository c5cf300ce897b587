import { DEMO, expect, login, test } from './support';

// On a phone the conversation list and the open conversation take turns (the one not shown is display: none):
// focus must follow to the one shown, never fall to the page. The component tests apply no CSS; this does.
test('on a phone, focus goes to the opened conversation and back to its row', async ({ page }) => {
  // Nine page changes, two of them the browser's own Back and Forward.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page, DEMO.employer);
  await page.goto('/messages/inbox');
  const list = page.getByRole('list', { name: 'Inbox conversations' });
  // Unread, the row is named so, with no space before the comma (Chrome put one around hidden text after the name).
  const row = list.getByRole('link', { name: /^Jordan Rossi, unread \d/ });
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(list.getByRole('link', { name: /^Jordan Rossi/ })).toBeFocused();

  // The way back was the history's: the phone's Back now leaves the messages, not into the conversation again.
  await expect(page).toHaveURL(/\/messages\/inbox$/);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/messages\//);
  // And the phone's Back from a conversation shows the list with focus on its row.
  await page.goForward();
  await list.getByRole('link', { name: /^Jordan Rossi/ }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.goBack();
  await expect(list.getByRole('link', { name: /^Jordan Rossi/ })).toBeFocused();
});
