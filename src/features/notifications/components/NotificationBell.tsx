import IconButton from '@mui/material/IconButton';
import Badge from '@mui/material/Badge';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useAppSelector } from '@/app/hooks';
import { NOTIFICATION_TYPES } from '../types';

/** The top bar's bell. The notification panel arrives with the messaging issue. */
export default function NotificationBell() {
  const count = useAppSelector((s) =>
    NOTIFICATION_TYPES.reduce((n, t) => n + (s.notifications.byType[t]?.length ?? 0), 0),
  );
  return (
    <IconButton color="inherit" aria-label={`Notifications, ${count} unread`}>
      <Badge badgeContent={count} color="error">
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
