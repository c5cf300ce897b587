import { forwardRef, useCallback, useRef, useState, type HTMLAttributes } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { focusRing } from '@/components/focusRing';
import type { Message } from '@/state/chat/types';
import { MessageBubble } from './MessageBubble';

// The scroll area is a region a keyboard user can focus and scroll (axe: scrollable-region-focusable), with the
// app's focus ring: the list's inline style says `outline: none`, which would hide it. The ring is drawn inside,
// as the pane's edges clip what is outside.
const Scroller = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function Scroller(props, ref) {
  return (
    <Box
      {...props}
      ref={ref}
      tabIndex={0}
      role="log"
      aria-label="Messages"
      style={{ ...props.style, outline: undefined }}
      sx={{ ...focusRing, '&:focus-visible': { ...focusRing['&:focus-visible'], outlineOffset: -2 } }}
    />
  );
});

/** Within this many pixels of the newest message, the reader is at the bottom (react-virtuoso's default). */
const AT_BOTTOM = 4;

const keyOf = (m: Message) => m.clientId ?? m.id ?? m.sentAt;

interface Props {
  messages: Message[];
  me: number | null;
  /** The other person's name, said before each of their messages (screen readers have no sides). */
  them?: string;
  onRetry: (m: Message) => void;
  onDiscard: (m: Message) => void;
}

/**
 * The conversation, virtualized: a chat of 5,000 messages keeps a few dozen rows in the DOM. It opens at the
 * newest message and follows new ones while the reader is at the bottom. A message the reader sends brings the
 * view down to it from wherever they were; one that arrives while they read further up is offered with
 * "New message below" instead of moving the text they are reading.
 */
export function MessageList({ messages, me, them, onRetry, onDiscard }: Props) {
  const list = useRef<VirtuosoHandle>(null);
  const scroller = useRef<HTMLElement | null>(null);
  // Whether the reader is at the newest message, as the page shows it on each scroll: back at the bottom, or
  // moved up from it (at once: a reply arriving just after the reader scrolled up was followed, moving the text
  // they had scrolled to). The list's own word that the reader is not at the bottom is not taken: it also says so
  // when the list has just grown under a reader at the bottom, and a second message arriving then was not
  // followed. A scroll down on the way to the newest message (following, or the button below) changes nothing.
  const atBottom = useRef(true);
  const lastTop = useRef(0);
  const onScroll = useCallback((e: Event) => {
    const el = e.currentTarget as HTMLElement;
    if (el.scrollHeight - el.scrollTop - el.offsetHeight <= AT_BOTTOM) atBottom.current = true;
    else if (el.scrollTop < lastTop.current) atBottom.current = false;
    lastTop.current = el.scrollTop;
  }, []);
  // Stable: the list reads its scroll position from the page again whenever this changes.
  const scrollerRef = useCallback(
    (el: HTMLElement | Window | null) => {
      scroller.current?.removeEventListener('scroll', onScroll);
      scroller.current = el instanceof HTMLElement ? el : null;
      scroller.current?.addEventListener('scroll', onScroll, { passive: true });
    },
    [onScroll],
  );
  // A message that arrived while the reader was further up, until they are back at the bottom.
  const [newBelow, setNewBelow] = useState(false);
  const count = useRef(messages.length);
  // Called as the list grows or shrinks. Where the reader is comes from the page's scrolls (above), not from the
  // list's measure it is given: that one says 'not at the bottom' while the view is still on its way down to the
  // message before, and the second of two arriving together was then not followed.
  const follow = () => {
    const grew = messages.length > count.current;
    count.current = messages.length;
    if (atBottom.current) return 'smooth';
    // The reader's own message, just typed here (it has a client id), is brought into view from anywhere.
    if (grew && messages.at(-1)?.clientId) return 'auto';
    if (grew) setNewBelow(true);
    return false;
  };

  const jumpDown = () => {
    // The button goes away once the newest message is in view: focus stays in the conversation.
    scroller.current?.focus({ preventScroll: true });
    list.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior: 'smooth' });
  };

  if (messages.length === 0)
    return (
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3 }}>
        <Typography color="text.secondary">No messages yet. Say hello!</Typography>
      </Box>
    );
  const lastMine = messages.findLastIndex((m) => m.sentBy === me || !!m.clientId);
  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Virtuoso
        ref={list}
        scrollerRef={scrollerRef}
        style={{ flex: 1, minHeight: 0 }}
        data={messages}
        components={{ Scroller }}
        initialTopMostItemIndex={messages.length - 1}
        followOutput={follow}
        atBottomStateChange={(bottom) => {
          if (!bottom) return;
          atBottom.current = true;
          setNewBelow(false);
        }}
        alignToBottom
        increaseViewportBy={200}
        computeItemKey={(_, m) => keyOf(m)}
        itemContent={(i, m) => (
          <MessageBubble
            message={m}
            them={them}
            mine={m.sentBy === me || !!m.clientId}
            showStatus={i === lastMine && i === messages.length - 1}
            onRetry={onRetry}
            onDiscard={onDiscard}
          />
        )}
      />
      {newBelow && (
        <Button
          size="small"
          variant="contained"
          startIcon={<ArrowDownwardIcon />}
          onClick={jumpDown}
          sx={{
            position: 'absolute',
            bottom: 12,
            left: '50%',
            transform: 'translateX(-50%)',
            // Its own width, not half the pane's: on a phone the words wrapped onto two lines.
            whiteSpace: 'nowrap',
            borderRadius: 4,
          }}
        >
          New message below
        </Button>
      )}
    </Box>
  );
}
