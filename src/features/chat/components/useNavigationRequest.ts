import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** What a navigation may ask of the messages screen, in its history state. */
export interface MessagesRequest {
  /** Focus this chat's row in the list (the chat was closed, or the reader went back to the list). */
  focusChat?: number;
  /** Focus the open conversation's message box (it was just opened, and what held focus is gone or hidden). */
  focusMessageBox?: boolean;
}

/**
 * A request the navigation to this screen carried (see MessagesRequest), acted on once: it is taken out of the
 * history entry, so Back or a reload does not move focus again.
 */
export function useNavigationRequest<K extends keyof MessagesRequest>(key: K): MessagesRequest[K] {
  const location = useLocation();
  const navigate = useNavigate();
  const value = (location.state as MessagesRequest | null)?.[key];
  useEffect(() => {
    if (value == null) return;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [value, location.pathname, location.search, navigate]);
  return value;
}
