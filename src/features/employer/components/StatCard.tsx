import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <Typography variant="body2" color="text.secondary" component="h2">
        {label}
      </Typography>
      <Typography sx={{ fontSize: 32, fontWeight: 700 }} aria-label={`${label}: ${value}`}>
        {value}
      </Typography>
    </Paper>
  );
}
