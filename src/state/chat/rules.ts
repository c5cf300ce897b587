import type { Chat, ChatCategory, ChatStatus, Message } from '@/state/chat/types';

/** Spec section 4: a chat counts as unread when it is DELIVER and its last message came from the other party. */
export function isUnread(chat: Chat, me: number | null): boolean {
  return chat.chatStatus === 'DELIVER' && chat.lastMessageBy !== me;
}

/** Spec section 4: the unread count per folder (initial counts 0). */
export function countUnread(chats: Chat[], me: number | null): Record<ChatCategory, number> {
  const counts: Record<ChatCategory, number> = { INBOX: 0, STAR: 0, TRASH: 0 };
  for (const chat of chats)
    if (isUnread(chat, me) && chat.chatCategory in counts) counts[chat.chatCategory]++;
  return counts;
}

/** Spec section 4: a chat that arrives as an update was delivered, so SENT becomes DELIVER. */
export function receivedChat(chat: Chat): Chat {
  return chat.chatStatus === 'SENT' ? { ...chat, chatStatus: 'DELIVER' } : chat;
}

/**
 * A chat fetched by its reader has reached them: the other party's last message, still SENT because the reader
 * was away when it was sent, is delivered now (as receivedChat), so it counts as unread.
 */
export function fetchedChat(chat: Chat, me: number | null): Chat {
  return chat.lastMessageBy !== me ? receivedChat(chat) : chat;
}

/** A status this tab set on a chat, and when the server confirmed it (Infinity while the call is on its way). */
export type StatusChange = { chatStatus: ChatStatus; confirmedAt: number };

/**
 * A chat of a list the server was asked for at `askedAt`. A status change not yet confirmed then is newer than
 * the list, so it stands (a list fetched before a read, answering after it, does not make the chat unread again);
 * one confirmed before it, the list shows already.
 */
export function withStatusChange(chat: Chat, change: StatusChange | undefined, askedAt: number): Chat {
  return change && change.confirmedAt >= askedAt ? { ...chat, chatStatus: change.chatStatus } : chat;
}

/** Spec section 4: a socket message joins the open chat only if its sentAt differs from the last one's. */
export function shouldAppend(messages: Message[], incoming: Message): boolean {
  const last = messages.at(-1);
  return !last || last.sentAt !== incoming.sentAt;
}

/** The conversation with `m` appended, unless it repeats the last message (shouldAppend). */
export function withMessage(messages: Message[], m: Message): Message[] {
  return shouldAppend(messages, m) ? [...messages, m] : messages;
}

/**
 * A fetched history with the messages the cached one has and it lacks: the server answered before they were
 * saved (a message sent from here, or one pushed over the socket, while the history was on its way), so they
 * follow it, and are no older than its last. The server never drops a message, so nothing the conversation
 * showed goes away. The spec promises a message no id or sender: its time (however written) and text tell it.
 */
export function withLaterArrivals(fetched: Message[], cached: Message[]): Message[] {
  const key = (m: Message) => Date.parse(m.sentAt) + m.messageText;
  const known = new Set(fetched.map(key));
  const since = Date.parse(fetched.at(-1)?.sentAt ?? '') || 0;
  const later = cached.filter((m) => Date.parse(m.sentAt) >= since && !known.has(key(m)));
  return later.length ? [...fetched, ...later] : fetched;
}

/** The chat as a message changes it: last message, time, sender. */
export function withLastMessage(chat: Chat, m: Message, status: Chat['chatStatus']): Chat {
  return {
    ...chat,
    lastMessage: m.messageText || m.fileName || '',
    lastMessageTime: m.sentAt,
    lastMessageBy: m.sentBy ?? chat.lastMessageBy,
    chatStatus: status,
  };
}

/** Newest conversation first. */
export function byLatest(a: Chat, b: Chat): number {
  return (b.lastMessageTime ?? '').localeCompare(a.lastMessageTime ?? '');
}

/** A folder's conversations, newest first. */
export function folderChats(chats: Chat[] | undefined, category: ChatCategory): Chat[] {
  return (chats ?? []).filter((c) => c.chatCategory === category).sort(byLatest);
}

/**
 * Counts beside the Sensichat menu entries, keyed INBOX, STAR and TRASH (missing counts are 0): derived from
 * the chat list by the unread rule once it is in; until then, the server's counts.
 */
export function folderCounts(
  chats: Chat[] | undefined,
  me: number | null,
  server?: Partial<Record<ChatCategory, number>>,
): Record<ChatCategory, number> {
  if (chats) return countUnread(chats, me);
  return { INBOX: server?.INBOX ?? 0, STAR: server?.STAR ?? 0, TRASH: server?.TRASH ?? 0 };
}

/**
 * Spec section 2: a message link opens /messages/inbox or /messages/starred with a chatId, by the chat's
 * category; a chat in trash opens in the trash folder, where it is.
 */
export function folderOf(category: ChatCategory | undefined): 'inbox' | 'starred' | 'trash' {
  return category === 'STAR' ? 'starred' : category === 'TRASH' ? 'trash' : 'inbox';
}

/** The list with `chat` merged into its entry, or added when new (an initiated or fetched chat). */
export function withChat(chats: Chat[], chat: Chat | undefined): Chat[] {
  if (chat?.chatId == null) return chats;
  const i = chats.findIndex((c) => c.chatId === chat.chatId);
  return i < 0 ? [...chats, chat] : chats.map((c, j) => (j === i ? { ...c, ...chat } : c));
}

/**
 * A conversation's messages with `chat`'s status on its last message, when that message is the chat's last
 * (the open conversation shows Sent, Delivered, Read under it).
 */
export function withLastStatus(messages: Message[], chat: Chat): Message[] {
  const last = messages.at(-1);
  if (!last || last.sentAt !== chat.lastMessageTime || last.chatStatus === chat.chatStatus) return messages;
  return [...messages.slice(0, -1), { ...last, chatStatus: chat.chatStatus }];
}
