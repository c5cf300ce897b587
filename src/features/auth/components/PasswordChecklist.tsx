import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircle';
import DotIcon from '@mui/icons-material/RadioButtonUnchecked';
import { visuallyHidden } from '@mui/utils';
import { PASSWORD_CHECKS } from '@/lib/validation';

/** The password rule shown as a list that ticks off while the user types. */
export function PasswordChecklist({ value, id }: { value: string; id: string }) {
  return (
    <Box
      component="ul"
      id={id}
      aria-label="Password requirements"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.25 }}
    >
      {PASSWORD_CHECKS.map((c) => {
        const ok = c.test(value);
        return (
          <Box component="li" key={c.label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {ok ? (
              <CheckIcon fontSize="inherit" color="success" aria-hidden />
            ) : (
              <DotIcon fontSize="inherit" sx={{ color: 'text.secondary' }} aria-hidden />
            )}
            <Typography variant="body2" color={ok ? 'success.main' : 'text.secondary'}>
              {c.label}
              <Box component="span" sx={visuallyHidden}>
                {ok ? ' (done)' : ' (missing)'}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
