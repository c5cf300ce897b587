import { describe, expect, it } from 'vitest';
import { initials, personName } from '@/lib/names';

describe('names', () => {
  it('joins the parts there are, else the email, else the fallback', () => {
    expect(personName({ firstName: 'Ada', lastName: 'Byron' })).toBe('Ada Byron');
    expect(personName({ firstName: 'Ada', lastName: null, email: 'a@x.test' })).toBe('Ada');
    expect(personName({ lastName: ' Byron ' })).toBe('Byron');
    expect(personName({ firstName: '', email: 'a@x.test' })).toBe('a@x.test');
    expect(personName({})).toBe('Unnamed applicant');
    expect(personName({ email: ' ' }, 'Unnamed member')).toBe('Unnamed member');
  });

  it('takes initials from the names there are, else the email', () => {
    expect(initials({ firstName: 'ada', lastName: 'Byron' })).toBe('AB');
    expect(initials({ lastName: 'Byron', email: 'z@x.test' })).toBe('B');
    expect(initials({ email: 'zoe@x.test' })).toBe('Z');
    expect(initials({})).toBe('?');
  });
});
