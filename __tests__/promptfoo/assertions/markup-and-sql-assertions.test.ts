import { runAssertions } from '../../../src/promptfoo/assertions/run-assertions.js';
import type { PromptfooAssertion } from '../../../src/promptfoo/assertion-contract.js';
import { assertionInput } from './assertion-input.js';

/** [answer, assertions, promptfoo 0.123.1's pass per assertion (scores are 1/0), a reason to check]. */
type Case = [string, PromptfooAssertion[], boolean[], [number, string]?];

const CASES: Record<string, Case> = {
  'xml, whole answer': [
    '<root><item id="1">a</item><item id="2">b</item><meta><owner>x</owner></meta></root>',
    [
      { type: 'is-xml' },
      { type: 'is-xml', value: 'root.item, root.meta.owner' },
      { type: 'is-xml', value: ['root.missing'] },
      { type: 'not-is-xml' },
      { type: 'contains-xml', value: { requiredElements: ['root.meta'] } },
    ],
    [true, true, false, false, true],
    [2, 'XML is missing required elements: root.missing'],
  ],
  'xml in prose': [
    'Sure: <a><b>1</b></a> and then <c>broken</d> text <x/>',
    [
      { type: 'is-xml' },
      { type: 'contains-xml' },
      { type: 'contains-xml', value: 'a.b' },
      { type: 'contains-xml', value: 'c' },
      { type: 'not-contains-xml', value: 'zz' },
    ],
    [false, true, true, true, true],
    [0, 'XML parsing failed: 1:7: text data outside of root node.'],
  ],
  'xml with an internal DTD': [
    '<?xml version="1.0"?><!DOCTYPE note [<!ENTITY x "y">]><note>&x;</note>',
    [{ type: 'is-xml' }, { type: 'contains-xml' }],
    [false, true],
    [0, 'DTD internal subsets are not supported by is-xml validation'],
  ],
  html: [
    '<div class="a"><p>Hello &amp; welcome</p></div>',
    [{ type: 'is-html' }, { type: 'contains-html' }, { type: 'not-is-html' }],
    [true, true, false],
  ],
  'html with loose text': [
    'Just text with <b>bold</b> inside',
    [{ type: 'is-html' }, { type: 'contains-html' }],
    [false, true],
    [0, 'Output must be wrapped in HTML tags'],
  ],
  'not html': [
    'plain words, 3 < 4 and 5 > 2',
    [{ type: 'is-html' }, { type: 'contains-html' }, { type: 'not-contains-html' }],
    [false, false, true],
  ],
  'xml is not html': [
    '<?xml version="1.0"?><root/>',
    [{ type: 'is-html' }],
    [false],
    [0, 'Output appears to be XML, not HTML'],
  ],
  'html with a custom element': ['<html><body><my-widget>hi</my-widget></body></html>', [{ type: 'is-html' }], [true]],
  sql: [
    'SELECT id, name FROM users WHERE age > 30',
    [
      { type: 'is-sql' },
      { type: 'not-is-sql' },
      { type: 'is-sql', value: { databaseType: 'PostgreSQL' } },
      { type: 'is-sql', value: { allowedTables: ['select::null::users'] } },
      { type: 'is-sql', value: { allowedTables: ['select::null::orders'] } },
      { type: 'is-sql', value: { allowedColumns: ['select::null::id', 'select::users::name', 'select::null::age'] } },
      { type: 'is-sql', value: { allowedColumns: ['select::null::id'] } },
      { type: 'contains-sql' },
    ],
    [true, false, true, true, false, true, false, true],
    [4, 'SQL references unauthorized table(s). Found: [select::null::users]. Allowed: [select::null::orders].'],
  ],
  'sql missing a comma': ['SELECT id name FROM users', [{ type: 'is-sql' }, { type: 'not-is-sql' }], [false, true]],
  'broken sql': [
    'SELEC * FROM',
    [{ type: 'is-sql' }, { type: 'contains-sql' }],
    [false, false],
    [1, 'SQL statement does not conform to the provided MySQL database syntax.'],
  ],
  'fenced sql': [
    'Here:\n```sql\nSELECT * FROM t\n```\nand ```python\nprint(1)\n```',
    [{ type: 'contains-sql' }, { type: 'not-contains-sql' }, { type: 'is-sql' }],
    [true, false, false],
    [1, 'The output SQL statement is valid'],
  ],
  'generate_series is not MySQL': [
    'SELECT * FROM generate_series(1, 3)',
    [{ type: 'is-sql' }, { type: 'is-sql', value: { databaseType: 'PostgreSQL' } }],
    [false, true],
  ],
};

describe('promptfoo markup and SQL assertions', () => {
  it.each(Object.entries(CASES))(
    '%s: verdicts equal promptfoo 0.123.1',
    async (_name, [answer, asserts, passes, reason]) => {
      const r = await runAssertions(asserts, assertionInput(answer));
      expect(r.componentResults?.map((c) => [c.pass, c.score])).toEqual(passes.map((p) => [p, p ? 1 : 0]));
      expect(r.score).toBeCloseTo(passes.filter(Boolean).length / passes.length, 12);
      if (reason) expect(r.componentResults?.[reason[0]]?.reason).toBe(reason[1]);
    },
  );
});
