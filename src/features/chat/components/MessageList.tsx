import { forwardRef, type HTMLAttributes } from 'react';
import { Virtuoso } from 'react-virtuoso';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Message } from '@/state/chat/types';
import { MessageBubble } from './MessageBubble';

// The scroll area is a region a keyboard user can focus and scroll (axe: scrollable-region-focusable).
const Scroller = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function Scroller(props, ref) {
  return <div {...props} ref={ref} tabIndex={0} role="log" aria-label="Messages" />;
});

interface Props {
  messages: Message[];
  me: number | null;
  onRetry: (m: Message) => void;
  onDiscard: (m: Message) => void;
}

/**
 * The conversation, virtualized: a chat of 5,000 messages keeps a few dozen rows in the DOM. It opens at the
 * newest message and follows new ones while the reader is at the bottom.
 */
export function MessageList({ messages, me, onRetry, onDiscard }: Props) {
  if (messages.length === 0)
    return (
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3 }}>
        <Typography color="text.secondary">No messages yet. Say hello!</Typography>
      </Box>
    );
  const lastMine = messages.findLastIndex((m) => m.sentBy === me || !!m.clientId);
  return (
    <Virtuoso
      style={{ flex: 1, minHeight: 0 }}
      data={messages}
      components={{ Scroller }}
      initialTopMostItemIndex={messages.length - 1}
      followOutput={(atBottom) => (atBottom ? 'smooth' : false)}
      alignToBottom
      increaseViewportBy={200}
      computeItemKey={(_, m) => m.clientId ?? m.id ?? m.sentAt}
      itemContent={(i, m) => (
        <MessageBubble
          message={m}
          mine={m.sentBy === me || !!m.clientId}
          showStatus={i === lastMine && i === messages.length - 1}
          onRetry={onRetry}
          onDiscard={onDiscard}
        />
      )}
    />
  );
}
