import { Component as ClassComponent, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyOnce, renewFailed } from '@/lib/lazyOnce';

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

const inSuspense = (ui: React.ReactNode) => render(<Suspense fallback={<p>Loading</p>}>{ui}</Suspense>);

describe('lazyOnce', () => {
  it('shows the loader while the code downloads, then the page', async () => {
    const { Component } = lazyOnce(() => Promise.resolve({ default: Page }));
    inSuspense(<Component name="Jobs" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
  });

  it('renders code loaded beforehand (a prefetch) at once, without the loader', async () => {
    const importer = vi.fn(() => Promise.resolve({ default: Page }));
    const { Component, load } = lazyOnce(importer);
    await load();
    inSuspense(<Component name="Jobs" />);
    // In the first render: no suspension, so no loader and none of React's hold on revealing the page.
    expect(screen.getByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('downloads once for every caller, and again after a failure', async () => {
    const importer = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Page });
    const { load } = lazyOnce(importer);
    await expect(load()).rejects.toThrow('offline');
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('a page whose code failed to load loads when it is shown again', async () => {
    // As the router's error element: the failure is shown, and leaving the page and coming back renders it anew.
    class Boundary extends ClassComponent<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError = () => ({ failed: true });
      componentDidCatch = () => renewFailed();
      render = () => (this.state.failed ? <p>Could not load</p> : this.props.children);
    }
    let online = false;
    const { Component } = lazyOnce(async () => {
      if (!online) throw new Error('offline');
      return { default: Page };
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = (key: number) => (
      <Boundary key={key}>
        <Suspense fallback={<p>Loading</p>}>
          <Component name="Organization" />
        </Suspense>
      </Boundary>
    );
    const { rerender } = render(view(1));
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    online = true;
    await act(async () => rerender(view(2)));
    expect(await screen.findByRole('heading', { name: 'Organization' })).toBeInTheDocument();
  });
});
