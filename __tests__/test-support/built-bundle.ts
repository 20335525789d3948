import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DIGEST_FILE, sourceDigest } from '../../scripts/source-digest.mjs';

let tree: string | undefined;

/**
 * The built bundle of a door (`dist/<door>/index.js`, or `bundle` when given), checked first: it
 * must have been built from the sources the tree holds now (`npm run bundle` writes their digest
 * beside it). A missing or stale bundle throws one clear error, so a test never passes or fails
 * on yesterday's build. `.ci/run` builds before it tests.
 */
export function builtBundle(door: 'cli' | 'action', bundle = path.resolve('dist', door, 'index.js')): string {
  const stamp = path.join(path.dirname(bundle), DIGEST_FILE);
  const built = existsSync(bundle) && existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : undefined;
  tree ??= sourceDigest(process.cwd());
  if (built !== tree) {
    const why =
      built === undefined
        ? 'is missing or has no digest of its sources'
        : 'was built from other sources than src/ and package-lock.json hold now';
    throw new Error(
      `${path.relative(process.cwd(), bundle)} ${why}: run \`npm run bundle\` first (these tests run the built bundle)`,
    );
  }
  return bundle;
}
