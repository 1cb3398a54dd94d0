import { describe, expect, it } from 'vitest';
import { dataUrlBody } from './save-first-pictures';

describe('a picture written into the page, as bytes for the cache', () => {
  it('reads a percent-encoded SVG as its text', () => {
    const body = dataUrlBody('data:image/svg+xml,%3Csvg%20xmlns%3D%22x%22%2F%3E')!;
    expect(body.type).toBe('image/svg+xml');
    expect(new TextDecoder().decode(body.bytes)).toBe('<svg xmlns="x"/>');
  });

  it('reads a base64 picture as its bytes', () => {
    const body = dataUrlBody('data:image/png;base64,iVBORw==')!;
    expect(body.type).toBe('image/png');
    expect([...body.bytes]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('refuses what is not a data URL', () => {
    expect(dataUrlBody('/uploads/u/a.png')).toBeNull();
    expect(dataUrlBody('data:image/svg+xml,%E0%A4%A')).toBeNull();
  });
});
