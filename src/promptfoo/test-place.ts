/** Where a test is written: its file (the config's when absent) and 1-based line. */
export interface TestPlace {
  file?: string;
  line: number;
}

/**
 * The key a read test carries its place under: a symbol, so object spreads (defaultTest, scenario
 * and vars-file merges) keep it while key checks and JSON never see it.
 */
const PLACE = Symbol('test place');

/** `test` with its place (a copy; an object already placed keeps its own). */
export function placed<T extends object>(test: T, place: TestPlace): T {
  return placeOf(test) ? test : { ...test, [PLACE]: place };
}

/** The place a read test was given, if any. */
export function placeOf(test: object): TestPlace | undefined {
  return (test as { [PLACE]?: TestPlace })[PLACE];
}
