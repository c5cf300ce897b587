import type { ActionReducerMapBuilder, UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from './errors';

/** Spec section 4: the request lifecycle every call goes through. */
export type RequestStatus = 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';

export interface RequestState {
  status: RequestStatus;
  /** Kept when the call is rejected: the error payload and its message. */
  error?: { message: string; payload?: unknown; code?: string };
}

export type RequestsState = Record<string, RequestState>;

interface WithRequests {
  requests: RequestsState;
}

interface ThunkAction extends UnknownAction {
  payload?: ApiError;
  error?: { message?: string };
}

const PHASES = new Set(['pending', 'fulfilled', 'rejected']);

/**
 * Gives every thunk of a slice its request state, keyed by the thunk's type prefix,
 * so that no slice hand-writes loading flags.
 */
export function trackRequests<S extends WithRequests>(
  builder: ActionReducerMapBuilder<S>,
  thunks: Array<{ typePrefix: string }>,
) {
  const prefixes = new Set(thunks.map((t) => t.typePrefix));
  const split = (type: string) => [
    type.slice(0, type.lastIndexOf('/')),
    type.slice(type.lastIndexOf('/') + 1),
  ];
  builder.addMatcher(
    (action: UnknownAction): action is ThunkAction => {
      const [prefix, phase] = split(action.type);
      return prefixes.has(prefix) && PHASES.has(phase);
    },
    (state, action) => {
      const [key, phase] = split(action.type);
      const requests = (state as WithRequests).requests;
      if (phase === 'rejected') {
        const payload = action.payload;
        requests[key] = {
          status: 'rejected',
          error: {
            message: payload?.message ?? action.error?.message ?? 'Error',
            payload: payload?.payload,
            code: payload?.code,
          },
        };
      } else {
        requests[key] = { status: phase as RequestStatus };
      }
    },
  );
}

export interface RequestFlags {
  status: RequestStatus;
  isUninitialized: boolean;
  isPending: boolean;
  isFulfilled: boolean;
  isRejected: boolean;
  error?: RequestState['error'];
}

// The same request state always gives the same flags object, so a selector returning them never makes
// react-redux re-render (or warn) for nothing.
const flagsCache = new WeakMap<RequestState, RequestFlags>();
const UNINITIALIZED: RequestState = { status: 'uninitialized' };

/** The flags a screen reads: idle, loading, success and error, with the message. */
export function requestFlags(state: RequestState | undefined): RequestFlags {
  const key = state ?? UNINITIALIZED;
  let flags = flagsCache.get(key);
  if (!flags) {
    flags = computeFlags(key);
    flagsCache.set(key, flags);
  }
  return flags;
}

function computeFlags(state: RequestState): RequestFlags {
  const status = state.status;
  return {
    status,
    isUninitialized: status === 'uninitialized',
    isPending: status === 'pending',
    isFulfilled: status === 'fulfilled',
    isRejected: status === 'rejected',
    error: state.error,
  };
}

export const selectRequest = (requests: RequestsState, thunk: { typePrefix: string }) =>
  requestFlags(requests[thunk.typePrefix]);
