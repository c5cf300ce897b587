import { existsSync, globSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Whether Vitest's module cache can serve this run: it holds more than the test files, and was written after the
 * config and the installed packages last changed (either one changes every cached module's key, so a run right
 * after such a change finds only stale entries: 31.9 s instead of 25, transforming one module at a time).
 */
function cacheIsCurrent(cacheDir: string, testFiles: number, root: string): boolean {
  const entries = existsSync(cacheDir) ? readdirSync(cacheDir) : [];
  if (entries.length <= testFiles) return false;
  const written = Math.max(...entries.map((name) => statSync(join(cacheDir, name)).mtimeMs));
  const changed = ['vite.config.ts', 'package-lock.json']
    .map((file) => join(root, file))
    .filter((file) => existsSync(file))
    .map((file) => statSync(file).mtimeMs);
  return changed.every((time) => time < written);
}

/**
 * Vitest transforms a module when a worker first imports it, and a worker imports a module's dependencies one
 * after another as it evaluates it: on a clean clone (no module cache yet), each of the few hundred modules of
 * the app is a round trip to this process and a wait, while this process mostly idles. This plugin transforms
 * the test files and everything they import here, in parallel, as soon as the server is up and while the
 * workers are still starting: a worker then finds its modules transformed. A run that has a current Vitest module cache
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
      if (cacheIsCurrent(join(root, moduleCache), entries.length, root)) return;
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
