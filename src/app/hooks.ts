import { useDispatch, useSelector } from 'react-redux';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from './routes';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The route on screen (its handle, src/app/router.tsx; layouts have none, so it is the last match) and its title. */
export function usePage() {
  const route = useMatches().at(-1)!.handle as RouteHandle | undefined;
  return { route, title: route?.title ?? '' };
}

/** The kind of page a path with a :type opened (`/jobs-posting/editJob`: 'editJob'); undefined on any other. */
export const usePathType = () => usePage().route?.type;
