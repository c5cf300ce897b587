import { req, type Request } from '@/api/baseQuery';
import { EP } from '@/api/endpoints';
import type { AppDispatch, RootState } from '@/app/store';
import { listOf } from '@/lib/lists';
import { baseApi } from '@/state/api';
import { callThen, idTag, lifecycle, upload, type Patch, type UploadArg } from '@/state/lifecycle';
import {
  fetchedChat,
  withChat,
  withLaterArrivals,
  withLastMessage,
  withMessage,
  withStatusChange,
  type StatusChange,
} from './rules';
import type { Chat, ChatCategory, ChatStatus, Message, NewMessage } from './types';

/**
 * A call that names the signed-in side (userType: the server keeps a chat's folder and status per side). The
 * role is the session's, so it is read here rather than made part of every cache key.
 */
const asUser = <T, A>(
  request: (arg: A, userType?: string) => Request,
  pick = (data: unknown, _me: number | null, _arg: A) => data as T,
) =>
  callThen(
    (arg: A, { getState }) => request(arg, (getState() as RootState).auth.role ?? undefined),
    (data, arg, { getState }) => ({ data: pick(data, (getState() as RootState).auth.id, arg) }),
  );

/** The chat a call answers joins (or updates) the list. */
const joinList = lifecycle({
  then: (_, chat: Chat, dispatch) => dispatch(chatListChanged((list) => withChat(list, chat))),
});

/** Status changes this tab has made, until a list asked for after their confirmation shows them. */
const statusChanges = new Map<number, StatusChange>();
/** A session's changes are its own: the next user starts with none (src/app/dataLayer.ts). */
export const forgetStatusChanges = () => statusChanges.clear();
/** Whether the chat's newest change is still this one, on its way (a later change, read then unread, wins). */
const isPending = (chatId: number, chatStatus: ChatStatus) => {
  const change = statusChanges.get(chatId);
  return change?.chatStatus === chatStatus && change.confirmedAt === Infinity;
};

/**
 * The status shows at once and stands against lists asked for before the server confirmed it
 * (withStatusChange); the server's answer then replaces the chat, and a failure puts it back.
 */
const setStatus = (chatStatus: ChatStatus) =>
  lifecycle({
    patch: (chatId: number) => (dispatch: AppDispatch) => {
      statusChanges.set(chatId, { chatStatus, confirmedAt: Infinity });
      const change = dispatch(chatChanged(chatId, (c) => ({ ...c, chatStatus })));
      return {
        undo() {
          if (isPending(chatId, chatStatus)) statusChanges.delete(chatId);
          change.undo();
        },
      };
    },
    then: (chatId, chat: Chat, dispatch) => {
      if (isPending(chatId, chatStatus)) statusChanges.set(chatId, { chatStatus, confirmedAt: Date.now() });
      dispatch(chatListChanged((list) => withChat(list, chat)));
    },
  });

/**
 * A fetched list's chat, with a status change newer than the list kept (and an older one forgotten). A chat
 * pushed over the socket counts as asked for as it arrives: a read still on its way stands against it.
 */
export function keepStatusChange(chat: Chat, askedAt: number): Chat {
  const change = statusChanges.get(chat.chatId);
  if (change && change.confirmedAt < askedAt) statusChanges.delete(chat.chatId);
  return withStatusChange(chat, change, askedAt);
}

