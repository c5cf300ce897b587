import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Logo } from '@/components/Logo';
import { OfflineBanner } from '@/components/OfflineBanner';
import { PageLoader } from '@/components/PageLoader';
import { SkipLink } from '@/components/SkipLink';

/** Decorative panel: shapes drawn in CSS so that it costs no image download. */
function Decoration() {
  return (
    <Box
      aria-hidden
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'flex-end',
        position: 'relative',
        overflow: 'hidden',
        p: 6,
        color: 'common.white',
        background: 'linear-gradient(150deg, #1e3a8a 0%, #1d4ed8 55%, #0ea5e9 100%)',
        '&::before, &::after': {
          content: '""',
          position: 'absolute',
          borderRadius: '50%',
          background: 'rgba(255,255,255,0.08)',
        },
        '&::before': { width: 420, height: 420, top: -120, right: -140 },
        '&::after': { width: 260, height: 260, top: 180, left: -90 },
      }}
    >
      <Typography
        sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, maxWidth: 420, position: 'relative' }}
      >
        Where the right people meet the right work.
      </Typography>
      <Typography sx={{ mt: 2, opacity: 0.85, maxWidth: 420, position: 'relative' }}>
        Video introductions, best-match jobs and candidates, chat and interviews in one place.
      </Typography>
    </Box>
  );
}

/** The auth layout: the form beside a decorative image on wide screens, the form alone on narrow ones. */
export default function AuthLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <SkipLink />
      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <OfflineBanner />
        <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, px: { xs: 2, sm: 6 }, py: 4 }}>
          {/* In a landmark, as every part of the page is (axe: region). */}
          <Box component="header">
            <Logo />
          </Box>
          <Box
            component="main"
            id="main"
            tabIndex={-1}
            sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', outline: 'none' }}
          >
            <Box sx={{ width: '100%', maxWidth: 440, mx: 'auto', py: 4 }}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </Box>
          </Box>
        </Box>
      </Box>
      <Decoration />
    </Box>
  );
}
