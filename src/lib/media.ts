import type { SyntheticEvent } from 'react';

/**
 * A video recorded in the browser (WebM from MediaRecorder) carries no duration, so its player shows 0:00 and no
 * progress until it has played to the end. On its metadata: seek past its end once, which makes the browser find
 * the end and so the duration, then go back to the start.
 */
export function learnDuration({ currentTarget: video }: SyntheticEvent<HTMLVideoElement>) {
  if (video.duration !== Infinity) return;
  video.addEventListener('durationchange', () => (video.currentTime = 0), { once: true });
  video.currentTime = 1e101;
}
