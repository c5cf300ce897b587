import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';
import { counted } from '@/lib/text';
import { bulkTemplateCsv } from '../bulkTemplate';
import { repeatedRows } from '../bulkRepeats';
import { useAppSelector } from '@/app/hooks';
import { HiddenFileInput } from '@/components/HiddenFileInput';
import { inactive } from '@/components/inactive';

/** What the upload's message adds when some of its jobs repeat jobs already in the review. */
function repeatNote(waiting: number, repeated: number, what: string) {
  if (!repeated) return '';
  const one = repeated === 1;
  const which =
    repeated < waiting ? `${repeated} of them ${one ? 'is' : 'are'}` : one ? 'It is' : `All ${repeated} are`;
  return ` ${which} already ${what} (same title, location and description), so ${one ? 'it is' : 'they are'} marked and Check all leaves ${one ? 'it' : 'them'} out.`;
}

const templateHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(bulkTemplateCsv())}`;

/** Upload a CSV or XLSX of jobs: progress while it goes, the row and column of any problem after. */
export function BulkUpload() {
  const [uploadBulkJobs] = EmployerJobsApi.useUploadBulkJobsMutation();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ name: string; ids: Set<number> } | null>(null);
  // The upload's message counts its jobs still waiting below (posting or deleting some lowers it): once they are
  // all gone, so is the message. It counts, too, those that repeat a job already in the review.
  const rows = EmployerJobsApi.useGetBulkJobsQuery().data ?? [];
  // The upload's own rows: the ones its answer added (an earlier upload of a file of the same name is not it).
  const mine = rows.filter((r) => uploaded?.ids.has(r.id));
  const waiting = mine.length;
  const userId = useAppSelector((s) => s.auth.id) ?? 0;
  const repeats = repeatedRows(rows, userId);
  const kinds = new Set(mine.map((r) => repeats.get(r.id)).filter((k) => k != null));
  const repeated = mine.filter((r) => repeats.has(r.id)).length;

  const upload = async (file: File) => {
    setError(null);
    setUploaded(null);
    setProgress(0);
    const before = new Set(rows.map((r) => r.id));
    const result = await uploadBulkJobs({ file, onProgress: setProgress });
    setProgress(null);
    if (result.error) setError(`${file.name} was not uploaded.\n${result.error.message ?? ''}`.trim());
    else {
      // The rows new since it started, at most the `added` the answer counts (a list read before another tab's
      // upload, or not read at all, would take that one's rows for this one's); the newest are last.
      const fresh = result.data.jobs.filter((r) => !before.has(r.id));
      const mine = result.data.added > 0 ? fresh.slice(-result.data.added) : fresh;
      setUploaded({ name: file.name, ids: new Set(mine.map((r) => r.id)) });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Upload a file of jobs
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Fill in the{' '}
        <Link href={templateHref()} download="jobs-template.csv" underline="always">
          CSV template
        </Link>{' '}
        (one job per row; separate several values in a cell with semicolons), save it as CSV or Excel (.xlsx),
        and upload it. You can check and edit every job before posting.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {/* A button that opens the picker, as the logo's does: a label styled as a button is none to assistive
            technology (axe: aria-allowed-role). Inactive while a file goes, not disabled: a disabled button loses
            the keyboard's focus to the page. */}
        <Button
          variant="contained"
          startIcon={<UploadIcon />}
          {...inactive(progress != null)}
          onClick={() => progress == null && input.current?.click()}
        >
          Choose file
        </Button>
        <HiddenFileInput
          ref={input}
          aria-label="File of jobs"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onFile={(file) => void upload(file)}
        />
      </Box>
      {progress != null && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Uploading… {progress}%
          </Typography>
        </Box>
      )}
      {error && (
        // A message of several lines (one problem a line) keeps them.
        <Alert severity="error" role="alert" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      {uploaded && waiting > 0 && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {`${counted(waiting, 'job')} from ${uploaded.name} ${waiting === 1 ? 'is' : 'are'} ready for review below.`}
          {repeatNote(waiting, repeated, kinds.size > 1 ? 'in the review or posted' : ([...kinds][0] ?? ''))}
        </Alert>
      )}
    </Paper>
  );
}
