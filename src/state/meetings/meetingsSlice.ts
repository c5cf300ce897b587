import { createSlice } from '@reduxjs/toolkit';
import { trackRequests, type RequestsState } from '@/api/request-state';
import { sessionEnded } from '@/state/auth/events';
import type { Choice, Meeting } from '@/state/meetings/types';
import {
  cancelMeeting,
  createMeeting,
  fetchApplicantChoices,
  fetchJobChoices,
  fetchMeeting,
  fetchMeetings,
  meetingThunks,
  updateMeeting,
} from '@/state/meetings/api';

export interface MeetingsState {
  meetings: Meeting[];
  current: Meeting | null;
  /** A cancelled meeting leaves the list at once; it is kept here until the server agrees. */
  removing: Record<number, Meeting>;
  /** The scheduling dialog's choices: the employer's jobs, and applicants per job id. */
  jobChoices: Choice[];
  applicantChoices: Record<number, Choice[]>;
  requests: RequestsState;
}

const initialState: MeetingsState = {
  meetings: [],
  current: null,
  removing: {},
  jobChoices: [],
  applicantChoices: {},
  requests: {},
};

function upsert(state: MeetingsState, meeting: Meeting) {
  const i = state.meetings.findIndex((m) => m.meetingDto.id === meeting.meetingDto.id);
  if (i >= 0) state.meetings[i] = meeting;
  else state.meetings.push(meeting);
  if (state.current?.meetingDto.id === meeting.meetingDto.id) state.current = meeting;
}

const meetingsSlice = createSlice({
  name: 'meetings',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(fetchMeetings.fulfilled, (state, { payload }) => {
        state.meetings = payload;
      })
      .addCase(fetchMeeting.pending, (state, { meta }) => {
        state.current = state.meetings.find((m) => m.meetingDto.id === meta.arg) ?? null;
      })
      .addCase(fetchMeeting.fulfilled, (state, { payload }) => {
        if (payload?.meetingDto) upsert(state, payload);
      })
      .addCase(createMeeting.fulfilled, (state, { payload }) => {
        if (payload?.meetingDto) upsert(state, payload);
      })
      .addCase(updateMeeting.fulfilled, (state, { payload }) => {
        if (payload?.meetingDto) upsert(state, payload);
      })
      .addCase(cancelMeeting.pending, (state, { meta }) => {
        const meeting = state.meetings.find((m) => m.meetingDto.id === meta.arg);
        if (!meeting) return;
        state.removing[meta.arg] = meeting;
        state.meetings = state.meetings.filter((m) => m !== meeting);
        if (state.current?.meetingDto.id === meta.arg) state.current = null;
      })
      .addCase(cancelMeeting.fulfilled, (state, { meta }) => {
        delete state.removing[meta.arg];
      })
      .addCase(cancelMeeting.rejected, (state, { meta }) => {
        const meeting = state.removing[meta.arg];
        delete state.removing[meta.arg];
        if (meeting) upsert(state, meeting);
      })
      .addCase(fetchJobChoices.fulfilled, (state, { payload }) => {
        state.jobChoices = payload;
      })
      .addCase(fetchApplicantChoices.fulfilled, (state, { payload }) => {
        state.applicantChoices[payload.jobId] = payload.applicants;
      });
    trackRequests(builder, meetingThunks);
  },
});

export default meetingsSlice.reducer;
