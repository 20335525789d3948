import type { ConfigError } from '../errors/index.js';
import type { RawContent } from './eval-file-schema.js';
import { isGuidelinePath } from './guideline-patterns.js';
import { readReferencedFile } from './read-referenced-file.js';
import type { ReferencedFile } from './types.js';

/** What rendering one message's content needs, and where it collects the files it meets. */
export interface ContentContext {
  evalDir: string;
  repoRoot: string;
  allowOutsideRoot: boolean;
  guidelinePatterns: readonly string[];
  /** Off for expected messages: a reference answer keeps every file inline. */
  liftGuidelines: boolean;
  /** Error factory for the segment at `index` of this content list. */
  failAt: (index: number) => (detail: string, fix: string) => ConfigError;
  guidelineFiles: ReferencedFile[];
  inputFiles: ReferencedFile[];
}

/**
 * Renders message content to text: strings as written, mappings as JSON text, segment lists
 * joined with "\n". Guideline files are lifted out (the engine puts them into the system prompt);
 * other files are embedded as `<file path="…">…</file>` so the model sees which file is which.
 */
export async function buildMessageContent(content: RawContent, ctx: ContentContext): Promise<string> {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return JSON.stringify(content, null, 2);
  const parts: string[] = [];
  for (const [index, segment] of content.entries()) {
    if (segment.type === 'text') {
      parts.push(segment.value);
      continue;
    }
    const file = await readReferencedFile(segment.value, { ...ctx, fail: ctx.failAt(index) });
    if (ctx.liftGuidelines && isGuidelinePath(file.displayPath, ctx.guidelinePatterns)) {
      addOnce(ctx.guidelineFiles, file);
      continue;
    }
    if (ctx.liftGuidelines) addOnce(ctx.inputFiles, file);
    parts.push(`<file path="${file.displayPath}">\n${file.content.replace(/\n$/, '')}\n</file>`);
  }
  return parts.join('\n');
}

function addOnce(list: ReferencedFile[], file: ReferencedFile): void {
  if (!list.some((f) => f.absolutePath === file.absolutePath)) list.push(file);
}
