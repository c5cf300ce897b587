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
  keepRoom,
}: {
  notice: string;
  marked: Marked | null;
  busy: boolean;
  onUndo: () => void;
  ref?: Ref<HTMLDivElement>;
  /** Keep its line's room when it says nothing, so what is under it does not move up and down with it. */
  keepRoom?: boolean;
}) {
  return (
    <Box
      ref={ref}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        flexWrap: 'wrap',
        mb: notice || keepRoom ? 2 : 0,
        minHeight: keepRoom ? 32 : 0,
        ...clearOfAppBar,
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
