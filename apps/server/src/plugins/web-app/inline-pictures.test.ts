import { describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES, PICTURES_MAX_BYTES, createPictureInliner, dataUrlOf } from './inline-pictures.js';

const svg = (bytes: number) => {
  const head = '<svg xmlns="http://www.w3.org/2000/svg"><text fill="#123">';
  const tail = '</text></svg>';
  return Buffer.from(head + 'a'.repeat(Math.max(0, bytes - head.length - tail.length)) + tail);
};

function inlinerOver(files: Record<string, { type: string; body: Buffer }>) {
  const asked: string[] = [];
  const inline = createPictureInliner(async (url) => {
    asked.push(url);
    return files[url] ?? null;
  });
  return { inline, asked };
}

describe('pictures written into the first HTML', () => {
  it('are small uploads only, in the order asked, each once, as data URLs a browser reads', async () => {
    const { inline, asked } = inlinerOver({
      '/uploads/a.svg': { type: 'image/svg+xml', body: svg(1000) },
      '/uploads/photo.jpg': { type: 'image/jpeg', body: Buffer.alloc(PICTURE_MAX_BYTES + 1) },
      '/uploads/dot.png': { type: 'image/png', body: Buffer.from([137, 80, 78, 71]) },
      '/uploads/page.html': { type: 'text/html', body: Buffer.from('<p>') },
    });
    const pictures = await inline([
      '/uploads/a.svg',
      'https://elsewhere.example/b.svg',
      undefined,
      '/uploads/photo.jpg',
      '/uploads/a.svg',
      '/uploads/dot.png',
      '/uploads/page.html',
      '/uploads/missing.svg',
    ]);
    expect(Object.keys(pictures)).toEqual(['/uploads/a.svg', '/uploads/dot.png']);
    expect(pictures['/uploads/dot.png']).toBe('data:image/png;base64,iVBORw==');
    expect(asked).toEqual([
      '/uploads/a.svg',
      '/uploads/photo.jpg',
      '/uploads/dot.png',
      '/uploads/page.html',
      '/uploads/missing.svg',
    ]);
    // An SVG stays text, with what a URL cannot carry escaped: it decodes back to the same file.
    const url = pictures['/uploads/a.svg']!;
    expect(url.startsWith('data:image/svg+xml,<svg')).toBe(true);
    expect(url).not.toMatch(/[#"]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg(1000).toString());
  });

  it('stop at the page budget, and are read again only after a while', async () => {
    const count = Math.ceil(PICTURES_MAX_BYTES / 3000) + 3;
    const files = Object.fromEntries(
      Array.from({ length: count }, (_, i) => [`/uploads/${i}.svg`, { type: 'image/svg+xml', body: svg(3000) }]),
    );
    const { inline, asked } = inlinerOver(files);
    const urls = Object.keys(files);
    const pictures = await inline(urls);
    const total = Object.values(pictures).reduce((sum, value) => sum + value.length, 0);
    expect(total).toBeLessThanOrEqual(PICTURES_MAX_BYTES);
    expect(Object.keys(pictures)).toEqual(urls.slice(0, Object.keys(pictures).length));
    expect(Object.keys(pictures).length).toBeLessThan(count);
    await inline(urls);
    expect(asked).toHaveLength(count);
  });

  it('keeps an SVG data URL free of characters that would end it', () => {
    const url = dataUrlOf({ type: 'image/svg+xml', body: Buffer.from('<svg>\n<a href="#x">100%</a></svg>') });
    expect(url).toBe('data:image/svg+xml,<svg>%0A<a href=%22%23x%22>100%25</a></svg>');
  });
});
