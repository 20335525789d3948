import { existsSync } from 'node:fs';
import path from 'node:path';
import { minimatch } from 'minimatch';
import { z } from 'zod';
import type { ConfigWarning } from './types.js';
import { unknownKeyWarnings } from './unknown-key-warnings.js';
import { readYamlSource } from './yaml-source.js';
import { zodIssueError } from './zod-issue-error.js';

/** Seed 001 defaults: which referenced files are guidelines rather than task input. */
export const DEFAULT_GUIDELINE_PATTERNS: readonly string[] = [
  '**/*.instructions.md',
  '**/instructions/**',
  '**/*.prompt.md',
  '**/prompts/**',
];

/** `.agentv.yaml`, the optional per-folder settings file beside eval files. */
export const agentvSettingsSchema = z.object({
  guideline_patterns: z.array(z.string().min(1)).optional(),
});

/**
 * Guideline patterns for eval files in `evalDir`: `guideline_patterns` from `.agentv.yaml` in that
 * folder, else the defaults. Unknown keys in the settings file are pushed onto `warnings`.
 */
export async function loadGuidelinePatterns(evalDir: string, warnings: ConfigWarning[]): Promise<readonly string[]> {
  const file = path.join(evalDir, '.agentv.yaml');
  if (!existsSync(file)) return DEFAULT_GUIDELINE_PATTERNS;
  const src = await readYamlSource(file, 'settings file .agentv.yaml');
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
