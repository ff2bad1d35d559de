import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

describe('precompress', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-precompress-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(root, 'dist', file)), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist', file), body);
  };

  it('writes .br and .gz copies of text assets that decompress to the file, and leaves the rest alone', () => {
    const script = `export const names = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `产品 ${i} product`))};`;
    write('assets/index-abc123.js', script);
    write('index.html', `<!doctype html>${'<div>agora</div>'.repeat(100)}`);
    write('assets/tiny.css', 'a{color:red}');
    write('assets/photo.webp', 'x'.repeat(5000));
    write('.vite/manifest.json', JSON.stringify({ big: 'y'.repeat(5000) }));

    const plugin = precompress() as unknown as { configResolved(c: unknown): void; closeBundle(): void };
    plugin.configResolved({ root, build: { outDir: 'dist' } });
    plugin.closeBundle();

    const dist = path.join(root, 'dist');
    const jsBr = fs.readFileSync(path.join(dist, 'assets/index-abc123.js.br'));
    expect(brotliDecompressSync(jsBr).toString()).toBe(script);
    expect(jsBr.length).toBeLessThan(script.length / 3);
    expect(gunzipSync(fs.readFileSync(path.join(dist, 'assets/index-abc123.js.gz'))).toString()).toBe(script);
    expect(fs.existsSync(path.join(dist, 'index.html.br'))).toBe(true);
    // Too small to gain, not text, or the build's own manifest: no copies.
    for (const file of ['assets/tiny.css.br', 'assets/photo.webp.br', 'assets/photo.webp.gz', '.vite/manifest.json.gz']) {
      expect(fs.existsSync(path.join(dist, file)), file).toBe(false);
    }
  });
});
