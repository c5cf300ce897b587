import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { endDateField, gpaError } from '@/lib/validation';

describe('GPA (spec section 5)', () => {
  it.each([
    ['', undefined],
    [null, undefined],
    ['3.75', undefined],
    ['1', undefined],
    ['4', undefined],
    ['3.755', 'GPA can have up to 2 decimal places'],
    ['0.9', 'GPA must be at least 1'],
    ['4.01', 'GPA cannot exceed 4'],
  ])('%s -> %s', (value, message) => {
    expect(gpaError(value)).toBe(message);
  });
});

describe('end date (spec section 5)', () => {
  const schema = yup.object({ current: yup.boolean(), endDate: endDateField() });
  it("is required unless the entry is current: 'End date is required'", async () => {
    await expect(schema.validate({ current: false, endDate: '' })).rejects.toThrow('End date is required');
    await expect(schema.validate({ current: true, endDate: null })).resolves.toBeTruthy();
    await expect(schema.validate({ current: false, endDate: '2024-01-01' })).resolves.toBeTruthy();
  });
});
