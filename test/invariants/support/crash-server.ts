// The crash tests' harness: the built server runs as its own process on a test
// database, is killed with SIGKILL at random moments while shoppers buy, and is started again.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { eventually } from '../../support/eventually';

const root = resolve(__dirname, '../../..');
const main = resolve(root, 'server/dist/main.js');

/** Throws unless the server is built (`npm run build`; npm test does). */
export function requireBuiltServer(): void {
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first (npm test does)`);
}

export type CrashServer = {
  /** Starts `node server/dist/main.js` on a free port and resolves with its URL once it listens. */
  start(): Promise<string>;
  /** SIGKILLs the running server (if any) and resolves once it has exited. */
  kill(): Promise<void>;
};

/** The built server on the database `databaseUrl()` names. */
export function crashServer(databaseUrl: () => string): CrashServer {
  let server: ChildProcess | null = null;
  return {
    start() {
      const child = spawn(process.execPath, [main], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl(), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server = child;
      return new Promise((resolveUrl, reject) => {
        let out = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const url = /shop running\): (http:\/\/\S+)/.exec(out)?.[1];
          if (url) resolveUrl(url);
        });
        child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
        child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before listening:\n${out.slice(-2000)}`)));
      });
    },
    kill() {
      const child = server;
      server = null;
      if (!child || child.exitCode !== null) return Promise.resolve();
      return new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGKILL');
      });
    },
  };
}

/** Waits until `GET url + path` answers 200 (the server has finished starting and seeding). */
export function serving(url: string, path: string): Promise<number> {
  return eventually(
    () =>
      fetch(`${url}${path}`)
        .then((r) => r.status)
        .catch(() => 0),
    (s) => s === 200,
    { timeoutMs: 30_000 },
  );
}
