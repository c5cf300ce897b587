import { createElement, type ComponentProps } from 'react';
import { vi } from 'vitest';

// jsdom lays nothing out, so the virtualized conversation is given a viewport to fill (react-virtuoso's own
// test context); everything else about it is the real component. Import this module for its effect.
vi.mock('react-virtuoso', async (importOriginal) => {
  const real = await importOriginal<typeof import('react-virtuoso')>();
  return {
    ...real,
    Virtuoso: (props: ComponentProps<typeof real.Virtuoso>) =>
      createElement(
        real.VirtuosoMockContext.Provider,
        { value: { viewportHeight: 2000, itemHeight: 40 } },
        createElement(real.Virtuoso, props),
      ),
  };
});

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
