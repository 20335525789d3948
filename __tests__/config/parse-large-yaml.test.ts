import { parse, parseDocument, LineCounter, isNode } from 'yaml';
import { loadCoreYaml, parseLargeYaml } from '../../src/config/parse-large-yaml.js';
import { LARGE_YAML_BYTES } from '../../src/config/large-yaml.js';
import { configErrorAt, keyPositionOf, parseYamlSource, positionOf } from '../../src/config/yaml-source.js';
import { ConfigError } from '../../src/errors/config-error.js';

/** A large eval file with what real ones hold: comments, block scalars, nested lists, anchors inside one case. */
function evalFile(count: number, extra = ''): string {
  const cases: string[] = [];
  for (let i = 0; i < count; i++) {
    cases.push(
      [
        i % 50 === 0 ? '# a section comment at column 0' : '',
        `  - id: case-${i}`,
        `    expected_outcome: &outcome${i} "answer number ${i}: with a colon"`,
        '    input_messages:',
        '      - role: user',
        '        content: |',
        `          question ${i}`,
        '          - not a list item, a line of text',
        '',
        '          # not a comment either',
        `    note: *outcome${i}`,
        i % 7 === 0 ? '    tags: [a, b]' : '    tags:\n      - a',
      ]
        .filter((l, k) => k !== 0 || l !== '')
        .join('\n'),
    );
  }
  return (
    `# suite\ndescription: >\n  a long suite\n  over two lines\ndataset: ` +
    `big\nevalcases:\n${cases.join('\n')}\nexecution:\n  target: default\n${extra}`
  );
}

describe('parseLargeYaml', () => {
  test('gives the same data as one whole parse, keys in the same order', () => {
    const text = evalFile(1500);
    expect(text.length).toBeGreaterThan(LARGE_YAML_BYTES);
    const fast = parseLargeYaml(text);
    expect(fast).toBeDefined();
    expect(JSON.stringify(fast?.data)).toBe(JSON.stringify(parse(text)));
    expect(Object.keys(fast?.data as object)).toEqual(['description', 'dataset', 'evalcases', 'execution']);
  });

  test('a root list (an AgentV 4.x case file) too', () => {
    const text = evalFile(1500).split('evalcases:\n')[1]!.split('\nexecution:')[0]!.replace(/^ {2}/gm, '');
    expect(JSON.stringify(parseLargeYaml(text)?.data)).toBe(JSON.stringify(parse(text)));
  });

  test("a list at its key's own column (`evalcases:` then `- id: a`), as many write YAML", () => {
    const [head, rest] = evalFile(1500).split('evalcases:\n') as [string, string];
    const [cases, tail] = rest.split('\nexecution:') as [string, string];
    const text = `${head}evalcases:\n${cases.replace(/^ {2}/gm, '')}\nexecution:${tail}`;
    expect(text).toContain('\n- id: case-0\n  expected_outcome:');
    const fast = parseLargeYaml(text);
    expect(fast?.sequences.map((s) => s.key)).toEqual(['evalcases']);
    expect(JSON.stringify(fast?.data)).toBe(JSON.stringify(parse(text)));
    const lazy = parseLargeYaml(text, { lazy: true });
    expect(lazy?.sequences.map((s) => s.key)).toEqual(['evalcases']);
  });

  test.each([
    ['a mapping', evalFile(1500)],
    ['a root list', evalFile(1500).split('evalcases:\n')[1]!.split('\nexecution:')[0]!.replace(/^ {2}/gm, '')],
  ])('%s marked as a document (`---` first, `...` last), as yamllint asks', (_, body) => {
    for (const text of [`---\n${body}`, `# a comment\n--- # start\n\n${body}\n...\n# end\n`]) {
      const fast = parseLargeYaml(text, { lazy: true });
      expect(fast?.sequences).toHaveLength(1);
      expect(JSON.stringify(parseLargeYaml(text)?.data)).toBe(JSON.stringify(parse(text)));
    }
  });

  test('a comment after the key of the list (`evalcases: # ...`)', () => {
    const text = evalFile(1500).replace('evalcases:\n', 'evalcases:   # the cases\n');
    const fast = parseLargeYaml(text, { lazy: true });
    expect(fast?.sequences.map((s) => s.key)).toEqual(['evalcases']);
    expect(JSON.stringify(parseLargeYaml(text)?.data)).toBe(JSON.stringify(parse(text)));
  });

  test.each([
    ['an alias across cases', (t: string) => t.replace('note: *outcome1499', 'note: *outcome0')],
    ['a second document', (t: string) => `---\n${t}---\nmore: 1\n`],
    ['a document start that is not alone on its line', (t: string) => `--- !!map\n${t}`],
    ['a syntax error', (t: string) => t.replace('  - id: case-700', '  - id: [case-700')],
    ['a duplicate key inside a case', (t: string) => t.replace('  - id: case-900', '  - id: case-900\n    id: again')],
    ['a duplicate top-level key', (t: string) => `${t}dataset: again\n`],
    [
      'a dash line at column 0 after a key with a value',
      (t: string) => t.replace('dataset: big\n', 'dataset: big\n- x\n'),
    ],
  ])('falls back to the whole parse on %s', (_, change) => {
    expect(parseLargeYaml(change(evalFile(1500)))).toBeUndefined();
  });

  test('a flow list of cases is read in one piece, like any short key', () => {
    const text = evalFile(10).replace(
      /evalcases:\n[\s\S]*\nexecution:/,
      `evalcases: [${'{id: a}, '.repeat(9000)}{id: b}]\nexecution:`,
    );
    expect(JSON.stringify(parseLargeYaml(text)?.data)).toBe(JSON.stringify(parse(text)));
  });
});

