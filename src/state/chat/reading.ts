import type { Chat, Message } from './types';

// A chat rule only the open conversation needs, apart from ./rules: those ship with every signed-in page (the chat
// list's unread counts), this one with the messages page.

/**
 * Whether a conversation's messages include the chat's last one (its time, however written), so a reader sees
 * it. A history with no message shows all there is.
 */
export function showsLastMessage(messages: Message[], chat: Chat): boolean {
  const last = Date.parse(chat.lastMessageTime);
  return !messages.length || Number.isNaN(last) || messages.some((m) => Date.parse(m.sentAt) >= last);
}
