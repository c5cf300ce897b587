import { StrictMode } from 'react';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { App, createStyleCache } from '@/app/App';
import { PRERENDERED, renderPage } from '@/app/prerender';
import { makeStore } from '@/app/store';
import { RESTORED } from '@/components/form/FormDraft';
import { currentOwner, writeDraft } from '@/lib/drafts';
// Loads every page ahead, as the other screen tests do.
import './render';

// React's development build reports every difference between the pre-rendered markup and the browser's first
// render (text, attributes, useId's ids); the production build used by the journeys does not.
type Case = (typeof PRERENDERED)[number] & { before?: () => void; after?: () => Promise<void> };
const CONTACT = PRERENDERED.find((p) => p.path === '/contact')!;
const EMPTY_CONTACT = { name: '', email: '', phoneNumber: '', subject: '', message: '' };
const LOGIN = PRERENDERED.find((p) => p.path === '/login')!;
const cases: Case[] = [
  ...PRERENDERED,
  // A guest's draft is put back after the page is taken over: the first render is the pre-rendered page's.
  {
    ...CONTACT,
    before: () =>
      writeDraft(currentOwner(), 'contact', { ...EMPTY_CONTACT, message: 'Half a question' }, EMPTY_CONTACT),
    after: async () => {
      expect(await screen.findByText(RESTORED)).toBeInTheDocument();
      expect(screen.getByLabelText(/Message/)).toHaveValue('Half a question');
    },
  },
  // So is the login page's notice of a logout in another tab, which a reload keeps (history state, as the
  // browser router stores it).
  {
    ...LOGIN,
    before: () => window.history.replaceState({ usr: { otherTab: true }, key: 'k', idx: 0 }, '', LOGIN.path),
    after: async () => {
      expect(await screen.findByText('You were signed out in another tab.')).toBeInTheDocument();
    },
  },
];

test.each(cases)(
  '$path hydrates its pre-rendered HTML without a mismatch',
  async ({ path, title, before, after }) => {
    const html = await renderPage(path, 'a-nonce');
    // Here the server renderer shares React with the browser's, and leaves its last page's context values set
    // (it restores them only when nested in another render): an empty render puts them back to the defaults.
    renderToString(<></>);
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = html;
    document.body.append(container);
    const headline = container.querySelector('h1')?.textContent;
    expect(headline).toBeTruthy();
    before?.();

    const consoleErrors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <App store={makeStore()} cache={createStyleCache()} />
          </StrictMode>,
          { onRecoverableError: (error) => recoverable.push(error) },
        );
      });
      expect(await screen.findByRole('heading', { level: 1, name: headline! })).toBeInTheDocument();
      expect(document.title).toBe(`${title} · Sensiworks`);
      await after?.();
      expect(recoverable.map(String)).toEqual([]);
      // The one warning about two renderers in one page is this test's doing (the server's render above).
      const TWO_RENDERERS = /multiple renderers concurrently rendering the same context provider/;
      const errors = consoleErrors.mock.calls.map((args) => args.map(String).join(' '));
      expect(errors.filter((e) => !TWO_RENDERERS.test(e))).toEqual([]);
    } finally {
      consoleErrors.mockRestore();
      act(() => root?.unmount());
      container.remove();
    }
  },
);
