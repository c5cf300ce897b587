import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';

export const BRAND = 'Sensiworks';

/** The brand mark, linking home (`onClick`: the phone menu closes as it does for its other links). */
export function Logo({
  to = '/',
  inverse = false,
  onClick,
}: {
  to?: string;
  inverse?: boolean;
  onClick?: () => void;
}) {
  return (
    <Box
      component={RouterLink}
      to={to}
      onClick={onClick}
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
