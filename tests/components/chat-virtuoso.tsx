// jsdom has no ResizeObserver; react-virtuoso needs one to exist (it lays nothing out there anyway: the render
// helper gives every virtual list a viewport through VirtuosoMockContext, react-virtuoso's own test context).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
