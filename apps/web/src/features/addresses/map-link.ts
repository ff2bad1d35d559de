/**
 * A link that opens an address in the device's own map application: `geo:` on Android (any map
 * app the buyer has), Apple Maps on iPhone, iPad and Mac, else a Google Maps search in the
 * browser. Only a link: the mall fetches no map, tiles or geocoding from the internet.
 * @example mapLink('Bang Kapi, Bangkok, Thailand', 'Mozilla/5.0 (Linux; Android 14)') // 'geo:0,0?q=Bang%20Kapi%2C%20Bangkok%2C%20Thailand'
 */
export type MapApp = 'geo' | 'apple' | 'web';

export function mapAppFor(userAgent: string): MapApp {
  if (/android/i.test(userAgent)) return 'geo';
  // iPadOS reports itself as a Mac.
  if (/iphone|ipad|ipod|macintosh|mac os x/i.test(userAgent)) return 'apple';
  return 'web';
}

export function mapLink(place: string, userAgent: string): string {
  const q = encodeURIComponent(place);
  switch (mapAppFor(userAgent)) {
    case 'geo':
      return `geo:0,0?q=${q}`;
    case 'apple':
      return `https://maps.apple.com/?q=${q}`;
    default:
      return `https://www.google.com/maps/search/?api=1&query=${q}`;
  }
}
