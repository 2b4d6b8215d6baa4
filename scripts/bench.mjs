// `npm run bench [-- name ...]` (after the build): the named server benchmarks, or with no name
// every server benchmark and then the frontend's. npm appends the names to the script's last
// command, so they are handed on from here rather than from package.json.
import { spawnSync } from 'node:child_process';

const names = process.argv.slice(2);
const run = (script, args) => {
  const { status } = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};
run('server/dist/bench/run.js', names);
if (!names.length) run('bench/frontend.mjs', []);
