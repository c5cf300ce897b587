import type { Ref } from 'react';
import Box from '@mui/material/Box';
import { clearOfAppBar } from '@/components/clearOfAppBar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/app/paths';
import Typography from '@mui/material/Typography';
import type { Marked } from './useNotAMatch';

/** What useNotAMatch says (a polite status, always on screen so a change is read out) and its Undo. */
export function NotAMatchNotice({
  notice,
  marked,
  busy,
  onUndo,
  ref,
  floating,
}: {
  notice: string;
  marked: Marked | null;
  busy: boolean;
  onUndo: () => void;
  ref?: Ref<HTMLDivElement>;
  /**
   * Shown over the foot of the screen, as an undo bar, rather than in the page: the review's buttons above it
   * stay where they were clicked as it comes and goes (QA: the second click at the same place missed).
   */
  floating?: boolean;
}) {
  return (
    <Box
      ref={ref}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        flexWrap: 'wrap',
        mb: notice && !floating ? 2 : 0,
        ...clearOfAppBar,
        ...(floating &&
          notice && {
            position: 'fixed',
            zIndex: 'snackbar',
            bottom: 16,
            left: { xs: 24, md: 280 }, // clear of the side menu (256 px) from md up
            right: 24,
            mx: 'auto',
            maxWidth: 560,
            px: 2,
            py: 1,
            borderRadius: 1,
            boxShadow: 6,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }),
      }}
    >
      <Typography role="status">{notice}</Typography>
      {marked?.interview && !marked.undone && (
        <Link component={RouterLink} to={paths.employer.videoMeetings()}>
          Cancel it in Video meetings
        </Link>
      )}
      {marked?.before && !marked.undone && (
        <Button
          size="small"
          variant="outlined"
          // Not disabled while the call runs: a disabled button drops keyboard focus to the page.
          aria-disabled={busy}
          onClick={onUndo}
          aria-label={`Undo Not a Match for ${marked.name}`}
        >
          Undo
        </Button>
      )}
    </Box>
  );
}
