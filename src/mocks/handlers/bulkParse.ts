import { ValidationError } from 'yup';
import { BULK_COLUMNS, BULK_REQUIRED, type BulkColumn } from '@/features/employer/bulkTemplate';
import { jobSchema, toAmount } from '@/features/employer/jobForm';
import { VALIDATION } from '@/lib/messages';
import type { JobDraft } from '@/state/employer/types';
import { JOB_TYPES, WORK_ARRANGEMENTS } from '@/state/jobs/types';
import { JOB_BENEFITS, JOB_TAGS, KEY_QUALIFICATIONS } from '../seed/catalog';

/** The most rows one file may hold; more is almost always the wrong file. */
export const BULK_MAX_ROWS = 500;
/** How many of a file's problems the refusal lists. */
export const BULK_ERRORS_SHOWN = 50;

const PAY_PERIODS: JobDraft['payPeriod'][] = ['year', 'hour'];

export class BulkFileError extends Error {}

type Cells = string[][];

/**
 * A CSV's text: UTF-8 (Excel's 'CSV UTF-8', Google Sheets, Numbers), else Windows-1252, in which Excel's plain
 * 'CSV (Comma delimited)' is saved in Western Europe and the Americas: read as UTF-8, its 'Café' became 'Caf�'
 * and was posted so (QA).
 */
