import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from '@mui/utils';
import { statusDisplay } from '@/lib/status';

/**
 * An application status as `lib/status` maps it; nothing for a viewed job or an unknown or empty status. Screen
 * readers hear "Status: Saved" rather than a lone "Saved" beside the Save button.
 */
export function StatusChip({ status }: { status: string | null | undefined }) {
  const display = statusDisplay(status);
  if (!display) return null;
  return (
    <Chip
      size="small"
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            Status:{' '}
          </Box>
          {display.label}
        </>
      }
      color={display.tone}
      variant="outlined"
      sx={{ fontWeight: 600 }}
    />
  );
}
