/**
 * How deep JSON may nest in a record (a results file's, an agent's structured answer). Deeper data
 * would overflow the stack of the code that copies, redacts or writes it (JSON.stringify among
 * them); no real record comes near it.
 */
export const MAX_JSON_DEPTH = 1000;

/**
 * Whether `value` nests objects and arrays deeper than `max` levels. Walks with its own stack, so
 * it is safe on any depth JSON.parse could return.
 */
export function nestsDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
