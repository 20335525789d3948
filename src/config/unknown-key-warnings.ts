import type { z } from 'zod';
import type { ConfigWarning } from './types.js';
import { findUnknownKeys } from './unknown-keys.js';
import { formatPath, keyPositionOf, type YamlSource } from './yaml-source.js';

/** One warning per key in `data` that `schema` does not declare, located at the key's line. */
export function unknownKeyWarnings(src: YamlSource, schema: z.ZodType, data: unknown = src.data): ConfigWarning[] {
  return findUnknownKeys(schema, data).map(({ mapPath, key, suggestion }) => {
    const where = formatPath(mapPath);
    const hint = suggestion ? ` (did you mean "${suggestion}"?)` : '';
    return {
      message: `unknown key "${key}"${where ? ` in ${where}` : ' at top level'}${hint}; it is ignored`,
      file: src.file,
      line: keyPositionOf(src, mapPath, key).line,
    };
  });
}
