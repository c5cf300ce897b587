import '@testing-library/jest-dom/vitest';
// Tests build stores directly: give them the whole data layer from the start.
import '@/app/dataLayer';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '@/mocks/node';
import { resetDb, seedOptions } from '@/mocks/db';
import { mockConfig } from '@/mocks/http';
import { qaControls } from '@/mocks/qa/controls';
import { clearCallLog } from '@/mocks/qa/callLog';
import { toast } from '@/components/toast';
import { connectivity } from '@/lib/connectivity';
import { forgetPreviousLocation } from '@/app/RouteGuard';
import { forgetStatusChanges } from '@/state/chat/endpoints';
// The conversation's virtual list needs a ResizeObserver to exist.
import './components/chat-virtuoso';
import { stopRunningApps } from './components/running-apps';

// happy-dom leaves `display` empty for an element no UA rule styles (a span, an a); CSS's initial value is
// `inline`. Accessible names depend on it: Testing Library joins inline parts as a browser does ('Jordan
// Rossi, unread') and puts a space around other parts ('Jordan Rossi , unread').
if (typeof window !== 'undefined') {
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudo) => {
    const style = computed(element, pseudo);
    if (style.display) return style;
    return new Proxy(style, {
      get: (target, key) => {
        if (key === 'display') return 'inline';
        if (key === 'getPropertyValue')
          return (name: string) => (name === 'display' ? 'inline' : target.getPropertyValue(name));
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
}

// Testing Library's default wait (1 s), stretched only by TEST_TIME_SCALE (see vite.config.ts).
configure({ asyncUtilTimeout: 1000 * (Number(process.env.TEST_TIME_SCALE) || 1) });

// The 5,000-message conversation is a fixture: a test that needs it sets seedOptions.longChat and resets.
seedOptions.longChat = false;

// Every component test talks to the same mock backend the browser uses, through MSW in Node.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Test files share one module graph per worker (isolate: false in vite.config.ts): every module-level
// state the app keeps is reset here, before each case, so no case sees what an earlier one left.
beforeEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  // Not in the Node environment (the real-SockJS test).
  // (The compare selection is read from it when each test's store is made.)
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  forgetPreviousLocation();
  seedOptions.longChat = false;
  resetDb();
  forgetStatusChanges();
  // No latency, no injected failures, the socket delivering.
  qaControls.resetSettings();
  clearCallLog();
  mockConfig.offline = false;
  connectivity.reset();
});
afterEach(() => {
  cleanup();
  stopRunningApps();
  toast.clear();
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());
