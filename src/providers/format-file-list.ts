import path from 'node:path';
import { shellEscape } from './shell-escape.js';

/**
 * A file list for `{FILES}` / `{ATTACHMENTS}`: each path rendered through `format` (`{path}` is the
 * escaped absolute path, `{basename}` the escaped file name), joined by spaces.
 */
export function formatFileList(paths: string[], format = '{path}'): string {
  return paths
    .map((file) => format.replaceAll('{path}', shellEscape(file)).replaceAll('{basename}', shellEscape(path.basename(file))))
    .join(' ');
}
