/**
 * Which target a suite runs against (seed 001 "Target Resolution"): the CLI override unless it is
 * absent or the literal "default", else the eval file's target, else "default".
 */
export function selectTargetName(cliTarget?: string, suiteTarget?: string): string {
  if (cliTarget && cliTarget !== 'default') return cliTarget;
  if (suiteTarget) return suiteTarget;
  return 'default';
}
