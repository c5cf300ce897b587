import { holdNextMessageAnswer } from './mockCall';
import { describe, expect, it } from 'vitest';
import { logOut } from '@/app/logout';
import { setNavigator } from '@/app/navigation';
import { readDraft } from '@/lib/drafts';
import { db } from '@/mocks/db';
import { failNext, mockConfig } from '@/mocks/http';
import { sessionEnded } from '@/state/auth/events';
import { chatDraftName, putBackUndelivered } from '@/state/chat/drafts';
import { messageDiscarded, messageQueued } from '@/state/chat/chatSlice';
import { flushOutbox, sendChatMessage } from '@/state/chat/outbox';
import { signedInStore } from '../components/render';

const ME = 3;
const CHAT = 2;

const saved = () =>
  db()
    .chats.find((c) => c.id === CHAT)!
    .messages.filter((m) => m.sentBy === ME)
    .map((m) => m.messageText);

/** The employer's tab: a reload is a new store over the same storage (the session and this tab's drafts). */
function tab() {
  const store = signedInStore('employer');
  const outbox = () => store.getState().chat.outbox.map((m) => [m.messageText, m.delivery, m.failure]);
  const send = (messageText: string) =>
    store.dispatch(sendChatMessage({ chatId: CHAT, clientId: messageText, messageText }));
  return { store, outbox, send };
}

describe('the outbox across a reload of the tab', () => {
  it('keeps what waits for the connection and what the server refused, and sends the waiting ones once', async () => {
    const before = saved().length;
    const first = tab();
    failNext({ path: '/chat/add-messages', status: 500 });
    await first.send('refused');
    mockConfig.offline = true;
    await first.send('typed offline');

    const reloaded = tab();
    expect(reloaded.outbox()).toEqual([
      ['refused', 'failed', 'Internal server error'],
      ['typed offline', 'queued', undefined],
    ]);
    mockConfig.offline = false;
    await reloaded.store.dispatch(flushOutbox());
    expect(saved().slice(before)).toEqual(['typed offline']);
    expect(reloaded.outbox()).toEqual([['refused', 'failed', 'Internal server error']]);

    // Discarded, it does not come back with the next reload.
    reloaded.store.dispatch(messageDiscarded('refused'));
    expect(tab().outbox()).toEqual([]);
  });

  it('never sends again a message the server answered; one whose answer never came is sent again and saved once', async () => {
    const before = saved().length;
    const first = tab();
    await first.send('answered');
    expect(tab().outbox()).toEqual([]);

    // The server saves the next one; the tab reloads before its answer arrives.
    const { atServer, release } = holdNextMessageAnswer();
    const run = first.send('answer lost');
    await atServer;
    const reloaded = tab();
    expect(reloaded.outbox()).toEqual([['answer lost', 'queued', undefined]]);
    await reloaded.store.dispatch(flushOutbox());
    release();
    await run;
    expect(saved().slice(before)).toEqual(['answered', 'answer lost']);
    expect(tab().outbox()).toEqual([]);
  });

  it('are kept whatever changes them, not only by a run that sends them', async () => {
    const first = tab();
    first.store.dispatch(
      messageQueued({ chatId: CHAT, clientId: 'queued only', messageText: 'queued only' }),
    );
    expect(tab().outbox()).toEqual([['queued only', 'queued', undefined]]);
    first.store.dispatch(messageDiscarded('queued only'));
    expect(tab().outbox()).toEqual([]);
  });

  it("are the signed-in user's: another user does not get them, and logging out drops them", async () => {
    const mine = tab();
    mockConfig.offline = true;
    await mine.send('mine');
    expect(signedInStore('seeker').getState().chat.outbox).toEqual([]);
    expect(tab().outbox()).toEqual([['mine', 'queued', undefined]]);

    mockConfig.offline = false;
    setNavigator(() => {});
    failNext({ path: '/chat/add-messages', status: 500 });
    const again = tab();
    await again.store.dispatch(flushOutbox());
    expect(again.outbox()).toEqual([['mine', 'failed', 'Internal server error']]);
    await again.store.dispatch(logOut());
    expect(tab().outbox()).toEqual([]);
  });

  it('a 401 puts them into their drafts, and they are not kept as waiting too', async () => {
    const first = tab();
    mockConfig.offline = true;
    await first.send('before the 401');
    // What src/app/session.ts does on a 401.
    putBackUndelivered('u3', first.store.getState().chat.outbox);
    first.store.dispatch(sessionEnded());
    expect(readDraft('u3', chatDraftName(CHAT))?.values).toBe('before the 401');
    expect(tab().outbox()).toEqual([]);
  });
});
