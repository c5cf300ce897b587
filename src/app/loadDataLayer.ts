let loading: Promise<void> | null = null;

/** Loads (once) and injects the data layer (RTK Query and the domain slices); await it before rendering anything that reads them. */
export function loadDataLayer(): Promise<void> {
  loading ??= import('./dataLayer').then((m) => m.fillStore());
  return loading;
}
