import { Suspense, useRef } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Logo } from '@/components/Logo';
import { DEMO_TAB_CLEARANCE } from '@/config';
import { OfflineBanner } from '@/components/OfflineBanner';
import { PageLoader } from '@/components/PageLoader';
import { SkipLink } from '@/components/SkipLink';
import { useStuckHeight } from '@/lib/useStuckHeight';
import { useAppDispatch, useAppSelector } from '../hooks';
import { dashboardFor, paths, profileSetupFor } from '../paths';

const FOOTER_LINKS = [
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
  { label: 'Privacy policy', to: paths.privacy },
  { label: 'Terms & conditions', to: paths.termsConditions },
  { label: 'Terms of use', to: paths.termsOfUse },
];

function HeaderActions() {
  const dispatch = useAppDispatch();
  const { loggedIn, role, profileComplete } = useAppSelector((s) => s.auth);
  const { pathname } = useLocation();
  if (!loggedIn || !role) {
    return (
      <>
        <Button component={RouterLink} to={paths.login}>
          Log in
        </Button>
        <Button component={RouterLink} to={paths.signup('jobseeker')} variant="contained">
          Sign up
        </Button>
      </>
    );
  }
  const next = profileComplete ? dashboardFor(role) : profileSetupFor(role);
  return (
    <>
      {/* No link to the page the user is on (the setup page itself, or its payment return). */}
      {!pathname.startsWith(next) && (
        <Button component={RouterLink} to={next} variant="contained">
          {profileComplete ? 'Dashboard' : 'Continue setup'}
        </Button>
      )}
      {/* The signed-in session has the data layer; the public header loads the logout with it, not before. */}
      <Button onClick={() => void import('../logout').then((m) => dispatch(m.logOut()))}>Log out</Button>
    </>
  );
}

/** The public layout: a light header, the page, and a footer with the legal links. */
export default function SimpleLayout() {
  // Signed in, on a phone, the bar wraps to two rows: keyboard focus stops below it, however tall.
  const bar = useRef<HTMLElement>(null);
  useStuckHeight(bar, 'bar');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <OfflineBanner />
      <AppBar
        ref={bar}
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
          <Logo />
          <Box component="nav" aria-label="Site" sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, ml: 3 }}>
            <Button component={RouterLink} to={paths.about} color="inherit">
              About
            </Button>
            <Button component={RouterLink} to={paths.contact} color="inherit">
              Contact
            </Button>
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <HeaderActions />
          </Box>
        </Toolbar>
      </AppBar>
      {/* The footer comes with the page, not before it: a footer shown under the loading spinner jumped when the
          page arrived (layout shift). */}
      <Suspense
        fallback={
          <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
            <PageLoader />
          </Box>
        }
      >
        <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
          <Outlet />
        </Box>
        <Box
          component="footer"
          sx={{
            borderTop: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            pt: 3,
            pb: DEMO_TAB_CLEARANCE ?? 3,
          }}
        >
          <Container sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            {/* The pre-rendered year may be last year's on New Year's Day: the browser's wins without a warning. */}
            <Typography variant="body2" color="text.secondary" suppressHydrationWarning>
              © {new Date().getFullYear()} Sensiworks
            </Typography>
            <Box component="nav" aria-label="Footer" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              {FOOTER_LINKS.map((l) => (
                <Link key={l.to} component={RouterLink} to={l.to} variant="body2" color="text.secondary">
                  {l.label}
                </Link>
              ))}
            </Box>
          </Container>
        </Box>
      </Suspense>
    </Box>
  );
}
