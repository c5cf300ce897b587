import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { PageHeader } from '@/components/PageHeader';
import { alertSeen } from '@/state/auth/authSlice';
import { ChatApi } from '@/state/chat/endpoints';
import { folderChats, folderCounts, folderOf } from '@/state/chat/rules';
import { ChatList } from '../components/ChatList';
import { Conversation, paneSx } from '../components/Conversation';
import type { ChatCategory } from '@/state/chat/types';
import { counted } from '@/lib/text';
import { LoadError } from '@/components/LoadError';

const FOLDERS: Record<string, { category: ChatCategory; title: string; empty: string }> = {
  [paths.messages.inbox]: { category: 'INBOX', title: 'Inbox', empty: 'No conversations yet.' },
  [paths.messages.starred]: { category: 'STAR', title: 'Starred', empty: 'No starred conversations.' },
  [paths.messages.trash]: { category: 'TRASH', title: 'Trash', empty: 'Trash is empty.' },
};

/** Sensichat: a folder's conversations beside the open one (chosen by the chatId query parameter). */
export default function MessagesPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const folder = FOLDERS[pathname] ?? FOLDERS[paths.messages.inbox];
  const [params] = useSearchParams();
  const chatId = Number(params.get('chatId')) || null;
  const { id: me, role } = useAppSelector((s) => s.auth);
  const list = ChatApi.useGetChatsQuery();
  const chats = useMemo(() => folderChats(list.data, folder.category), [list.data, folder.category]);
  const unread = folderCounts(list.data, me)[folder.category];
  const loaded = !!list.data;
  // With no conversation at all, the empty folder says how one starts (and the pane beside has nothing to offer).
  const howToStart =
    list.data?.length === 0 &&
    (role === 'EMPLOYER'
      ? 'To write to an applicant, choose Message on their profile or in a job’s applicants.'
      : 'To write to an employer, open a job you applied to and choose Message.');

  // A link names a folder (a notification's, an old bookmark's), but the chat may be filed elsewhere now (in
  // trash, say): the address follows the chat, in place of the link, so the folder shown is the chat's own.
  const category = list.data?.find((c) => c.chatId === chatId)?.chatCategory;
  const chatFolder = category && category !== folder.category ? paths.messages[folderOf(category)] : null;
  useEffect(() => {
    if (chatFolder) void navigate(`${chatFolder}?chatId=${chatId}`, { replace: true, state });
  }, [navigate, chatFolder, chatId, state]);

  // Being in the messages area is seeing the new-chat alert, also when one arrives while here.
  const chatAlert = useAppSelector((s) => s.auth.alerts.CHAT);
  useEffect(() => {
    if (chatAlert) dispatch(alertSeen('CHAT'));
  }, [dispatch, chatAlert]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100dvh - 140px)', minHeight: 480 }}>
      {/* Below the list's width a conversation takes the pane alone: the heading is read, not shown, leaving the
          messages the room (the top bar names the folder; QA: a third of a phone's height was left for them). */}
      <Box sx={(t) => (chatId ? { [t.breakpoints.down('md')]: visuallyHidden } : {})}>
        <PageHeader
          title={folder.title}
          // No count until the list is in: a failed load never says '0 conversations' under its error.
          subtitle={loaded ? `${counted(chats.length, 'conversation')}, ${unread} unread` : undefined}
        />
      </Box>
      <Paper variant="outlined" sx={{ flex: 1, display: 'flex', minHeight: 0, overflow: 'hidden' }}>
        <Box
          component="section"
          aria-label={`${folder.title} conversations`}
          sx={{
            width: { xs: '100%', md: 340 },
            flexShrink: 0,
            borderRight: { md: 1 },
            borderColor: { md: 'divider' },
            overflowY: 'auto',
            display: { xs: chatId ? 'none' : 'block', md: 'block' },
          }}
          tabIndex={-1}
        >
          {!loaded && list.isError ? (
            <LoadError error={list.error} onRetry={list.refetch} sx={{ m: 2 }} />
          ) : !loaded ? (
            <Box sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
              <CircularProgress aria-label="Loading conversations" />
            </Box>
          ) : chats.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3 }}>
              {folder.empty} {howToStart}
            </Typography>
          ) : (
            <ChatList
              chats={chats}
              me={me}
              openChatId={chatId}
              folderPath={pathname}
              label={`${folder.title} conversations`}
            />
          )}
        </Box>
        {chatId ? (
          <Conversation key={chatId} chatId={chatId} backTo={pathname} />
        ) : (
          <Box sx={{ ...paneSx, display: { xs: 'none', md: 'grid' }, placeItems: 'center', p: 3 }}>
            {chats.length > 0 && (
              <Typography color="text.secondary">Choose a conversation to read it.</Typography>
            )}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
