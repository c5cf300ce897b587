// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BULK_ERRORS_SHOWN, BulkFileError, parseBulkFile } from '@/mocks/handlers/bulkParse';
import { BULK_COLUMNS, bulkTemplateCsv } from '@/features/employer/bulkTemplate';
import { repeatedRows } from '@/features/employer/bulkRepeats';
import type { BulkJob } from '@/state/employer/types';

const csv = (text: string, name = 'jobs.csv') => new File([text], name, { type: 'text/csv' });
const header = BULK_COLUMNS.join(',');
const row = (over: Partial<Record<(typeof BULK_COLUMNS)[number], string>> = {}) => {
  const base: Record<string, string> = {
    title: 'Nurse',
    description: 'Care for patients',
    jobType: 'PROFESSIONAL',
    workArrangements: 'Full Time;In Person',
    location: 'Boston MA',
    payMin: '60000',
    payMax: '80000',
    payPeriod: 'year',
    tags: 'Healthcare;Nursing',
    keyQualifications: 'CPR certified',
    benefits: 'Health insurance',
  };
  return BULK_COLUMNS.map((c) => over[c] ?? base[c]).join(',');
};

describe('bulk file parsing', () => {
  it('reads the downloadable template as one job', async () => {
    const jobs = await parseBulkFile(csv(bulkTemplateCsv()));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      row: 2,
      jobType: 'PROFESSIONAL',
      workArrangements: ['Full Time', 'Hybrid'],
    });
  });

  it("reads a CSV saved in Excel's Windows-1252 as well as UTF-8", async () => {
    const text = [header, row({ title: 'Café Barista', location: 'San José CA' })].join('\n');
    // Windows-1252 writes é as the one byte 0xE9 (not valid UTF-8).
    const latin = Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
    for (const bytes of [latin, new TextEncoder().encode(text)]) {
      const [job] = await parseBulkFile(new File([bytes], 'jobs.csv', { type: 'text/csv' }));
      expect(job).toMatchObject({ title: 'Café Barista', location: 'San José CA' });
    }
  });

  it("reads Excel's Unicode text (UTF-16), and says a workbook named .csv is a workbook", async () => {
    const text = [header, row({ title: 'Café Barista' })].join('\n');
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    [...text].forEach((ch, i) => utf16.set([ch.charCodeAt(0), 0], 2 + i * 2));
    const [job] = await parseBulkFile(new File([utf16], 'jobs.csv'));
    expect(job).toMatchObject({ title: 'Café Barista' });
    const zip = new File([new Uint8Array([0x50, 0x4b, 3, 4, 20, 0, 6, 0])], 'jobs.csv');
    await expect(parseBulkFile(zip)).rejects.toThrow(
      'This file is an Excel workbook: save it with the .xlsx ending, or as CSV.',
    );
  });

  it('names the row and column of every bad cell', async () => {
    const file = csv(
      [
        header,
        row(),
        row({ jobType: 'TEMP' }),
        row({ title: '' }),
        row({ payMin: 'lots' }),
        row({ workArrangements: '' }),
      ].join('\n'),
    );
    const error = (await parseBulkFile(file).catch((e: Error) => e)) as Error;
    expect(error).toBeInstanceOf(BulkFileError);
    expect(error.message).toContain('Row 3, column "jobType": "TEMP" should be PROFESSIONAL or INTERNSHIP.');
    expect(error.message).toContain('Row 4, column "title": Please enter job title.');
    expect(error.message).toContain(
      'Row 5, column "payMin": Minimum pay must be an amount, like 85,000 or 42.50.',
    );
    // As the single job form asks, a job says how it is worked.
    expect(error.message).toContain(
      'Row 6, column "workArrangements": Please choose at least one work arrangement.',
    );
    // One problem a line.
    expect(error.message.split('\n')).toHaveLength(4);
  });

  it("lists a row's problems in the order of its columns, whichever rule found them", async () => {
    const bad = row({
      jobType: 'TEMP',
      workArrangements: 'Sometimes',
      location: '',
      payMin: 'abc',
      payPeriod: 'week',
    });
    const error = (await parseBulkFile(csv([header, bad].join('\n'))).catch((e: Error) => e)) as Error;
    const columns = error.message.split('\n').map((line) => /column "(\w+)"/.exec(line)?.[1]);
    expect(columns).toEqual(['jobType', 'workArrangements', 'location', 'payMin', 'payPeriod']);
  });

  it('lists fifty problems, enough to mend a file in one go, and counts the rest', async () => {
    const rows = Array.from({ length: 60 }, () => row({ title: '' }));
    const error = (await parseBulkFile(csv([header, ...rows].join('\n'))).catch((e: Error) => e)) as Error;
    const lines = error.message.split('\n');
    expect(lines).toHaveLength(BULK_ERRORS_SHOWN + 1);
    expect(BULK_ERRORS_SHOWN).toBe(50);
    expect(lines[12]).toBe('Row 14, column "title": Please enter job title.');
    expect(lines.at(-1)).toBe('And 10 more.');
  });

  it('names missing header columns', async () => {
    await expect(parseBulkFile(csv('title,description\nA,B'))).rejects.toThrow(
      /Row 1 \(the header\) is missing the column\(s\): jobType/,
    );
  });

  it('takes a file without the optional columns, leaving pay and lists empty', async () => {
    const file = csv(
      'title,description,jobType,workArrangements,location\nNurse,Care for patients,PROFESSIONAL,Full Time,Boston MA',
    );
    const [job] = await parseBulkFile(file);
    expect(job).toMatchObject({
      row: 2,
      title: 'Nurse',
      payMin: null,
      payMax: null,
      payPeriod: 'year',
      tags: [],
    });
  });

  it('numbers rows as a spreadsheet does, blank lines included', async () => {
    const file = csv([header, row(), '', row(), ' , ,', row({ title: '' }), ''].join('\n'));
    await expect(parseBulkFile(file)).rejects.toThrow(/^Row 6, column "title": Please enter job title\.$/);
    const jobs = await parseBulkFile(csv(['', header, '', row()].join('\n')));
    expect(jobs.map((j) => j.row)).toEqual([4]);
  });

  it("says an empty or spaces-only cell in the one-job form's words, and each only once", async () => {
    const file = csv(
      [
        header,
        row({ title: '', description: '   ', location: '""', jobType: ' ' }),
        row({ title: '  ', location: ' ' }),
        row({ title: ' Nurse ' }),
      ].join('\n'),
    );
    const error = (await parseBulkFile(file).catch((e: Error) => e)) as Error;
    expect(error.message).toBe(
      [
        'Row 2, column "title": Please enter job title.',
        'Row 2, column "description": Spaces are not allowed without value.',
        'Row 2, column "jobType": Please enter job type.',
        'Row 2, column "location": Please enter location.',
        'Row 3, column "title": Spaces are not allowed without value.',
        'Row 3, column "location": Spaces are not allowed without value.',
      ].join('\n'),
    );
  });

  it('refuses at its cell what the one-job form refuses: a long title, pay of 0 or over the most', async () => {
    const file = csv([header, row({ title: 'T'.repeat(130), payMin: '0', payMax: '20000000' })].join('\n'));
    const error = (await parseBulkFile(file).catch((e: Error) => e)) as Error;
    expect(error).toBeInstanceOf(BulkFileError);
    expect(error.message).toContain('Row 2, column "title": Job title can be at most 120 characters.');
    expect(error.message).toContain('Row 2, column "payMin": Minimum pay must be more than 0.');
    expect(error.message).toContain('Row 2, column "payMax": Maximum pay can be at most 10,000,000.');
  });

  it('reads the header whatever its capitals and surrounding spaces', async () => {
    const file = csv(
      ' Title ,Description,JobType,WorkArrangements,LOCATION\nNurse,Care for patients,PROFESSIONAL,Full Time,Boston MA',
    );
    const [job] = await parseBulkFile(file);
    expect(job).toMatchObject({
      row: 2,
      title: 'Nurse',
      location: 'Boston MA',
      workArrangements: ['Full Time'],
    });
  });

  it('refuses other file types and unreadable workbooks, and empty files', async () => {
    await expect(parseBulkFile(csv('x', 'jobs.pdf'))).rejects.toThrow(/\.csv or \.xlsx/);
    await expect(parseBulkFile(csv('not a zip', 'jobs.xlsx'))).rejects.toThrow(/Excel workbook/);
    await expect(parseBulkFile(csv(''))).rejects.toThrow(/empty/);
    await expect(parseBulkFile(csv(header))).rejects.toThrow(/no jobs/);
  });

  it('reads the enumerated columns whatever their capitals and surrounding spaces, as the options are spelled', async () => {
    const file = csv(
      [
        header,
        row({ jobType: 'professional', workArrangements: 'full time;hybrid', payPeriod: 'YEAR' }),
        row({ jobType: ' Internship ', workArrangements: ' FULLY REMOTE ; part time ', payPeriod: ' Hour ' }),
      ].join('\n'),
    );
    const jobs = await parseBulkFile(file);
    expect(
      jobs.map(({ jobType, workArrangements, payPeriod }) => ({ jobType, workArrangements, payPeriod })),
    ).toEqual([
      { jobType: 'PROFESSIONAL', workArrangements: ['Full Time', 'Hybrid'], payPeriod: 'year' },
      { jobType: 'INTERNSHIP', workArrangements: ['Fully Remote', 'Part Time'], payPeriod: 'hour' },
    ]);
  });

  it('takes tags, qualifications and benefits as the lookup lists spell them, whatever their capitals', async () => {
    const file = csv(
      [
        header,
        row({ tags: 'sql; data analysis', keyQualifications: 'cpr CERTIFIED', benefits: 'free LUNCH' }),
      ].join('\n'),
    );
    const [job] = await parseBulkFile(file);
    expect(job).toMatchObject({
      tags: ['SQL', 'Data Analysis'],
      keyQualifications: ['CPR certified'],
      benefits: ['Free lunch'],
    });
  });

  it('refuses tags, qualifications and benefits that are in none of the lookup lists, naming row and column', async () => {
    const file = csv(
      [
        header,
        row({ tags: 'SQL;Basket weaving' }),
        row({ keyQualifications: 'Made up qual' }),
        row({ benefits: 'Free pony;Free lunch' }),
      ].join('\n'),
    );
    const error = (await parseBulkFile(file).catch((e: Error) => e)) as Error;
    expect(error).toBeInstanceOf(BulkFileError);
    expect(error.message).toContain(
      'Row 2, column "tags": "Basket weaving" is not one of the job tags the job form offers.',
    );
    expect(error.message).toContain(
      'Row 3, column "keyQualifications": "Made up qual" is not one of the key qualifications the job form offers.',
    );
    expect(error.message).toContain(
      'Row 4, column "benefits": "Free pony" is not one of the job benefits the job form offers.',
    );
  });

  it('flags a maximum below the minimum and an unknown arrangement', async () => {
    const file = csv([header, row({ payMin: '90', payMax: '10', workArrangements: 'Sometimes' })].join('\n'));
    await expect(parseBulkFile(file)).rejects.toThrow(
      /Row 2, column "workArrangements".*\nRow 2, column "payMax": Maximum pay cannot be lower than minimum pay\./,
    );
  });
});

it('explains a row with more cells than the header (an unquoted comma)', async () => {
  const file = csv([header, row({ location: 'Boston, MA' })].join('\n'));
  await expect(parseBulkFile(file)).rejects.toThrow(/Row 2 has 12 cells but the header has 11/);
});

describe('repeated rows in the bulk review', () => {
  const job = (id: number, title: string, location = 'Austin', description = 'Work') =>
    ({ id, title, location, description, row: id, fileName: 'jobs.csv' }) as BulkJob;

  it('marks a row with the title, location and description of an earlier one, capitals and spaces aside', () => {
    const rows = [job(3, 'Nurse '), job(1, 'Nurse'), job(2, 'nurse', 'AUSTIN'), job(4, 'Nurse', 'Boston')];
    expect([...repeatedRows(rows).keys()].sort()).toEqual([2, 3]);
  });

  it('keeps rows apart that differ in their description', () => {
    expect(repeatedRows([job(1, 'Nurse', 'Austin', 'Days'), job(2, 'Nurse', 'Austin', 'Nights')]).size).toBe(
      0,
    );
  });
});
