import type { z } from 'zod';
import { AGENTV4_TYPE_NAMES, NAMED_BY_CONTENT } from './evaluator-kinds.js';
import { isRecord } from './is-record.js';

/**
 * AgentV 4.x names its graders in kebab-case (`llm-grader`, `code-grader`, `tool-trajectory`) and
 * accepts snake_case (`llm_grader`); 2.x named the same kinds `llm_judge`, `code_judge`,
 * `tool_trajectory`. This maps a 4.x entry onto the 2.x kind it is, so both formats share one set of
 * evaluators (each kind lists its 4.x names in evaluator-kinds/). Keys 4.x renamed are renamed too:
 * a code grader's `command` is the 2.x `script`, a composite's `assertions` its `evaluators`, an
 * `llm-grader` with `rubrics` is a rubric judge.
 */
const KIND_OF = AGENTV4_TYPE_NAMES;

/** What a 4.x entry needs that this tool does not have, and what to do instead. */
const REFUSED_KINDS: Readonly<Record<string, string>> = {
  'inline-assert': "inline-assert exists only in AgentV's TypeScript API; write the check as a code-grader script",
};

const REFUSED_KEYS: Readonly<Record<string, string>> = {
  include: "assertion templates (include:) are not supported; paste the template's assertions here",
  preprocessors:
    'content preprocessors are not supported; convert the files before the run, or grade them in a code-grader',
};

/** Kinds whose default name says more than the type (`contains-Paris`): named by the normalizer. */
const ASSERTION_NAMES = NAMED_BY_CONTENT;

export function fromAgentv4Names(value: unknown, ctx: z.RefinementCtx): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entry = value as Record<string, unknown>;
  for (const [key, fix] of Object.entries(REFUSED_KEYS)) {
    if (key in entry)
      ctx.addIssue({ code: 'custom', path: [key], message: `"${key}" is not supported`, params: { fix } });
  }
  if (typeof entry.prompt === 'object' && entry.prompt !== null) return fromAgentv4Names(promptScript(entry, ctx), ctx);
  if (typeof entry.type !== 'string') return value;
  const written = entry.type.trim();
  const refused = REFUSED_KINDS[written];
  if (refused)
    ctx.addIssue({
      code: 'custom',
      path: ['type'],
      message: `grader type "${written}" is not supported`,
      params: { fix: refused },
    });
  if (written === 'composite') return compositeFromAgentv4(entry);
  const kind = KIND_OF[written] ?? KIND_OF[written.replaceAll('_', '-')];
  if (kind === undefined || kind === written) return value;
  // AgentV names an unnamed grader after its type, in kebab-case (`llm_grader` → `llm-grader`).
  const out: Record<string, unknown> = {
    ...entry,
    type: kind,
    ...(entry.name === undefined && !ASSERTION_NAMES.has(kind) ? { name: written.replaceAll('_', '-') } : {}),
  };
  if (kind === 'code_judge' && out.script === undefined && out.command !== undefined) {
    out.script = out.command;
    delete out.command;
  }
  if (kind === 'llm_judge' && out.rubrics !== undefined) out.type = 'rubric';
  return out;
}

/** A composite's 4.x `assertions` (its members) and aggregator names, as 2.x wrote them. */
function compositeFromAgentv4(entry: Record<string, unknown>): Record<string, unknown> {
  const out = { ...entry };
  if (out.evaluators === undefined && out.assertions !== undefined) {
    out.evaluators = out.assertions;
    delete out.assertions;
  }
  const aggregator = out.aggregator;
  if (
    typeof aggregator === 'object' &&
    aggregator !== null &&
    typeof (aggregator as { type?: unknown }).type === 'string'
  ) {
    const type = (aggregator as { type: string }).type;
    const renamed =
      type === 'code-grader' || type === 'code_grader'
        ? 'code_judge'
        : type === 'llm-grader' || type === 'llm_grader'
          ? 'llm_judge'
          : type;
    out.aggregator = { ...aggregator, type: renamed };
  }
  return out;
}

/**
 * AgentV's executable prompt template, `prompt: {command: [...], config?}` (`script` is its older
 * name): read as `prompt_script` and `prompt_config`, run when the judge grades (llm-judge.ts).
 */
function promptScript(entry: Record<string, unknown>, ctx: z.RefinementCtx): Record<string, unknown> {
  const { prompt, ...rest } = entry;
  const spec = prompt as { command?: unknown; script?: unknown; config?: unknown };
  const command = spec.command ?? spec.script;
  const argv = typeof command === 'string' ? [command] : command;
  if (!Array.isArray(argv) || argv.length === 0 || !argv.every((a) => typeof a === 'string' && a !== '')) {
    ctx.addIssue({
      code: 'custom',
      path: ['prompt'],
      message: 'a prompt object needs command: a list of arguments (the script last)',
      params: { fix: 'write prompt: {command: [node, my-prompt.mjs]}, or the prompt text' },
    });
    return rest;
  }
  const config = isRecord(spec.config) ? { prompt_config: spec.config } : {};
  return { ...rest, prompt_script: argv, ...config };
}
