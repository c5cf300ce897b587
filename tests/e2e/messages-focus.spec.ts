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

// The component tests apply no CSS either: where the message box sits is checked here.
test('a conversation whose messages could not be loaded keeps its message box at the foot of the pane', async ({
  page,
}) => {
  await page.goto(
    `/messages/inbox?chatId=6&mock.as=${DEMO.seeker}&mock.fail=GET:/chat/get-message-history/{id}:500`,
  );
  const failed = page.getByRole('alert').filter({ hasText: 'Internal server error' });
  await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();
  // QA: with no messages to take the pane's room, the box sat half-way up it.
  const pane = await page.getByRole('region', { name: /^Conversation with / }).boundingBox();
  const box = await page.getByRole('textbox', { name: 'Message' }).boundingBox();
  expect(pane!.y + pane!.height - (box!.y + box!.height)).toBeLessThan(48);
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('log', { name: 'Messages' })).toBeVisible();
});
