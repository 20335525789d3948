import { ASSERTION_HANDLERS, LAZY_GROUPS } from '../../../src/promptfoo/assertions/assertion-registry.js';
import type { AssertionParams } from '../../../src/promptfoo/assertions/assertion-params.js';
import { assertionInput } from './assertion-input.js';

describe('assertion types whose module loads on first use', () => {
  it.each(LAZY_GROUPS.map((group) => [group.types.join(', '), group] as const))(
    'lists exactly the types its module grades (%s)',
    async (_, group) => {
      const handlers = await group.load();
      expect(Object.keys(handlers).sort()).toEqual([...group.types].sort());
      for (const type of group.types) expect(ASSERTION_HANDLERS[type]).toBeDefined();
    },
  );

  it('grades through the registry as the module itself does', async () => {
    const params: AssertionParams = {
      assertion: { type: 'is-xml' },
      baseType: 'is-xml',
      inverse: false,
      renderedValue: undefined,
      valueFromScript: undefined,
      output: '<a><b/></a>',
      outputString: '<a><b/></a>',
      context: {},
      input: assertionInput('<a><b/></a>'),
    };
    const [xml] = LAZY_GROUPS.filter((g) => g.types.includes('is-xml'));
    const direct = await (await xml!.load())['is-xml']!(params);
    const viaRegistry = await ASSERTION_HANDLERS['is-xml']!(params);
    expect(viaRegistry).toEqual(direct);
    expect(viaRegistry.pass).toBe(true);
    const broken = await ASSERTION_HANDLERS['is-xml']!({ ...params, outputString: '<a>' });
    expect(broken.pass).toBe(false);
  });
});