export const ChatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChats: build.query<Chat[], void>({
      async queryFn(_: void, { getState }, _extra, baseQuery) {
        const askedAt = Date.now();
        const { role, id: me } = (getState() as RootState).auth;
        const res = await baseQuery({ url: EP.chat.all, params: { userType: role ?? undefined } });
        if (res.error) return { error: res.error };
        const chats = listOf<Chat>(res.data, 'chats').filter((c) => c?.chatId != null);
        return { data: chats.map((c) => keepStatusChange(fetchedChat(c, me), askedAt)) };
      },
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
      providesTags: idTag('Chats'),
      onQueryStarted: joinList,
    }),
    getHistory: build.query<Message[], number>({
      queryFn: asUser(
        (chatId: number, userType) => ({ url: EP.chat.history(chatId), params: { userType } }),
        (data) => listOf<Message>(data, 'messages'),
      ),
      providesTags: idTag('ChatHistory'),
      // A refetch keeps the messages that came in while it was on its way.
      merge: (cached, fetched) => withLaterArrivals(fetched, cached),
    }),
    /**
     * The message shows at once from the outbox (chatSlice). Once saved it joins the history, keeping its
     * clientId, before the outbox lets it go: the conversation never shows it twice or not at all.
     */
    sendMessage: build.mutation({
      queryFn: callThen(
        ({ chatId, messageText, fileUrl, fileName, clientId }: NewMessage, { getState }) =>
          // clientMessageId: the same message sent again (after a lost answer) is one message on the server.
          req(
            'POST',
            EP.chat.addMessage(chatId),
            { messageText, fileUrl: fileUrl ?? null, fileName: fileName ?? null, clientMessageId: clientId },
            { errorToast: false, params: { userType: (getState() as RootState).auth.role ?? undefined } },
          ),
        async (answer, m, { dispatch, getState }) => {
          const saved: Message = { ...(answer as Message), clientId: m.clientId };
          dispatch(chatChanged(m.chatId, (c) => withLastMessage(c, saved, saved.chatStatus ?? 'SENT')));
          const history = historyOf(getState(), m.chatId);
          if (history.data) dispatch(historyChanged(m.chatId, (h) => withMessage(h, saved)));
          // Not asked for (the conversation is not open): it comes with the history when it is.
          if (history.data || history.isUninitialized) return { data: saved };
          // A conversation whose history did not load has nowhere to put it: the history is asked for again, with
          // it; if that fails too, the message stays in the outbox, sent, until the history comes (chatSlice).
          await reloadHistory(dispatch as AppDispatch, m.chatId);
          const shown = !!historyOf(getState(), m.chatId).data;
          return { data: shown ? saved : { ...saved, delivery: 'sent' as const } };
        },
      ),
    }),
    // Spec section 4: READ when marked read; marking unread (DELIVER) applies to a chat in trash too.
    // Made by opening a chat, not asked for: a failure leaves it unread, with no toast (Conversation reads it again
    // once the connection is back).
    markRead: build.mutation<Chat, number>({
      queryFn: asUser<Chat, number>((chatId, userType) =>
        req('PUT', EP.chat.markRead(chatId), undefined, { params: { userType }, errorToast: false }),
      ),
      onQueryStarted: setStatus('READ'),
    }),
    markUnread: build.mutation<Chat, number>({
      queryFn: asUser<Chat, number>((chatId, userType) =>
        req(
          'PUT',
          EP.chat.updateStatus(chatId),
          { chatStatus: 'DELIVER' satisfies ChatStatus },
          { params: { userType } },
        ),
      ),
      onQueryStarted: setStatus('DELIVER'),
    }),
    moveChat: build.mutation<Chat, { chatId: number; chatCategory: ChatCategory }>({
      queryFn: asUser<Chat, { chatId: number; chatCategory: ChatCategory }>(
        ({ chatId, chatCategory }, userType) =>
          req('PUT', EP.chat.updateCategory(chatId), { chatCategory, userType }),
      ),
      onQueryStarted: joinList,
    }),
    /** Starts (or reopens) a conversation with someone; answers the chat, which joins the list. */
    initiateChat: build.mutation<Chat, { recipientId: number; jobId?: number }>({
      queryFn: asUser<Chat, { recipientId: number; jobId?: number }>(({ recipientId, jobId }, userType) =>
        req('POST', EP.chat.initiate, { recipientId, jobId: jobId ?? null, userType }),
      ),
      onQueryStarted: joinList,
    }),
    /**
     * The progress belongs to the composer; the uploaded file becomes a message. A refused file says the
     * server's reason (spec section 8; 'Could not upload file' is the logo's), a size limit, say.
     */
    uploadChatFile: build.mutation<{ fileUrl: string; fileName: string }, UploadArg & { file: File }>({
      queryFn: asUser(
        (arg: UploadArg & { file: File }, userType) =>
          upload(EP.chat.uploadFile, arg, { params: { userType } }),
        (data, _me, { file }) => {
          const { fileUrl, fileName } = data as { fileUrl: string; fileName?: string };
          return { fileUrl, fileName: fileName ?? file.name };
        },
      ),
    }),
  }),
});

/** A conversation's history as the cache has it. */
function historyOf(state: unknown, chatId: number): { data?: Message[]; isUninitialized: boolean } {
  return ChatApi.endpoints.getHistory.select(chatId)(state as RootState);
}

async function reloadHistory(dispatch: AppDispatch, chatId: number): Promise<void> {
  const call = dispatch(ChatApi.endpoints.getHistory.initiate(chatId, { forceRefetch: true }));
  await call;
  call.unsubscribe();
}

/** A change to a conversation's cached history (no-op until it is in). */
export function historyChanged(chatId: number, recipe: (history: Message[]) => Message[] | void): Patch {
  return ChatApi.util.updateQueryData('getHistory', chatId, recipe);
}

/** A change to the cached chat list (no-op until the list is in: its fetch brings the change). */
export function chatListChanged(recipe: (list: Chat[]) => Chat[]): Patch {
  return ChatApi.util.updateQueryData('getChats', undefined, recipe);
}

/** A change to one chat of the cached list. */
export function chatChanged(chatId: number, recipe: (chat: Chat) => Chat): Patch {
  return chatListChanged((list) => list.map((c) => (c.chatId === chatId ? recipe(c) : c)));
}
