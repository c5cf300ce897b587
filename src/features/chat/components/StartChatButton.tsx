import Button, { type ButtonProps } from '@mui/material/Button';

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

// Placeholder until the messaging issue lands; the interface above is fixed.
export default function StartChatButton({
  recipientId: _r,
  recipientName,
  jobId: _j,
  label,
  ...props
}: StartChatButtonProps) {
  return (
    <Button variant="outlined" disabled {...props}>
      {label ?? `Message ${recipientName}`}
    </Button>
  );
}
