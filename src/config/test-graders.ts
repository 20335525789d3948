import { customAssertionEntry } from './custom-assertions.js';
import { evaluatorSchema } from './evaluator-schema.js';
import { normalizeEvaluator, normalizeEvaluatorEntry, type EvaluatorContext } from './normalize-evaluators.js';
import type { RawGraderList, RawTest, RawTestsFile } from './tests-file-schema.js';
import type { ConfigWarning, EvaluatorConfig } from './types.js';
import { unknownKeyWarnings } from './unknown-keys.js';
import type { FieldPath } from './yaml-source.js';

/** Where a grader list of a 4.x file stands: the list and its path in the file. */
interface GraderList {
  list: RawGraderList;
  at: FieldPath;
}

/** The suite's graders: `assertions` (or `assert`) at the top, else `execution.assertions`/`assert`/`evaluators`. */
export function suiteGraders(raw: RawTestsFile): GraderList | undefined {
  if (raw.assertions) return { list: raw.assertions, at: ['assertions'] };
  if (raw.assert) return { list: raw.assert, at: ['assert'] };
  const execution = raw.execution;
  if (execution?.assertions) return { list: execution.assertions, at: ['execution', 'assertions'] };
  if (execution?.assert) return { list: execution.assert, at: ['execution', 'assert'] };
  if (execution?.evaluators) return { list: execution.evaluators, at: ['execution', 'evaluators'] };
  return undefined;
}

/**
 * A grader list → EvaluatorConfigs. Strings anywhere in the list are criteria of one rubric judge
 * placed where the first string stood, weighted by how many there are (AgentV: each criterion
 * counts as much as any other grader).
 */
export function graders(
  list: RawGraderList,
  at: FieldPath,
  ctx: EvaluatorContext,
  warnings: ConfigWarning[],
): EvaluatorConfig[] {
  const criteria = list.flatMap((entry, i) =>
    typeof entry === 'string' && entry.trim() !== '' ? [{ text: entry.trim(), i }] : [],
  );
  const out: EvaluatorConfig[] = [];
  let rubricPlaced = false;
  for (const [i, entry] of list.entries()) {
    if (typeof entry !== 'string') {
      // A type the tool does not know may be a custom assertion of the repository's own.
      const parsed = evaluatorSchema.safeParse(entry);
      const custom = parsed.success ? undefined : customAssertionEntry(entry, ctx.evalDir, ctx.repoRoot);
      if (custom) {
        out.push({
          ...(normalizeEvaluatorEntry(custom.entry, [...at, i], ctx) as Extract<EvaluatorConfig, { type: 'code' }>),
          written_type: custom.type,
        });
        continue;
      }
      // A misspelt key is named before the schema's complaint about the key it misses.
      if (!ctx.keysChecked) warnings.push(...unknownKeyWarnings(ctx.src, evaluatorSchema, entry, [...at, i]));
      // Parsed once: an entry the schema refuses is parsed again for its error at its line.
      out.push(
        parsed.success
          ? normalizeEvaluator(parsed.data, [...at, i], ctx)
          : normalizeEvaluatorEntry(entry, [...at, i], ctx),
      );
      continue;
    }
    if (rubricPlaced || criteria.length === 0) continue;
    rubricPlaced = true;
    out.push({
      type: 'rubric',
      name: 'rubrics',
      weight: criteria.length,
      criteria: criteria.map(({ text }, n) => ({ id: `r${n + 1}`, description: text, weight: 1, required: false })),
    });
  }
  return out;
}

/** A test's own graders: `assertions`, else `assert`, else the deprecated `execution.evaluators` / `evaluators`. */
export function caseGraderList(raw: RawTest, at: FieldPath): GraderList | undefined {
  if (raw.assertions) return { list: raw.assertions, at: [...at, 'assertions'] };
  if (raw.assert) return { list: raw.assert, at: [...at, 'assert'] };
  if (raw.execution?.evaluators) return { list: raw.execution.evaluators, at: [...at, 'execution', 'evaluators'] };
  if (raw.evaluators) return { list: raw.evaluators, at: [...at, 'evaluators'] };
  return undefined;
}
