import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { alertSeen } from '@/state/auth/authSlice';
import { NotificationsApi } from '@/state/notifications/endpoints';
import { countNotifications } from '@/state/notifications/selectors';
import { NotificationPanel } from './NotificationPanel';

/**
 * The top bar's bell and chat shortcut. A notification that arrives over the socket raises the CHAT or
 * ALERT_NOTIFICATION flag of the auth state; each shows as a dot until its place is seen.
 */
export default function NotificationBell() {
  const dispatch = useAppDispatch();
  // Asked again on a return to the tab: one read in another tab of this user's is not pushed (QA: 4 here, 3 there).
  const { data } = NotificationsApi.useGetNotificationsQuery(undefined, { refetchOnFocus: true });
  const count = countNotifications(data);
  const alerts = useAppSelector((s) => s.auth.alerts);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Closed for another page, the panel leaves focus to that page (its heading: src/app/pageChange.ts); closed
  // otherwise, focus goes back to the bell. (MUI's own return cannot be called off once the panel is open.)
  const [leaving, setLeaving] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const openPanel = (el: HTMLElement) => {
    setLeaving(false);
    setAnchor(el);
    dispatch(alertSeen('ALERT_NOTIFICATION'));
  };
  return (
    <>
      {/* The browser's own tooltip names the icon: MUI's Tooltip brought its positioning engine (about 12 KiB)
          to every signed-in page for one word. */}
      <IconButton
        color="inherit"
        component={RouterLink}
        to={paths.messages.inbox}
        title="Messages"
        aria-label={alerts.CHAT ? 'Messages, new messages' : 'Messages'}
      >
        <Badge variant="dot" color="error" invisible={!alerts.CHAT}>
          <ChatIcon />
        </Badge>
      </IconButton>
      <IconButton
        ref={bell}
        color="inherit"
        // No count claimed before the list has answered (loading, or failed: the panel says which).
        aria-label={data ? `Notifications, ${count} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
        onClick={(e) => openPanel(e.currentTarget)}
      >
        <Badge
          badgeContent={count}
          color="error"
          variant={alerts.ALERT_NOTIFICATION && count === 0 ? 'dot' : 'standard'}
          invisible={count === 0 && !alerts.ALERT_NOTIFICATION}
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        disableRestoreFocus
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': 'Notifications' },
          transition: { onExited: () => !leaving && bell.current?.focus() },
        }}
      >
        <NotificationPanel
          onClose={(toAnotherPage) => {
            setLeaving(!!toAnotherPage);
            setAnchor(null);
          }}
        />
      </Popover>
    </>
  );
}
