// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { endDateField, startDateField } from '@/lib/validation';

describe('end date (spec section 5)', () => {
  const schema = yup.object({ current: yup.boolean(), endDate: endDateField() });
  it("is required unless the entry is current: 'End date is required'", async () => {
    await expect(schema.validate({ current: false, endDate: '' })).rejects.toThrow('End date is required');
    await expect(schema.validate({ current: true, endDate: null })).resolves.toBeTruthy();
    await expect(schema.validate({ current: false, endDate: '2024-01-01' })).resolves.toBeTruthy();
  });
});

describe('entry dates (education and work)', () => {
  const schema = yup.object({
    startDate: startDateField(),
    current: yup.boolean(),
    endDate: endDateField(),
  });
  const entry = (startDate: string, endDate: string | null, current = false) =>
    schema.validate({ startDate, endDate, current });
  const future = `${new Date().getFullYear() + 1}-01-15`;

  it("ends on or after the start: 'End date must be after the start date'", async () => {
    await expect(entry('2022-05-01', '2021-01-01')).rejects.toThrow('End date must be after the start date');
    await expect(entry('2022-05-01', '2022-05-01')).resolves.toBeTruthy();
    await expect(entry('', '2021-01-01')).resolves.toBeTruthy();
  });

  it('a finished entry did not start in the future; a current one may', async () => {
    await expect(entry(future, `${new Date().getFullYear() + 2}-01-01`)).rejects.toThrow(
      'Start date cannot be in the future',
    );
    await expect(entry(future, null, true)).resolves.toBeTruthy();
  });
});
