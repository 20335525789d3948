import { readFile } from 'node:fs/promises';
import { parseYamlSource } from '../config/yaml-source.js';

/**
 * A YAML (or JSON) file a promptfoo config references, parsed. A syntax error is a ConfigError at
 * that file's line and column, as for the config itself, never a bare parser message.
 */
export async function readYamlFile(file: string): Promise<unknown> {
  return parseYamlText(file, await readFile(file, 'utf8'));
}

/** YAML text read from `file`, parsed; a syntax error is a ConfigError at its line and column. */
export function parseYamlText(file: string, text: string): unknown {
  return parseYamlSource(file, text).data;
}
