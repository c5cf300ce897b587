import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { PageLoader } from '@/components/PageLoader';
import { clearDraft, draftNames } from '@/lib/drafts';
import type { BulkJob } from '@/state/employer/types';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';
import { toDraft, toFormValues, type JobFormValues } from '../jobForm';
import { BulkDeleteDialog } from './BulkDeleteDialog';
import { JobEditDialog } from './JobEditDialog';
import { LoadError } from '@/components/LoadError';
import { PHONE_ONLY, WIDE_SCREEN_COLUMN } from './phoneColumns';
import { useRefocus } from '@/lib/useRefocus';
import { JOB_TYPE_LABEL } from '@/state/jobs/types';
import { rememberPosted, repeatedRows } from '../bulkRepeats';
import { useAppSelector } from '@/app/hooks';
import { TablePager } from '@/components/TablePager';
import { inactive } from '@/components/inactive';

const PAGE = 25;
const ids = (rows: BulkJob[]) => rows.map((r) => r.id);
const typeLabel = (r: BulkJob) => JOB_TYPE_LABEL[r.jobType ?? 'PROFESSIONAL'];
const DRAFT = 'bulkJob:';
/** A row whose edit was left unsaved (a 401 on its save, say) opens again with its draft. */
const rowWithDraft = () => Number(draftNames(DRAFT)[0]?.slice(DRAFT.length)) || null;

