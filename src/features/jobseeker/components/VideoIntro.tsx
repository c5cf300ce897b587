import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import VideocamIcon from '@mui/icons-material/Videocam';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { isApiError, messageFor } from '@/api/errors';
import { ProfileApi } from '@/state/auth/profileEndpoints';
import { HiddenFileInput } from '@/components/HiddenFileInput';
import { focusLost } from '@/lib/focusLost';
import { learnDuration } from '@/lib/media';

// The recorder (camera and MediaRecorder) loads only when someone chooses to record.
const VideoRecorder = lazy(() => import('./VideoRecorder').then((m) => ({ default: m.VideoRecorder })));

export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
/** A recording's file name as uploaded. */
const RECORDING = 'introduction.webm';

type Phase =
  | { kind: 'idle' }
  | { kind: 'recording' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'transcribing' };

/**
 * The video introduction: record or pick a file, upload it (progress, cancel), ask for its transcript, and
 * play back what was saved. The transcript comes back through `onTranscript` for the user to edit.
 */
export function VideoIntro({ onTranscript }: { onTranscript: (text: string) => void }) {
  const saved = ProfileApi.endpoints.getJobSeekerProfile.useQueryState().data?.basicInfo;
  const signedUrl = saved?.signedUrl;
  // A video on file that comes without a link to play it (the link is the server's to sign) is still on file.
  const hasVideo = !!(signedUrl || saved?.videoPath);
  const [uploadVideo] = ProfileApi.useUploadVideoMutation();
  const [fetchTranscript] = ProfileApi.useFetchTranscriptMutation();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string>();
  // A recording whose upload failed, kept to send again: recorded anew, two minutes were lost to a dropped call (QA).
  const [unsent, setUnsent] = useState<Blob>();
  const [notice, setNotice] = useState<string>();
  // The call under way, for its Cancel button (aborting it is the user's choice, not a failure to show).
  const running = useRef<{ abort: () => void; cancelled?: boolean } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // The recorder, the upload's progress and its Cancel go away when they end, and with them the control that
  // held focus: it comes back to the button that started it (record, or choose a file) rather than to the page.
  const recordButton = useRef<HTMLButtonElement>(null);
  const fileButton = useRef<HTMLButtonElement>(null);
  const startedBy = useRef(recordButton);
  const away = useRef(false);
  useEffect(() => {
    if (phase.kind !== 'idle') {
      away.current = true;
      return;
    }
    if (!away.current) return;
    away.current = false;
    if (focusLost()) startedBy.current.current?.focus();
  }, [phase.kind]);

  const upload = async (blob: Blob, fileName: string) => {
    setError(undefined);
    setUnsent(undefined);
    setNotice(undefined);
    // Said before a long upload rather than after it (the server refuses other files the same way).
    if (blob.type && !blob.type.startsWith('video/')) return setError('Please choose a video file.');
    if (blob.size > MAX_VIDEO_BYTES)
      return setError('This video is larger than 200 MB. Choose a shorter one.');
    setPhase({ kind: 'uploading', percent: 0 });
    const up = uploadVideo({
      file: blob,
      fileName,
      onProgress: (percent) => setPhase({ kind: 'uploading', percent }),
    });
    const upload: { abort: () => void; cancelled?: boolean } = { abort: up.abort };
    running.current = upload;
    const done = await up;
    if ('error' in done) {
      running.current = null;
      setPhase({ kind: 'idle' });
      // Spec section 8: a failed action shows the server's message ('Could not upload file' is the logo's).
      if (!upload.cancelled && isApiError(done.error)) {
        setError(messageFor(done.error));
        if (fileName === RECORDING) setUnsent(blob);
      }
      return;
    }
    setPhase({ kind: 'transcribing' });
    const tr = fetchTranscript({ file: blob, fileName });
    const transcribing: { abort: () => void; cancelled?: boolean } = { abort: tr.abort };
    running.current = transcribing;
    const text = await tr;
    running.current = null;
    setPhase({ kind: 'idle' });
    if ('data' in text && text.data !== undefined) onTranscript(text.data);
    else if (!transcribing.cancelled && 'error' in text && isApiError(text.error))
      setNotice('Your video is saved. Its transcript could not be made: you can type one below.');
  };

  const busy = phase.kind === 'uploading' || phase.kind === 'transcribing';
  return (
    <Box component="section" aria-labelledby="video-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h3" id="video-heading" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        Video introduction
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A short hello (under two minutes) helps employers get to know you.
      </Typography>
      {signedUrl && phase.kind === 'idle' && (
        <video
          src={signedUrl}
          controls
          onLoadedMetadata={learnDuration}
          aria-label="Your video introduction"
          style={{ width: '100%', maxWidth: 480, borderRadius: 8 }}
        />
      )}
      {!signedUrl && hasVideo && phase.kind === 'idle' && (
        <Typography variant="body2">
          Your video introduction is saved. It cannot be played here just now.
        </Typography>
      )}
      {phase.kind === 'recording' && (
        <Suspense fallback={<LinearProgress aria-label="Loading the recorder" />}>
          <VideoRecorder
            onClose={() => setPhase({ kind: 'idle' })}
            onChooseFile={() => {
              setPhase({ kind: 'idle' });
              fileInput.current?.click();
            }}
            onRecorded={(blob) => void upload(blob, RECORDING)}
          />
        </Suspense>
      )}
      {busy && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="body2" role="status">
              {phase.kind === 'uploading' ? `Uploading… ${phase.percent}%` : 'Preparing your transcript…'}
            </Typography>
            <LinearProgress
              aria-label={phase.kind === 'uploading' ? 'Upload progress' : 'Transcript progress'}
              variant={phase.kind === 'uploading' ? 'determinate' : 'indeterminate'}
              value={phase.kind === 'uploading' ? phase.percent : undefined}
            />
          </Box>
          <Button
            onClick={() => {
              if (!running.current) return;
              running.current.cancelled = true;
              running.current.abort();
            }}
          >
            Cancel upload
          </Button>
        </Box>
      )}
      {error && (
        <Alert
          severity="error"
          action={
            unsent && (
              <Button color="inherit" size="small" onClick={() => void upload(unsent, RECORDING)}>
                Send it again
              </Button>
            )
          }
        >
          {error}
        </Alert>
      )}
      {notice && (
        <Alert severity="warning" role="status">
          {notice}
        </Alert>
      )}
      {phase.kind === 'idle' && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            ref={recordButton}
            variant="outlined"
            startIcon={<VideocamIcon />}
            onClick={() => {
              startedBy.current = recordButton;
              setPhase({ kind: 'recording' });
            }}
          >
            {/* A saved video may have been a chosen file: not 'again'. */}
            {hasVideo ? 'Record a new video' : 'Record with camera'}
          </Button>
          <Button
            ref={fileButton}
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => {
              startedBy.current = fileButton;
              fileInput.current?.click();
            }}
          >
            Choose a video file
          </Button>
        </Box>
      )}
      {/* Always here: the recorder's own "Choose a video file" (when the camera cannot be used) opens it too. */}
      <HiddenFileInput
        ref={fileInput}
        accept="video/*"
        aria-label="Video file"
        onFile={(file) => void upload(file, file.name)}
      />
    </Box>
  );
}
