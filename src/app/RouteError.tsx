import { useEffect } from 'react';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAppSelector } from './hooks';
import { dashboardFor } from './paths';
import { renewFailed } from '@/lib/lazyOnce';

/**
 * What a route shows when its page fails to render or its code fails to download: a way on, never a blank
 * screen or the router's developer page. On a page route the layout (header, menu) stays around it.
 */
export function RouteError() {
  const error = useRouteError();
  const { loggedIn, role, profileComplete } = useAppSelector((s) => s.auth);
  const home = loggedIn && role && profileComplete ? dashboardFor(role) : '/';
  // A chunk that did not arrive (offline, a new release replaced it) is fixed by loading the page again.
  const download = error instanceof TypeError && /import|module|fetch/i.test(error.message);

  useEffect(() => {
    console.error(error);
    // Shown: a visit to the page again downloads its code again (src/lib/lazyOnce.ts).
    renewFailed();
  }, [error]);

  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {download
          ? 'This page could not be loaded. Check your connection and try again.'
          : 'This page could not be shown. Try again, or go on from your home page.'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try again
        </Button>
        <Button component={RouterLink} to={home} variant="outlined" reloadDocument>
          {home === '/' ? 'Go to the home page' : 'Go to your dashboard'}
        </Button>
      </Box>
    </Container>
  );
}
