import { type RawSkillTrigger, skillTriggerSchema } from '../assertion-schemas.js';
import type { EvaluatorKind } from './evaluator-kind.js';

/** AgentV's `skill-trigger`: did the agent invoke (or read) the named skill? Named after the skill. */
export const SKILL_TRIGGER_KIND: EvaluatorKind<'skill-trigger', RawSkillTrigger> = {
  read: {
    types: ['skill-trigger'],
    schemas: [skillTriggerSchema],
    defaultName: (entry) => `skill-trigger-${entry.skill}`,
    normalize: (entry, { name, weight }) => ({ ...entry, name, weight }),
  },
};
