import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';

export const BRAND = 'Sensiworks';

/** The brand mark, linking home. */
export function Logo({ to = '/', inverse = false }: { to?: string; inverse?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={`${BRAND} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: inverse ? 'common.white' : 'primary.dark',
        fontWeight: 700,
        fontSize: '1.2rem',
        letterSpacing: '-0.01em',
      }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 30, height: 30 }} />
      {BRAND}
    </Box>
  );
}
