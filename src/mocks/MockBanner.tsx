import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { db, resetDb } from './db';
import type { MockMail } from './seed/auth';

/**
 * Mock mode only. No mail or SMS is sent, so the latest one (an OTP code, a reset link) is shown here;
 * the demo data can also be reset from here.
 */
export function MockBanner() {
  const [mail, setMail] = useState<MockMail | null>(() => db().outbox.at(-1) ?? null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onMail = (e: Event) => {
      setMail((e as CustomEvent<MockMail>).detail);
      setOpen(true);
    };
    window.addEventListener('mock:mail', onMail);
    return () => window.removeEventListener('mock:mail', onMail);
  }, []);

  return (
    <Box
      component="aside"
      aria-label="Demo mode"
      sx={{
        position: 'fixed',
        left: 12,
        bottom: 12,
        zIndex: 1400,
        maxWidth: 'calc(100vw - 24px)',
        fontFamily: 'Inter, sans-serif',
      }}
    >
      {open ? (
        <Paper
          elevation={6}
          sx={{ p: 2, width: 320, maxWidth: '100%', borderLeft: 4, borderColor: '#b45309' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '0.95rem', flexGrow: 1 }}>
              Demo mode: mock backend
            </Typography>
            <IconButton size="small" aria-label="Close demo panel" onClick={() => setOpen(false)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
          {mail ? (
            <Box role="status" aria-live="polite" sx={{ mb: 1.5 }}>
              <Typography variant="body2" sx={{ color: '#334155' }}>
                Latest message to {mail.to}: {mail.subject}
              </Typography>
              {mail.code && (
                <Typography
                  sx={{ fontWeight: 700, fontSize: '1.4rem', letterSpacing: 4 }}
                  data-testid="mock-otp"
                >
                  {mail.code}
                </Typography>
              )}
              {mail.link && (
                <Typography variant="body2">
                  <a href={mail.link}>Open the reset link</a>
                </Typography>
              )}
            </Box>
          ) : (
            <Typography variant="body2" sx={{ mb: 1.5, color: '#334155' }}>
              Codes and links that would be mailed appear here.
            </Typography>
          )}
          <Button
            size="small"
            variant="outlined"
            onClick={() => {
              resetDb();
              localStorage.removeItem('token');
              window.location.assign('/');
            }}
          >
            Reset demo data
          </Button>
        </Paper>
      ) : (
        <Button
          variant="contained"
          size="small"
          onClick={() => setOpen(true)}
          sx={{ bgcolor: '#92400e', '&:hover': { bgcolor: '#78350f' }, textTransform: 'none' }}
        >
          Demo{mail?.code ? `: code ${mail.code}` : ''}
        </Button>
      )}
    </Box>
  );
}
