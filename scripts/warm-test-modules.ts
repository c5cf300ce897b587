import { existsSync, globSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Vitest transforms a module when a worker first imports it, and a worker imports a module's dependencies one
 * after another as it evaluates it: on a clean clone (no module cache yet), each of the few hundred modules of
 * the app is a round trip to this process and a wait, while this process mostly idles. This plugin transforms
 * the test files and everything they import here, in parallel, as soon as the server is up and while the
 * workers are still starting: a worker then finds its modules transformed. A run that has Vitest's module cache
 * (`moduleCache`, filled by an earlier run) reads them from there instead, and is not warmed: this would
 * transform them all again. Runs only under Vitest (the test mode).
 */
export function warmTestModules(patterns: string[], moduleCache: string): Plugin {
  return {
    name: 'sensiworks:warm-test-modules',
    apply: (_config, { mode }) => mode === 'test',
    configureServer(server) {
      const root = server.config.root;
      const entries = patterns.flatMap((pattern) => globSync(pattern, { cwd: root }));
      const cacheDir = join(root, moduleCache);
      const cached = existsSync(cacheDir) ? readdirSync(cacheDir).length : 0;
      if (cached > entries.length) return;
      // The DOM tests' modules are the client environment's (the Node-environment tests are few and small).
      const environment = server.environments.client;
      const seen = new Set<string>();
      const warm = async (url: string): Promise<void> => {
        if (seen.has(url)) return;
        seen.add(url);
        try {
          await environment.transformRequest(url);
        } catch {
          return; // the worker that imports it reports the error
        }
        const module = await environment.moduleGraph.getModuleByUrl(url);
        await Promise.all(
          [...(module?.importedModules ?? [])]
            .filter((m) => m.file && !m.file.includes('/node_modules/'))
            .map((m) => warm(m.url)),
        );
      };
      for (const file of entries) void warm(`/${relative(root, join(root, file))}`);
    },
  };
}
