/**
 * Whether a target asked for provider-level batching (`settings.provider_batching: true`, or the
 * camelCase spelling). Read leniently on purpose: the flag must never fail validation (seed 001).
 */
export function providerBatchingRequested(config: Record<string, unknown>): boolean {
  const settings = config.settings;
  if (typeof settings !== 'object' || settings === null) return false;
  const flags = settings as Record<string, unknown>;
  return flags.provider_batching === true || flags.providerBatching === true;
}
