import { createSlice } from '@reduxjs/toolkit';
import type { RequestsState } from '@/api/request-state';
import { sessionEnded } from '@/features/auth/events';
import type { Meeting } from './types';

export interface MeetingsState {
  meetings: Meeting[];
  current: Meeting | null;
  requests: RequestsState;
}

const initialState: MeetingsState = { meetings: [], current: null, requests: {} };

const meetingsSlice = createSlice({
  name: 'meetings',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export default meetingsSlice.reducer;
