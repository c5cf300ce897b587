/**
 * The bulk upload file's columns, shared by the downloadable template and the backend's parser so that the
 * two cannot drift. List cells hold several values separated by semicolons.
 */
export const BULK_COLUMNS = [
  'title',
  'description',
  'jobType',
  'workArrangements',
  'location',
  'payMin',
  'payMax',
  'payPeriod',
  'tags',
  'keyQualifications',
  'benefits',
] as const;

export type BulkColumn = (typeof BULK_COLUMNS)[number];

// As the single job form asks: a job says how it is worked (at least one work arrangement).
export const BULK_REQUIRED: BulkColumn[] = [
  'title',
  'description',
  'jobType',
  'workArrangements',
  'location',
];

const EXAMPLE: Record<BulkColumn, string> = {
  title: 'Frontend Engineer',
  description: 'Build and ship the product UI with a friendly team.',
  jobType: 'PROFESSIONAL',
  workArrangements: 'Full Time;Hybrid',
  location: 'Seattle, WA',
  payMin: '90000',
  payMax: '120000',
  payPeriod: 'year',
  tags: 'React;TypeScript',
  keyQualifications: "Frontend development;Bachelor's degree",
  benefits: 'Health insurance;401(k) matching',
};

const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The template a user downloads: the header and one example row. */
export function bulkTemplateCsv(): string {
  return [BULK_COLUMNS.join(','), BULK_COLUMNS.map((c) => quote(EXAMPLE[c])).join(',')].join('\n') + '\n';
}
