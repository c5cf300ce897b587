import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyOnce } from '@/lib/lazyOnce';

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
});
