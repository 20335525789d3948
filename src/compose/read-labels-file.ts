import { readYamlSource, zodIssueError } from '../config/yaml-source.js';
import { type HumanLabel, humanLabelsFileSchema } from '../results/human-labels.js';

/**
 * Reads and checks a labels file (`agentv calibrate`, `eval` and `report --labels`, the Action's
 * `labels`); a missing or bad one is a ConfigError naming the file, its line and field, and the fix.
 * `what` names the file as the door knows it.
 */
export async function readLabelsFile(file: string, what = 'labels file'): Promise<HumanLabel[]> {
  const src = await readYamlSource(file, what);
  const parsed = humanLabelsFileSchema.safeParse(src.data);
  if (!parsed.success) throw zodIssueError(src, parsed.error);
  return parsed.data.labels;
}
