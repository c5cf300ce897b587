import type { Browser, Page } from '@playwright/test';
import { DEMO, callApi, expect, expectAccessible, login, test } from './support';

// These journeys run in the `chat` project: the app built for a real backend, talking to the mock backend
// served from Node (HTTP + SockJS), which both browser contexts share.

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  await request.post('/__mock/reset');
});

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email);
  return page;
}

const inboxCount = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Inbox/ });

/** The employer's side of "start a chat from an applicant" (the applicant screens use StartChatButton). */
async function startChatWithAlex(page: Page) {
  const res = await callApi<{ chatId: number }>(page, 'POST', '/chat/initiate-message', {
    recipientId: 1,
    userType: 'EMPLOYER',
  });
  return res.body.chatId;
}

/** The employer and Alex, each signed in in a browser of their own, and a chat the employer started with Alex. */
async function employerAndAlex(browser: Browser) {
  const employer = await signedIn(browser, DEMO.employer);
  const seeker = await signedIn(browser, DEMO.seeker);
  return { employer, seeker, chatId: await startChatWithAlex(employer) };
}

/** The same, each with the chat open. */
async function bothInTheChat(browser: Browser) {
  const both = await employerAndAlex(browser);
  await both.employer.goto(`/messages/inbox?chatId=${both.chatId}`);
  await both.seeker.goto(`/messages/inbox?chatId=${both.chatId}`);
  return both;
}

async function send(page: Page, text: string) {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

test('an employer and a job seeker talk in real time', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const employer = await signedIn(browser, DEMO.employer);
  const seeker = await signedIn(browser, DEMO.seeker);
  await seeker.goto('/messages/inbox');
  await expect(inboxCount(seeker)).toContainText('1');

  const chatId = await startChatWithAlex(employer);
  await employer.goto(`/messages/inbox?chatId=${chatId}`);
  await send(employer, 'Hello Alex!\nAre you free for a call? See https://acme.example.com/call');
  const log = employer.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Hello Alex!')).toBeVisible();

  // The job seeker's count rises without a reload, and the bell counts the new-chat notification.
  await expect(inboxCount(seeker)).toContainText('2');
  await expect(seeker.getByRole('button', { name: 'Notifications, 4 unread' })).toBeVisible();
  await seeker.getByRole('link', { name: /Morgan Lee/ }).click();
  await expect(inboxCount(seeker)).toContainText('1');
  const seekerLog = seeker.getByRole('log', { name: 'Messages' });
  await expect(seekerLog.getByRole('link', { name: 'https://acme.example.com/call' })).toHaveAttribute(
    'rel',
    /noopener/,
  );
  await expect(log.getByText(/Read$/)).toBeVisible();
  await expectAccessible(seeker, 'conversation');

  await send(seeker, 'Yes, tomorrow works.');
  await expect(log.getByText('Yes, tomorrow works.')).toBeVisible();

  // Star it and find it in Starred; then trash and restore.
  await employer.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(employer).toHaveURL(new RegExp(`/messages/starred\\?chatId=${chatId}`));
  await employer
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Starred/ })
    .click();
  await expect(employer.getByRole('list', { name: 'Starred conversations' })).toContainText('Alex Rivera');
  await employer.getByRole('link', { name: /Alex Rivera/ }).click();
  await employer.getByRole('button', { name: 'Move to trash' }).click();
  await expect(employer).toHaveURL(/\/messages\/trash\?chatId=/);
  await expect(employer.getByRole('list', { name: 'Trash conversations' })).toContainText('Alex Rivera');
  await expectAccessible(employer, 'trash');
  await employer.getByRole('button', { name: 'Restore' }).click();
  await expect(employer).toHaveURL(/\/messages\/inbox\?chatId=/);
  await expect(employer.getByRole('list', { name: 'Inbox conversations' })).toContainText('Alex Rivera');

  // A dropped websocket mid-conversation: what is sent meanwhile arrives once, nothing is lost.
  await request.post('/__mock/drop-sockets');
  await send(seeker, 'Sent while the line was down');
  await send(seeker, 'And one more');
  await expect(log.getByText('Sent while the line was down')).toHaveCount(1);
  await expect(log.getByText('And one more')).toHaveCount(1);
  await send(employer, 'Back online');
  await expect(seekerLog.getByText('Back online')).toHaveCount(1);
  await expect(seekerLog.getByText('Yes, tomorrow works.')).toHaveCount(1);

  await employer.context().close();
  await seeker.context().close();
});

test('a seeded applicant answers, and the notification panel is accessible', async ({ page }) => {
  await login(page, DEMO.employer);
  await page.goto('/messages/inbox?chatId=1');
  await send(page, 'Could you share your portfolio?');
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText(/Thanks for your message!/)).toBeVisible();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('list', { name: /^Applications/ })).toBeVisible();
  // The open conversation has read its new-message notifications (the seeded one and the answer's).
  await expect(panel.getByRole('list', { name: /New messages/ })).toHaveCount(0);
  await expectAccessible(page, 'notification panel');
  await panel.getByRole('button', { name: /New application/ }).press('Enter');
  await expect(page).toHaveURL(/\/all-jobs-postings\/list/);
  // Focus goes on to the page opened, not back to the bell.
  await expect(page.getByRole('heading', { level: 1, name: 'Job postings' })).toBeFocused();
});

