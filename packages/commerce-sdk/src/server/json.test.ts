import { describe, expect, it, vi } from 'vitest';
import { toJson, withJson } from './json';

describe('toJson', () => {
  it('answers exactly what JSON.stringify answers for plain values', () => {
    const values: unknown[] = [
      null,
      0,
      'text "quoted" \u2028',
      [1, undefined, () => 1, { a: undefined, b: [null] }],
      { data: [{ id: 1, when: new Date(0), nested: { deep: { deeper: [1, 2] } } }], meta: {} },
      { skip: undefined, fn: () => 1, kept: false },
      new Map([[1, 2]]),
    ];
    for (const value of values) expect(toJson(value)).toBe(JSON.stringify(value));
  });

  it('splices in the text of marked objects within the first levels', () => {
    const product = withJson({ id: 7, name: 'Dress' }, '{"id":7,"name":"Dress","marked":true}');
    const answer = { data: [product], meta: { total: 1 } };
    expect(JSON.parse(toJson(answer))).toEqual({
      data: [{ id: 7, name: 'Dress', marked: true }],
      meta: { total: 1 },
    });
    // A marked answer is its text, whole.
    expect(toJson(withJson({ a: 1 }, '{"a":2}'))).toBe('{"a":2}');
  });

  it('serialises a marked object anew below the depth it looks', () => {
    const product = withJson({ id: 7 }, '{"id":"marked"}');
    expect(toJson({ a: { b: { c: product } } })).toBe('{"a":{"b":{"c":{"id":"marked"}}}}');
    expect(toJson({ a: { b: { c: { d: product } } } })).toBe('{"a":{"b":{"c":{"d":{"id":7}}}}}');
  });

  it('marks with the object’s own JSON by default', () => {
    const value = withJson({ id: 1, list: [1, 2] });
    expect(toJson({ data: value })).toBe('{"data":{"id":1,"list":[1,2]}}');
  });

  it('honours marks made by another copy of the module (the sandbox brings its own copy in Next)', async () => {
    vi.resetModules();
    const other = await import('./json');
    expect(other.withJson).not.toBe(withJson);
    const product = other.withJson({ id: 7 }, '{"id":7,"cached":true}');
    expect(toJson({ data: [product] })).toBe('{"data":[{"id":7,"cached":true}]}');
  });
});
