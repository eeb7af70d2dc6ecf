/** @jest-environment node */
import { downloadNote, formatBytes } from './fileSize';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [120 * 1024 + 400, '120 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1024 * 1024, '1.0 MB'],
    [Math.round(1.25 * 1024 * 1024), '1.3 MB'],
  ])('%i bytes → %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});

describe('downloadNote', () => {
  it.each([
    ['/images/pages/wall-pc.png', Math.round(1.2 * 1024 * 1024), 'PNG・1.2 MB'],
    ['/images/pages/icon.JPG', 48 * 1024, 'JPEG・48 KB'],
    ['/images/pages/a.jpeg', 300, 'JPEG・300 B'],
    ['/images/pages/a.webp', null, 'WebP'],
  ])('%s of %p bytes → %s', (src, bytes, expected) => {
    expect(downloadNote(src, bytes)).toBe(expected);
  });

  it('joins the format and the size with the page language’s words', () => {
    expect(downloadNote('/images/pages/a.png', 2048, ', ')).toBe('PNG, 2 KB');
    expect(downloadNote('/images/pages/a.png', null, ', ')).toBe('PNG');
  });
});
