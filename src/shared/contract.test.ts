import { describe, expect, it } from 'vitest';
import { defineRoute, documentedPath, pathParamNames, routeUrl } from './contract';

const publish = defineRoute({ method: 'POST', path: '/api/analysis/:id/publish', response: null });
const plain = defineRoute({ method: 'GET', path: '/api/public-feed', response: null });

describe('a route contract', () => {
  it('writes its path for documentation with {name} for each parameter', () => {
    expect(documentedPath(publish)).toBe('/api/analysis/{id}/publish');
    expect(documentedPath({ path: '/api/a/:first/b/:second_2' })).toBe(
      '/api/a/{first}/b/{second_2}',
    );
    expect(documentedPath(plain)).toBe('/api/public-feed');
  });

  it('names its parameters and fills them, encoded, with the defined query values only', () => {
    expect(pathParamNames(publish.path)).toEqual(['id']);
    expect(routeUrl(publish, { id: 'a/b c' })).toBe('/api/analysis/a%2Fb%20c/publish');
    expect(routeUrl(plain, {}, { q: 'x y', limit: 5, gone: undefined })).toBe(
      '/api/public-feed?q=x+y&limit=5',
    );
    expect(() => routeUrl(publish)).toThrow('No value for :id in /api/analysis/:id/publish');
  });
});
