import { MOCK_MODE, WS_URL } from '@/config';
import { readSession } from '@/lib/storage';
import { createRealtime } from './stomp';

/** The app's one STOMP connection. Loaded lazily once a user signs in. */
export const realtime = createRealtime({
  url: WS_URL,
  nativeWebSocket: MOCK_MODE,
  getToken: () => readSession().token,
});
