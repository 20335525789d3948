import type { ConfigError } from '../errors/config-error.js';
import type { RawContent } from './eval-file-schema.js';
import type { ReferencedFile, ConfigWarning, WrittenContent } from './types.js';
import { promises as fs, existsSync } from 'node:fs';
import path from 'node:path';
import { ancestorDirs, referencedFileRefusal } from './repo-paths.js';
import { minimatch } from 'minimatch';
import { z } from 'zod';
import { unknownKeyWarnings } from './unknown-keys.js';
import { readYamlSource, zodIssueError } from './yaml-source.js';

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

/** A message's content rendered to text, and as written when it is not one string. */
export interface RenderedContent {
  text: string;
  written?: WrittenContent;
}

/**
 * Renders message content to text: strings as written, mappings as JSON text, segment lists
 * joined with "\n". Guideline files are lifted out (the engine puts them into the system prompt);
 * other files are embedded as `<file path="…">…</file>` so the model sees which file is which.
 * Content that is not one string is also kept as written, its files read, for AgentV's graders.
 */
export async function buildMessageContent(content: RawContent, ctx: ContentContext): Promise<RenderedContent> {
  if (typeof content === 'string') return { text: content };
  if (!Array.isArray(content)) return { text: JSON.stringify(content, null, 2), written: content };
  const parts: string[] = [];
  const written: WrittenContent = [];
  for (const [index, segment] of content.entries()) {
    if (segment.type === 'text') {
      parts.push(segment.value);
      written.push(segment);
      continue;
    }
    const file = await readReferencedFile(segment.value, { ...ctx, fail: ctx.failAt(index) });
    written.push({ type: 'file', value: segment.value, file });
    if (ctx.liftGuidelines && isGuidelinePath(file.displayPath, ctx.guidelinePatterns)) {
      addOnce(ctx.guidelineFiles, file);
      continue;
    }
    if (ctx.liftGuidelines) addOnce(ctx.inputFiles, file);
    parts.push(`<file path="${file.displayPath}">\n${file.content.replace(/\n$/, '')}\n</file>`);
  }
  return { text: parts.join('\n'), written };
}

function addOnce(list: ReferencedFile[], file: ReferencedFile): void {
  if (!list.some((f) => f.absolutePath === file.absolutePath)) list.push(file);
}

/** Where a `file` segment is looked up, and how to report a problem with it. */
export interface FileLookup {
  evalDir: string;
  repoRoot: string;
  allowOutsideRoot: boolean;
  /** Builds the error for this reference (it knows the eval file position and case id). */
  fail: (detail: string, fix: string) => ConfigError;
}

/**
 * Finds and reads a file referenced from an eval file: relative to the eval file's folder, then
 * each parent folder up to the repository root (so shared prompts can live higher up). A file
 * outside the repository is refused unless allowed, so an eval file cannot quietly read secrets
 * from elsewhere on the machine into a prompt.
 */
export async function readReferencedFile(ref: string, lookup: FileLookup): Promise<ReferencedFile> {
  const candidates = path.isAbsolute(ref)
    ? [ref]
    : ancestorDirs(lookup.evalDir, lookup.repoRoot).map((dir) => path.resolve(dir, ref));
  let found: string | undefined;
  for (const candidate of candidates) {
    const stat = await fs.stat(candidate).catch(() => undefined);
    if (stat?.isFile()) {
      found = candidate;
      break;
    }
  }
  if (!found) {
    throw lookup.fail(
      `referenced file "${ref}" not found`,
      `fix the path; it is looked up relative to ${lookup.evalDir} and then each parent folder up ` +
        `to ${lookup.repoRoot}`,
    );
  }
  const refusal = referencedFileRefusal(found, lookup);
  if (refusal) throw lookup.fail(`referenced file "${ref}" ${refusal.reason}`, refusal.fix);
  let content: string;
  try {
    content = await fs.readFile(found, 'utf8');
  } catch {
    throw lookup.fail(`referenced file "${ref}" could not be read`, `check the permissions of ${found}`);
  }
  const displayPath = path.relative(lookup.repoRoot, found).split(path.sep).join('/');
  return { absolutePath: found, displayPath, content };
}

/** The default patterns of which referenced files are guidelines rather than task input. */
export const DEFAULT_GUIDELINE_PATTERNS: readonly string[] = [
  '**/*.instructions.md',
  '**/instructions/**',
  '**/*.prompt.md',
  '**/prompts/**',
];

/** `.agentv.yaml`, the optional per-folder settings file beside eval files. */
export const agentvSettingsSchema = z.object({
  $schema: z.string().optional(),
  guideline_patterns: z.array(z.string().min(1)).optional(),
});

/**
 * Guideline patterns for eval files in `evalDir`: `guideline_patterns` from `.agentv.yaml` in that
 * folder, else from AgentV's `.agentv/config.yaml` in that folder or the nearest parent up to the
 * repository root, else the defaults. Unknown keys in the settings file are pushed onto `warnings`.
 */
export async function loadGuidelinePatterns(
  evalDir: string,
  warnings: ConfigWarning[],
  repoRoot: string = evalDir,
): Promise<readonly string[]> {
  const candidates = [
    path.join(evalDir, '.agentv.yaml'),
    ...ancestorDirs(evalDir, repoRoot).map((dir) => path.join(dir, '.agentv', 'config.yaml')),
  ];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) return DEFAULT_GUIDELINE_PATTERNS;
  const src = await readYamlSource(file, `settings file ${path.basename(file)}`);
  // An empty file means "no settings", not an error.
  const data = src.data ?? {};
  const parsed = agentvSettingsSchema.safeParse(data);
  if (!parsed.success) throw zodIssueError(src, parsed.error);
  warnings.push(...unknownKeyWarnings(src, agentvSettingsSchema, data));
  return parsed.data.guideline_patterns ?? DEFAULT_GUIDELINE_PATTERNS;
}

/** True when the repository-relative, forward-slash `displayPath` matches any pattern. */
export function isGuidelinePath(displayPath: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => minimatch(displayPath, pattern, { dot: true }));
}
