export type ChatCategory = 'INBOX' | 'STAR' | 'TRASH';
export type ChatStatus = 'SENT' | 'DELIVER' | 'READ';

export const CHAT_CATEGORIES: ChatCategory[] = ['INBOX', 'STAR', 'TRASH'];

export interface ChatParty {
  id: number;
  name: string;
  photoUrl?: string | null;
  companyName?: string | null;
}

export interface Chat {
  chatId: number;
  chatCategory: ChatCategory;
  lastMessage: string;
  lastMessageTime: string;
  chatStatus: ChatStatus;
  lastMessageBy: number;
  otherParty?: ChatParty;
  jobId?: number | null;
  jobTitle?: string | null;
}

export interface Message {
  id?: number;
  chatId?: number;
  messageText: string;
  sentAt: string;
  chatStatus: ChatStatus;
  sentBy?: number;
  fileUrl?: string | null;
  fileName?: string | null;
  /**
   * Client only: a message typed here, before the server has it: waiting for the connection ('queued'), on its
   * way ('sending'), or refused ('failed', with the catalogue's message); a message saved from here keeps its
   * clientId in the history. One saved while its conversation's history could not be loaded stays here, 'sent',
   * until the history comes with it.
   */
  clientId?: string;
  delivery?: 'queued' | 'sending' | 'failed' | 'sent';
  failure?: string;
}

export interface NewMessage {
  chatId: number;
  messageText: string;
  fileUrl?: string | null;
  fileName?: string | null;
  clientId: string;
}
