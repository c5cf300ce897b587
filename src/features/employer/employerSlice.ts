import { createSlice } from '@reduxjs/toolkit';
import type { RequestsState } from '@/api/request-state';
import { sessionEnded } from '@/features/auth/events';
import type { Company, Employee, Industry, PaymentPlan, Subscription, CalendarEvent } from './types';

/** Spec section 3: employer state. The setup step is derived (selectors), not stored. */
export interface EmployerState {
  industries: Industry[];
  paymentPlans: PaymentPlan[];
  employerProfile: { company: Company | null; subscription: Subscription | null };
  logo: string | null;
  allEmployees: Employee[];
  calendarEvents: CalendarEvent[];
  requests: RequestsState;
}

const initialState: EmployerState = {
  industries: [],
  paymentPlans: [],
  employerProfile: { company: null, subscription: null },
  logo: null,
  allEmployees: [],
  calendarEvents: [],
  requests: {},
};

const employerSlice = createSlice({
  name: 'employer',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export default employerSlice.reducer;
