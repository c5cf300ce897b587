import { useSyncExternalStore } from 'react';
import { settingsVersion, subscribeSettings } from '../controls';

/** Redraws the caller whenever a QA setting, the call log or the socket queue changes. */
export function useQaState() {
  useSyncExternalStore(subscribeSettings, settingsVersion);
}
