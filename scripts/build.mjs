// Bundles each door with @vercel/ncc into dist/<door>/ (committed; CI checks it matches a fresh build),
// with the digest of the sources it was built from beside it (the bundle tests check it).
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DIGEST_FILE, sourceDigest } from './source-digest.mjs';

const doors = [
  { entry: 'src/cli/index.ts', out: 'dist/cli' },
  { entry: 'src/action/index.ts', out: 'dist/action' },
];

// Taken before bundling: a source edited during the build leaves the bundle marked stale.
const digest = sourceDigest(process.cwd());
for (const { entry, out } of doors) {
  if (!existsSync(entry)) continue;
  rmSync(out, { recursive: true, force: true });
  execFileSync(
    'npx',
    ['ncc', 'build', entry, '-o', out, '--minify', '--no-source-map-register', '--quiet', '--license', 'licenses.txt'],
    { stdio: 'inherit' },
  );
  writeFileSync(path.join(out, DIGEST_FILE), `${digest}\n`);
}
