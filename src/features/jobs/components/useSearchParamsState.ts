import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { JOB_TYPES, WORK_ARRANGEMENTS, type JobType, type WorkArrangement } from '@/state/jobs/types';

export interface SearchState {
  query: string;
  jobType: JobType[];
  workArrangement: WorkArrangement[];
  /** 1-based, as shown. */
  page: number;
}

const list = <T extends string>(raw: string | null, allowed: readonly T[]) =>
  (raw ?? '').split(',').filter((v): v is T => (allowed as readonly string[]).includes(v));

/** Reads a search from the URL (?q=&type=&arrangement=&page=) and writes changes back to it. */
export function parseSearch(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  return {
    query: params.get('q') ?? '',
    jobType: list(params.get('type'), JOB_TYPES),
    workArrangement: list(params.get('arrangement'), WORK_ARRANGEMENTS),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function searchToParams(s: SearchState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.query.trim()) p.set('q', s.query.trim());
  if (s.jobType.length) p.set('type', s.jobType.join(','));
  if (s.workArrangement.length) p.set('arrangement', s.workArrangement.join(','));
  if (s.page > 1) p.set('page', String(s.page));
  return p;
}

export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(params), [params]);
  /** A change of filters starts again at page 1 unless a page is given. */
  // Read from the address at the time of the change: a debounced search must not put back filters since changed.
  const update = (patch: Partial<SearchState>, opts: { replace?: boolean } = {}) =>
    setParams((current) => searchToParams({ ...parseSearch(current), page: 1, ...patch }), opts);
  return [state, update] as const;
}
