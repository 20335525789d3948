import { pathToFileURL } from 'node:url';

/**
 * Imports a JavaScript file of the user's config (a promptfoo provider class, prompt function, var
 * loader, filter or assertion) by its absolute path. The comment keeps the bundler from resolving
 * the import at build time: the file is the user's, found at run time.
 */
export function importUserModule(file: string): Promise<Record<string, unknown>> {
  return import(/* webpackIgnore: true */ pathToFileURL(file).href) as Promise<Record<string, unknown>>;
}
