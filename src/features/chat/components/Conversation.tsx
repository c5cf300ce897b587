import { useEffect, useMemo, useRef, useSyncExternalStore, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { connectivity } from '@/lib/connectivity';
import { chatOpened, messageDiscarded, noAnswer } from '@/state/chat/chatSlice';
import { chatDraftName } from '@/state/chat/drafts';
import { retryChatMessage, sendChatMessage } from '@/state/chat/outbox';
import { ChatApi } from '@/state/chat/endpoints';
import { isUnread } from '@/state/chat/rules';
import { showsLastMessage } from '@/state/chat/reading';
import { selectOutbox } from '@/state/chat/selectors';
import { chatNotificationsRead } from '@/state/notifications/chatNotifications';
import { NotificationsApi } from '@/state/notifications/endpoints';
import type { Message } from '@/state/chat/types';
import { ChatActions } from './ChatActions';
import { Composer } from './Composer';
import type { ApiError } from '@/api/errors';
import { MessageList } from './MessageList';
import { useNavigationRequest, type MessagesRequest } from './useNavigationRequest';
import { LoadError } from '@/components/LoadError';

let clientSeq = 0;
// Unique enough for the server to tell a message sent again from a new one (the clientMessageId it gets).
const newClientId = () => `local-${Date.now()}-${++clientSeq}-${Math.random().toString(36).slice(2, 10)}`;

/** One conversation: who it is with, its messages, the actions on it, and the composer. */
export function Conversation({ chatId, backTo }: { chatId: number; backTo: string }) {
  const dispatch = useAppDispatch();
  const me = useAppSelector((s) => s.auth.id);
  const list = ChatApi.useGetChatsQuery();
  const chat = list.data?.find((c) => c.chatId === chatId) ?? null;
  // A chat the list does not have (a link to a new conversation) is fetched, and joins the list.
  const single = ChatApi.useGetChatQuery(chatId, { skip: !list.isSuccess || !!chat });
  const history = ChatApi.useGetHistoryQuery(chatId);
  // A link to a conversation that is gone (or not this user's): say so, and offer no message box to write into.
  const gone =
    !chat && [single.error, history.error].some((e) => (e as ApiError | undefined)?.code === 'NOT_FOUND');
  const outbox = useAppSelector((s) => selectOutbox(s, chatId));
  const messages = useMemo(() => {
    const saved = history.data ?? [];
    // A message just saved is in the history already (with its clientId) for a moment before it leaves the outbox.
    const waiting = outbox.filter((o) => !saved.some((m) => m.clientId === o.clientId));
    return [...saved, ...waiting];
  }, [history.data, outbox]);
  const [markRead] = ChatApi.useMarkReadMutation();
  // Opened by "Message {name}", or from the list on a phone (where the list hides): focus starts in the message box.
  const focusMessageBox = useNavigationRequest('focusMessageBox') === true;
  // On a phone the list shows again in place of the conversation: focus goes back to this chat's row there. Opened
  // from that list, the way back is the browser's own Back (the phone's Back then leaves the messages, rather than
  // opening the conversation again); opened from elsewhere (a link, a notification), the list is a new entry.
  const backState: MessagesRequest = { focusChat: chatId };
  const fromList = (useLocation().state as MessagesRequest | null)?.fromList === true;
  const navigate = useNavigate();

  useEffect(() => {
    dispatch(chatOpened(chatId));
    return () => void dispatch(chatOpened(null));
  }, [dispatch, chatId]);

  // Opening a chat reads it (spec: mark read when a chat is opened), once its messages are on screen: a history
  // that failed to load was not read, and is read once Retry brings it. A message arriving while it is open is
  // read by the socket's handler (state/chat/socket.ts); one the socket missed (it was down) comes on screen with
  // the history fetched again after the reconnect, and is read then, the tab being looked at, as the socket's
  // would have been. Once per last message: "Mark unread" makes the open chat unread on purpose and must not be
  // undone here. A read that got no answer (the connection dropped on the way) is made again once the backend can
  // be reached.
  const shownUpTo =
    chat && history.isSuccess && showsLastMessage(history.data, chat) ? chat.lastMessageTime : null;
  const shown = !!chat && history.isSuccess;
  const unread = !!chat && isUnread(chat, me);
  const online = useSyncExternalStore(connectivity.subscribe, connectivity.get) === 'online';
  const seen = useRef<{ chatId: number; upTo: string } | null>(null);
  useEffect(() => {
    const before = seen.current;
    if (shownUpTo == null || !online || (before?.chatId === chatId && before.upTo === shownUpTo)) return;
    const now = { chatId, upTo: shownUpTo };
    seen.current = now;
    const opening = before?.chatId !== chatId;
    if (unread && (opening || document.visibilityState === 'visible'))
      markRead(chatId)
        .unwrap()
        .catch((e: ApiError) => {
          if (noAnswer(e) && seen.current === now) seen.current = before;
        });
  }, [markRead, shownUpTo, chatId, unread, online]);

  // Its new-message notifications are read with it, those arriving while it is open too (as its messages are):
  // the bell and the inbox agree.
  // Not while the list is on its way: a list asked for before a read, answering after it, would bring it back.
  const notes = NotificationsApi.endpoints.getNotifications.useQueryState();
  const notified = notes.isFetching ? undefined : notes.data?.NEW_CHAT;
  const tried = useRef(new Set<number>());
  // Those that got no answer are tried again once the connection is back.
  useEffect(() => {
    if (online) tried.current.clear();
  }, [online]);
  useEffect(() => {
    if (shown && online && notified?.length && document.visibilityState === 'visible')
      dispatch(chatNotificationsRead(chatId, tried.current));
  }, [dispatch, shown, online, notified, chatId]);

  const send = (content: { messageText: string; fileUrl?: string; fileName?: string }) =>
    void dispatch(sendChatMessage({ chatId, clientId: newClientId(), ...content }));
  const retry = (m: Message) => m.clientId && void dispatch(retryChatMessage(m.clientId));
  const discard = (m: Message) => m.clientId && dispatch(messageDiscarded(m.clientId));

  const name = chat?.otherParty?.name ?? 'Conversation';
  const about = [chat?.otherParty?.companyName, chat?.jobTitle].filter(Boolean).join(' · ');
  return (
    <Box component="section" aria-label={`Conversation with ${name}`} sx={paneSx}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
        }}
      >
        <IconButton
          component={RouterLink}
          to={backTo}
          state={backState}
          onClick={(e: MouseEvent) => {
            if (!fromList) return;
            e.preventDefault();
            void navigate(-1);
          }}
          aria-label="Back to the list"
          sx={{ display: { md: 'none' } }}
        >
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {name}
          </Typography>
          {about && (
            <Typography variant="body2" color="text.secondary">
              {about}
            </Typography>
          )}
        </Box>
        {chat && <ChatActions chat={chat} />}
      </Box>
      {gone ? (
        <Alert severity="info" sx={{ m: 2 }}>
          This conversation could not be found. It may have been removed, or it belongs to another account.
          {/* Under the text, not in the alert's narrow action column, where a phone broke its words. */}
          <Box sx={{ mt: 1 }}>
            <Button component={RouterLink} to={backTo} size="small" variant="outlined">
              Back to your messages
            </Button>
          </Box>
        </Alert>
      ) : history.isFetching && messages.length === 0 ? (
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label="Loading messages" />
        </Box>
      ) : (
        <>
          {/* The messages typed here show under it: they are not the conversation, which did not load. */}
          {/* Its margin below takes the pane's room the messages would have (none to show): the message box stays
              at the pane's foot, not half-way up it (QA). */}
          {history.isError && (
            <LoadError error={history.error} onRetry={history.refetch} sx={{ m: 2, mb: 'auto' }} />
          )}
          {(!history.isError || messages.length > 0) && (
            <MessageList
              messages={messages}
              me={me}
              them={chat?.otherParty?.name}
              onRetry={retry}
              onDiscard={discard}
            />
          )}
        </>
      )}
      {!gone && <Composer draftName={chatDraftName(chatId)} onSend={send} autoFocus={focusMessageBox} />}
    </Box>
  );
}

export const paneSx = {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  height: '100%',
  flex: 1,
} as const;
