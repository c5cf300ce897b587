import { Suspense, useState } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { OfflineBanner } from '@/components/OfflineBanner';
import { PageLoader } from '@/components/PageLoader';
import { DEMO_TAB_CLEARANCE } from '@/config';
import { SkipLink } from '@/components/SkipLink';
import NotificationBell from '@/features/notifications/components/NotificationBell';
import { useSignedInUser } from '@/state/auth/endpoints';
import { useAppDispatch, useAppSelector, usePage } from '../hooks';
import { logOut } from '../logout';
import { paths } from '../paths';
import { SideMenu } from './SideMenu';
import { initials, personName } from '@/lib/names';

const DRAWER_WIDTH = 256;

function UserMenu() {
  const dispatch = useAppDispatch();
  const role = useAppSelector((s) => s.auth.role);
  const { data: profile } = useSignedInUser();
  const email = useAppSelector((s) => s.auth.email);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const me = { ...profile, email: profile?.email ?? email };
  const name = personName(me, '');
  // Until the user's record is in, the avatar's own person icon: an initial from the email would change a moment later.
  const letters = profile ? initials(me) : undefined;
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
      >
        <Avatar src={profile?.photoUrl ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
          {letters}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem disabled sx={{ opacity: '1 !important' }}>
          <Typography variant="body2" color="text.secondary">
            {name}
          </Typography>
        </MenuItem>
        <MenuItem
          component={RouterLink}
          to={role === 'EMPLOYER' ? paths.employer.settings : paths.jobSeeker.settings}
          onClick={() => setAnchor(null)}
        >
          Settings
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void dispatch(logOut());
          }}
        >
          Log out
        </MenuItem>
      </Menu>
    </>
  );
}

/** The app layout: side menu (a drawer below 900 px), top bar with the page title, bell and account menu. */
export default function AppLayout() {
  const [open, setOpen] = useState(false);
  const { title } = usePage();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted: false }}
        // The open drawer is a dialog: it is named like the button that opens it.
        slotProps={{ paper: { 'aria-label': 'Menu' } as object }}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        <SideMenu onNavigate={() => setOpen(false)} />
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
        open
      >
        <SideMenu />
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <OfflineBanner />
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              edge="start"
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={open}
              onClick={() => setOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            {/* On a phone a long title ('Compare applicants') takes a second line rather than losing its end (no
                title needs a third). */}
            <Typography component="div" sx={{ fontWeight: 600, flexGrow: 1, lineHeight: 1.25 }}>
              {title}
            </Typography>
            <NotificationBell />
            <UserMenu />
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            p: { xs: 2, sm: 3 },
            // At md and up the Demo tab sits over the side menu; below it, over the page.
            pb: DEMO_TAB_CLEARANCE ? { ...DEMO_TAB_CLEARANCE, md: 3 } : { xs: 2, sm: 3 },
            outline: 'none',
            maxWidth: 1400,
            width: '100%',
            mx: 'auto',
          }}
        >
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
