import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '@/app/hooks';
import { fetchPreLaunchVideo } from '@/state/auth/api';

/** The pre-launch video (GET /pre-launch/get-video). Nothing is shown if there is none. */
export function IntroVideo() {
  const dispatch = useAppDispatch();
  const [video, setVideo] = useState<{ videoUrl?: string; captionsUrl?: string; title?: string } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    dispatch(fetchPreLaunchVideo())
      .unwrap()
      .then((v) => live && setVideo(v))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [dispatch]);

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
