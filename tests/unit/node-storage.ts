// For tests in the Node environment: the shared setup clears localStorage before each test, and Node has none
// without a flag. Import it first.
if (!('localStorage' in globalThis) || !globalThis.localStorage)
  Object.defineProperty(globalThis, 'localStorage', {
    value: { clear() {}, getItem: () => null, setItem() {}, removeItem() {} },
    configurable: true,
  });
