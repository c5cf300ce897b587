export type ChatCategory = 'INBOX' | 'STAR' | 'TRASH';
export type ChatStatus = 'SENT' | 'DELIVER' | 'READ';

export const CHAT_CATEGORIES: ChatCategory[] = ['INBOX', 'STAR', 'TRASH'];

export interface Chat {
  chatId: number;
  chatCategory: ChatCategory;
  lastMessage: string;
  lastMessageTime: string;
  chatStatus: ChatStatus;
  lastMessageBy: number;
  otherParty?: { id: number; name: string; photoUrl?: string | null; companyName?: string };
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
}
