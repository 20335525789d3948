// Bundles each door with @vercel/ncc into dist/<door>/ (committed; CI checks it matches a fresh build).
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const doors = [
  { entry: 'src/cli/index.ts', out: 'dist/cli' },
  { entry: 'src/action/index.ts', out: 'dist/action' },
];

for (const { entry, out } of doors) {
  if (!existsSync(entry)) continue;
  rmSync(out, { recursive: true, force: true });
  execFileSync('npx', ['ncc', 'build', entry, '-o', out, '--minify', '--no-source-map-register', '--quiet', '--license', 'licenses.txt'], { stdio: 'inherit' });
}
