import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { listOf } from '@/lib/lists';
import { axiosBaseQuery, type Request } from '@/api/baseQuery';
import { EP } from '@/api/endpoints';
import type { ApiError } from '@/api/errors';
import type { RootState } from '@/app/store';
import { ERRORS } from '@/lib/messages';
import { baseApi } from '@/state/api';
import { onSuccess, optimistic, upload, type Patch, type UploadArg } from '@/state/lifecycle';
import { shouldAppend, withChat, withLastMessage } from './rules';
import type { Chat, ChatCategory, ChatStatus, Message, NewMessage } from './types';

type BaseQuery = (req: Request) => ReturnType<typeof axiosBaseQuery>;

/**
 * A call that names the signed-in side (userType: the server keeps a chat's folder and status per side). The
 * role is the session's, so it is read here rather than made part of every cache key.
 */
const asUser =
  <T, A>(request: (arg: A, userType?: string) => Request, pick = (data: unknown) => data as T) =>
  async (arg: A, { getState }: BaseQueryApi, _: unknown, baseQuery: BaseQuery) => {
    const result = await baseQuery(request(arg, (getState() as RootState).auth.role ?? undefined));
    return result.error ? { error: result.error } : { data: pick(result.data) };
  };

/** The chat a call answers joins (or updates) the list. */
const joinList = onSuccess((_: unknown, chat: Chat, dispatch) =>
  dispatch(chatListChanged((list) => withChat(list, chat))),
);

/** The status shows at once; the server's answer then replaces the chat, and a failure puts it back. */
const setStatus = (chatStatus: ChatStatus) =>
  optimistic<number, Chat>(
    (chatId) => chatListChanged((list) => list.map((c) => (c.chatId === chatId ? { ...c, chatStatus } : c))),
    undefined,
    (_, chat, dispatch) => dispatch(chatListChanged((list) => withChat(list, chat))),
  );

export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChats: build.query<Chat[], void>({
      queryFn: asUser(
        (_: void, userType) => ({ url: EP.chat.all, params: { userType } }),
        (data) => listOf<Chat>(data, 'chats').filter((c) => c?.chatId != null),
      ),
      providesTags: ['Chats'],
    }),
    getUnreadCounts: build.query<Partial<Record<ChatCategory, number>>, void>({
      queryFn: asUser(
        (_: void, userType) => ({ url: EP.chat.unreadCount, params: { userType }, errorToast: false }),
        (data) => (data ?? {}) as Partial<Record<ChatCategory, number>>,
      ),
      providesTags: ['UnreadCounts'],
    }),
    /** A chat the list does not have yet (a link to a new conversation): it joins the list. */
    getChat: build.query<Chat, number>({
      queryFn: asUser<Chat, number>((chatId, userType) => ({
        url: EP.chat.byId(chatId),
        params: { userType },
      })),
      providesTags: (_, __, chatId) => [{ type: 'Chats', id: chatId }],
      onQueryStarted: joinList,
    }),
    getHistory: build.query<Message[], number>({
      query: (chatId) => ({ url: EP.chat.history(chatId) }),
      transformResponse: (data) => listOf<Message>(data, 'messages'),
      providesTags: (_, __, chatId) => [{ type: 'ChatHistory', id: chatId }],
    }),
    /**
     * The message shows at once from the outbox (chatSlice). Once saved it joins the history, keeping its
     * clientId, before the outbox lets it go: the conversation never shows it twice or not at all.
     */
    sendMessage: build.mutation<Message, NewMessage>({
      async queryFn(m, { dispatch }, _, baseQuery): Promise<{ data: Message } | { error: ApiError }> {
        const result = await baseQuery({
          url: EP.chat.addMessage(m.chatId),
          method: 'POST',
          // clientMessageId: the same message sent again (after a lost answer) is one message on the server.
          data: {
            messageText: m.messageText,
            fileUrl: m.fileUrl ?? null,
            fileName: m.fileName ?? null,
            clientMessageId: m.clientId,
          },
          errorToast: false,
        });
        if (result.error) return { error: result.error };
        const saved = { ...(result.data as Message), clientId: m.clientId };
        dispatch(
          chatApi.util.updateQueryData('getHistory', m.chatId, (h) => {
            if (shouldAppend(h, saved)) h.push(saved);
          }),
        );
        dispatch(
          chatListChanged((list) =>
            list.map((c) =>
              c.chatId === m.chatId ? withLastMessage(c, saved, saved.chatStatus ?? 'SENT') : c,
            ),
          ),
        );
        return { data: saved };
      },
    }),
    // Spec section 4: READ when marked read; marking unread (DELIVER) applies to a chat in trash too.
    markRead: build.mutation<Chat, number>({
      query: (chatId) => ({ url: EP.chat.markRead(chatId), method: 'PUT' }),
      onQueryStarted: setStatus('READ'),
    }),
    markUnread: build.mutation<Chat, number>({
      query: (chatId) => ({
        url: EP.chat.updateStatus(chatId),
        method: 'PUT',
        data: { chatStatus: 'DELIVER' satisfies ChatStatus },
      }),
      onQueryStarted: setStatus('DELIVER'),
    }),
    moveChat: build.mutation<Chat, { chatId: number; chatCategory: ChatCategory }>({
      queryFn: asUser<Chat, { chatId: number; chatCategory: ChatCategory }>(
        ({ chatId, chatCategory }, userType) => ({
          url: EP.chat.updateCategory(chatId),
          method: 'PUT',
          data: { chatCategory, userType },
        }),
      ),
      onQueryStarted: joinList,
    }),
    /** Starts (or reopens) a conversation with someone; answers the chat, which joins the list. */
    initiateChat: build.mutation<Chat, { recipientId: number; jobId?: number }>({
      queryFn: asUser<Chat, { recipientId: number; jobId?: number }>(({ recipientId, jobId }, userType) => ({
        url: EP.chat.initiate,
        method: 'POST',
        data: { recipientId, jobId: jobId ?? null, userType },
      })),
      onQueryStarted: joinList,
    }),
    /** The progress belongs to the composer; the uploaded file becomes a message. */
    uploadChatFile: build.mutation<{ fileUrl: string; fileName: string }, UploadArg & { file: File }>({
      query: (arg) => upload(EP.chat.uploadFile, arg, { errorToast: ERRORS.upload }),
      transformResponse: (data: { fileUrl: string; fileName?: string }, _meta, { file }) => ({
        fileUrl: data.fileUrl,
        fileName: data.fileName ?? file.name,
      }),
    }),
  }),
});

/** A change to the cached chat list (no-op until the list is in: its fetch brings the change). */
export function chatListChanged(recipe: (list: Chat[]) => Chat[]): Patch {
  return chatApi.util.updateQueryData('getChats', undefined, recipe);
}
