import { useNavigate } from 'react-router-dom';
import Button, { type ButtonProps } from '@mui/material/Button';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlined';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { selectRequest } from '@/api/request-state';
import { initiateChat } from '@/state/chat/api';
import { folderOf } from '@/state/chat/rules';

/**
 * Public entry point of the chat feature: starts (or reopens) a conversation with someone
 * (POST /chat/initiate-message) and opens it in /messages/inbox?chatId=...
 * Employers use it from an applicant; job seekers from a job or an employer.
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
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const pending = useAppSelector((s) => selectRequest(s.chat.requests, initiateChat).isPending);
  const start = async () => {
    const result = await dispatch(initiateChat({ recipientId, jobId }));
    if (initiateChat.fulfilled.match(result)) {
      const chat = result.payload;
      navigate(`${paths.messages[folderOf(chat.chatCategory)]}?chatId=${chat.chatId}`);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<ChatIcon />}
      disabled={pending}
      {...props}
      onClick={() => void start()}
    >
      {label ?? `Message ${recipientName}`}
    </Button>
  );
}
