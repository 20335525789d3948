/**
 * The import rules of ARCHITECTURE.md, checked by `npm run check:imports` (run by `npm test`
 * through __tests__/architecture.test.ts). Type-only imports count: a cycle through types is
 * still a cycle a reader has to untangle.
 */
const room = (name) => `^src/${name}/`;
const outside = (...names) => `^src/(?!(${names.join('|')})/)`;

/** The room below every other: each may import it, it imports no room. */
const FLOOR = 'abort';

/** What each room may import besides itself, the floor, node: builtins and npm packages. */
const ALLOWED = {
  [FLOOR]: [],
  errors: [],
  process: ['errors'],
  safety: ['errors'],
  config: ['safety', 'errors'],
  results: ['safety', 'errors'],
  report: ['results', 'safety', 'errors'],
  history: ['report', 'results', 'safety', 'errors'],
  engine: ['config', 'results', 'process', 'safety', 'errors'],
  providers: ['engine', 'config', 'results', 'process', 'safety', 'errors'],
  evaluators: ['engine', 'config', 'results', 'process', 'safety', 'errors'],
  promptfoo: ['engine', 'config', 'results', 'process', 'safety', 'errors'],
  compose: [
    ...['providers', 'evaluators', 'promptfoo', 'report'],
    ...['engine', 'config', 'results', 'process', 'safety', 'errors'],
  ],
  cli: ['compose', 'history', 'report', 'engine', 'config', 'results', 'process', 'safety', 'errors'],
  action: ['compose', 'history', 'report', 'engine', 'config', 'results', 'process', 'safety', 'errors'],
};

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Modules form no import cycle, type imports included.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...Object.entries(ALLOWED).map(([name, below]) => {
      const allowed = name === FLOOR ? below : [...below, FLOOR];
      return {
        name: `${name}-imports-only-below`,
        comment: `src/${name}/ may import only: ${
          allowed.length ? allowed.map((r) => `src/${r}/`).join(', ') : 'nothing else in src/'
        } (ARCHITECTURE.md).`,
        severity: 'error',
        from: { path: room(name) },
        to: { path: outside(name, ...allowed) },
      };
    }),
    {
      name: 'no-unknown-room',
      comment: 'Every source file lives in one of the rooms of ARCHITECTURE.md.',
      severity: 'error',
      from: { path: outside(...Object.keys(ALLOWED)) },
      to: { path: '^src/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|node_modules|__tests__)/' },
  },
};
