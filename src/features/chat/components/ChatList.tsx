import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { formatMessageTime } from '@/lib/dates';
import { isUnread } from '@/state/chat/rules';
import type { Chat } from '@/state/chat/types';
import { useNavigationRequest, type MessagesRequest } from './useNavigationRequest';

interface Props {
  chats: Chat[];
  me: number | null;
  openChatId: number | null;
  folderPath: string;
  label: string;
}

/** A folder's conversations, newest first; unread ones are bold and say so to screen readers. */
export function ChatList({ chats, me, openChatId, folderPath, label }: Props) {
  // A chat closed by an action on it (Mark unread), or left by "Back to the list", hands focus to its row, not
  // to the page.
  const focusChat = useNavigationRequest('focusChat');
  const list = useRef<HTMLUListElement>(null);
  const focusRow = (chatId: number) =>
    list.current?.querySelector<HTMLElement>(`[data-chat-id="${chatId}"]`)?.focus();
  useEffect(() => {
    if (focusChat != null) focusRow(focusChat);
  }, [focusChat]);
  // Narrower than md the list gives way to the open conversation (MessagesPage), and the row followed with it:
  // focus goes on to the conversation's message box.
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const opening: MessagesRequest | undefined = narrow ? { focusMessageBox: true, fromList: true } : undefined;
  // There the list shows again when the conversation closes, by the browser's Back too: focus goes to its row.
  const lastOpen = useRef(openChatId);
  useEffect(() => {
    const closed = lastOpen.current;
    lastOpen.current = openChatId;
    if (narrow && openChatId == null && closed != null) focusRow(closed);
  }, [narrow, openChatId]);
  return (
    <List ref={list} aria-label={label} disablePadding>
      {chats.map((chat) => {
        const unread = isUnread(chat, me);
        const name = chat.otherParty?.name ?? 'Unknown user';
        const preview = chat.lastMessage || 'No messages yet';
        const fromMe = chat.lastMessageBy === me && !!chat.lastMessage;
        return (
          <ListItem key={chat.chatId} disablePadding divider>
            <ListItemButton
              component={RouterLink}
              to={`${folderPath}?chatId=${chat.chatId}`}
              state={opening}
              data-chat-id={chat.chatId}
              selected={chat.chatId === openChatId}
              aria-current={chat.chatId === openChatId ? 'true' : undefined}
              sx={{ alignItems: 'flex-start' }}
            >
              <ListItemAvatar>
                <Avatar src={chat.otherParty?.photoUrl ?? undefined} alt="" aria-hidden>
                  {name[0]}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                disableTypography
                primary={
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                    <Typography component="span" sx={{ flex: 1, fontWeight: unread ? 700 : 500 }} noWrap>
                      {/* Unread, the name is read with it from hidden text: Chrome put a space before the comma of
                          hidden text after the name ('Jordan Rossi , unread'). */}
                      {unread ? (
                        <>
                          <span aria-hidden>{name}</span>
                          <Box component="span" sx={visuallyHidden}>
                            {`${name}, unread`}
                          </Box>
                        </>
                      ) : (
                        name
                      )}
                    </Typography>
                    <Typography
                      component="span"
                      variant="caption"
                      color="text.secondary"
                      sx={{ flexShrink: 0 }}
                    >
                      {formatMessageTime(chat.lastMessageTime)}
                    </Typography>
                  </Box>
                }
                secondary={
                  <Typography
                    component="span"
                    variant="body2"
                    color={unread ? 'text.primary' : 'text.secondary'}
                    sx={{ display: 'block', fontWeight: unread ? 600 : 400 }}
                    noWrap
                  >
                    {fromMe ? `You: ${preview}` : preview}
                  </Typography>
                }
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