describe('loadCoreYaml (the fast read of large files) resolves scalars as the yaml package does', () => {
  const scalars = [
    '017',
    '0o17',
    '0x1F',
    '0b101',
    '1_000',
    '1e3',
    '1.2e+29',
    '.inf',
    '-.Inf',
    '+.inf',
    '.NaN',
    'yes',
    'on',
    'True',
    'TRUE',
    'false',
    '~',
    'Null',
    'NULL',
    '',
    '2024-01-01',
    '2001-12-14t21:59:43.10-05:00',
    '+12',
    '12.',
    '.5',
    '-0',
    '0.',
    '1:20',
    '0o',
    '0x',
    '08',
    '09.5',
    '1E3',
    '=',
    '123456789012345678901234567890',
    '6.8523015e+5',
    '685.230_15e+03',
    '"\\u263A \\x41"',
    "'it''s'",
    '[1, 2, {b: c}]',
    '!!str 12',
    '!!int "12"',
    '!!bool "true"',
    '!!null ""',
  ];
  test.each(scalars)('%s', (scalar) => {
    const text = `a: ${scalar}\nb:\n  - ${scalar}\n`;
    expect(loadCoreYaml(text)).toEqual(parse(text));
  });

  test.each([
    ['a duplicate key', 'a: 1\na: 2\n'],
    ['an unknown tag', 'a: !custom x\n'],
    ['a timestamp tag the core schema lacks', 'a: !!timestamp 2024-01-01\n'],
    ['an explicit tag its value does not fit (yaml warns and keeps the text)', 'a: !!float "1"\n'],
  ])('refuses %s (the caller then parses with yaml, which reports it)', (_, text) => {
    expect(() => loadCoreYaml(text)).toThrow();
  });

  test('an empty document is null, as yaml reads it', () => {
    expect(loadCoreYaml('# only a comment\n')).toBeNull();
  });

  test('a large file whose only key is its list of cases is read in pieces too', () => {
    const items = Array.from({ length: 2000 }, (_, i) => `  - id: case-${i}\n    expected_outcome: answer ${i}\n`);
    const text = `evalcases:\n${items.join('')}`;
    expect(parseLargeYaml(text)?.data).toEqual(parse(text));
  });

  test('a large file without aliases reads the same as one whole parse, block scalars and comments included', () => {
    const text = evalFile(1500)
      .replace(/ &outcome\d+/g, '')
      .replace(/\*outcome\d+/g, '".inf"');
    expect(text).not.toMatch(/[&*]outcome/);
    expect(parseLargeYaml(text)?.data).toEqual(parse(text));
  });
});

describe('parseYamlSource of a large file', () => {
  const text = evalFile(1500);
  const src = parseYamlSource('big.yaml', text);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const truth = (path: Array<string | number>) => {
    const node = doc.getIn(path, true);
    return isNode(node) && node.range ? lineCounter.linePos(node.range[0]) : undefined;
  };

  test('case positions come without the Document and match it', () => {
    for (const i of [0, 1, 49, 50, 777, 1499])
      expect(positionOf(src, ['evalcases', i])).toEqual(truth(['evalcases', i]));
  });

  test('any other position builds the Document once and matches it', () => {
    expect(positionOf(src, ['evalcases', 321, 'input_messages', 0, 'content'])).toEqual(
      truth(['evalcases', 321, 'input_messages', 0, 'content']),
    );
    expect(keyPositionOf(src, [], 'execution').line).toBe(text.split('\n').indexOf('execution:') + 1);
    expect(src.syntax()).toBe(src.syntax());
    const error = configErrorAt({ ...src, data: null }, ['evalcases', 5, 'id'], 'bad id');
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toContain(`big.yaml:${truth(['evalcases', 5, 'id'])?.line}`);
  });

  test('a syntax error is reported at its line, as by the whole parse', () => {
    const broken = text.replace('  - id: case-700', '  - id: [case-700');
    expect(() => parseYamlSource('big.yaml', broken)).toThrow(/big\.yaml:\d+:\d+/);
  });
});
