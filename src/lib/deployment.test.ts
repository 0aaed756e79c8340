import { afterEach, describe, expect, it } from 'vitest';
import { isQaDeployment } from './deployment';

describe('isQaDeployment', () => {
  afterEach(() => {
    delete process.env.ATLAS_QA_MARKER;
  });

  it.each([
    ['https://qa.api.atlas.example', true],
    ['https://api-qa.atlas.example', true],
    ['https://atlas.example/qa/', true],
    ['https://api.atlas.example', false],
    ['https://quality.atlas.example', false],
    ['http://localhost:8055', false],
    ['not a url', false],
    [undefined, false],
  ])('%s → %s', (url, expected) => {
    expect(isQaDeployment(url)).toBe(expected);
  });

  it('honours a configured marker', () => {
    process.env.ATLAS_QA_MARKER = 'staging';
    expect(isQaDeployment('https://staging.atlas.example')).toBe(true);
    expect(isQaDeployment('https://qa.atlas.example')).toBe(false);
  });
});
