import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { connectivity } from '@/lib/connectivity';
import { formatDate, formatMessageTime } from '@/lib/dates';
import type { Message } from '@/state/chat/types';
import { refocusWhenGone } from '@/lib/focusLost';
import { COMPOSER_ID } from './Composer';
import { MessageText } from './MessageText';

const toComposer = () => document.getElementById(COMPOSER_ID);

const STATUS_LABEL = { SENT: 'Sent', DELIVER: 'Delivered', READ: 'Read' } as const;

interface Props {
  message: Message;
  mine: boolean;
  /** The other person's name. */
  them?: string;
  /** The status shows under the last message only, as people expect from a messenger. */
  showStatus: boolean;
  onRetry: (m: Message) => void;
  onDiscard: (m: Message) => void;
}

export function MessageBubble({ message: m, mine, them, showStatus, onRetry, onDiscard }: Props) {
  const failed = m.delivery === 'failed';
  // A message waiting its turn behind one on its way is being sent too; it waits only while there is no connection.
  const online = useSyncExternalStore(connectivity.subscribe, connectivity.get) === 'online';
  // Today's at their time; an earlier day's at its date and time (a conversation reads as a sequence of times).
  const day = formatMessageTime(m.sentAt);
  const time = formatDate(m.sentAt, 'time');
  const when = day === time ? time : `${day}, ${time}`;
  const meta =
    m.delivery === 'sending' || (m.delivery === 'queued' && online)
      ? 'Sending…'
      : m.delivery === 'queued'
        ? 'Waiting for connection'
        : failed
          ? `Not sent: ${m.failure ?? 'Error'}`
          : `${when}${mine && showStatus ? ` · ${STATUS_LABEL[m.chatStatus] ?? ''}` : ''}`;
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', px: 2, py: 0.5 }}>
      <Box sx={{ maxWidth: '75%' }}>
        <Box
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: mine ? 'primary.main' : 'grey.100',
            color: mine ? 'primary.contrastText' : 'text.primary',
            border: failed ? 2 : 0,
            borderColor: 'error.main',
          }}
        >
          {/* Who wrote it is shown by the side and the colour; a screen reader hears it. */}
          <Box component="span" sx={visuallyHidden}>
            {mine ? 'You:' : `${them ?? 'They'}:`}{' '}
          </Box>
          {m.fileUrl && (
            <Link
              href={m.fileUrl}
              download={m.fileName ?? true}
              target="_blank"
              rel="noopener noreferrer"
              color="inherit"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <AttachFileIcon fontSize="small" aria-hidden />
              {m.fileName ?? 'Attachment'}
            </Link>
          )}
          {m.messageText && m.messageText !== m.fileName && (
            <Typography variant="body2" component="p" sx={{ m: 0 }}>
              <MessageText text={m.messageText} />
            </Typography>
          )}
        </Box>
        <Typography
          variant="caption"
          component="p"
          color={failed ? 'error' : 'text.secondary'}
          sx={{ textAlign: mine ? 'right' : 'left', mt: 0.25 }}
        >
          <span>{meta}</span>
          {failed && (
            <>
              {' '}
              {/* Either takes the buttons away (sent, or gone): focus goes back to the message box. */}
              <Button
                size="small"
                color="error"
                onClick={(e) => {
                  onRetry(m);
                  refocusWhenGone(e.currentTarget, toComposer);
                }}
                sx={{ minWidth: 0, py: 0 }}
              >
                Retry
              </Button>
              <Button
                size="small"
                onClick={(e) => {
                  onDiscard(m);
                  refocusWhenGone(e.currentTarget, toComposer);
                }}
                sx={{ minWidth: 0, py: 0 }}
              >
                Discard
              </Button>
            </>
          )}
        </Typography>
      </Box>
    </Box>
  );
}
