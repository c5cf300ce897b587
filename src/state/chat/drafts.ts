import type { Middleware } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { clearDraft, ownerOf, putBackSentText, readDraft, writeDraft, type Owner } from '@/lib/drafts';
import type { Message } from './types';

// Free of the query layer: the composer names its draft here, and the data layer registers the 401 put-back
// (src/app/dataLayer.ts) that src/app/session.ts runs.

/** A conversation's composer draft (src/lib/drafts.ts): what is typed there and not sent yet. */
export const chatDraftName = (chatId: number) => `chat:${chatId}`;

/**
 * The outbox (the messages typed here that the server does not have yet) as this tab keeps it for its user, a
 * draft like the composer's: a reload loses none of them, and logging out or another user signing in drops it
 * with the drafts. keepOutbox writes it; the chat slice reads it back as it starts. A message that was on its way
 * comes back waiting: whether the server saved it is not known, and sent again with its clientId it is saved once.
 */
export const OUTBOX_DRAFT = 'chat:outbox';

export const keptOutbox = (owner: Owner): Message[] =>
  (readDraft<Message[]>(owner, OUTBOX_DRAFT)?.values ?? [])
    // One saved is the server's: the conversation's history brings it.
    .filter((m) => m.delivery !== 'sent')
    .map((m) => (m.delivery === 'sending' ? { ...m, delivery: 'queued' } : m));

/**
 * The tab keeps its signed-in user's outbox whenever it changes, whatever changed it: typed, on its way,
 * answered (a saved message leaves it at once, so a reload never sends it again), retried, discarded. The data
 * layer's middleware (src/app/dataLayer.ts). A session that ends has no user to keep it for.
 */
export const keepOutbox: Middleware<object, RootState> = (store) => (next) => (action) => {
  const before = store.getState().chat?.outbox;
  const result = next(action);
  const { auth, chat } = store.getState();
  if (chat?.outbox === before || !auth.id) return result;
  // None left, no draft (a draft says something was kept).
  if (chat.outbox.length) writeDraft(ownerOf(auth.id), OUTBOX_DRAFT, chat.outbox, '');
  else clearDraft(OUTBOX_DRAFT, ownerOf(auth.id));
  return result;
};

/**
 * A 401 is ending the session, and the outbox with it: what the server may not have (waiting, on its way,
 * refused) goes back into its conversation's draft, in the order typed, so the same user signing in again finds
 * it in the composer with the restored notice and sends it again, or not (nothing resends by itself).
 * A message on its way when a 401 on another call ends the session is put back too: the session's calls are
 * cancelled with it (the cache reset aborts them), so whether the server saved it is never known, and a message
 * shown twice (in the thread and in the composer) is better than one lost. A file is not put back: no draft
 * keeps a file, and its name alone, sent as text, would not be the file.
 */
export function putBackUndelivered(owner: Owner, outbox: Message[]) {
  // In the drafts now, so not kept as waiting too (a reload would send what the composer also offers).
  clearDraft(OUTBOX_DRAFT, owner);
  const byChat = new Map<number, string[]>();
  for (const m of outbox) {
    if (m.chatId == null || m.fileUrl || m.delivery === 'sent') continue;
    byChat.set(m.chatId, [...(byChat.get(m.chatId) ?? []), m.messageText]);
  }
  for (const [chatId, texts] of byChat) putBackSentText(owner, chatDraftName(chatId), texts.join('\n\n'));
}
