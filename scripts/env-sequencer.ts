import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const PRAGMA = /@vitest-environment\s+([\w-]+)/;
const DURATIONS = 'tests/durations.json';

/**
 * The slowest files first, with the files of one test environment kept together.
 *
 * With `isolate: false` a worker runs the next file only when that file wants the same environment
 * (happy-dom or node); otherwise Vitest stops the worker and starts a new one, which loads React, MUI and
 * every page again. In Vitest's own order the DOM and node files alternate, and a run started about a
 * dozen workers for two cores; grouped, it starts one per core and environment.
 *
 * Within an environment the two workers take the next file as they finish one, so the longest files go
 * first and the short ones fill in at the end (longest processing time first): both workers finish
 * together. How long a file takes comes from tests/durations.json (committed, refreshed with
 * `node scripts/test-durations.mjs`), so a clean clone, which has no Vitest cache, gets the same order as
 * a later run; a file not listed there yet takes its duration from Vitest's cache of the last run, else
 * goes after the listed ones by size.
 */
export class EnvironmentSequencer extends BaseSequencer {
  private readonly environments = new Map<string, string>();
  private durations?: Record<string, number>;

  private environmentOf(spec: TestSpecification): string {
    const known = this.environments.get(spec.moduleId);
    if (known) return known;
    const head = readFileSync(spec.moduleId, 'utf8').slice(0, 2000);
    const environment = PRAGMA.exec(head)?.[1] ?? spec.project.config.environment;
    this.environments.set(spec.moduleId, environment);
    return environment;
  }

  private committedDurations(): Record<string, number> {
    const file = join(this.ctx.config.root, DURATIONS);
    this.durations ??= existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    return this.durations!;
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const committed = this.committedDurations();
    const weight = (spec: TestSpecification) => {
      const path = relative(config.root, spec.moduleId);
      const key = `${spec.project.name}:${path}`;
      return {
        duration: committed[path] ?? cache.getFileTestResults(key)?.duration ?? 0,
        size: cache.getFileStats(key)?.size ?? 0,
      };
    };
    const defaultEnvironment = (spec: TestSpecification) =>
      this.environmentOf(spec) === spec.project.config.environment ? 0 : 1;
    const keyed = files.map((spec) => ({ spec, env: defaultEnvironment(spec), ...weight(spec) }));
    keyed.sort((a, b) => a.env - b.env || b.duration - a.duration || b.size - a.size);
    return keyed.map(({ spec }) => spec);
  }
}
