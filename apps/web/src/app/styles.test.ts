import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// We import Mantine's CSS per component (the whole sheet is six times larger), so a component
// used without its CSS renders unstyled. This keeps the list in styles.css complete.
describe('styles.css', () => {
  it('imports the CSS of every Mantine component the app uses', () => {
    const src = path.join(import.meta.dirname, '..');
    const cssDir = path.join(import.meta.dirname, '..', '..', 'node_modules', '@mantine', 'core', 'styles');
    const rootCssDir = path.join(import.meta.dirname, '..', '..', '..', '..', 'node_modules', '@mantine', 'core', 'styles');
    const available = new Set(fs.readdirSync(fs.existsSync(cssDir) ? cssDir : rootCssDir).map((f) => f.replace(/\.css$/, '')));
    const used = new Set<string>();
    for (const file of fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'))) {
      const code = fs.readFileSync(path.join(src, file), 'utf8');
      for (const match of code.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)) {
        for (const name of (match[1] as string).split(',').map((n) => n.trim())) if (name && !name.startsWith('type ')) used.add(name);
      }
    }
    const css = fs.readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');
    const missing = [...used].filter((name) => available.has(name) && !css.includes(`@mantine/core/styles/${name}.css`));
    expect(used.size).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
