import { counted } from '@/lib/text';
import type { BulkJob } from '@/state/employer/types';
import { ConfirmDialog } from './ConfirmDialog';

/** Asks before uploaded rows are deleted, as deleting a posted job does: they go for good, unposted. */
export function BulkDeleteDialog({
  rows,
  source,
  open,
  onConfirm,
  onClose,
}: {
  rows: BulkJob[];
  /** How a row is named (its row, and its file when the list holds several). */
  source: (row: BulkJob) => string;
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const one = rows.length === 1 ? rows[0] : null;
  return (
    <ConfirmDialog
      open={open}
      title={one ? 'Delete this job?' : `Delete ${counted(rows.length, 'job')}?`}
      body={`${one ? `"${one.title}" (${source(one)})` : `These ${counted(rows.length, 'job')}`} will be removed from the review and not posted.`}
      confirmLabel="Delete"
      keepLabel={one ? 'Keep it' : 'Keep them'}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
