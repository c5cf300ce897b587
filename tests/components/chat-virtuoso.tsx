// react-virtuoso needs a ResizeObserver to exist (happy-dom has one; this stands in where a DOM has none). It
// lays nothing out there anyway: the render helper gives every virtual list a viewport through
// VirtuosoMockContext, react-virtuoso's own test context.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
