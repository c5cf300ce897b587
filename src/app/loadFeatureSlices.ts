let loading: Promise<void> | null = null;

/** Loads (once) and injects the feature slices; await it before rendering anything that reads them. */
export function loadFeatureSlices(): Promise<void> {
  loading ??= import('./featureSlices').then((m) => m.fillStore());
  return loading;
}
