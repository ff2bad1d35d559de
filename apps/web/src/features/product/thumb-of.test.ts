import { describe, expect, it } from 'vitest';
import { thumbOf } from './thumb-of';

describe('thumbOf', () => {
  it('names the copy beside a stored picture', () => {
    expect(thumbOf('upload/2026/11/3f2a.webp')).toBe('upload/2026/11/3f2a-thumb.webp');
  });

  it('keeps an outside address or another format as its own thumbnail', () => {
    expect(thumbOf('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
    expect(thumbOf('//cdn.example.com/a.webp')).toBe('//cdn.example.com/a.webp');
    expect(thumbOf('demo/old.jpg')).toBe('demo/old.jpg');
  });
});
