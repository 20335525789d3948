// The digest of what a bundle is built from: every file under src/ and package-lock.json (the
// dependencies ncc inlines). `npm run bundle` writes it beside each bundle (dist/<door>/sources.sha256);
// the tests that run a bundle compare it with the tree's, so they never test a stale build.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The file a build writes beside each door's index.js. */
export const DIGEST_FILE = 'sources.sha256';

/** Files under `dir`, relative to `root`, with forward slashes, sorted. */
function filesUnder(root, dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(root, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

/**
 * sha256 over the path and content of every source file of the bundles, in path order.
 * @param {string} root the repository root
 * @returns {string} hex digest
 */
export function sourceDigest(root) {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(root, 'src'), 'package-lock.json']) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
