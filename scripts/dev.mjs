// `npm run dev`: TypeScript in watch mode, the API restarted on each rebuild, and Vite with hot
// reload (http://localhost:5173) proxying /api and /socket.io to the API.
import { spawn, spawnSync } from 'node:child_process';

const run = (cmd, args, opts = {}) => spawn(cmd, args, { stdio: 'inherit', shell: false, ...opts });

const first = spawnSync('npx', ['tsc', '-b', 'server/tsconfig.build.json'], { stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  run('npx', ['tsc', '-b', '-w', '--preserveWatchOutput', 'server/tsconfig.build.json']),
  run('node', ['--watch-path=server/dist', '--watch-path=contracts/dist', '--watch-path=projections/dist', 'server/dist/main.js']),
  run('npx', ['vite'], { cwd: 'client' }),
];

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && code !== 0 && stop());