/** The bulk review list: check rows, edit or delete one, post or delete the checked ones. */
export function BulkReview() {
  const list = EmployerJobsApi.useGetBulkJobsQuery();
  const rows = list.data ?? [];
  // Each file has its row 2: once the list holds several files, a row is named with its file too.
  const manyFiles = new Set(rows.map((r) => r.fileName)).size > 1;
  // A row repeating one already in the review (the same file uploaded twice) is marked, and named so, and Check
  // all leaves it out: Post checked does not post a job twice unless each copy was checked on purpose.
  const userId = useAppSelector((s) => s.auth.id) ?? 0;
  const repeats = repeatedRows(rows, userId);
  const source = (r: BulkJob) =>
    `${manyFiles ? `${r.fileName}, row ${r.row}` : `row ${r.row}`}${repeats.has(r.id) ? `, already ${repeats.get(r.id)}` : ''}`;
  const [updateStatus, { isLoading: busy, originalArgs: busyWith }] =
    EmployerJobsApi.useUpdateBulkJobsStatusMutation();
  const posting = busy && busyWith?.status === 'POSTED';
  const [updateBulkJob] = EmployerJobsApi.useUpdateBulkJobMutation();
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [page, setPage] = useState(0);
  const [editingId, setEditingId] = useState<number | null>(rowWithDraft);
  const editing: BulkJob | null = rows.find((r) => r.id === editingId) ?? null;
  const setEditing = (row: BulkJob | null) => setEditingId(row?.id ?? null);
  const [deleting, setDeleting] = useState<BulkJob[]>([]);
  // Apart from the rows, so the dialog keeps its words while it fades out.
  const [confirming, setConfirming] = useState(false);
  const askToDelete = (chosen: BulkJob[]) => {
    if (busy) return;
    setDeleting(chosen);
    setConfirming(true);
  };
  // A confirmed delete or a post removes the button focus was on or went back to (the row's, or "Delete
  // checked" and "Post checked", now disabled): focus goes to the heading that counts what is left, or to the
  // line saying nothing is, once it shows.
  const { target: place, refocusTo } = useRefocus(rows.length ? 'list' : 'none');

  // Checks follow the rows that still exist (after a delete or a post).
  const live = new Set([...checked].filter((id) => rows.some((r) => r.id === id)));
  const shown = rows.slice(page * PAGE, page * PAGE + PAGE);
  const firsts = rows.filter((r) => !repeats.has(r.id));
  const allChecked = firsts.length > 0 && firsts.every((r) => live.has(r.id));

  const toggle = (id: number) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const act = async (ids: number[], status: 'POSTED' | 'DELETED') => {
    // One post or delete at a time: the rows of one would be the other's too.
    if (busy) return;
    const result = await updateStatus({ ids, status });
    if (result.error) return;
    if (status === 'POSTED')
      rememberPosted(
        userId,
        rows.filter((r) => ids.includes(r.id)),
      );
    // Only the rows acted on lose their check: the others stay checked for the next action.
    setChecked((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
    // A page left past the last goes back to the last one (the pager); a list emptied starts again from the first.
    if (!result.data.jobs.length) setPage(0);
    refocusTo(result.data.jobs.length ? 'list' : 'none');
  };

  const save = async (values: JobFormValues) => {
    if (!editing) return;
    const result = await updateBulkJob({ ...editing, ...toDraft(values), id: editing.id });
    if (result.error) return;
    clearDraft(`${DRAFT}${editing.id}`);
    setEditing(null);
  };

  if (list.isError) return <LoadError error={list.error} onRetry={list.refetch} />;
  if (list.isLoading) return <PageLoader />;
  if (rows.length === 0)
    return (
      <Typography ref={place} tabIndex={-1} color="text.secondary" sx={{ mt: 3, outline: 'none' }}>
        No uploaded jobs are waiting for review.
      </Typography>
    );

  return (
    <Paper variant="outlined" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', p: 2 }}>
        <Typography ref={place} tabIndex={-1} variant="h2" sx={{ flexGrow: 1, outline: 'none' }}>
          Review uploaded jobs ({rows.length})
        </Typography>
        {/* While a post or delete runs, both wait (not disabled: that drops the keyboard's focus to the page). */}
        <Button
          variant="outlined"
          color="error"
          disabled={live.size === 0}
          {...(busy && inactive(true))}
          onClick={() => askToDelete(rows.filter((r) => live.has(r.id)))}
        >
          Delete checked
        </Button>
        <Button
          variant="contained"
          disabled={live.size === 0}
          {...(busy && inactive(true))}
          aria-busy={posting}
          onClick={() => void act([...live], 'POSTED')}
        >
          {posting ? `Posting ${busyWith.ids.length}…` : `Post checked (${live.size})`}
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-label="Uploaded jobs">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allChecked}
                  indeterminate={live.size > 0 && !allChecked}
                  onChange={() => setChecked(allChecked ? new Set() : new Set(ids(firsts)))}
                  slotProps={{ input: { 'aria-label': 'Check all uploaded jobs' } }}
                />
              </TableCell>
              <TableCell>Row</TableCell>
              <TableCell>Title</TableCell>
              <TableCell sx={WIDE_SCREEN_COLUMN}>Type</TableCell>
              <TableCell sx={WIDE_SCREEN_COLUMN}>Location</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((r) => (
              <TableRow key={r.id} hover>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={live.has(r.id)}
                    onChange={() => toggle(r.id)}
                    slotProps={{ input: { 'aria-label': `Check ${r.title} (${source(r)})` } }}
                  />
                </TableCell>
                {/* Room for a file name of ordinary length on a wide screen (it broke mid-word beside a long title). */}
                <TableCell sx={manyFiles ? { minWidth: { sm: 112 } } : undefined}>
                  {r.row}
                  {/* On a phone the column is a number wide: the file name goes under the title (it broke
                      into 'valid3 / 00.cs / v' here). */}
                  {manyFiles && (
                    <Box
                      component="span"
                      sx={{
                        display: { xs: 'none', sm: 'block' },
                        color: 'text.secondary',
                        fontSize: '0.75rem',
                      }}
                    >
                      {r.fileName}
                    </Box>
                  )}
                </TableCell>
                {/* Room for ordinary words: a word breaks only where it does not fit (theme). */}
                <TableCell sx={{ minWidth: 112 }}>
                  {r.title}
                  {repeats.has(r.id) && (
                    <Box sx={{ color: 'text.secondary', fontSize: '0.75rem', fontWeight: 600 }}>
                      Already {repeats.get(r.id)}
                    </Box>
                  )}
                  <Box sx={{ ...PHONE_ONLY, color: 'text.secondary' }}>
                    {typeLabel(r)} · {r.location}
                    {manyFiles && ` · ${r.fileName}`}
                  </Box>
                </TableCell>
                <TableCell sx={{ ...WIDE_SCREEN_COLUMN, whiteSpace: 'nowrap' }}>{typeLabel(r)}</TableCell>
                <TableCell sx={{ ...WIDE_SCREEN_COLUMN, minWidth: 120 }}>{r.location}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton aria-label={`Edit ${r.title} (${source(r)})`} onClick={() => setEditing(r)}>
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Delete ${r.title} (${source(r)})`}
                    {...(busy && inactive(true))}
                    onClick={() => askToDelete([r])}
                  >
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager count={rows.length} page={page} pageSize={PAGE} onPage={setPage} />
      <JobEditDialog
        draftName={`${DRAFT}${editing?.id}`}
        initial={editing ? toFormValues(editing) : null}
        onClose={() => setEditing(null)}
        // Reopened with its draft (Back to this page), it had no Edit button to give focus back to.
        onFocusLeft={() => place.current?.focus()}
        onSubmit={save}
      />
      <BulkDeleteDialog
        rows={deleting}
        source={source}
        open={confirming}
        onConfirm={() => void act(ids(deleting), 'DELETED')}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
