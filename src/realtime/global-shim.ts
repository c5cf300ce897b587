// sockjs-client reads Node's `global` at load time; in the browser that name is globalThis.
const g = globalThis as typeof globalThis & { global?: typeof globalThis };
g.global ??= globalThis;

export {};
