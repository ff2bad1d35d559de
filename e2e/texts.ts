/** The UI texts of a language, read from the same files the app ships, so tests follow the copy. */
import fs from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

export function texts(lang: string) {
  const dir = path.join(import.meta.dirname, '..', 'apps', 'web', 'src', 'locales');
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Tree;
  // The first-page texts and the other pages' texts, as the app merges them.
  const tree: Tree = { ...read(`${lang}.json`), ...read(`pages/${lang}.json`) };
  return (key: string, params: Record<string, string | number> = {}): string => {
    const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part] as string | Tree, tree);
    if (typeof value !== 'string') throw new Error(`no text ${key} in ${lang}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
}
