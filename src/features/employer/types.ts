export interface Industry {
  id: number;
  name: string;
}

export type PlanKey = 'Monthly' | 'Annual' | 'One-Time' | 'Free-Trial';

export interface PaymentPlan {
  id: number;
  key: PlanKey;
  name: string;
  price: number;
  currency?: string;
  features?: string[];
}

export interface Company {
  id?: number;
  companyName: string;
  industries: Industry[] | number[];
  termsAndConditionsAccepted: boolean;
  logoUrl?: string | null;
  website?: string;
  description?: string;
}

export interface Subscription {
  id?: number;
  planKey?: PlanKey;
  status?: string;
  freeTrial?: boolean;
  url?: string;
}

export interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role?: string;
}

export interface CalendarEvent {
  id: number | string;
  title: string;
  start: string;
  end: string;
}
