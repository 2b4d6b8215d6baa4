import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } })).toBe('{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it('gives the same text whatever the key order (jsonb reorders keys)', () => {
    expect(canonicalJson({ tubeId: 't', number: 3 })).toBe(canonicalJson({ number: 3, tubeId: 't' }));
  });

  it('keeps zh-TW text and escapes as JSON does', () => {
    expect(canonicalJson({ name: 'A賞 "公仔"' })).toBe('{"name":"A賞 \\"公仔\\""}');
  });

  it('leaves out undefined properties and refuses values JSON cannot carry', () => {
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
    expect(() => canonicalJson(Number.NaN)).toThrow(TypeError);
  });
});
