import { api } from '@/api/client';
import { EP } from '@/api/endpoints';
import { apiThunk } from '@/api/thunk';
import type { RootState } from '@/app/store';
import { ERRORS } from '@/lib/messages';
import type { Chat, ChatCategory, ChatStatus, Message, NewMessage } from '@/state/chat/types';

const userType = (s: RootState) => s.auth.role ?? undefined;
const asList = <T>(value: unknown, key: string): T[] => {
  const list = Array.isArray(value) ? value : (value as Record<string, unknown> | null)?.[key];
  return Array.isArray(list) ? (list as T[]) : [];
};

export const fetchChats = apiThunk('chat/fetchChats', async (_: void, { getState }) => {
  const { data } = await api.get(EP.chat.all, { params: { userType: userType(getState()) } });
  return asList<Chat>(data, 'chats');
});

export const fetchUnreadCounts = apiThunk('chat/fetchUnreadCounts', async (_: void, { getState }) => {
  const { data } = await api.get<Partial<Record<ChatCategory, number>>>(EP.chat.unreadCount, {
    params: { userType: userType(getState()) },
    errorToast: false,
  });
  return data ?? {};
});

export const fetchChat = apiThunk('chat/fetchChat', async (chatId: number, { getState }) => {
  const { data } = await api.get<Chat>(EP.chat.byId(chatId), { params: { userType: userType(getState()) } });
  return data;
});

export const fetchHistory = apiThunk('chat/fetchHistory', async (chatId: number) => {
  const { data } = await api.get(EP.chat.history(chatId));
  return { chatId, messages: asList<Message>(data, 'messages') };
});

/** The message shows at once (pending); the screen marks it failed with a retry if the call fails. */
export const sendMessage = apiThunk('chat/sendMessage', async (m: NewMessage) => {
  const { data } = await api.post<Message>(
    EP.chat.addMessage(m.chatId),
    { messageText: m.messageText, fileUrl: m.fileUrl ?? null, fileName: m.fileName ?? null },
    { errorToast: false },
  );
  return data;
});

export const markRead = apiThunk('chat/markRead', async (chatId: number) => {
  const { data } = await api.put<Chat>(EP.chat.markRead(chatId));
  return data;
});

export const markUnread = apiThunk('chat/markUnread', async (chatId: number) => {
  const chatStatus: ChatStatus = 'DELIVER';
  const { data } = await api.put<Chat>(EP.chat.updateStatus(chatId), { chatStatus });
  return data;
});

export const moveChat = apiThunk(
  'chat/moveChat',
  async ({ chatId, chatCategory }: { chatId: number; chatCategory: ChatCategory }, { getState }) => {
    const { data } = await api.put<Chat>(EP.chat.updateCategory(chatId), {
      chatCategory,
      userType: userType(getState()),
    });
    return data;
  },
);

/** Starts (or reopens) a conversation with someone; answers the chat. */
export const initiateChat = apiThunk(
  'chat/initiateChat',
  async ({ recipientId, jobId }: { recipientId: number; jobId?: number }, { getState }) => {
    const { data } = await api.post<Chat>(EP.chat.initiate, {
      recipientId,
      jobId: jobId ?? null,
      userType: userType(getState()),
    });
    return data;
  },
);

/** Not a thunk: progress belongs to the composer, and the file becomes a message once uploaded. */
export async function uploadChatFile(file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<{ fileUrl: string; fileName?: string }>(EP.chat.uploadFile, form, {
    errorToast: ERRORS.upload,
    onUploadProgress: (e) => e.total && onProgress(Math.round((e.loaded / e.total) * 100)),
  });
  return { fileUrl: data.fileUrl, fileName: data.fileName ?? file.name };
}

export const chatThunks = [
  fetchChats,
  fetchUnreadCounts,
  fetchChat,
  fetchHistory,
  sendMessage,
  markRead,
  markUnread,
  moveChat,
  initiateChat,
];
