import { readFileSync } from 'node:fs';
import semver from 'semver';

/**
 * `engines` says which Node versions the project supports; `npm ci` warns (EBADENGINE) when a
 * package in the lockfile asks for more. Every package must accept the oldest version of each
 * supported major, so `npm ci` is quiet on all of them.
 */
interface Lockfile {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  bin: Record<string, string>;
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile;

/** The oldest `major.minor.0` of each major from 20 to 30 that the `engines` range accepts. */
function oldestSupported(range: string): string[] {
  const found: string[] = [];
  for (let major = 20; major <= 30; major++) {
    for (let minor = 0; minor <= 40; minor++) {
      if (semver.satisfies(`${major}.${minor}.0`, range)) {
        found.push(`${major}.${minor}.0`);
        break;
      }
    }
  }
  return found;
}

describe('the Node versions the project supports', () => {
  it('are the maintained LTS lines, 22 (from 22.13) and 24 on, not Node 20 (end of life)', () => {
    expect(oldestSupported(pkg.engines.node).slice(0, 2)).toEqual(['22.13.0', '24.0.0']);
    expect(semver.satisfies('20.19.0', pkg.engines.node)).toBe(false);
    expect(semver.satisfies('23.11.0', pkg.engines.node)).toBe(false);
  });

  it('are accepted by every package in the lockfile, so npm ci prints no engine warning', () => {
    for (const version of oldestSupported(pkg.engines.node)) {
      const refused = Object.entries(lock.packages)
        .filter(([name]) => name !== '')
        .flatMap(([name, entry]) => {
          const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
          return range && !semver.satisfies(version, range)
            ? [`${name.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${range}`]
            : [];
        });
      expect({ version, refused }).toEqual({ version, refused: [] });
    }
  });

  it('the lockfile root says the same as package.json, and the CLI has a name of its own beside agentv', () => {
    expect((lock.packages[''] as { engines?: { node?: string } }).engines?.node).toBe(pkg.engines.node);
    expect(pkg.bin).toEqual({ agentv: 'dist/cli/index.js', 'agentv-action': 'dist/cli/index.js' });
  });
});
