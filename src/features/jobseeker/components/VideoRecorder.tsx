import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import StopIcon from '@mui/icons-material/Stop';
import fixWebmDuration from 'fix-webm-duration';
import { formatDuration } from '@/lib/dates';
import { focusRing } from '@/components/focusRing';

export const MAX_RECORDING_MS = 2 * 60 * 1000;

const preferredType = () =>
  ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'].find(
    (t) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(t),
  );

/** Records a video with the camera (MediaRecorder), up to two minutes, and hands back the recording. */
export function VideoRecorder({
  onRecorded,
  onClose,
  onChooseFile,
}: {
  onRecorded: (blob: Blob) => void;
  onClose: () => void;
  /** When the camera cannot be used: a file instead (the recorder closes). */
  onChooseFile: () => void;
}) {
  const preview = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const [error, setError] = useState<string | undefined>(() =>
    navigator.mediaDevices ? undefined : 'This browser cannot record video. Choose a video file instead.',
  );
  const [ready, setReady] = useState(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    let cancelled = false;
    navigator.mediaDevices
      ?.getUserMedia({ video: true, audio: true })
      .then((s) => {
        if (cancelled) return s.getTracks().forEach((t) => t.stop());
        stream.current = s;
        if (preview.current) preview.current.srcObject = s;
        setReady(true);
      })
      .catch(() =>
        setError('We could not use your camera. Allow camera access, or choose a video file instead.'),
      );
    return () => {
      cancelled = true;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      stream.current?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  useEffect(() => {
    if (startedAt == null) return;
    const t = setInterval(() => {
      setNow(Date.now());
      if (Date.now() - startedAt >= MAX_RECORDING_MS) recorder.current?.stop();
    }, 250);
    return () => clearInterval(t);
  }, [startedAt]);

  const start = () => {
    if (!stream.current) return;
    const type = preferredType();
    const rec = new MediaRecorder(stream.current, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    const begun = Date.now();
    rec.onstop = () => {
      setStartedAt(null);
      const blob = new Blob(chunks, { type: (rec.mimeType || 'video/webm').split(';')[0] });
      // MediaRecorder writes WebM without its duration: players showed 0:00 and a seek bar that did nothing until
      // the end was reached. It is written into the file before upload (the recording is kept as it was if not).
      if (blob.type !== 'video/webm') return onRecorded(blob);
      void fixWebmDuration(blob, Date.now() - begun, { logger: false })
        .catch(() => blob)
        .then(onRecorded);
    };
    recorder.current = rec;
    rec.start(500);
    setStartedAt(begun);
    setNow(begun);
  };

  const recording = startedAt != null;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    // The button that opened the recorder gave way to it: focus starts here, on the recorder as a whole.
    <Box
      ref={box}
      tabIndex={-1}
      role="group"
      aria-label="Record a video"
      sx={{ display: 'grid', gap: 1, ...focusRing }}
    >
      {error ? (
        <Alert severity="warning">{error}</Alert>
      ) : (
        <video
          ref={preview}
          autoPlay
          muted
          playsInline
          aria-label="Camera preview"
          style={{ width: '100%', maxWidth: 480, borderRadius: 8, background: '#000' }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {recording ? (
          <Button
            variant="contained"
            color="error"
            startIcon={<StopIcon />}
            onClick={() => recorder.current?.stop()}
          >
            Stop recording
          </Button>
        ) : (
          // No camera, no recording: the way on is a file (below), not a button that never comes alive.
          !error && (
            <Button
              variant="contained"
              startIcon={<FiberManualRecordIcon />}
              onClick={start}
              disabled={!ready}
            >
              Start recording
            </Button>
          )
        )}
        {error && (
          <Button variant="outlined" onClick={onChooseFile}>
            Choose a video file
          </Button>
        )}
        <Button onClick={onClose} disabled={recording}>
          Cancel
        </Button>
        <Typography role="timer" aria-live="off" color={recording ? 'error' : 'text.secondary'}>
          {recording ? `Recording ${formatDuration(now - startedAt)}` : 'Up to 2 minutes'}
        </Typography>
      </Box>
    </Box>
  );
}
