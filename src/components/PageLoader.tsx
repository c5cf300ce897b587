import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a page's chunk or first data loads. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', minHeight: 240, gap: 1 }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
