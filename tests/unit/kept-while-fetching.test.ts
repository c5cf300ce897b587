import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptWhileFetching } from '@/lib/useKeptWhileFetching';

type Query = { currentData?: Array<{ id: number }>; isFetching: boolean };
const answer = [{ id: 1 }, { id: 2 }, { id: 3 }];

function keep(first: { ids: number[]; key: unknown; query: Query }) {
  return renderHook(
    (p: { ids: number[]; key: unknown; query: Query }) => useKeptWhileFetching(p.ids, p.key, p.query),
    {
      initialProps: first,
    },
  );
}

describe('what a comparison keeps on screen while a shorter one loads', () => {
  it("the last answer's items still asked for, for the same key, while the call runs", () => {
    const hook = keep({ ids: [1, 2, 3], key: 7, query: { currentData: answer, isFetching: false } });
    expect(hook.result.current).toBe(answer);
    hook.rerender({ ids: [1, 3], key: 7, query: { isFetching: true } });
    expect(hook.result.current).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('nothing for another key (the same people for another job), once the call failed, or for one not held', () => {
    const hook = keep({ ids: [1, 2, 3], key: 7, query: { currentData: answer, isFetching: false } });
    hook.rerender({ ids: [1, 3], key: 8, query: { isFetching: true } });
    expect(hook.result.current).toBeUndefined();
    hook.rerender({ ids: [1, 3], key: 7, query: { isFetching: false } });
    expect(hook.result.current).toBeUndefined();
    hook.rerender({ ids: [1, 4], key: 7, query: { isFetching: true } });
    expect(hook.result.current).toBeUndefined();
  });
});
