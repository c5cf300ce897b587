import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learnDuration } from '@/lib/media';

/** A video element whose duration the test sets, and whose seeks it records. */
function video(duration: number) {
  const { container } = render(<video onLoadedMetadata={learnDuration} />);
  const el = container.querySelector('video')!;
  const seeks: number[] = [];
  Object.defineProperty(el, 'duration', { get: () => duration });
  Object.defineProperty(el, 'currentTime', {
    get: () => seeks.at(-1) ?? 0,
    set: (t: number) => seeks.push(t),
  });
  return { el, seeks, setDuration: (d: number) => (duration = d) };
}

describe('a recorded video without a duration', () => {
  it('is sought past its end once, then back to its start when the duration is found', () => {
    const v = video(Infinity);
    fireEvent.loadedMetadata(v.el);
    expect(v.seeks).toEqual([1e101]);
    // A change that does not yet say it leaves the video where it was sent.
    fireEvent.durationChange(v.el);
    expect(v.seeks).toEqual([1e101]);
    v.setDuration(2.6);
    fireEvent.durationChange(v.el);
    expect(v.seeks).toEqual([1e101, 0]);
    // Once: a later change of duration does not send the video back to its start.
    fireEvent.durationChange(v.el);
    expect(v.seeks).toEqual([1e101, 0]);
  });

  it('leaves a video that says its duration where it is', () => {
    const v = video(12);
    fireEvent.loadedMetadata(v.el);
    fireEvent.durationChange(v.el);
    expect(v.seeks).toEqual([]);
  });
});
