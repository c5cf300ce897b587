import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { profileSetupFor } from '@/app/paths';
import type { Role } from '@/lib/roles';
import { useSignedInUser } from '@/state/auth/endpoints';

const STEPS: Record<Role, string[]> = {
  JOBSEEKER: [
    'Add your education and work experience',
    'Record a short video introduction',
    'Tell employers when you are available',
    'Get matched with jobs that fit',
  ],
  EMPLOYER: [
    'Register your company',
    'Pick a plan that suits your hiring',
    'Post jobs one at a time or in bulk',
    'Review best-matching candidates',
  ],
};

export default function WelcomePage() {
  const role = useAppSelector((s) => s.auth.role) ?? 'JOBSEEKER';
  const firstName = useSignedInUser().data?.firstName;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          Welcome{firstName ? `, ${firstName}` : ''}!
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Your account is ready. A few minutes of setup and you are in:
        </Typography>
        <Box component="ol" sx={{ pl: 3, mb: 4, display: 'grid', gap: 1 }}>
          {STEPS[role].map((s) => (
            <li key={s}>
              <Typography>{s}</Typography>
            </li>
          ))}
        </Box>
        <Button component={RouterLink} to={profileSetupFor(role)} variant="contained" size="large">
          {role === 'EMPLOYER' ? 'Set up your company' : 'Set up your profile'}
        </Button>
      </Paper>
    </Container>
  );
}