function decode(bytes: ArrayBuffer): string {
  const [a, b, c, d] = new Uint8Array(bytes.slice(0, 4));
  // A workbook named .csv (a zip archive): read as text it was columns of nonsense.
  if (a === 0x50 && b === 0x4b && c === 3 && d === 4)
    throw new BulkFileError('This file is an Excel workbook: save it with the .xlsx ending, or as CSV.');
  // Excel's 'Unicode Text', marked by its byte order mark.
  if (a === 0xff && b === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (a === 0xfe && b === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Reads the file's cells; the parsers load only when a file arrives (they are not in the main bundle). */
async function readCells(file: File): Promise<Cells> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) {
    const { default: Papa } = await import('papaparse');
    const text = decode(await file.arrayBuffer());
    if (!text.trim()) return [];
    // Always commas: semicolons separate several values inside one cell. Blank lines are kept (and passed over
    // by parseBulkFile) so that every row keeps the number a spreadsheet shows for it.
    const result = Papa.parse<string[]>(text, { delimiter: ',' });
    const fatal = result.errors.find((e) => e.type === 'Quotes' || e.type === 'Delimiter');
    if (fatal) throw new BulkFileError(`Row ${(fatal.row ?? 0) + 1}: ${fatal.message}.`);
    return result.data;
  }
  if (name.endsWith('.xlsx')) {
    const { readSheet } = await import('read-excel-file/universal');
    try {
      const rows = await readSheet(file);
      return rows.map((r) => r.map((c) => (c == null ? '' : String(c))));
    } catch {
      throw new BulkFileError('This file could not be read as an Excel workbook (.xlsx).');
    }
  }
  throw new BulkFileError('Please upload a .csv or .xlsx file made from the template.');
}

const list = (v: string) =>
  v
    .split(';')
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * The option a cell names, as the option is spelled: people type `professional` or `full time` as readily as
 * the template's capitals, so case and surrounding spaces do not matter (undefined when it names none).
 */
const canonical = <T extends string>(options: readonly T[], value: string): T | undefined =>
  options.find((o) => o.toLowerCase() === value.trim().toLowerCase());

/**
 * The list cells whose values come from the lookup lists (GET /job-lookup/...), as the job form offers them, and
 * what a message calls each list (too long to spell out, as the work arrangements are).
 */
const LOOKUPS = {
  tags: { options: JOB_TAGS, named: 'the job tags' },
  keyQualifications: { options: KEY_QUALIFICATIONS, named: 'the key qualifications' },
  benefits: { options: JOB_BENEFITS, named: 'the job benefits' },
} as const;

/**
 * Turns one data row into a job, or the problems found in it (each naming the row and the column). Cells are read
 * without their surrounding spaces; `raw` is as the file has them.
 */
function toJob(raw: Record<BulkColumn, string>, row: number): { job?: JobDraft; errors: string[] } {
  const cells = Object.fromEntries(BULK_COLUMNS.map((c) => [c, raw[c].trim()])) as Record<BulkColumn, string>;
  const found: Array<{ col: BulkColumn; what: string }> = [];
  const flagged = new Set<string>();
  const at = (col: BulkColumn, what: string) => {
    flagged.add(col);
    found.push({ col, what });
  };
  // Said in the order of the template's columns, as the row is read, whichever rule found them first.
  const said = () =>
    found
      .sort((a, b) => BULK_COLUMNS.indexOf(a.col) - BULK_COLUMNS.indexOf(b.col))
      .map(({ col, what }) => `Row ${row}, column "${col}": ${what}`);
  // An empty title, description, location or work arrangements is said by the form's rules below, in its words; the
  // job type, which the form always has, in the spec's words for a required field.
  const jobType = canonical(JOB_TYPES, cells.jobType);
  if (!cells.jobType) at('jobType', `${VALIDATION.required('job type')}.`);
  else if (!jobType) at('jobType', `"${cells.jobType}" should be PROFESSIONAL or INTERNSHIP.`);
  /** A list cell's values as its options spell them; those it names that are none of them, said at the column. */
  const options = <T extends string>(col: BulkColumn, choices: readonly T[], named: string) => {
    const values = list(cells[col]);
    const unknown = values.filter((v) => !canonical(choices, v));
    if (unknown.length) at(col, `"${unknown.join(';')}" is not one of ${named}.`);
    return [...new Set(values.flatMap((v) => canonical(choices, v) ?? []))];
  };
  const arrangements = options('workArrangements', WORK_ARRANGEMENTS, WORK_ARRANGEMENTS.join(', '));
  const [tags, keyQualifications, benefits] = (['tags', 'keyQualifications', 'benefits'] as const).map(
    (col) => options(col, LOOKUPS[col].options, `${LOOKUPS[col].named} the job form offers`),
  );
  // Read as the job form reads it; what it refuses (not an amount, 0, too much, a maximum below the minimum) the
  // form's own rules say below.
  const money = (col: 'payMin' | 'payMax') => {
    const n = toAmount(cells[col]);
    return cells[col] && !Number.isNaN(n) ? n : null;
  };
  const payMin = money('payMin');
  const payMax = money('payMax');
  const period = canonical(PAY_PERIODS, cells.payPeriod || 'year');
  if (!period) at('payPeriod', `"${cells.payPeriod}" should be year or hour.`);
  // The one-job form's own rules (filled in, lengths, pay more than 0 and at most PAY_MAX), each said at its cell: a
  // bulk row is posted as it is, so it may not hold what the form would refuse. A cell of spaces only is given as it
  // is, so that it is told what the form tells such a field ('Spaces are not allowed without value').
  const asTyped = Object.fromEntries(BULK_COLUMNS.map((c) => [c, cells[c] || raw[c]]));
  try {
    jobSchema.validateSync({ ...asTyped, workArrangements: arrangements }, { abortEarly: false });
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    for (const { path, message } of e.inner)
      if (path && !flagged.has(path)) at(path as BulkColumn, `${message}.`);
  }
  if (found.length || !jobType || !period) return { errors: said() };
  return {
    errors: [],
    job: {
      title: cells.title,
      description: cells.description,
      jobType,
      workArrangements: arrangements,
      location: cells.location,
      payMin,
      payMax,
      payPeriod: period,
      tags,
      keyQualifications,
      benefits,
    },
  };
}

/**
 * Parses an uploaded bulk file (CSV or XLSX made from the template) into jobs with their row numbers.
 * Throws a BulkFileError naming every bad row and column (the first ten), so a file is taken whole or not at all.
 */
export async function parseBulkFile(file: File): Promise<Array<JobDraft & { row: number }>> {
  // Each row with the number a spreadsheet shows for it; blank rows are passed over.
  const rows = (await readCells(file))
    .map((values, i) => ({ values, row: i + 1 }))
    .filter(({ values }) => values.some((v) => String(v ?? '').trim()));
  if (rows.length === 0) throw new BulkFileError('The file is empty.');
  const [{ values: first, row: headerRow }, ...body] = rows;
  // Where each column is, its header's capitals and surrounding spaces aside (-1: not in the file).
  const header = first.map((h) =>
    String(h ?? '')
      .trim()
      .toLowerCase(),
  );
  const column = (c: BulkColumn) => header.indexOf(c.toLowerCase());
  // Only the columns a job needs must be there: the optional ones (pay, tags...) may be left out of the file.
  const missing = BULK_REQUIRED.filter((c) => column(c) < 0);
  if (missing.length)
    throw new BulkFileError(`Row ${headerRow} (the header) is missing the column(s): ${missing.join(', ')}.`);
  if (body.length === 0) throw new BulkFileError('The file has a header but no jobs.');
  if (body.length > BULK_MAX_ROWS)
    throw new BulkFileError(`The file has ${body.length} jobs; at most ${BULK_MAX_ROWS} fit in one upload.`);
  const jobs: Array<JobDraft & { row: number }> = [];
  const errors: string[] = [];
  body.forEach(({ values, row }) => {
    if (values.length > header.length) {
      errors.push(
        `Row ${row} has ${values.length} cells but the header has ${header.length}: put a value that contains a comma in double quotes.`,
      );
      return;
    }
    const record = Object.fromEntries(
      BULK_COLUMNS.map((c) => [c, String(values[column(c)] ?? '')]),
    ) as Record<BulkColumn, string>;
    const result = toJob(record, row);
    errors.push(...result.errors);
    if (result.job) jobs.push({ ...result.job, row });
  });
  if (errors.length) {
    // One problem a line, to scan (one paragraph of eight was hard to read, QA); the page keeps a message's lines.
    // Enough of them to mend a file in one go (the first ten only took rounds, QA), not a whole broken file's.
    const more = errors.length > BULK_ERRORS_SHOWN ? `\nAnd ${errors.length - BULK_ERRORS_SHOWN} more.` : '';
    throw new BulkFileError(`${errors.slice(0, BULK_ERRORS_SHOWN).join('\n')}${more}`);
  }
  return jobs;
}
