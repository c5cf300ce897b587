import { writeSession } from '@/lib/storage';
import { mockConfig } from '../http';
import { applyScenario, currentScenario } from './apply';
import { notifySettingsChanged, subscribeSettings } from './controls';
import { fromJson, fromSearchParams, hasScenario, withoutScenario } from './scenario';

/**
 * Browser only: the QA settings across reloads, and a scenario link applied before the app's first call.
 * Latency keeps its own key (mock-latency, which the browser journeys set to 0); the failure rate and the
 * pending one-shot failures are kept as a scenario under mock-settings.
 */
const LATENCY_KEY = 'mock-latency';
const SETTINGS_KEY = 'mock-settings';
/** The demo's pace when nothing says otherwise: enough to see loading states, not enough to annoy. */
const DEFAULT_LATENCY_MS = 250;

function save() {
  const { latency, ...rest } = currentScenario();
  try {
    localStorage.setItem(LATENCY_KEY, String(latency ?? 0));
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(rest));
  } catch {
    // Storage unavailable: the settings hold for this page's life.
  }
}

function restore() {
  const latency = localStorage.getItem(LATENCY_KEY);
  mockConfig.latencyMs = latency != null ? Number(latency) || 0 : DEFAULT_LATENCY_MS;
  try {
    applyScenario(fromJson(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).scenario);
  } catch {
    // A damaged entry: start without it.
  }
}

/** What a scenario link could not apply, for the Demo banner to say. */
export let scenarioLinkErrors: string[] = [];

/**
 * Restores the saved settings, then applies the link's `mock.*` parameters (a preset, a sign-in, latency,
 * failures) and takes them out of the address bar, so that a reload keeps the settings without starting
 * the data over again.
 */
export function bootQa() {
  restore();
  const { search, href } = window.location;
  if (hasScenario(search)) {
    const { scenario, errors } = fromSearchParams(search);
    const applied = applyScenario(scenario);
    if (applied.session) writeSession(applied.session);
    scenarioLinkErrors = [...errors, ...applied.errors];
    window.history.replaceState(window.history.state, '', withoutScenario(href));
    notifySettingsChanged();
  }
  save();
  subscribeSettings(save);
}
