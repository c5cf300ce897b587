import { createAsyncThunk } from '@reduxjs/toolkit';
import { toApiError, type ApiError } from './errors';
import type { AppDispatch, RootState } from '@/app/store';

interface ThunkApi {
  getState: () => RootState;
  dispatch: AppDispatch;
  signal: AbortSignal;
}

/**
 * createAsyncThunk with the app's error model: whatever a call throws becomes a serialisable ApiError
 * as the rejected payload, so reducers and screens read `.code` and `.message` the same way everywhere.
 */
export function apiThunk<Returned, Arg = void>(
  type: string,
  run: (arg: Arg, api: ThunkApi) => Promise<Returned>,
) {
  return createAsyncThunk<Returned, Arg, { state: RootState; dispatch: AppDispatch; rejectValue: ApiError }>(
    type,
    async (arg, thunkApi) => {
      try {
        return await run(arg, {
          getState: thunkApi.getState,
          dispatch: thunkApi.dispatch,
          signal: thunkApi.signal,
        });
      } catch (e) {
        return thunkApi.rejectWithValue(toApiError(e));
      }
    },
  );
}
