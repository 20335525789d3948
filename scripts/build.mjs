// Bundles each door with @vercel/ncc into dist/<door>/ (committed; CI checks it matches a fresh build),
// with the digest of the sources it was built from beside it (the bundle tests check it).
import { spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { minify } from 'terser';
import { DIGEST_FILE, sourceDigest } from './source-digest.mjs';

const doors = [
  { entry: 'src/cli/index.ts', out: 'dist/cli' },
  { entry: 'src/action/index.ts', out: 'dist/action' },
];

/**
 * ncc minifies a door's index.js only: the chunks its `await import()`s split off (a format's loader,
 * a provider's SDK, a command's work) are written as webpack emits them, comments and whitespace
 * included, about twice the text Node compiles when a run first needs one. They get the treatment
 * ncc gives the entry (terser, names kept for stack traces, no compression).
 */
async function minifyChunks(out) {
  for (const name of (await readdir(out)).filter((file) => /^\d+\.index\.js$/.test(file))) {
    const file = path.join(out, name);
    const text = await readFile(file, 'utf8');
    // A package shipped minified (node-sql-parser, 2.5 MB on 1,500 lines) comes out no smaller, 10 s later.
    if (text.length > 500 * text.split('\n').length) continue;
    const { code } = await minify(text, {
      module: true,
      compress: false,
      mangle: { keep_classnames: true, keep_fnames: true },
    });
    await writeFile(file, code);
  }
}

/** One door bundled by ncc and its chunks minified; resolves when done. */
async function bundle({ entry, out }) {
  rmSync(out, { recursive: true, force: true });
  const args = ['ncc', 'build', entry, '-o', out, '--minify', '--no-source-map-register', '--quiet'];
  const child = spawn('npx', [...args, '--license', 'licenses.txt'], { stdio: 'inherit' });
  await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`ncc build of ${entry} failed (${signal ?? `exit ${code}`})`)),
    );
  });
  await minifyChunks(out);
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
