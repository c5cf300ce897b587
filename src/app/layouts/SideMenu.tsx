import { NavLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Logo } from '@/components/Logo';
import { ChatApi } from '@/state/chat/endpoints';
import { folderCounts } from '@/state/chat/rules';
import { useAppSelector } from '../hooks';
import { MENU, type MenuItem } from '../menu';
import { dashboardFor } from '../paths';

function isActive(item: MenuItem, pathname: string) {
  return (
    pathname === item.to.split('?')[0] || (!!item.activePrefix && pathname.startsWith(item.activePrefix))
  );
}

/** The app's side menu, grouped as the spec says; message entries show their counts. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const role = useAppSelector((s) => s.auth.role);
  const me = useAppSelector((s) => s.auth.id);
  // The counts are derived from the chat list; the server's counts show only until the list is in. Until either is
  // in (or when the counts' call failed and the list is not in) they are unknown: a dash, not a 0 that reads as data
  // and then changes.
  const { data: chats } = ChatApi.useGetChatsQuery(undefined, { skip: !role });
  const { data: server } = ChatApi.useGetUnreadCountsQuery(undefined, { skip: !role || !!chats });
  const counts = chats || server ? folderCounts(chats, me, server) : undefined;
  const { pathname } = useLocation();
  if (!role) return null;
  return (
    <Box component="nav" aria-label="Main" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ px: 2.5, py: 2 }}>
        <Logo to={dashboardFor(role)} onClick={onNavigate} />
      </Box>
      {MENU[role].map((group) => (
        <Box key={group.title} sx={{ mb: 1 }}>
          <Typography
            id={`menu-${group.title}`}
            component="h2"
            variant="overline"
            sx={{ display: 'block', px: 2.5, color: 'text.secondary', fontWeight: 600, lineHeight: 2.5 }}
          >
            {group.title}
          </Typography>
          <List dense disablePadding aria-labelledby={`menu-${group.title}`}>
            {group.items.map((item) => {
              const active = isActive(item, pathname);
              const count = item.count && counts?.[item.count];
              return (
                <ListItem key={item.to} disablePadding>
                  <ListItemButton
                    component={NavLink}
                    to={item.to}
                    selected={active}
                    aria-current={active ? 'page' : undefined}
                    onClick={onNavigate}
                    sx={{ mx: 1, borderRadius: 2 }}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <item.icon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={item.label} />
                    {item.count && (
                      <Chip
                        size="small"
                        label={count ?? '–'}
                        aria-label={count == null ? 'Unread: unknown' : `${count} unread`}
                        color={count ? 'primary' : 'default'}
                        sx={{ minHeight: 20, minWidth: 28 }}
                      />
                    )}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Box>
      ))}
    </Box>
  );
}
