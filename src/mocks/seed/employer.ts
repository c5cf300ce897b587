import type { BulkJob } from '@/state/employer/types';

/** The employer domain's own tables: the bulk review list (rows uploaded but not yet posted). */
export type MockBulkJob = BulkJob & { employerId: number; companyId: number };

export interface EmployerTables {
  bulkJobs: MockBulkJob[];
}

export function seedEmployer(): EmployerTables {
  return { bulkJobs: [] };
}
