import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export const DEMO_ACCOUNTS = [
  { label: 'Job seeker', email: 'alex@demo.test' },
  { label: 'Job seeker, new', email: 'jamie@demo.test' },
  { label: 'Employer', email: 'hr@acme.test' },
  { label: 'Employer, new', email: 'sam@startup.test' },
];
export const DEMO_PASSWORD = 'Demo@1234';

/** Mock mode only: fills the login form with a demo account. */
export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  return (
    <Box sx={{ mt: 3, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        Demo accounts (password {DEMO_PASSWORD})
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {DEMO_ACCOUNTS.map((a) => (
          <Button
            key={a.email}
            size="small"
            variant="outlined"
            onClick={() => onPick(a.email, DEMO_PASSWORD)}
          >
            {a.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
