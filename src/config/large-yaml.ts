import type { parseLargeYaml } from './parse-large-yaml.js';

/**
 * Files smaller than this are parsed whole into one Document. Above it the Document's time counts
 * at start-up, before the first call: in a fresh process the yaml package took 140–190 ms for a
 * 37 KB file of 300 cases, js-yaml 33–37 ms.
 */
export const LARGE_YAML_BYTES = 16 * 1024;

export type LargeYamlParser = typeof parseLargeYaml;

/**
 * The parser of large texts (parse-large-yaml.ts, js-yaml) for a text of `length` characters, or
 * undefined when it is small: loaded by the first file that needs it, so a small suite's run never
 * compiles it. Whoever reads a file that may be large hands it to `parseYamlSource` (yaml-source.ts).
 */
export async function largeYamlParser(length: number): Promise<LargeYamlParser | undefined> {
  return length >= LARGE_YAML_BYTES ? (await import('./parse-large-yaml.js')).parseLargeYaml : undefined;
}
