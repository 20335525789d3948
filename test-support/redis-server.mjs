// A real redis-server (Debian's package) as a child process, for the tests and the bench of
// `--queue` runs: on a free port of 127.0.0.1, with nothing saved to disk. Plain ESM JavaScript
// (typed with JSDoc) so jest tests and the `bench/` scripts can both import it.
import { spawn } from 'node:child_process';
import net from 'node:net';

/**
 * @typedef {object} RedisServer
 * @property {string} url redis://127.0.0.1:<port>
 * @property {number} port
 * @property {() => Promise<void>} close stops the server and waits for it to exit
 */

/** A port nobody listens on right now (the kernel's pick, released at once). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `redis-server` and resolves once it accepts connections.
 * @param {{ bin?: string }} [options] the executable (default: redis-server on the PATH)
 * @returns {Promise<RedisServer>}
 */
export async function startRedisServer(options = {}) {
  const port = await freePort();
  const child = spawn(
    options.bin ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    let output = '';
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      if (/Ready to accept connections/i.test(output)) resolve(undefined);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', (error) =>
      reject(new Error(`redis-server could not start (${error.message}); install it: apt-get install redis-server`)),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
