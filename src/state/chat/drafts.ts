import { putBackSentText, type Owner } from '@/lib/drafts';
import type { Message } from './types';

// Free of the query layer: the composer names its draft here, and the data layer registers the 401 put-back
// (src/app/dataLayer.ts) that src/app/session.ts runs.

/** A conversation's composer draft (src/lib/drafts.ts): what is typed there and not sent yet. */
export const chatDraftName = (chatId: number) => `chat:${chatId}`;

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
  const byChat = new Map<number, string[]>();
  for (const m of outbox) {
    if (m.chatId == null || m.fileUrl) continue;
    byChat.set(m.chatId, [...(byChat.get(m.chatId) ?? []), m.messageText]);
  }
  for (const [chatId, texts] of byChat) putBackSentText(owner, chatDraftName(chatId), texts.join('\n\n'));
}
