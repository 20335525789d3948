/** A rough human age such as `3 days`, `5 hours`, `12 minutes` (the comment shows how stale a baseline is). */
export function formatAge(fromIso: string, nowMs: number): string {
  const from = Date.parse(fromIso);
  if (!Number.isFinite(from)) return 'unknown age';
  const minutes = Math.max(0, Math.floor((nowMs - from) / 60_000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}
