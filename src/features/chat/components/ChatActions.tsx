import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import MarkUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { ChatApi } from '@/state/chat/endpoints';
import { folderOf } from '@/state/chat/rules';
import type { Chat, ChatCategory } from '@/state/chat/types';

/** Star, unstar, trash, restore and mark unread for the open chat. */
export function ChatActions({ chat }: { chat: Chat }) {
  const navigate = useNavigate();
  const me = useAppSelector((s) => s.auth.id);
  const [moveChat] = ChatApi.useMoveChatMutation();
  const [markUnread] = ChatApi.useMarkUnreadMutation();
  // A failure has been shown by the client; the reader stays where they are.
  const move = async (chatCategory: ChatCategory) => {
    if (!(await moveChat({ chatId: chat.chatId, chatCategory })).data) return;
    // The chat leaves this folder: follow it, so the reader keeps their place in the conversation.
    navigate(`${paths.messages[folderOf(chatCategory)]}?chatId=${chat.chatId}`, { replace: true });
  };
  const unread = async () => {
    if ((await markUnread(chat.chatId)).data)
      // In place of the open chat's entry: Back must not open it again, which would read it again.
      navigate(paths.messages[folderOf(chat.chatCategory)], {
        replace: true,
        state: { focusChat: chat.chatId },
      });
  };
  const starred = chat.chatCategory === 'STAR';
  const trashed = chat.chatCategory === 'TRASH';
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {!trashed && (
        <Button
          size="small"
          startIcon={starred ? <StarIcon /> : <StarBorderIcon />}
          onClick={() => void move(starred ? 'INBOX' : 'STAR')}
        >
          {starred ? 'Unstar' : 'Star'}
        </Button>
      )}
      <Button
        size="small"
        startIcon={trashed ? <RestoreIcon /> : <DeleteIcon />}
        onClick={() => void move(trashed ? 'INBOX' : 'TRASH')}
      >
        {trashed ? 'Restore' : 'Move to trash'}
      </Button>
      {chat.lastMessageBy !== me && chat.lastMessage && (
        <Button size="small" startIcon={<MarkUnreadIcon />} onClick={() => void unread()}>
          Mark unread
        </Button>
      )}
    </Stack>
  );
}
