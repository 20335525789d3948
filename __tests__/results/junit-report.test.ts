import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { junitReport, xmlAttr, xmlText } from '../../src/results/junit-report.js';
import { repeatCases } from '../../src/results/repeats.js';
import { makeResult } from '../test-support/make-result.js';

interface Parsed {
  testsuites: { '@_tests': string; '@_failures': string; '@_errors': string; testsuite: Suite[] };
}
interface Suite {
  '@_name': string;
  '@_tests': string;
  '@_failures': string;
  '@_errors': string;
  testcase: Case[];
}
interface Case {
  '@_name': string;
  '@_classname': string;
  '@_time': string;
  failure?: { '@_message': string; '@_type': string; '#text': string };
  error?: { '@_message': string; '#text': string };
}

/** Parses with a real XML parser after checking well-formedness, as a CI reporter would. */
function parse(xml: string): Parsed {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'testsuite' || name === 'testcase',
    processEntities: true,
    htmlEntities: false,
    trimValues: false,
  });
  return parser.parse(xml) as Parsed;
}

const PAYLOAD = '</failure><script>alert(1)</script>]]>&amp; "quoted" \'single\'\u0000\u0007\u001b\uD800 end';

describe('junitReport', () => {
  it('writes one testsuite per dataset and one testcase per case × variant, with failures and errors', () => {
    const xml = junitReport([
      makeResult({ eval_id: 'ok', dataset: 'alpha', score: 0.9, duration_ms: 1500 }),
      makeResult({
        eval_id: 'weak',
        dataset: 'alpha',
        score: 0.7,
        reasoning: 'missed the second step',
        misses: ['step two'],
      }),
      makeResult({ eval_id: 'bad', dataset: 'beta', score: 0.2, prompt_id: 'v2', candidate_answer: 'wrong answer' }),
      makeResult({ eval_id: 'bad', dataset: 'beta', score: 0.95, prompt_id: 'v1' }),
      makeResult({ eval_id: 'crashed', dataset: 'beta', score: 0, error: 'agent exited with code 3' }),
    ]);
    const doc = parse(xml);
    expect(doc.testsuites['@_tests']).toBe('5');
    expect(doc.testsuites['@_failures']).toBe('2');
    expect(doc.testsuites['@_errors']).toBe('1');
    const [alpha, beta] = doc.testsuites.testsuite;
    expect(alpha?.['@_name']).toBe('alpha');
    expect(alpha?.testcase.map((c) => c['@_name'])).toEqual(['ok [default]', 'weak [default]']);
    expect(alpha?.testcase[0]?.['@_time']).toBe('1.500');
    expect(alpha?.testcase[0]?.failure).toBeUndefined();
    const weak = alpha?.testcase[1]?.failure;
    expect(weak?.['@_message']).toBe('score 0.700 is below the pass threshold 0.8 (borderline)');
    expect(weak?.['#text']).toContain('Reasoning: missed the second step');
    expect(weak?.['#text']).toContain('- step two');
    expect(beta?.testcase.map((c) => c['@_name'])).toEqual(['bad [v1]', 'bad [v2]', 'crashed [default]']);
    expect(beta?.testcase[1]?.failure?.['@_type']).toBe('fail');
    expect(beta?.testcase[1]?.failure?.['#text']).toContain('wrong answer');
    expect(beta?.testcase[2]?.error?.['@_message']).toBe('failed to run: agent exited with code 3');
    expect(beta?.testcase[2]?.['@_classname']).toBe('beta');
  });

  it('names cases without the variant when every record is the default variant', () => {
    const doc = parse(junitReport([makeResult({ eval_id: 'only', score: 1 })]));
    expect(doc.testsuites.testsuite[0]?.testcase[0]?.['@_name']).toBe('only');
  });

  it('keeps hostile model text literal and the document well-formed', () => {
    const xml = junitReport([
      makeResult({
        eval_id: `id ${PAYLOAD}`,
        dataset: PAYLOAD,
        score: 0.1,
        reasoning: PAYLOAD,
        candidate_answer: PAYLOAD,
        evaluator_results: [
          {
            name: PAYLOAD,
            type: 'llm_judge',
            score: 0.1,
            weight: 1,
            verdict: 'fail',
            hits: [],
            misses: [],
            reasoning: PAYLOAD,
          },
        ],
      }),
    ]);
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('\u0000');
    const testcase = parse(xml).testsuites.testsuite[0]?.testcase[0];
    const visible = '</failure><script>alert(1)</script>]]>&amp; "quoted" \'single\'\\u0000\\u0007\\u001b\\ud800 end';
    expect(testcase?.['@_name']).toBe(`id ${visible}`);
    expect(testcase?.['@_classname']).toBe(visible);
    expect(testcase?.failure?.['#text']).toContain(`Answer:\n${visible}`);
  });

  it('keeps line breaks in attributes as references and in text as they are', () => {
    expect(xmlAttr('a\nb\tc\rd')).toBe('a&#10;b&#9;c&#13;d');
    expect(xmlText('a\nb\tc')).toBe('a\nb\tc');
  });

  it('folds repeats into one testcase decided by the pass policy', () => {
    const runs = [0.9, 0.3, 0.85].map((score, iteration) => makeResult({ eval_id: 'rep', score, iteration }));
    const strict = parse(junitReport(runs)).testsuites.testsuite[0]?.testcase ?? [];
    expect(strict).toHaveLength(1);
    expect(strict[0]?.failure?.['@_message']).toBe('2 of 3 runs reached the pass threshold 0.8; lowest score 0.300');
    expect(strict[0]?.failure?.['#text']).toContain('Lowest-scoring run (#1)');
    const lenient =
      parse(junitReport(runs, { repeats: repeatCases(runs, { kind: 'any' }) })).testsuites.testsuite[0]?.testcase ?? [];
    expect(lenient[0]?.failure).toBeUndefined();
  });

  it('reports an error only when every run of a repeated case failed to run', () => {
    const allFailed = [0, 1].map((iteration) => makeResult({ eval_id: 'down', score: 0, iteration, error: 'timeout' }));
    expect(parse(junitReport(allFailed)).testsuites.testsuite[0]?.testcase[0]?.error?.['@_message']).toBe(
      'all 2 runs failed to run: timeout',
    );
    const oneFailed = [
      makeResult({ eval_id: 'half', score: 0.9 }),
      makeResult({ eval_id: 'half', score: 0, iteration: 1, error: 'timeout' }),
    ];
    const failure = parse(junitReport(oneFailed)).testsuites.testsuite[0]?.testcase[0]?.failure;
    expect(failure?.['@_message']).toBe(
      '1 of 2 runs reached the pass threshold 0.8; 1 run(s) failed to run; lowest score 0.900',
    );
  });

  it('writes an empty testsuites element for no records', () => {
    expect(parse(junitReport([])).testsuites['@_tests']).toBe('0');
  });
});
