import type { EvaluatorConfig } from '../../src/config/types.js';
import { gradeFields, parseDay, resolvePath } from '../../src/evaluators/field-accuracy.js';

type Fields = Extract<EvaluatorConfig, { type: 'field_accuracy' }>;
const config = (fields: Fields['fields'], aggregation?: Fields['aggregation']): Fields => ({
  type: 'field_accuracy',
  name: 'f',
  weight: 1,
  fields,
  ...(aggregation ? { aggregation } : {}),
});

const EXPECTED = JSON.stringify({
  id: 'PO-9',
  issued: '07-FEB-2024',
  amount: 250,
  buyer: { name: 'Zed Ltd' },
  lines: [
    { sku: 'X', qty: 4 },
    { sku: 'Y', qty: 1 },
  ],
});

describe('field_accuracy (AgentV semantics, scores by hand)', () => {
  it('weights hits, misses, missing required and optional fields', () => {
    const candidate =
      '```json\n{"issued": "2024-02-07", "amount": "262.4", "buyer": {"name": "Zed Ltd"}, "lines": [{"sku": "X", ' +
      '"qty": 5}]}\n```';
    const result = gradeFields(
      config([
        { path: 'id', match: 'exact', weight: 2 }, // required, missing → 0 × 2
        { path: 'issued', match: 'date' }, // same day → 1 × 1
        // 12.4/250 = 0.0496 → 1 × 2
        { path: 'amount', match: 'numeric_tolerance', tolerance: 0.05, relative: true, weight: 2 },
        { path: 'buyer.name', match: 'exact' }, // 1 × 1
        { path: 'lines[0].qty', match: 'exact', weight: 2 }, // 5 ≠ 4 → 0 × 2
        { path: 'lines[1].sku', match: 'exact', required: false }, // optional, missing → weight 0
        { path: 'buyer.vat', match: 'exact', weight: 0.5 }, // not in expected → hit, counted: 1 × 0.5
      ]),
      candidate,
      EXPECTED,
    );
    // (1 + 2 + 1 + 0.5) / (2 + 1 + 2 + 1 + 2 + 0.5) = 4.5 / 8.5
    expect(result.score).toBeCloseTo(4.5 / 8.5);
    expect(result.misses).toEqual(['id (required, missing)', 'lines[0].qty (value mismatch)']);
    expect(result.reasoning).toBe('5/7 fields matched');
  });

  it("like AgentV's invoice example: a missing weight-2 field out of 13 scores 11/13", () => {
    const fields: Fields['fields'] = [
      { path: 'id', match: 'exact', weight: 2 },
      ...Array.from({ length: 10 }, (_, i) => ({ path: `f${i}`, match: 'exact' as const })),
      { path: 'opt_a', match: 'exact', required: false, weight: 0.5 },
      { path: 'opt_b', match: 'exact', required: false, weight: 0.5 },
    ];
    const values = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, i]));
    const result = gradeFields(config(fields), JSON.stringify(values), JSON.stringify({ id: 'A', ...values }));
    expect(result.score).toBeCloseTo(11 / 13);
  });

  it('all_or_nothing, absolute tolerance, type mismatch', () => {
    const expected = JSON.stringify({ a: 1, b: 10 });
    expect(
      gradeFields(
        config(
          [
            { path: 'a', match: 'exact' },
            { path: 'b', match: 'numeric_tolerance', tolerance: 0.5 },
          ],
          'all_or_nothing',
        ),
        '{"a": 1, "b": 10.4}',
        expected,
      ).score,
    ).toBe(1);
    const off = gradeFields(
      config(
        [
          { path: 'a', match: 'exact' },
          { path: 'b', match: 'numeric_tolerance', tolerance: 0.5 },
        ],
        'all_or_nothing',
      ),
      '{"a": "1", "b": 10.4}',
      expected,
    );
    expect(off.score).toBe(0);
    expect(off.misses).toEqual(['a (type mismatch: got string, expected number)']);
  });

  it('an answer or reference that is not JSON scores 0 with the reason', () => {
    expect(gradeFields(config([{ path: 'a', match: 'exact' }]), 'no json here', '{"a": 1}').misses).toEqual([
      'Failed to parse candidate answer as JSON',
    ]);
    expect(gradeFields(config([{ path: 'a', match: 'exact' }]), '{"a": 1}', undefined).misses).toEqual([
      'No expected data found in expected_messages',
    ]);
  });

  it('reads dates across formats, with formats deciding day-first or month-first', () => {
    expect(parseDay('15-JAN-2025', [])).toBe('2025-01-15');
    expect(parseDay('2025-01-15T23:30:00Z', [])).toBe('2025-01-15');
    expect(parseDay('03/04/2025', ['MM/DD/YYYY'])).toBe('2025-03-04');
    expect(parseDay('03/04/2025', ['DD/MM/YYYY'])).toBe('2025-04-03');
    expect(parseDay('25/04/2025', [])).toBe('2025-04-25');
    expect(parseDay('03-04-2025', [])).toBe('2025-03-04');
    expect(parseDay('not a date', [])).toBeUndefined();
  });

  it('resolves dot paths with array indexes', () => {
    const data = { a: { b: [{ c: 1 }, { c: 2 }] } };
    expect(resolvePath(data, 'a.b[1].c')).toBe(2);
    expect(resolvePath(data, 'a.b[5].c')).toBeUndefined();
    expect(resolvePath(data, 'a.x.y')).toBeUndefined();
  });
});
