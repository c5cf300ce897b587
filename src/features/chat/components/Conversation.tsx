import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectRequest } from '@/api/request-state';
import { fetchChat, fetchHistory, markRead, sendMessage } from '@/state/chat/api';
import { chatOpened, messageDiscarded } from '@/state/chat/chatSlice';
import { isUnread } from '@/state/chat/rules';
import { selectOpenChat } from '@/state/chat/selectors';
import type { Message } from '@/state/chat/types';
import { ChatActions } from './ChatActions';
import { Composer } from './Composer';
import { MessageList } from './MessageList';

let clientSeq = 0;
const newClientId = () => `local-${Date.now()}-${++clientSeq}`;

/** One conversation: who it is with, its messages, the actions on it, and the composer. */
export function Conversation({ chatId, backTo }: { chatId: number; backTo: string }) {
  const dispatch = useAppDispatch();
  const me = useAppSelector((s) => s.auth.id);
  const chat = useAppSelector(selectOpenChat);
  const messages = useAppSelector((s) => s.chat.messages);
  const history = selectRequest(
    useAppSelector((s) => s.chat.requests),
    fetchHistory,
  );
  const known = useAppSelector((s) => s.chat.chats.some((c) => c.chatId === chatId));
  const loaded = useAppSelector((s) => s.chat.chatsLoaded);

  useEffect(() => {
    dispatch(chatOpened(chatId));
    void dispatch(fetchHistory(chatId));
  }, [dispatch, chatId]);

  useEffect(() => {
    if (loaded && !known) void dispatch(fetchChat(chatId));
  }, [dispatch, chatId, known, loaded]);

  // Opening a chat reads it (spec: mark read when a chat is opened).
  const unread = !!chat && isUnread(chat, me);
  useEffect(() => {
    if (unread) void dispatch(markRead(chatId));
  }, [dispatch, chatId, unread]);

  useEffect(() => () => void dispatch(chatOpened(null)), [dispatch]);

  const send = (content: { messageText: string; fileUrl?: string; fileName?: string }) =>
    void dispatch(sendMessage({ chatId, clientId: newClientId(), ...content }));
  const retry = (m: Message) =>
    m.clientId &&
    void dispatch(
      sendMessage({
        chatId,
        clientId: m.clientId,
        messageText: m.messageText,
        fileUrl: m.fileUrl,
        fileName: m.fileName,
      }),
    );
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
      {history.isRejected && messages.length === 0 ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={<Button onClick={() => void dispatch(fetchHistory(chatId))}>Try again</Button>}
        >
          {history.error?.message ?? 'Error'}
        </Alert>
      ) : history.isPending && messages.length === 0 ? (
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label="Loading messages" />
        </Box>
      ) : (
        <MessageList messages={messages} me={me} onRetry={retry} onDiscard={discard} />
      )}
      <Composer onSend={send} />
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
