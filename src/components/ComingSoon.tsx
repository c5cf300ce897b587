import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from './PageHeader';

/** A real route whose screen ships in a later release. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">This screen is coming in a later release.</Typography>
      </Paper>
    </>
  );
}
