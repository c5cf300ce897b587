import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, disablePersistence, enablePersistence, nextId, persist, resetDb } from '@/mocks/db';
import { addMessage, chatMockConfig, deliverTo } from '@/mocks/handlers/chatModel';

const V2 = 'sensiworks-mock-db-v2:';
const keys = () => Object.keys(localStorage).sort();

/** The mock store in the browser: kept per domain, so a change rewrites only what it touched (issue 10). */
describe('the mock store kept in the browser', () => {
  beforeEach(() => {
    localStorage.clear();
    enablePersistence();
  });
  afterEach(() => {
    resetDb();
    disablePersistence();
  });

  it('saves only the domains a change touched, and a reload reads them back', () => {
    const job = { ...db().jobs[0], id: nextId(), title: 'Night nurse' };
    db().jobs.push(job);
    persist();
    // The market (jobs, users, meetings) and the id counter; not the chats, the auth tables or bulk uploads.
    expect(keys()).toEqual([`${V2}1`, `${V2}seq`]);

    const setItem = vi.spyOn(localStorage, 'setItem');
    db().sessions['token-x'] = 1;
    persist();
    expect(setItem.mock.calls.map(([key]) => key)).toEqual([`${V2}0`, `${V2}seq`]);
    setItem.mockRestore();

    // Read, not changed: the domain is looked at and not written again.
    const unchanged = vi.spyOn(localStorage, 'setItem');
    void db().jobs.length;
    persist();
    expect(unchanged.mock.calls.map(([key]) => key)).toEqual([`${V2}seq`]);
    unchanged.mockRestore();

    enablePersistence(); // a new page
    expect(db().jobs.find((j) => j.id === job.id)?.title).toBe('Night nurse');
    expect(db().sessions['token-x']).toBe(1);
    expect(nextId()).toBe(job.id + 1);
  });

  it("follows another tab's changes, so its next save keeps them rather than writing its older copy over them", () => {
    const [first, second] = db().jobs;
    const title = first.title;
    persist();
    // Another tab (same storage) renames the second job and saves.
    const market = JSON.parse(localStorage.getItem(`${V2}1`)!) as { jobs: { id: number; title: string }[] };
    market.jobs.find((j) => j.id === second.id)!.title = 'Renamed in the other tab';
    localStorage.setItem(`${V2}1`, JSON.stringify(market));
    window.dispatchEvent(new StorageEvent('storage', { key: `${V2}1` }));

    expect(db().jobs.find((j) => j.id === second.id)?.title).toBe('Renamed in the other tab');
    // This tab changes another job and saves: both changes are kept.
    db().jobs.find((j) => j.id === first.id)!.title = `${title} (edited here)`;
    persist();
    enablePersistence(); // a new page
    expect(db().jobs.find((j) => j.id === second.id)?.title).toBe('Renamed in the other tab');
    expect(db().jobs.find((j) => j.id === first.id)?.title).toBe(`${title} (edited here)`);
  });

  it('a new page finds no object URL of an earlier one (a video upload), and keeps data URLs (a photo)', () => {
    const alex = db().users.find((u) => u.id === 1)!;
    alex.photoUrl = 'data:image/png;base64,iVBORw0KGgo=';
    db().jobSeekerProfiles['1'].basicInfo.signedUrl = 'blob:http://localhost/0b8e-dead';
    persist();
    enablePersistence(); // a new page
    expect(db().users.find((u) => u.id === 1)!.photoUrl).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(db().jobSeekerProfiles['1'].basicInfo.signedUrl).toBeNull();
  });

  it('keeps a message delivered by a fetch (a GET, after which nothing else is saved)', () => {
    const chat = db().chats.find((c) => c.messages.length > 0)!;
    const last = chat.messages.at(-1)!;
    const reader = chat.userIds.find((id) => id !== last.sentBy)!;
    chat.chatStatus = 'SENT';
    persist();
    deliverTo(reader);
    enablePersistence(); // the sender's next page
    expect(db().chats.find((c) => c.id === chat.id)?.chatStatus).toBe('DELIVER');
  });

  it("keeps a seeded person's reply, which comes by itself after the request that asked for it was saved", () => {
    vi.useFakeTimers();
    try {
      const chat = db().chats.find((c) => c.id === 6)!;
      addMessage(chat, 1, { messageText: 'One more thing' });
      persist(); // the POST's answer is saved; the reply comes later, with no request to save it
      vi.advanceTimersByTime(chatMockConfig.replyDelayMs);
      const reply = db()
        .chats.find((c) => c.id === 6)!
        .messages.at(-1)!;
      expect(reply.sentBy).not.toBe(1);
      enablePersistence(); // a reload
      expect(
        db()
          .chats.find((c) => c.id === 6)!
          .messages.at(-1),
      ).toEqual(reply);
      expect(
        db().notifications.filter((n) => n.userId === 1 && n.type === 'NEW_CHAT' && !n.read),
      ).not.toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the seed as first seen: times relative to now do not move at the next page load', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z'), toFake: ['Date'] });
    try {
      // Only read (a GET saves nothing), then a page load a minute later.
      const sentAt = db().chats.map((c) => c.messages.map((m) => m.sentAt));
      const meetingAt = db().meetings.map((m) => m.startTime);
      await Promise.resolve();
      vi.setSystemTime(new Date('2026-11-29T12:01:00Z'));
      enablePersistence();
      expect(db().chats.map((c) => c.messages.map((m) => m.sentAt))).toEqual(sentAt);
      expect(db().meetings.map((m) => m.startTime)).toEqual(meetingAt);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads a domain from storage only when it is first used', () => {
    db().jobs.push({ ...db().jobs[0], id: nextId() });
    db().chats.push({ ...db().chats[0], id: nextId() }); // changed: saved
    persist();
    const getItem = vi.spyOn(localStorage, 'getItem');
    enablePersistence();
    expect(getItem.mock.calls.map(([key]) => key)).not.toContain(`${V2}2`);
    void db().chats;
    expect(getItem.mock.calls.map(([key]) => key)).toContain(`${V2}2`);
    getItem.mockRestore();
  });

  it('moves a store saved the old way (one key) to one key a domain', () => {
    const old = { ...JSON.parse(JSON.stringify(db())), seq: 5000 };
    old.jobs[0].title = 'Kept from before';
    localStorage.setItem('sensiworks-mock-db-v1', JSON.stringify(old));
    enablePersistence();
    expect(localStorage.getItem('sensiworks-mock-db-v1')).toBeNull();
    expect(keys()).toEqual([0, 1, 2, 3].map((d) => `${V2}${d}`).concat(`${V2}seq`));
    enablePersistence();
    expect(db().jobs[0].title).toBe('Kept from before');
    expect(nextId()).toBe(5001);
  });

  it('forgets what was saved on reset', () => {
    db().jobs[0].title = 'Changed';
    persist();
    resetDb();
    expect(keys()).toEqual([]);
    enablePersistence();
    expect(db().jobs[0].title).not.toBe('Changed');
  });
});
