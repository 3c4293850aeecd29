import { describe, expect, it } from 'vitest';
import { absoluteFileUrl } from './file-urls.ts';

describe('absoluteFileUrl', () => {
  it.each([
    ['api/diner/files/x.svg', '/api/diner/files/x.svg'],
    ['/api/diner/files/x.svg', '/api/diner/files/x.svg'],
    ['https://cdn.example.com/x.jpg', 'https://cdn.example.com/x.jpg'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['', null],
    [null, null],
  ])('%s → %s', (url, expected) => expect(absoluteFileUrl(url)).toBe(expected));
});
