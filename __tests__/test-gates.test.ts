import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DIGEST_FILE, sourceDigest } from '../scripts/source-digest.mjs';
import { builtBundle } from './test-support/built-bundle.js';
import { chromiumOrSkip, inCi } from './test-support/chromium.js';

describe('the browser suite in CI', () => {
  const missing = { CHROMIUM_PATH: '/nonexistent/chromium' };

  test('without Chromium, CI=true (GitHub, GitLab) or CI=1 fails the suite with the fix', () => {
    for (const CI of ['true', '1', 'TRUE'])
      expect(() => chromiumOrSkip({ ...missing, CI })).toThrow(
        /no Chromium found \(install Debian's chromium, or set CHROMIUM_PATH\)/,
      );
  });

  test('without Chromium on a developer machine (no CI, or CI=false/0) the suite is skipped', () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      for (const CI of [undefined, '', 'false', '0']) expect(chromiumOrSkip({ ...missing, CI })).toBeUndefined();
    } finally {
      console.warn = warn;
    }
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toContain('SKIPPED: no Chromium found');
    expect(inCi({})).toBe(false);
  });
});

describe('the bundle tests run only a bundle built from the sources the tree holds', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
    mkdirSync(path.join(dir, 'door'));
    writeFileSync(path.join(dir, 'door', 'index.js'), '');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('a bundle stamped with the digest of the tree passes', () => {
    writeFileSync(path.join(dir, 'door', DIGEST_FILE), `${sourceDigest(process.cwd())}\n`);
    expect(builtBundle('cli', path.join(dir, 'door', 'index.js'))).toBe(path.join(dir, 'door', 'index.js'));
  });

  test('a bundle built from other sources, or with no digest, fails with npm run bundle as the fix', () => {
    writeFileSync(path.join(dir, 'door', DIGEST_FILE), `${'0'.repeat(64)}\n`);
    expect(() => builtBundle('cli', path.join(dir, 'door', 'index.js'))).toThrow(
      /was built from other sources than src\/ and package-lock.json hold now: run `npm run bundle` first/,
    );
    rmSync(path.join(dir, 'door', DIGEST_FILE));
    expect(() => builtBundle('cli', path.join(dir, 'door', 'index.js'))).toThrow(
      /is missing or has no digest of its sources: run `npm run bundle` first/,
    );
  });

  test('the digest changes with any file under src/', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'digest-'));
    try {
      mkdirSync(path.join(root, 'src', 'a'), { recursive: true });
      writeFileSync(path.join(root, 'package-lock.json'), '{}');
      writeFileSync(path.join(root, 'src', 'a', 'x.ts'), 'export const x = 1;');
      const before = sourceDigest(root);
      expect(sourceDigest(root)).toBe(before);
      writeFileSync(path.join(root, 'src', 'a', 'x.ts'), 'export const x = 2;');
      expect(sourceDigest(root)).not.toBe(before);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the two tiers', () => {
  // A file that starts the built bundle, directly or through the Action's harness, costs seconds a
  // test and needs `npm run bundle`: it belongs to `npm run test:e2e`, which jest.config.js selects
  // by name. This file is the exception: it calls builtBundle on folders of its own.
  const runsBundle = /from '[./]+(?:[\w-]+\/)*(?:built-bundle|action-harness)\.js'/;

  test('a test file runs the built bundle exactly when it is named *.e2e.test.ts', () => {
    const files = readdirSync('__tests__', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts') && file !== 'test-gates.test.ts')
      .map((file) => ({ file, bundle: runsBundle.test(readFileSync(path.join('__tests__', file), 'utf8')) }));
    const misplaced = files.filter(({ file, bundle }) => bundle !== file.endsWith('.e2e.test.ts')).map((f) => f.file);
    expect(misplaced).toEqual([]);
    expect(files.filter((f) => f.bundle).length).toBeGreaterThan(20);
  });
});
