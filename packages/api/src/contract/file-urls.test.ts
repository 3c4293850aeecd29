import { describe, expect, it } from 'vitest';
import { absoluteFileUrl } from './file-urls.ts';

describe('absoluteFileUrl', () => {
  it.each([
    ['api/diner/files/x.svg', '/api/diner/files/x.svg'],
    ['api/plates/files/x.jpg', '/api/plates/files/x.jpg'],
    ['api/indicators/files/vegano.png', '/api/indicators/files/vegano.png'],
    ['api/categories/files/pizzas.webp', '/api/categories/files/pizzas.webp'],
    ['/api/diner/files/x.svg', '/api/diner/files/x.svg'],
    ['https://cdn.example.com/x.jpg', 'https://cdn.example.com/x.jpg'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['', null],
    [null, null],
  ])('%s → %s', (url, expected) => expect(absoluteFileUrl(url)).toBe(expected));

  it.each([['api/other/files/x.jpg'], ['api/dinerx/files/x.jpg'], ['images/x.jpg']])(
    'leaves %s without the base host: it is not in an API file folder',
    (url) => expect(absoluteFileUrl(url)).toBe(url),
  );
});
