import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/LoadError';
import { formatMessageTime } from '@/lib/dates';
import { NotificationsApi } from '@/state/notifications/endpoints';
import { NOTIFICATION_LABELS, NOTIFICATION_TYPES, type AppNotification } from '@/state/notifications/types';

/**
 * The notifications, grouped by type; opening one marks it read and goes where it points. `onClose` is told when
 * the panel closes for another page, whose heading then takes focus (not the bell).
 */
export function NotificationPanel({ onClose }: { onClose: (toAnotherPage?: boolean) => void }) {
  const navigate = useNavigate();
  const { data: byType, isError, error, refetch } = NotificationsApi.useGetNotificationsQuery();
  const [markRead] = NotificationsApi.useMarkNotificationReadMutation();
  const groups = NOTIFICATION_TYPES.map((t) => ({ type: t, items: byType?.[t] ?? [] })).filter(
    (g) => g.items.length > 0,
  );
  const open = (n: AppNotification) => {
    void markRead(n);
    const to = n.link && new URL(n.link, window.location.href).pathname;
    onClose(!!to && to !== window.location.pathname);
    if (n.link) navigate(n.link);
  };
  return (
    <Box sx={{ width: { xs: 'calc(100vw - 32px)', sm: 360 }, maxHeight: 480, overflowY: 'auto' }}>
      <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 600, px: 2, pt: 2, pb: 1 }}>
        Notifications
      </Typography>
      {/* "All caught up" only once the list says so: not while it loads, nor when it could not be read. */}
      {!byType && isError && (
        <Box sx={{ px: 2, pb: 2 }}>
          <LoadError error={error} onRetry={() => void refetch()} />
        </Box>
      )}
      {!byType && !isError && (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          Loading notifications…
        </Typography>
      )}
      {byType && groups.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          You are all caught up.
        </Typography>
      )}
      {groups.map((g) => (
        <List
          key={g.type}
          dense
          aria-labelledby={`notifications-${g.type}`}
          subheader={
            <ListSubheader id={`notifications-${g.type}`} sx={{ lineHeight: 2.5 }}>
              {NOTIFICATION_LABELS[g.type]} ({g.items.length})
            </ListSubheader>
          }
        >
          {g.items.map((n) => (
            <ListItem key={n.id} disablePadding>
              <ListItemButton onClick={() => open(n)}>
                <ListItemText
                  primary={n.title ?? n.message}
                  secondary={[n.title ? n.message : null, formatMessageTime(n.createdAt)]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ))}
    </Box>
  );
}