test('a conversation of 5,000 messages opens at the newest and scrolls, with few rows in the DOM', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, DEMO.employer);
  await page.goto('/messages/inbox?chatId=5');
  const log = page.getByRole('log', { name: 'Messages' });
  // A megabyte of history on a busy CI machine: the wait is for the download, not the rendering.
  await expect(log.getByText(/^Message 5000:/)).toBeVisible({ timeout: 30_000 });
  const rows = log.locator('[data-index]');
  expect(await rows.count()).toBeLessThan(300);
  await log.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(log.getByText(/^Message 1:/)).toBeVisible();
  expect(await rows.count()).toBeLessThan(300);
  await expectAccessible(page, 'long conversation');
});

test('messages typed while offline wait, then arrive once and in order when the connection is back', async ({
  browser,
}) => {
  // Two people signed in, and a socket to come back after the connection does.
  test.setTimeout(90_000);
  const { employer, seeker, chatId } = await bothInTheChat(browser);
  const employerLog = employer.getByRole('log', { name: 'Messages' });
  const seekerLog = seeker.getByRole('log', { name: 'Messages' });
  await send(seeker, 'Before the tunnel');
  await expect(employerLog.getByText('Before the tunnel')).toBeVisible();

  await seeker.context().setOffline(true);
  await expect(seeker.getByRole('status').filter({ hasText: /You are offline/ })).toBeVisible();
  for (const n of [1, 2, 3]) await send(seeker, `In the tunnel ${n}`);
  await expect(seekerLog.getByText('Waiting for connection')).toHaveCount(3);
  await expectAccessible(seeker, 'conversation offline');

  await seeker.context().setOffline(false);
  await expect(seekerLog.getByText('Waiting for connection')).toHaveCount(0);
  const arrived = employerLog.getByText(/^In the tunnel \d$/);
  await expect(arrived).toHaveText(['In the tunnel 1', 'In the tunnel 2', 'In the tunnel 3']);
  await expect(seekerLog.getByText(/^In the tunnel \d$/)).toHaveText([
    'In the tunnel 1',
    'In the tunnel 2',
    'In the tunnel 3',
  ]);
  // Once each on the server too.
  type History = { messages?: { messageText: string }[] } | { messageText: string }[];
  const { body } = await callApi<History>(
    employer,
    'GET',
    `/chat/get-message-history/${chatId}?userType=EMPLOYER`,
  );
  const saved = (Array.isArray(body) ? body : (body.messages ?? [])).map((m) => m.messageText);
  expect(saved.filter((t) => t.startsWith('In the tunnel'))).toEqual([
    'In the tunnel 1',
    'In the tunnel 2',
    'In the tunnel 3',
  ]);

  await employer.context().close();
  await seeker.context().close();
});

test('a message still waiting when the page is reloaded goes out as the app starts, without opening its chat', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { employer, seeker, chatId } = await bothInTheChat(browser);
  // The backend gives no answer to the send: the message waits for the connection.
  const addMessages = /\/api\/v1\/chat\/add-messages/;
  await seeker.route(addMessages, (route) => route.abort('connectionfailed'));
  await send(seeker, 'Typed before the reload');
  await expect(
    seeker.getByRole('log', { name: 'Messages' }).getByText('Waiting for connection'),
  ).toBeVisible();
  await seeker.unroute(addMessages);

  // Reloaded on another page: the kept message goes out, once.
  await seeker.goto('/job-seeker/dashboard');
  const employerLog = employer.getByRole('log', { name: 'Messages' });
  await expect(employerLog.getByText('Typed before the reload')).toHaveCount(1);
  await seeker.goto(`/messages/inbox?chatId=${chatId}`);
  const seekerLog = seeker.getByRole('log', { name: 'Messages' });
  await expect(seekerLog.getByText('Typed before the reload')).toHaveCount(1);
  await expect(seekerLog.getByText('Waiting for connection')).toHaveCount(0);

  await employer.context().close();
  await seeker.context().close();
});

test('a reply follows the reader at the bottom, and waits below one who has scrolled up', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { employer, seeker, chatId } = await employerAndAlex(browser);
  /**
   * Alex writes through the API, as another browser would: the messages one after another from his page, so that
   * two of them arrive as close together as the server allows.
   */
  const write = (texts: string[]) =>
    seeker.evaluate(
      async ({ id, texts }) => {
        for (const messageText of texts)
          await fetch(`/api/v1/chat/add-messages/${id}?userType=JOBSEEKER`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${localStorage.getItem('token')}`,
            },
            body: JSON.stringify({ messageText }),
          });
      },
      { id: chatId, texts },
    );
  // More than a screen of conversation.
  await write(Array.from({ length: 40 }, (_, n) => `Earlier line ${n + 1}`));
  await employer.goto(`/messages/inbox?chatId=${chatId}`);
  const log = employer.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Earlier line 40')).toBeInViewport();

  await write(['Following along']);
  await expect(log.getByText('Following along')).toBeInViewport();
  // Two at once: the second arrives while the view is on its way down to the first.
  await write(['One', 'Two']);
  await expect(log.getByText('Two', { exact: true })).toBeInViewport();
  await expect(employer.getByRole('button', { name: 'New message below' })).toBeHidden();

  await log.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(log.getByText('Earlier line 1', { exact: true })).toBeInViewport();
  await write(['While you read up']);
  const below = employer.getByRole('button', { name: 'New message below' });
  await expect(below).toBeVisible();
  await expect(log.getByText('Earlier line 1', { exact: true })).toBeInViewport();
  await expect(log.getByText('While you read up')).not.toBeInViewport();
  await below.click();
  await expect(log.getByText('While you read up')).toBeInViewport();
  await expect(below).toBeHidden();
  await expect(log).toBeFocused();

  await employer.context().close();
  await seeker.context().close();
});
