import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What a door loads before its first line runs is what its static imports reach: `import type` is
 * erased and `await import()` waits for first use (the bundler puts those modules in chunks read only
 * then). These tests walk that graph from the sources, so an import that drags a heavy module into
 * `agentv --help` or into every run fails here with the chain that brings it in.
 */
const repo = process.cwd();

interface Reached {
  /** Each source file reached, with the file that imports it (undefined for the entry). */
  files: Map<string, string | undefined>;
  /** Each npm package and `node:` module reached, with the first file that imports it. */
  packages: Map<string, string>;
}

/** The specifiers of a file's imports and re-exports that stay in the emitted JavaScript. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const typesOnly =
        clause?.isTypeOnly === true ||
        (clause !== undefined &&
          clause.name === undefined &&
          named !== undefined &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((element) => element.isTypeOnly));
      if (!typesOnly) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/** The package a bare specifier names (`@scope/name` or `name`), or the `node:` module. */
const packageOf = (specifier: string) =>
  specifier.startsWith('node:')
    ? specifier
    : specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');

function reachedFrom(entry: string): Reached {
  const files = new Map<string, string | undefined>();
  const packages = new Map<string, string>();
  const queue: [string, string | undefined][] = [[entry, undefined]];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [file, importer] = next;
    if (files.has(file)) continue;
    files.set(file, importer);
    for (const specifier of staticImports(path.join(repo, file))) {
      if (!specifier.startsWith('.')) {
        if (!packages.has(packageOf(specifier))) packages.set(packageOf(specifier), file);
        continue;
      }
      const target = path.relative(repo, path.resolve(path.dirname(path.join(repo, file)), specifier));
      const source = target.replace(/\.js$/, '.ts');
      if (existsSync(path.join(repo, source))) queue.push([source, file]);
    }
  }
  return { files, packages };
}

/** `a.ts <- b.ts <- entry.ts`: how `file` is reached. */
function chain(reached: Reached, file: string | undefined): string {
  const links: string[] = [];
  for (let at = file; at !== undefined; at = reached.files.get(at)) links.push(at);
  return links.join(' <- ');
}

/** Each of `names` (packages) that is reached, with the chain that brings it in. */
function packagesReached(reached: Reached, names: (name: string) => boolean): string[] {
  return [...reached.packages]
    .filter(([name]) => names(name))
    .map(([name, importer]) => `${name} <- ${chain(reached, importer)}`)
    .sort();
}

describe('what a command loads before it runs', () => {
  it('agentv --help and every command definition load commander and nothing else from npm', () => {
    const reached = reachedFrom('src/cli/index.ts');
    expect(packagesReached(reached, (name) => name !== 'commander' && !name.startsWith('node:'))).toEqual([]);
    // the commands' work is imported by their actions
    expect([...reached.files.keys()].filter((file) => /^src\/cli\/run-/.test(file))).toEqual([]);
  });

  it("a run loads no format's, provider's or output's own modules until a suite, target or flag asks", () => {
    const reached = reachedFrom('src/cli/run-eval-command.ts');
    const singleUse = [
      ...['nunjucks', 'ajv', 'ajv-formats', 'node-sql-parser', 'sucrase', 'cli-progress', 'ioredis', 'bullmq'],
      // the reader of large YAML files (a small suite's run never needs it)
      'js-yaml',
      ...['openai', '@anthropic-ai/sdk', '@google/generative-ai', '@pydantic/genai-prices'],
      // Node's own: the judge proxy's HTTP server, the regex sandbox's threads
      ...['node:http', 'node:worker_threads'],
    ];
    expect(packagesReached(reached, (name) => singleUse.includes(name) || name.startsWith('@actions/'))).toEqual([]);
    const rooms = [
      /^src\/(report|history|action)\//,
      /^src\/promptfoo\/(assertions\/|load-promptfoo-suite)/,
      // what only --baseline or --labels needs: comparing, the labels and their schema
      /^src\/results\/(compare-results|new-failures|label-agreement|human-labels)\.ts$/,
      // an AgentV eval file's loader, which a promptfoo config's run never needs
      /^src\/config\/(load-eval-suite|eval-file-schema)\.ts$/,
    ];
    const inRooms = (file: string) => rooms.some((room) => room.test(file));
    expect([...reached.files.keys()].filter(inRooms).map((file) => chain(reached, file))).toEqual([]);
  });

  it('a promptfoo config is read and graded without ajv or csv-parse until a schema or a CSV file asks', () => {
    for (const entry of ['src/promptfoo/load-promptfoo-suite.ts', 'src/promptfoo/promptfoo-evaluator.ts']) {
      const reached = reachedFrom(entry);
      expect(packagesReached(reached, (name) => ['ajv', 'ajv-formats', 'csv-parse'].includes(name))).toEqual([]);
    }
  });

  it('the Action loads the artifact and cache clients when it first uploads, downloads or restores', () => {
    const reached = reachedFrom('src/action/index.ts');
    expect(packagesReached(reached, (name) => name === '@actions/artifact' || name === '@actions/cache')).toEqual([]);
  });
});
