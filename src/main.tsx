import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { makeStore } from './app/store';
import { installSessionEffects } from './app/session';
import { App } from './app/App';
import { installPrefetch } from './app/router';

async function start() {
  // The mock backend must be listening before the first call; in a real-backend build this branch is
  // folded away and no MSW code is bundled.
  if (__MOCK__) {
    const { startMockBackend } = await import('./mocks/browser');
    await startMockBackend();
  }
  const store = makeStore();
  installSessionEffects(store);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
  installPrefetch();
}

declare const __MOCK__: boolean;

void start();
