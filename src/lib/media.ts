import type { SyntheticEvent } from 'react';

/**
 * A video recorded in a browser without its duration written (WebM from MediaRecorder, uploaded before the recorder
 * wrote it: VideoRecorder) shows 0:00 and a seek bar that does nothing until it has played to the end. On its
 * metadata: seek past its end once, which makes the browser find the end and so the duration, then back to the
 * start once the duration is known. A video that says its duration is left alone (and not read to its end).
 */
export function learnDuration({ currentTarget: video }: SyntheticEvent<HTMLVideoElement>) {
  if (video.duration !== Infinity) return;
  const found = () => {
    if (!Number.isFinite(video.duration)) return;
    video.removeEventListener('durationchange', found);
    video.currentTime = 0;
  };
  video.addEventListener('durationchange', found);
  video.currentTime = 1e101;
}
