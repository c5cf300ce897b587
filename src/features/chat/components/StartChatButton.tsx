import { useNavigate } from 'react-router-dom';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlined';
import { paths } from '@/app/paths';
import { ChatApi } from '@/state/chat/endpoints';
import { folderOf } from '@/state/chat/rules';
import type { MessagesRequest } from './useNavigationRequest';

/**
 * Public entry point of the chat feature: starts (or reopens) a conversation with someone
 * (POST /chat/initiate-message) and opens it in /messages/inbox?chatId=...
 * Employers use it from an applicant; job seekers from a job or an employer. Each button has its own call,
 * so starting one chat leaves the other Message buttons of a list enabled. While its call runs it is busy
 * (aria-disabled, presses ignored) but not disabled: a disabled button drops keyboard focus to the page, and
 * focus stays on it when the call fails.
 */
export interface StartChatButtonProps extends Omit<ButtonProps, 'onClick'> {
  recipientId: number;
  recipientName: string;
  jobId?: number;
  label?: string;
}

export default function StartChatButton({
  recipientId,
  recipientName,
  jobId,
  label,
  ...props
}: StartChatButtonProps) {
  const navigate = useNavigate();
  const [initiate, { isLoading }] = ChatApi.useInitiateChatMutation();
  const start = async () => {
    if (isLoading) return;
    const chat = await initiate({ recipientId, jobId })
      .unwrap()
      .catch(() => null); // the client has shown the failure
    // Focus goes on to the new conversation's message box: this button is gone with its page.
    const request: MessagesRequest = { focusMessageBox: true };
    if (chat)
      navigate(`${paths.messages[folderOf(chat.chatCategory)]}?chatId=${chat.chatId}`, { state: request });
  };
  return (
    <Button
      variant="outlined"
      startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <ChatIcon />}
      aria-disabled={isLoading || undefined}
      {...props}
      onClick={() => void start()}
    >
      {label ?? `Message ${recipientName}`}
    </Button>
  );
}
