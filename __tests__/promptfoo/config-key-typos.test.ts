import { parseYamlSource } from '../../src/config/yaml-source.js';
import { refuseMisspeltConfigKeys } from '../../src/promptfoo/config-key-typos.js';
import { lines } from '../test-support/temp-repo.js';

/** The error a config's text gets, or undefined when its keys are all right (or far from every known one). */
function typoIn(text: string, file = '/repo/promptfooconfig.yaml'): string | undefined {
  try {
    refuseMisspeltConfigKeys(parseYamlSource(file, text));
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const BASE = ['prompts: [hi]', 'providers: [echo]'];

describe('misspelt keys of a promptfoo config', () => {
  it('checks an assert-set and its members at their own lines', () => {
    const text = lines(
      ...BASE,
      'tests:',
      '  - assert:',
      '      - type: assert-set',
      '        treshold: 0.5',
      '        assert: [{type: contains, value: hi}]',
    );
    expect(typoIn(text)).toMatch(
      /:6:9: unknown key "treshold" in tests\[0\]\.assert\[0\] \(did you mean "threshold"\?\)/,
    );
    const member = lines(
      ...BASE,
      'tests:',
      '  - assert:',
      '      - type: assert-set',
      '        assert:',
      '          - {type: contains, metrc: m}',
    );
    expect(typoIn(member)).toMatch(
      /:7:30: unknown key "metrc" in tests\[0\]\.assert\[0\]\.assert\[0\] \(did you mean "metric"\?\)/,
    );
  });

  it('points into a JSON config at the key', () => {
    const json = '{\n  "prompts": ["hi"],\n  "providers": ["echo"],\n  "defaultTets": {"vars": {"x": 1}}\n}\n';
    expect(typoIn(json, '/repo/promptfooconfig.json')).toMatch(
      /promptfooconfig\.json:4:3: unknown key "defaultTets" at top level \(did you mean "defaultTest"\?\)/,
    );
  });

  it("takes AgentV's assertions for promptfoo's assert, and a misspelt key of a scenario's test", () => {
    expect(typoIn(lines(...BASE, 'tests:', '  - assertions: [{type: contains, value: hi}]'))).toMatch(
      /unknown key "assertions" in tests\[0\] \(did you mean "assert"\?\)/,
    );
    const scenario = lines(...BASE, 'scenarios:', '  - config: [{vars: {x: 1}}]', '    tests: [{varss: {y: 2}}]');
    expect(typoIn(scenario)).toMatch(
      /:5:14: unknown key "varss" in scenarios\[0\]\.tests\[0\] \(did you mean "vars"\?\)/,
    );
  });

  it('leaves alone what promptfoo takes freely: options, metadata, vars, test generators, far-off keys', () => {
    const text = lines(
      ...BASE,
      'owner: qa-team',
      'defaultTest:',
      '  options: {provder: openai:gpt-4.1, runSerialy: true}',
      '  metadata: {descripton: x}',
      'tests:',
      '  - path: file://gen.py:tests',
      '    config: {asert: 1}',
      '  - vars: {asert: 1, vaue: 2}',
      '    reviewer: someone',
      '    assert: [{type: contains, value: hi, comment: why}]',
    );
    expect(typoIn(text)).toBeUndefined();
  });
});
