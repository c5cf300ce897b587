import Chip from '@mui/material/Chip';
import { statusDisplay } from '@/lib/status';

/** An application status as the spec shows it; nothing for an unknown or empty status. */
export function StatusChip({ status }: { status: string | null | undefined }) {
  const display = statusDisplay(status);
  if (!display) return null;
  return (
    <Chip
      size="small"
      label={display.label}
      color={display.tone}
      variant="outlined"
      sx={{ fontWeight: 600 }}
    />
  );
}
