import type { EvaluatorConfig } from '../config/types.js';
import type { EvaluationContext, Evaluator, EvaluatorScore } from '../engine/evaluator.js';
import { traceFacts } from './trace-facts.js';

type SkillTriggerConfig = Extract<EvaluatorConfig, { type: 'skill-trigger' }>;

/**
 * AgentV 4.x's `skill-trigger`: the skill counts as triggered when a `Skill` tool call names it,
 * a `Read` call loads a file under `skills/<skill>/`, or a tool's output mentions that folder.
 * Scores 1 when that matches `should_trigger` (default true), else 0.
 */
export class SkillTriggerEvaluator implements Evaluator {
  readonly type = 'skill-trigger';
  readonly name: string;
  readonly weight: number;

  constructor(private readonly config: SkillTriggerConfig) {
    this.name = config.name;
    this.weight = config.weight;
  }

  async evaluate(context: EvaluationContext): Promise<EvaluatorScore> {
    const skill = this.config.skill;
    const shouldTrigger = this.config.should_trigger !== false;
    const calls = traceFacts(context).toolCalls ?? [];
    let evidence: string | undefined;
    for (const call of calls) {
      const tool = call.name.toLowerCase();
      const input = call.args ?? {};
      if (tool === 'skill' && String(input.skill ?? '').includes(skill))
        evidence = `Skill tool invoked with skill="${String(input.skill)}"`;
      else if (tool === 'read' && String(input.file_path ?? input.path ?? '').includes(`skills/${skill}/`))
        evidence = `Read tool loaded skill file: ${String(input.file_path ?? input.path)}`;
      else if (
        call.output !== undefined &&
        (typeof call.output === 'string' ? call.output : JSON.stringify(call.output)).includes(`skills/${skill}/`)
      ) {
        evidence = `Tool "${call.name}" output referenced skill file for "${skill}"`;
      }
      if (evidence !== undefined) break;
    }
    const triggered = evidence !== undefined;
    const passed = triggered === shouldTrigger;
    const text = passed
      ? shouldTrigger
        ? (evidence ?? `Skill "${skill}" triggered as expected`)
        : `Skill "${skill}" correctly did not trigger`
      : shouldTrigger
        ? calls.length > 0
          ? `Skill "${skill}" not found in ${calls.length} tool call(s)`
          : 'No tool calls recorded'
        : (evidence ?? `Skill "${skill}" triggered unexpectedly`);
    return { score: passed ? 1 : 0, hits: passed ? [text] : [], misses: passed ? [] : [text], reasoning: text };
  }
}

export function createSkillTriggerEvaluator(config: SkillTriggerConfig): Evaluator {
  return new SkillTriggerEvaluator(config);
}
