import { useDispatch, useSelector } from 'react-redux';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from './routes';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * The route on screen (its handle, src/app/router.tsx; layouts have none, so it is the last match) and its title
 * for the parameters it opened with.
 */
/** The kind of page a path with a :type opened (`/jobs-posting/editJob`: 'editJob'); undefined on any other. */
export const usePathType = () => (useMatches().at(-1)?.handle as RouteHandle | undefined)?.type;

export function usePage() {
  const { handle, params } = useMatches().at(-1)!;
  const route = handle as RouteHandle | undefined;
  return { route, title: route?.title(params) ?? '' };
}
