import { describe, expect, it } from 'vitest';
import { stripBidi, stripBidiDeep, counted } from '@/lib/text';

describe('stripBidi', () => {
  it('removes every embedding, override and isolate control, and nothing else', () => {
    const controls = [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ];
    for (const c of controls) expect(stripBidi(`a${c}b`)).toBe('ab');
    // A name that would read "Alex Rivera" backwards from the override on.
    expect(stripBidi('Alex \u202Earevi\u202CR')).toBe('Alex areviR');
    // Right-to-left text itself, marks outside the ranges (LRM, RLM, ALM) and neighbours are kept.
    expect(stripBidi('שלום \u200E\u200F\u061C \u2065\u206A\u2029x')).toBe(
      'שלום \u200E\u200F\u061C \u2065\u206A\u2029x',
    );
    expect(stripBidi('')).toBe('');
  });

  it('walks server data: strings in objects and arrays, other values and clean objects untouched', () => {
    const clean = { id: 1, name: 'Acme', tags: ['a'], when: null, ok: true };
    expect(stripBidiDeep(clean)).toBe(clean);
    const data = {
      id: 7,
      otherParty: { name: 'Eve\u202E', companyName: '\u2066Corp\u2069' },
      messages: [{ messageText: 'hi\u202D' }, { messageText: 'fine' }],
      count: 2,
    };
    expect(stripBidiDeep(data)).toEqual({
      id: 7,
      otherParty: { name: 'Eve', companyName: 'Corp' },
      messages: [{ messageText: 'hi' }, { messageText: 'fine' }],
      count: 2,
    });
    // The input is not changed in place (the caller may hold it).
    expect(data.otherParty.name).toBe('Eve\u202E');
    expect(stripBidiDeep('x\u2067y')).toBe('xy');
    expect(stripBidiDeep(undefined)).toBeUndefined();
  });
});

describe('counted', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(counted(1, 'job')).toBe('1 job');
    expect(counted(0, 'applicant')).toBe('0 applicants');
    expect(counted(1, 'person', 'people')).toBe('1 person');
    expect(counted(3, 'person', 'people')).toBe('3 people');
  });
});
