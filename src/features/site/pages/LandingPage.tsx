import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { paths, profileSetupFor } from '@/app/paths';
import { IntroVideo } from '../components/IntroVideo';

const SEEKER_POINTS = [
  [
    'A profile that speaks for you',
    'Education, experience and a short video introduction with its transcript.',
  ],
  ['Jobs that actually fit', 'Best matches by your qualifications and availability, compared side by side.'],
  ['Everything in one place', 'Saved and applied jobs, interviews, calendar and chat with employers.'],
];
const EMPLOYER_POINTS = [
  ['Post once or in bulk', 'One job in minutes, or hundreds from a spreadsheet you review before posting.'],
  ['Meet the best matches first', 'Swipe through candidates ranked by fit, with their video and transcript.'],
  ['Hire as a team', 'Schedule interviews, chat with applicants and manage your organization.'],
];

function Points({ title, points }: { title: string; points: string[][] }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, height: '100%' }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {points.map(([head, body]) => (
          <li key={head}>
            <Typography sx={{ fontWeight: 600 }}>{head}</Typography>
            <Typography color="text.secondary">{body}</Typography>
          </li>
        ))}
      </Box>
    </Paper>
  );
}

export default function LandingPage() {
  const { loggedIn, role } = useAppSelector((s) => s.auth);
  return (
    <>
      <Box sx={{ background: 'linear-gradient(180deg, #e8efff 0%, #f6f8fc 100%)', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg">
          {loggedIn && role && (
            <Paper
              variant="outlined"
              sx={{ mb: 4, p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
            >
              <Typography sx={{ flexGrow: 1 }}>Pick up where you left off to open your dashboard.</Typography>
              <Button component={RouterLink} to={profileSetupFor(role)} variant="contained">
                Continue setup
              </Button>
            </Paper>
          )}
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '2.1rem', md: '3.2rem' }, maxWidth: 760, letterSpacing: '-0.02em' }}
          >
            Find work that fits. Hire people who fit.
          </Typography>
          <Typography sx={{ mt: 2, mb: 4, fontSize: '1.15rem', maxWidth: 640 }} color="text.secondary">
            Sensiworks matches job seekers and employers by qualifications, availability and the way they
            work, then gets them talking.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button component={RouterLink} to={paths.signup('jobseeker')} variant="contained" size="large">
              I'm looking for work
            </Button>
            <Button component={RouterLink} to={paths.signup('employer')} variant="outlined" size="large">
              I'm hiring
            </Button>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 }, display: 'grid', gap: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Points title="For job seekers" points={SEEKER_POINTS} />
          <Points title="For employers" points={EMPLOYER_POINTS} />
        </Box>
        <Box sx={{ maxWidth: 880, width: '100%', mx: 'auto' }}>
          <IntroVideo />
        </Box>
      </Container>
    </>
  );
}
