// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listOf, withDefaults } from '@/lib/lists';

/** Spec section 9: a missing list defaults to empty, a missing count to 0. */
describe('answers with missing parts', () => {
  it('reads a list bare or under one of the given keys, else empty', () => {
    expect(listOf([1, 2])).toEqual([1, 2]);
    expect(listOf({ chats: [3] }, 'chats')).toEqual([3]);
    expect(listOf({ chats: 'oops' }, 'chats')).toEqual([]);
    expect(listOf(null)).toEqual([]);
  });

  it('fills each missing, null or malformed field from its default and drops fields it does not name', () => {
    const page = withDefaults({ jobs: [] as number[], total: 0, owner: null as string | null });
    expect(page(null)).toEqual({ jobs: [], total: 0, owner: null });
    expect(page({ total: null, jobs: 'none' })).toEqual({ jobs: [], total: 0, owner: null });
    expect(page({ jobs: [7], total: 12, owner: 'hr', extra: true })).toEqual({
      jobs: [7],
      total: 12,
      owner: 'hr',
    });
  });

  it('gives every answer its own lists, not one shared default', () => {
    const page = withDefaults({ jobs: [] as number[] });
    const first = page(undefined);
    first.jobs.push(1);
    expect(page(undefined).jobs).toEqual([]);
  });
});
