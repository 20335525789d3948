import { readFileSync } from 'node:fs';
import { supportedAssertionTypes } from '../../../src/promptfoo/assertions/run-assertions.js';
import { REFUSED_ASSERTIONS } from '../../../src/promptfoo/assertions/assertion-registry.js';

/** The user page lists exactly the types we grade, and names every type we refuse. */
describe('docs/promptfoo-assertions.md', () => {
  const page = readFileSync(new URL('../../../docs/promptfoo-assertions.md', import.meta.url), 'utf8');
  it('lists every graded type and no other', () => {
    const block = page.slice(
      page.indexOf('<!-- assertion-types:start -->'),
      page.indexOf('<!-- assertion-types:end -->'),
    );
    const listed = [...block.matchAll(/`([a-z0-9:-]+)`/g)].map((m) => m[1]).sort();
    expect(listed).toEqual(supportedAssertionTypes());
  });
  it('names every refused type', () => {
    const refusedSection = page.slice(page.indexOf('## Types we refuse'), page.indexOf('## How the test'));
    for (const type of Object.keys(REFUSED_ASSERTIONS)) {
      const family = type.startsWith('trace-')
        ? 'trace-*'
        : type.startsWith('trajectory:')
          ? 'trajectory:*'
          : type.startsWith('similar:')
            ? `:${type.split(':')[1]}`
            : type;
      expect(refusedSection).toContain(`\`${family}\``);
    }
  });
});
