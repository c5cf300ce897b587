import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** What a navigation may ask of the messages screen, in its history state. */
export interface MessagesRequest {
  /** Focus this chat's row in the list (the chat was closed, or the reader went back to the list). */
  focusChat?: number;
  /** Focus the open conversation's message box (it was just opened, and what held focus is gone or hidden). */
  focusMessageBox?: boolean;
  /**
   * Kept, not acted on once: the conversation was opened from its folder's list on a phone (the entry before this
   * one is that list), so 'Back to the list' goes back to it rather than adding the list again.
   */
  fromList?: boolean;
}

/**
 * A request the navigation to this screen carried (see MessagesRequest), acted on once: it is taken out of the
 * history entry (the rest of the entry's state stays), so Back or a reload does not move focus again.
 */
export function useNavigationRequest<K extends keyof MessagesRequest>(key: K): MessagesRequest[K] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as MessagesRequest | null;
  const value = state?.[key];
  useEffect(() => {
    if (value == null) return;
    const { [key]: _done, ...rest } = state ?? {};
    const kept = Object.keys(rest).length ? rest : null;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: kept });
  }, [value, key, state, location.pathname, location.search, navigate]);
  return value;
}
