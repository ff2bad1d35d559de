import { describe, expect, it } from 'vitest';
import { countryFilter, listedCity } from './place-search';

describe('finding places as typed', () => {
  const japanese = [
    { value: 'JP', label: '日本' },
    { value: 'JO', label: 'ヨルダン' },
    { value: 'CI', label: 'コートジボワール' },
  ];
  const found = (search: string) => countryFilter({ options: japanese, search, limit: 60 }).map((o) => (o as { value: string }).value);

  it('finds a country by its name in the reader’s language, in English, or by its code', () => {
    expect(found('日本')).toEqual(['JP']);
    expect(found('Japan')).toEqual(['JP']);
    expect(found('jp')).toEqual(['JP']);
    // The exact code first, then names containing it ("Jordan").
    expect(found('jo')).toEqual(['JO']);
    expect(found('cote')).toEqual(['CI']);
    expect(found('')).toEqual(['JP', 'JO', 'CI']);
  });

  it('takes a city only as listed, in any case', () => {
    expect(listedCity(['Chiba', 'Abiko'], ' chiba ')).toBe('Chiba');
    expect(listedCity(['Chiba'], '千')).toBeNull();
    expect(listedCity(['Chiba'], 'Chi')).toBeNull();
  });
});
