/** Variable names whose values are credentials by convention (provider keys, tokens). */
const SECRET_NAME = /(_KEY|_TOKEN|_SECRET)$/i;

/**
 * Registers every credential-looking environment value with the runner's log masking, before
 * anything is logged. Returns how many distinct values were masked.
 */
export function maskSecrets(env: Record<string, string | undefined>, setSecret: (value: string) => void): number {
  const values = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (SECRET_NAME.test(name) && value && value.trim() !== '') values.add(value);
  }
  for (const value of values) setSecret(value);
  return values.size;
}
