import { describe, expect, it } from 'vitest';
import { bodyProblem, clip, MAX_BODY_DEPTH, MAX_ECHO, measure, queryProblem, QUERY_BOUNDS } from './request-bounds.mjs';

const nested = (levels, key = 'a', leaf = 1) => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = { [key]: value };
  return value;
};

describe('request bounds', () => {
  it('lets Atlas’s own queries through', () => {
    expect(
      queryProblem({ fields: 'cid,name,atlas_score', sort: '-atlas_score,name', filter: '{"status":{"_eq":"published"}}', limit: '1' }),
    ).toBeNull();
    expect(queryProblem({ fields: ['*', 'installer.*'], deep: { installer: { _sort: ['-date_created'], _limit: 10 } } })).toBeNull();
    expect(queryProblem(undefined)).toBeNull();
  });

  it('names the bound a query passes: fields, sort, filter, deep, search, groupBy', () => {
    const many = (n) => Array.from({ length: n }, (_, i) => `f${i}`).join(',');
    expect(queryProblem({ fields: many(QUERY_BOUNDS.fields + 1) })).toBe(`A query may name at most ${QUERY_BOUNDS.fields} fields.`);
    expect(queryProblem({ sort: many(100_000) })).toBe(`A query may sort by at most ${QUERY_BOUNDS.sort} fields.`);
    expect(queryProblem({ sort: many(11).split(',') })).toMatch(/sort by at most/);
    const wide = { _or: Array.from({ length: 300 }, (_, i) => ({ [`f${i}`]: { _eq: i } })) };
    expect(queryProblem({ filter: JSON.stringify(wide) })).toMatch(/filter may have at most 250/);
    expect(queryProblem({ filter: wide })).toMatch(/filter may have at most 250/);
    expect(queryProblem({ deep: JSON.stringify(nested(3000)) })).toBe(`deep may nest at most ${QUERY_BOUNDS.deepLevels} relations.`);
    expect(queryProblem({ deep: nested(7) })).toMatch(/deep may nest/);
    expect(queryProblem({ deep: nested(6) })).toBeNull();
    expect(queryProblem({ search: 'x'.repeat(201) })).toMatch(/search may be at most 200/);
    expect(queryProblem({ groupBy: many(51) })).toMatch(/at most 50 groupBy/);
  });

  it('leaves malformed JSON to Directus’s own 400', () => {
    expect(queryProblem({ filter: '{not json' })).toBeNull();
  });

  it('refuses bodies nested too deep or holding a number JSON cannot carry, without overflowing itself', () => {
    expect(bodyProblem(nested(5000))).toBe(`The request body is nested more than ${MAX_BODY_DEPTH} levels deep.`);
    expect(bodyProblem(JSON.parse('{"proposal_data":{"cost":1e309}}'))).toBe('The request body holds a number too large to store.');
    expect(bodyProblem({ name: 'A', proposal_data: { cost: 12000, items: [{ kw: 6.4 }] } })).toBeNull();
    expect(measure(nested(100_000)).depth).toBe(100_001);
  });

  it('clips an echo to a few KB', () => {
    expect(clip('short')).toBe('short');
    const long = clip('x'.repeat(700_000));
    expect(long.length).toBeLessThan(MAX_ECHO + 100);
    expect(long).toMatch(/698976 more characters not shown/);
  });
});
