import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, FIRST_NEW_ID, resetDb } from '@/mocks/db';
import { addMessage, chatMockConfig, deliverTo } from '@/mocks/handlers/chatModel';
import type { MockChat } from '@/mocks/seed/chat';

/** The employer's side (hr@acme.test) writes to `to`, then the mock's other people have their moment. */
function writeTo(to: number) {
  const chat: MockChat = {
    id: FIRST_NEW_ID + 500,
    userIds: [3, to],
    jobId: null,
    categories: { 3: 'INBOX', [to]: 'INBOX' },
    chatStatus: 'SENT',
    createdAt: new Date().toISOString(),
    messages: [],
  };
  db().chats.push(chat);
  addMessage(chat, 3, { messageText: 'Hello' });
  vi.advanceTimersByTime(chatMockConfig.replyDelayMs);
  return chat.messages.map((m) => m.sentBy);
}

describe("the mock backend's people", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("a message notifies its reader unless their settings turned 'New chat messages' off", () => {
    const chatNotes = (id: number) =>
      db().notifications.filter((n) => n.userId === id && n.type === 'NEW_CHAT').length;
    const on = FIRST_NEW_ID + 9;
    const off = FIRST_NEW_ID + 10;
    for (const [id, CHAT] of [
      [on, true],
      [off, false],
    ] as const)
      db().users.push({
        ...db().users.find((u) => u.id === 200)!,
        id,
        email: `reader${id}@new.test`,
        alertPreferences: { CHAT, ALERT_NOTIFICATION: true },
      });
    writeTo(on);
    expect(chatNotes(on)).toBe(1);
    db().chats.pop();
    writeTo(off);
    expect(chatNotes(off)).toBe(0);
  });

  it('a seeded applicant answers a message on their own', () => {
    expect(writeTo(200)).toEqual([3, 200]);
  });

  it('a reply still to come is dropped by a reset: the fresh demo data gets no message from before it', () => {
    const chat = db().chats.find((c) => c.id === 6)!;
    addMessage(chat, 1, { messageText: 'Hello' });
    resetDb();
    const status = db().chats.find((c) => c.id === 6)!.chatStatus;
    const count = db().chats.find((c) => c.id === 6)!.messages.length;
    vi.advanceTimersByTime(chatMockConfig.replyDelayMs);
    expect(db().chats.find((c) => c.id === 6)!.messages).toHaveLength(count);
    expect(db().chats.find((c) => c.id === 6)!.chatStatus).toBe(status);
  });

  it('someone who signed up while the mock runs never gets a reply written in their name', () => {
    const id = FIRST_NEW_ID + 7;
    db().users.push({ ...db().users.find((u) => u.id === 200)!, id, email: 'nina@new.test' });
    expect(writeTo(id)).toEqual([3]);
  });

  it('a message sent while its reader was away is delivered when they fetch their chats', () => {
    const id = FIRST_NEW_ID + 8;
    db().users.push({ ...db().users.find((u) => u.id === 200)!, id, email: 'away@new.test' });
    writeTo(id);
    const chat = db().chats.find((c) => c.userIds.includes(id))!;
    expect(chat.chatStatus).toBe('SENT');
    deliverTo(3); // the sender's own fetch changes nothing
    expect(chat.chatStatus).toBe('SENT');
    deliverTo(id);
    expect(chat.chatStatus).toBe('DELIVER');
  });
});
