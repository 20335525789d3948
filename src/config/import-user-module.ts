import { readFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPESCRIPT = /\.[cm]?ts$/i;

/**
 * Imports a JavaScript or TypeScript file of the user's config (a promptfoo provider class, prompt
 * function, var loader, filter or assertion) by its absolute path. The comment keeps the bundler
 * from resolving the import at build time: the file is the user's, found at run time.
 */
export function importUserModule(file: string): Promise<Record<string, unknown>> {
  if (TYPESCRIPT.test(file)) return requireTypeScript(file);
  return import(/* webpackIgnore: true */ pathToFileURL(file).href) as Promise<Record<string, unknown>>;
}

/** The parts of Node's CommonJS loader a TypeScript file is run with. */
interface CommonJsModule {
  exports: unknown;
  filename: string;
  paths: string[];
  loaded: boolean;
  _compile(code: string, filename: string): void;
}
interface CommonJsLoader {
  new (id: string): CommonJsModule;
  _extensions: Record<string, (module: CommonJsModule, filename: string) => void>;
  _nodeModulePaths(dir: string): string[];
}

/**
 * A TypeScript file, run where JavaScript user code runs (in this process), as promptfoo runs
 * them through tsx: sucrase strips its types and turns its imports into requires, and it is
 * loaded as a CommonJS module, the TypeScript files it imports the same way. sucrase, not tsx or
 * esbuild: it is plain JavaScript that the bundle carries (no native binary to install for each
 * platform, and Node 20 has no type stripping of its own); like tsx, it never type-checks.
 * Top-level `await` and `import.meta` are not available in such a file.
 */
async function requireTypeScript(file: string): Promise<Record<string, unknown>> {
  const { transform } = await import('sucrase');
  const compile = (module: CommonJsModule, filename: string) => {
    const source = readFileSync(filename, 'utf8');
    module._compile(transform(source, { transforms: ['typescript', 'imports'], filePath: filename }).code, filename);
  };
  const loader = Module as unknown as CommonJsLoader;
  for (const ext of ['.ts', '.cts', '.mts']) loader._extensions[ext] ??= compile;
  // Built by hand rather than required: a package.json of type module would make require refuse it.
  const module = new loader(file);
  module.filename = file;
  module.paths = loader._nodeModulePaths(path.dirname(file));
  compile(module, file);
  module.loaded = true;
  const loaded = module.exports;
  // As Node's import of a CommonJS module: its exports by name, `default` the ES default or the whole.
  const exports = loaded !== null && typeof loaded === 'object' ? (loaded as Record<string, unknown>) : {};
  return { ...exports, default: exports.__esModule ? exports.default : loaded };
}
