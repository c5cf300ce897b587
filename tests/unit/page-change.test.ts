import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { watchPageChanges } from '@/app/pageChange';

type Listener = (state: unknown) => void;

/** The little of the router that the watcher reads: its state and its subscribers. */
function fakeRouter(pathname: string) {
  const listeners: Listener[] = [];
  const router = {
    state: { location: { pathname, hash: '' }, navigation: { state: 'idle' } },
    subscribe: (listener: Listener) => {
      listeners.push(listener);
      return () => void listeners.splice(listeners.indexOf(listener), 1);
    },
  };
  const moveTo = (to: string, title: string) => {
    const state = {
      location: { pathname: to, hash: '' },
      navigation: { state: 'idle' },
      historyAction: 'REPLACE',
      matches: [{ params: {}, route: { handle: { title } } }],
    };
    router.state = state;
    for (const listener of listeners) listener(state);
  };
  return { router, moveTo };
}

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  document.title = '';
});

describe('a move to another page', () => {
  it('takes focus fallen to the page to the new heading, not to the old one hidden under the loader', async () => {
    document.body.innerHTML =
      '<main><div id="old"><h1>Set up your company</h1><button>Post a job</button></div></main>';
    const main = document.querySelector('main')!;
    const old = document.getElementById('old')!;
    const { router, moveTo } = fakeRouter('/employer/profile-setup/success');
    stop = watchPageChanges(router as unknown as Parameters<typeof watchPageChanges>[0]);
    document.querySelector('button')!.focus();

    // A move drawn at once to a page still loading: the title is the new page's, the old page stays hidden
    // (display: none) beside the loader, and the button pressed is gone.
    document.title = 'Post a job · Sensiworks';
    moveTo('/jobs-posting/addJob', 'Post a job');
    old.style.display = 'none';
    old.querySelector('button')!.remove();
    main.insertAdjacentHTML('beforeend', '<div role="progressbar"></div>');
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    expect(document.activeElement).toBe(document.body);

    // The page has loaded: its heading takes the focus.
    old.remove();
    main.insertAdjacentHTML('beforeend', '<h1>Post a job</h1>');
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('h1')));
    expect(document.activeElement).toHaveTextContent('Post a job');
  });

  it('a move made while the watcher loaded, from the page it was asked for on, is said and focused', async () => {
    document.body.innerHTML = '<main><h1>Find jobs</h1></main>';
    const { router, moveTo } = fakeRouter('/job-search');
    // The move, before the watcher is there to hear it: the new page shows, focus fell to the body.
    document.title = 'Job description · Sensiworks';
    moveTo('/job-description', 'Job description');
    document.querySelector('main')!.innerHTML = '<h1>Frontend Engineer</h1>';
    stop = watchPageChanges(router as unknown as Parameters<typeof watchPageChanges>[0], '/job-search');
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('h1')));
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Job description · Sensiworks');
  });

  it('nothing is said or focused when the watcher loads on the page it was asked for on', async () => {
    document.body.innerHTML = '<main><h1>Find jobs</h1></main>';
    document.title = 'Find jobs · Sensiworks';
    const { router } = fakeRouter('/job-search');
    stop = watchPageChanges(router as unknown as Parameters<typeof watchPageChanges>[0], '/job-search');
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    expect(document.activeElement).toBe(document.body);
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('');
  });
});
