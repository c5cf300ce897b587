import { describe, expect, it } from 'vitest';
import { connectivity } from '@/lib/connectivity';
import { db } from '@/mocks/db';
import { failNext, mockConfig } from '@/mocks/http';
import { messageDiscarded } from '@/state/chat/chatSlice';
import { ChatApi } from '@/state/chat/endpoints';
import { flushOutbox, retryChatMessage, sendChatMessage } from '@/state/chat/outbox';
import { selectOutbox } from '@/state/chat/selectors';
import { signedInStore } from '../components/render';

const ME = 3;
const CHAT = 2;

function setup() {
  const store = signedInStore('employer');
  const outbox = () => selectOutbox(store.getState(), CHAT);
  const saved = () =>
    db()
      .chats.find((c) => c.id === CHAT)!
      .messages.filter((m) => m.sentBy === ME)
      .map((m) => m.messageText);
  const send = (text: string, clientId = text) =>
    store.dispatch(sendChatMessage({ chatId: CHAT, clientId, messageText: text }));
  return { store, outbox, saved, send };
}

describe('the chat outbox', () => {
  it('sends messages typed in a row one at a time, in the order typed', async () => {
    const { outbox, saved, send } = setup();
    const before = saved().length;
    const runs = [send('one'), send('two'), send('three')];
    // The first is on its way; the others wait their turn.
    expect(outbox().map((m) => m.delivery)).toEqual(['sending', 'queued', 'queued']);
    await Promise.all(runs);
    expect(saved().slice(before)).toEqual(['one', 'two', 'three']);
    expect(outbox()).toEqual([]);
  });

  it('keeps messages typed while the backend does not answer, then sends them once, in order', async () => {
    const { store, outbox, saved, send } = setup();
    const before = saved().length;
    mockConfig.offline = true;
    await send('first');
    await send('second');
    expect(outbox().map((m) => [m.messageText, m.delivery])).toEqual([
      ['first', 'queued'],
      ['second', 'queued'],
    ]);
    expect(connectivity.get()).toBe('unreachable');
    expect(saved().length).toBe(before);

    mockConfig.offline = false;
    // Two triggers at once (the browser's 'online' and the socket's reconnect): one run sends.
    await Promise.all([store.dispatch(flushOutbox()), store.dispatch(flushOutbox())]);
    expect(saved().slice(before)).toEqual(['first', 'second']);
    expect(outbox()).toEqual([]);
    expect(connectivity.get()).toBe('online');
  });

  it('waits without trying while the browser is offline', async () => {
    const { outbox, saved, send } = setup();
    const before = saved().length;
    window.dispatchEvent(new Event('offline'));
    await send('later');
    expect(outbox()).toMatchObject([{ messageText: 'later', delivery: 'queued' }]);
    expect(saved().length).toBe(before);
    window.dispatchEvent(new Event('online'));
    expect(connectivity.get()).toBe('online');
  });

  it('saves a message sent again with the same client id once (the mock dedupes)', async () => {
    const { store, saved } = setup();
    const before = saved().length;
    const arg = { chatId: CHAT, clientId: 'same-id', messageText: 'only once' };
    const first = await store.dispatch(ChatApi.endpoints.sendMessage.initiate(arg)).unwrap();
    const again = await store.dispatch(ChatApi.endpoints.sendMessage.initiate(arg)).unwrap();
    expect(again.id).toBe(first.id);
    expect(saved().slice(before)).toEqual(['only once']);
  });

  it('marks a refused message failed with the catalogue message and goes on with the next; Retry sends it', async () => {
    const { store, outbox, saved, send } = setup();
    const before = saved().length;
    failNext({ path: '/chat/add-messages', status: 500 });
    await Promise.all([send('refused'), send('next')]);
    expect(outbox()).toMatchObject([
      { messageText: 'refused', delivery: 'failed', failure: 'Internal server error' },
    ]);
    expect(saved().slice(before)).toEqual(['next']);
    await store.dispatch(retryChatMessage('refused'));
    expect(outbox()).toEqual([]);
    expect(saved().slice(before)).toEqual(['next', 'refused']);

    failNext({ path: '/chat/add-messages', status: 400, message: 'Message is too long' });
    await send('too long');
    expect(outbox()).toMatchObject([{ delivery: 'failed', failure: 'Message is too long' }]);
    store.dispatch(messageDiscarded('too long'));
    expect(outbox()).toEqual([]);
  });
});
