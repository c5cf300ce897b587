// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { endDateField, startDateField } from '@/lib/validation';

describe('entry dates are in 1900 or later (docs/decisions.md)', () => {
  const schema = yup.object({
    startDate: startDateField({ required: true }),
    current: yup.boolean(),
    endDate: endDateField(),
  });
  const entry = (startDate: string, endDate: string | null, current = false) =>
    schema.validate({ startDate, endDate, current });

  it("refuses a start date before 1900: 'Start date cannot be before 1900', current or not", async () => {
    await expect(entry('0018-09-20', '2020-01-01')).rejects.toThrow('Start date cannot be before 1900');
    await expect(entry('1899-12-31', null, true)).rejects.toThrow('Start date cannot be before 1900');
    await expect(entry('1900-01-01', '1900-01-01')).resolves.toBeTruthy();
  });

  it('refuses an end date before 1900, unless the entry is current (its end date is not shown then)', async () => {
    const end = yup.object({ current: yup.boolean(), endDate: endDateField() });
    await expect(end.validate({ current: false, endDate: '0022-05-01' })).rejects.toThrow(
      'End date cannot be before 1900',
    );
    await expect(end.validate({ current: true, endDate: '0022-05-01' })).resolves.toBeTruthy();
  });
});
