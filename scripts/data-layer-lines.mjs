// Counts the data layer's lines (issue 12's figure): what fetches server data and keeps its request state and
// copies. Today that is RTK Query's endpoints (src/state/<domain>/*endpoints.ts), the shared api, base query and
// lifecycle helpers, and the slices; before RTK Query (6b43c1f^) it was the hand-written thunks
// (src/features/*/api.ts and the like), the thunk and request-state helpers, the slices with their addCase
// reducers and the reducers that patched copies by hand. Pages are not counted in either.
// usage: node scripts/data-layer-lines.mjs [git revision]   (default: the working tree's HEAD)
import { execFileSync } from 'node:child_process';

const rev = process.argv[2] ?? 'HEAD';
const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 26 });

const DATA_LAYER = [
  // RTK Query
  /^src\/api\/baseQuery\.ts$/,
  /^src\/state\/(api|lifecycle|lookups)\.ts$/,
  /^src\/state\/[a-z]+\/([a-z]*Slice|[a-zA-Z]*[eE]ndpoints)\.ts$/,
  // endpoints and cache updates in files of other names: the applicants' endpoints, socket frames, the outbox,
  // the chat's notifications read with it
  /^src\/state\/(employer\/applicants|chat\/socket|chat\/outbox|notifications\/chatNotifications)\.ts$/,
  // before: thunks, their helpers, slices and hand-patching reducers
  /^src\/api\/(thunk|request-state)\.ts$/,
  /^src\/features\/[a-z]+\/([a-z]*Slice|[a-z]*Reducers|api|[a-z]+Api)\.ts$/,
];

/** Lines that are code: not blank, not a comment. */
function codeLines(text) {
  let n = 0;
  let inComment = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (inComment) {
      if (line.includes('*/')) inComment = false;
      continue;
    }
    if (!line || line.startsWith('//')) continue;
    if (line.startsWith('/*')) {
      inComment = !line.includes('*/');
      continue;
    }
    n += 1;
  }
  return n;
}

const files = git('ls-tree', '-r', '--name-only', rev, 'src')
  .split('\n')
  .filter((f) => DATA_LAYER.some((re) => re.test(f)));
let lines = 0;
let code = 0;
for (const file of files) {
  const text = git('show', `${rev}:${file}`);
  const l = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const c = codeLines(text);
  lines += l;
  code += c;
  console.log(`${String(l).padStart(5)} ${String(c).padStart(5)}  ${file}`);
}
console.log(
  `${String(lines).padStart(5)} ${String(code).padStart(5)}  total at ${rev} (lines, code lines) in ${files.length} files`,
);
