import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { dashboardFor } from '@/app/paths';

export default function NotFoundPage() {
  const { loggedIn, role, profileComplete } = useAppSelector((s) => s.auth);
  const home = loggedIn && role && profileComplete ? dashboardFor(role) : '/';
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main' }} aria-hidden>
        404
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button component={RouterLink} to={home} variant="contained">
        {home === '/' ? 'Go to the home page' : 'Go to your dashboard'}
      </Button>
    </Container>
  );
}
