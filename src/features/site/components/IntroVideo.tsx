import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { getPreLaunchVideo, type PreLaunchVideo } from '@/state/auth/site';

/** The pre-launch video (GET /pre-launch/get-video). Nothing is shown if there is none. */
export function IntroVideo() {
  // The landing page has no query cache (src/state/auth/site.ts); leaving the page cancels the call.
  const [video, setVideo] = useState<PreLaunchVideo | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const call = new AbortController();
    getPreLaunchVideo(call.signal).then(setVideo, () => !call.signal.aborted && setFailed(true));
    return () => call.abort();
  }, []);

  if (failed || (video && !video.videoUrl)) return null;
  return (
    <Box component="section" aria-labelledby="intro-video-title">
      <Typography id="intro-video-title" variant="h2" sx={{ mb: 2 }}>
        {video?.title ?? 'See how it works'}
      </Typography>
      {video?.videoUrl ? (
        <Box
          component="video"
          controls
          preload="metadata"
          src={video.videoUrl}
          aria-label={video.title ?? 'Introduction video'}
          sx={{
            width: '100%',
            aspectRatio: '16 / 9',
            borderRadius: 3,
            bgcolor: 'common.black',
            display: 'block',
          }}
        >
          {video.captionsUrl && (
            <track kind="captions" src={video.captionsUrl} srcLang="en" label="English" default />
          )}
        </Box>
      ) : (
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      )}
    </Box>
  );
}
