// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_READ_MS, toast } from '@/components/toast';

/** The message the Toaster shows now (the queue's first). */
const onScreen = () => toast.peek();

describe('toast queue', () => {
  afterEach(() => {
    toast.clear();
    vi.useRealTimers();
  });

  it('an error raised twice shows once, and goes when both that raised it take it back', () => {
    const first = toast.error('Internal server error');
    const second = toast.error('Internal server error');
    first();
    first(); // once only
    expect(onScreen()).toBe('Internal server error');
    second();
    expect(onScreen()).toBeUndefined();
  });

  it('a confirmation gives way to the next message at once', () => {
    toast.success('Saved.');
    toast.info('Next.');
    expect(onScreen()).toBe('Next.');
  });

  it('an error on screen gives way to a newer message once it has been read, not after its whole time', () => {
    vi.useFakeTimers();
    toast.error('Error');
    toast.success('The job has been posted successfully.');
    expect(onScreen()).toBe('Error');
    vi.advanceTimersByTime(ERROR_READ_MS - 1);
    expect(onScreen()).toBe('Error');
    vi.advanceTimersByTime(1);
    expect(onScreen()).toBe('The job has been posted successfully.');
  });

  it('an error that has already been read gives way at once', () => {
    vi.useFakeTimers();
    toast.error('Error');
    vi.advanceTimersByTime(ERROR_READ_MS + 500);
    toast.success('Saved.');
    vi.advanceTimersByTime(0);
    expect(onScreen()).toBe('Saved.');
  });

  it('errors are each shown, in order', () => {
    vi.useFakeTimers();
    toast.error('First');
    toast.error('Second');
    expect(onScreen()).toBe('First');
    vi.advanceTimersByTime(ERROR_READ_MS);
    expect(onScreen()).toBe('Second');
  });
});
