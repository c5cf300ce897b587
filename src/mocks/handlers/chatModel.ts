import { paths } from '@/app/paths';
import type { Chat, ChatCategory, Message } from '@/state/chat/types';
import { folderOf } from '@/state/chat/rules';
import { TOPICS } from '@/realtime/topics';
import { db, FIRST_NEW_ID, nextId, persist } from '../db';
import { MockHttpError } from '../http';
import { broker } from '../realtime';
import { notify } from './notifications';
import type { MockChat, MockMessage } from '../seed/chat';
import { personName } from '@/lib/names';

/** The mock's answers for chats and messages, and the pushes a new message causes. */
export const chatMockConfig = {
  /** How long a seeded "other side" takes to answer (the browser feels it; tests may shorten it). */
  replyDelayMs: 1500,
};

export const otherOf = (chat: MockChat, userId: number) =>
  chat.userIds[0] === userId ? chat.userIds[1] : chat.userIds[0];

export function findChat(id: string | number, userId: number): MockChat {
  const chat = db().chats.find((c) => c.id === Number(id));
  if (!chat || !chat.userIds.includes(userId)) throw new MockHttpError(404, 'Chat not found');
  return chat;
}

function party(userId: number) {
  const u = db().users.find((x) => x.id === userId);
  const company = u?.companyId ? db().companies.find((c) => c.id === u.companyId) : undefined;
  return {
    id: userId,
    name: u ? personName(u, 'Unknown user') : 'Unknown user',
    photoUrl: u?.photoUrl ?? null,
    companyName: company?.companyName ?? null,
  };
}

export function chatDto(chat: MockChat, viewerId: number): Chat {
  const last = chat.messages[chat.messages.length - 1];
  const job = chat.jobId ? db().jobs.find((j) => j.id === chat.jobId) : undefined;
  return {
    chatId: chat.id,
    chatCategory: chat.categories[viewerId] ?? 'INBOX',
    lastMessage: last ? last.messageText || last.fileName || '' : '',
    lastMessageTime: last?.sentAt ?? chat.createdAt,
    chatStatus: chat.chatStatus,
    lastMessageBy: last?.sentBy ?? chat.userIds[0],
    otherParty: party(otherOf(chat, viewerId)),
    jobId: chat.jobId,
    jobTitle: job?.title ?? null,
  };
}

export function messageDto(chat: MockChat, m: MockMessage): Message {
  const isLast = chat.messages[chat.messages.length - 1]?.id === m.id;
  return {
    id: m.id,
    chatId: m.chatId,
    sentBy: m.sentBy,
    messageText: m.messageText,
    sentAt: m.sentAt,
    chatStatus: isLast ? chat.chatStatus : 'READ',
    fileUrl: m.fileUrl ?? null,
    fileName: m.fileName ?? null,
  };
}

/** Tells both sides that a chat changed (each sees their own folder and the other party). */
/**
 * The user's chats whose last message reached them only now (it was sent while they were away): delivered
 * when they fetch them, as one sent while they were connected is; the sender's side hears of it.
 */
export function deliverTo(userId: number) {
  let delivered = false;
  for (const chat of db().chats) {
    const last = chat.messages[chat.messages.length - 1];
    if (chat.chatStatus !== 'SENT' || !chat.userIds.includes(userId) || !last || last.sentBy === userId)
      continue;
    chat.chatStatus = 'DELIVER';
    delivered = true;
    pushChat(chat);
  }
  // Kept at once: it happens on a GET, after which the mock saves nothing (the sender's next load said 'Sent').
  if (delivered) persist();
}

export function pushChat(chat: MockChat) {
  for (const id of chat.userIds) broker.publishToUser(id, TOPICS.chatUpdates, chatDto(chat, id));
}

function notifyNewChat(chat: MockChat, recipient: number) {
  // Settings' 'New chat messages' off: the message arrives, no notification of it does.
  if (db().users.find((u) => u.id === recipient)?.alertPreferences?.CHAT === false) return;
  const folder = folderOf(chat.categories[recipient]);
  const link = `${paths.messages[folder]}?chatId=${chat.id}`;
  const exists = db().notifications.some(
    (n) => n.userId === recipient && !n.read && n.type === 'NEW_CHAT' && n.link === link,
  );
  if (exists) return;
  notify(recipient, {
    type: 'NEW_CHAT',
    title: 'New message',
    message: `New message from ${party(otherOf(chat, recipient)).name}`,
    link,
  });
}

/**
 * Seeded people (not the demo accounts, not someone signed up since) answer on their own, a moment later: a
 * new user's inbox never holds a reply they did not write.
 */
const isSeededPerson = (userId: number) => userId >= 100 && userId < FIRST_NEW_ID;

export function addMessage(
  chat: MockChat,
  sentBy: number,
  content: {
    messageText: string;
    fileUrl?: string | null;
    fileName?: string | null;
    clientMessageId?: string;
  },
) {
  // Two messages in the same millisecond would look like one to the sentAt rule.
  const lastTime = Date.parse(chat.messages[chat.messages.length - 1]?.sentAt ?? '') || 0;
  const m: MockMessage = {
    id: nextId(),
    chatId: chat.id,
    sentBy,
    messageText: content.messageText,
    sentAt: new Date(Math.max(Date.now(), lastTime + 1)).toISOString(),
    fileUrl: content.fileUrl ?? null,
    fileName: content.fileName ?? null,
    ...(content.clientMessageId ? { clientMessageId: content.clientMessageId } : {}),
  };
  chat.messages.push(m);
  const recipient = otherOf(chat, sentBy);
  // A message reaching someone who files the chat in trash brings it back to their inbox.
  if (chat.categories[recipient] === 'TRASH') chat.categories[recipient] = 'INBOX';
  chat.chatStatus = 'SENT';
  const delivered = broker.connectedUsers().includes(recipient);
  if (delivered) chat.chatStatus = 'DELIVER';
  broker.publishToUser(recipient, TOPICS.chatMessages, messageDto(chat, m));
  pushChat(chat);
  notifyNewChat(chat, recipient);
  if (isSeededPerson(recipient)) scheduleReply(chat.id, recipient);
  return m;
}

/** The reply belongs to the data it was asked in: a reset meanwhile (Reset demo data, each test) drops it. */
function scheduleReply(chatId: number, from: number) {
  const asked = db();
  setTimeout(() => {
    const chat = db() === asked ? asked.chats.find((c) => c.id === chatId) : undefined;
    if (!chat) return;
    const name = party(from).name.split(' ')[0];
    addMessage(chat, from, {
      messageText: `Thanks for your message! ${name} here, I will get back to you soon.`,
    });
    // No request carries it, so nothing else saves it: kept at once, or a reload before the next change lost it.
    persist();
  }, chatMockConfig.replyDelayMs);
}

export function setCategory(chat: MockChat, userId: number, category: ChatCategory) {
  chat.categories[userId] = category;
}
