import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A count; while it is unknown (loading, or its call failed) it shows a dash, not a 0 that reads as data. */
export function StatCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <Typography variant="body2" color="text.secondary" component="h2">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '2rem', fontWeight: 700 }} aria-label={`${label}: ${value ?? 'unknown'}`}>
        {value ?? '–'}
      </Typography>
    </Paper>
  );
}
