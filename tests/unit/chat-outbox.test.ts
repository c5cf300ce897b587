import { holdNextAnswer, holdNextMessageAnswer } from './mockCall';
import { describe, expect, it } from 'vitest';
import { connectivity } from '@/lib/connectivity';
import { readDraft, writeDraft } from '@/lib/drafts';
import { db } from '@/mocks/db';
import { failNext, mockConfig } from '@/mocks/http';
import { sessionEnded } from '@/state/auth/events';
import { messageDiscarded, messageQueued } from '@/state/chat/chatSlice';
import { chatDraftName, putBackUndelivered } from '@/state/chat/drafts';
import { ChatApi } from '@/state/chat/endpoints';
import { flushOutbox, retryChatMessage, sendChatMessage } from '@/state/chat/outbox';
import { selectOutbox } from '@/state/chat/selectors';
import { messageReceived } from '@/state/chat/socket';
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

describe('a conversation fetched again while messages come in', () => {
  it('keeps a message sent, and one pushed, after the server answered the fetch', async () => {
    const { store, send } = setup();
    const history = store.dispatch(ChatApi.endpoints.getHistory.initiate(CHAT));
    await history;
    const shown = () =>
      (ChatApi.endpoints.getHistory.select(CHAT)(store.getState()).data ?? []).map((m) => m.messageText);

    // The connection is back: the history is asked for again, and the server answers before the messages below.
    const { atServer, release } = holdNextAnswer('get', '*/chat/get-message-history/:id');
    const refetch = history.refetch();
    await atServer;
    await send('sent meanwhile');
    store.dispatch(
      messageReceived({
        chatId: CHAT,
        messageText: 'pushed meanwhile',
        sentAt: new Date(Date.now() + 1000).toISOString(),
        chatStatus: 'SENT',
        sentBy: 200,
      }),
    );
    expect(shown().slice(-2)).toEqual(['sent meanwhile', 'pushed meanwhile']);
    release();
    await refetch;
    expect(shown().slice(-2)).toEqual(['sent meanwhile', 'pushed meanwhile']);
    history.unsubscribe();
  });
});

describe('undelivered messages when a 401 ends the session', () => {
  const OWNER = 'u3';
  const draft = (chatId = CHAT) => readDraft<string>(OWNER, chatDraftName(chatId));

  it("go back to their conversation's draft in the order typed, before what was typed since; files do not", () => {
    const { store } = setup();
    const queue = (chatId: number, messageText: string, file?: string) =>
      store.dispatch(
        messageQueued({ chatId, clientId: messageText, messageText, ...(file && { fileUrl: file }) }),
      );
    queue(CHAT, 'one');
    queue(1, 'elsewhere');
    queue(CHAT, 'cv.pdf', 'data:application/pdf;base64,AA==');
    queue(CHAT, 'two\n\nwith a blank line');
    writeDraft(OWNER, chatDraftName(CHAT), 'typed since', '');
    putBackUndelivered(OWNER, store.getState().chat.outbox);
    expect(draft()).toEqual({
      values: 'one\n\ntwo\n\nwith a blank line\n\ntyped since',
      base: '',
      interrupted: true,
    });
    expect(draft(1)?.values).toBe('elsewhere');
  });

  it('a message on its way when a 401 on another call ends the session stays put back: its answer is never read', async () => {
    const { store, saved, send } = setup();
    const before = saved().length;
    // The server saves the first message; its answer is held until the session has ended.
    const { atServer, release } = holdNextMessageAnswer();
    const run = send('on its way');
    void send('behind it');
    await atServer;
    // What src/app/session.ts does on that 401.
    putBackUndelivered(OWNER, store.getState().chat.outbox);
    store.dispatch(sessionEnded());
    release();
    await run;
    // Ending the session cancelled the call, so the app cannot know the server has it: the text is kept, and
    // nothing else was sent.
    expect(saved().slice(before)).toEqual(['on its way']);
    expect(draft()).toMatchObject({ values: 'on its way\n\nbehind it', interrupted: true });
  });
});
