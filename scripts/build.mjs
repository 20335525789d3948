// Bundles each door with @vercel/ncc into dist/<door>/ (committed; CI checks it matches a fresh build),
// with the digest of the sources it was built from beside it (the bundle tests check it).
import { spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DIGEST_FILE, sourceDigest } from './source-digest.mjs';

const doors = [
  { entry: 'src/cli/index.ts', out: 'dist/cli' },
  { entry: 'src/action/index.ts', out: 'dist/action' },
];

/** One door bundled by ncc; resolves when it exits 0. */
function bundle({ entry, out }) {
  rmSync(out, { recursive: true, force: true });
  const args = ['ncc', 'build', entry, '-o', out, '--minify', '--no-source-map-register', '--quiet'];
  const child = spawn('npx', [...args, '--license', 'licenses.txt'], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`ncc build of ${entry} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

// Taken before bundling: a source edited during the build leaves the bundle marked stale.
const digest = sourceDigest(process.cwd());
// The doors are bundled at once: each is mostly one core's work, and the machine has more.
const built = doors.filter(({ entry }) => existsSync(entry));
const results = await Promise.allSettled(built.map(bundle));
const failed = results.find((r) => r.status === 'rejected');
if (failed) {
  console.error(failed.reason.message);
  process.exit(1);
}
for (const { out } of built) writeFileSync(path.join(out, DIGEST_FILE), `${digest}\n`);
