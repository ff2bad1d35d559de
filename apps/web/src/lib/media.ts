/** Image values are relative to the static base (website config) unless they are absolute. */
let staticBase = '/media';

export function setStaticBase(base: string): void {
  staticBase = base.replace(/\/$/, '') || '/media';
}

export function mediaUrl(value: string | null | undefined): string {
  if (!value) return '';
  if (/^(https?:)?\/\//.test(value) || value.startsWith('data:') || value.startsWith('/')) return value;
  return `${staticBase}/${value}`;
}
