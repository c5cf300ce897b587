import { describe, expect, it } from 'vitest';
import { scrollMinutes } from '@/features/meetings/calendarScroll';

// Days 28-30 are in November 2026, 1 and 2 in December.
const at = (day: number, hour: number, minute = 0) => new Date(2026, day > 27 ? 10 : 11, day, hour, minute);
const item = (start: Date, end: Date) => ({ id: 'm', title: 'Meeting', start, end });
// Sunday 29 November 2026 starts the week shown for Wednesday 2 December.
const wednesday = at(2, 12);

describe('where the day and week views open', () => {
  it('at 8:00 when no meeting in the period is earlier, and in the month and agenda', () => {
    expect(scrollMinutes([item(at(2, 9), at(2, 10))], 'day', wednesday)).toBe(480);
    expect(scrollMinutes([item(at(1, 6), at(1, 7))], 'day', wednesday)).toBe(480);
    expect(scrollMinutes([item(at(2, 6), at(2, 7))], 'month', wednesday)).toBe(480);
  });

  it("at the full hour of the period's earliest meeting", () => {
    expect(scrollMinutes([item(at(2, 6, 30), at(2, 7, 30))], 'day', wednesday)).toBe(360);
    expect(scrollMinutes([item(at(29, 5, 45), at(29, 6))], 'week', wednesday)).toBe(300);
    expect(scrollMinutes([item(at(28, 5), at(28, 6))], 'week', wednesday)).toBe(480);
  });

  it('at midnight for a meeting running on from the day before', () => {
    expect(scrollMinutes([item(at(1, 23), at(2, 1))], 'day', wednesday)).toBe(0);
    expect(scrollMinutes([item(at(30, 23), at(1, 1))], 'week', wednesday)).toBe(0);
    // Ending at midnight, it does not show on the next day.
    expect(scrollMinutes([item(at(1, 23), at(2, 0))], 'day', wednesday)).toBe(480);
  });
});
