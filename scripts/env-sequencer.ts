import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const PRAGMA = /@vitest-environment\s+([\w-]+)/;

/**
 * Vitest's order (failed, then slowest first), with the files of one test environment kept together.
 *
 * With `isolate: false` a worker runs the next file only when that file wants the same environment
 * (jsdom or node); otherwise Vitest stops the worker and starts a new one, which loads React, MUI and
 * every page again. In Vitest's own order the jsdom and node files alternate, and a run started about a
 * dozen workers for two cores; grouped, it starts one per core and environment.
 */
export class EnvironmentSequencer extends BaseSequencer {
  private readonly environments = new Map<string, string>();

  private environmentOf(spec: TestSpecification): string {
    const known = this.environments.get(spec.moduleId);
    if (known) return known;
    const head = readFileSync(spec.moduleId, 'utf8').slice(0, 2000);
    const environment = PRAGMA.exec(head)?.[1] ?? spec.project.config.environment;
    this.environments.set(spec.moduleId, environment);
    return environment;
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const defaultEnvironment = (spec: TestSpecification) =>
      this.environmentOf(spec) === spec.project.config.environment ? 0 : 1;
    // Array.prototype.sort is stable: within a group, Vitest's order stays.
    return sorted.sort((a, b) => defaultEnvironment(a) - defaultEnvironment(b));
  }
}
