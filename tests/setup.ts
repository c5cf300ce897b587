import '@testing-library/jest-dom/vitest';
// Tests build stores directly: give them the whole data layer from the start.
import '@/app/dataLayer';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '@/mocks/node';
import { resetDb } from '@/mocks/db';
import { mockConfig } from '@/mocks/http';
import { toast } from '@/components/toast';

// Pages are lazy chunks: on a busy machine the first render can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Every component test talks to the same mock backend the browser uses, through MSW in Node.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  resetDb();
  mockConfig.latencyMs = 0;
  mockConfig.failures = [];
});
afterEach(() => {
  cleanup();
  toast.clear();
  server.resetHandlers();
});
afterAll(() => server.close());
