import { describe, expect, it } from 'vitest';
import { addressLine } from './address-lines';
import { backWithChoice, choiceFrom, chooseLocationPath, safeBack, withoutChoice } from './location-choice';
import { mapLink } from './map-link';

describe('the /choose-location round trip', () => {
  it('goes there with the way back and the place to start from, and comes back with the choice', () => {
    const path = chooseLocationPath('/pages/mine/confing?address=new', { country: 'TH', state: '' });
    expect(path).toBe('/choose-location?back=%2Fpages%2Fmine%2Fconfing%3Faddress%3Dnew&country=TH');
    const back = new URLSearchParams(path.split('?')[1]).get('back');
    const returned = backWithChoice(back as string, { country: 'TH', state: '10', city: 'Bang Kapi' });
    expect(returned).toBe('/pages/mine/confing?address=new&country=TH&state=10&city=Bang+Kapi&picked=1');
    const params = new URLSearchParams(returned.split('?')[1]);
    expect(choiceFrom(params)).toEqual({ country: 'TH', state: '10', city: 'Bang Kapi' });
    expect(withoutChoice(params).toString()).toBe('address=new');
  });

  it('returns only to paths of this app', () => {
    expect(safeBack('/pages/cart/cart')).toBe('/pages/cart/cart');
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', null, 'javascript:alert(1)']) expect(safeBack(bad)).toBe('/');
    expect(backWithChoice('https://evil.example/x', { country: 'US', state: 'CA', city: '' })).toBe('/?country=US&state=CA&picked=1');
  });

  it('takes no choice from a page opened without one', () => {
    expect(choiceFrom(new URLSearchParams('country=TH'))).toBeNull();
    expect(choiceFrom(new URLSearchParams('picked=1'))).toBeNull();
  });
});

describe('mapLink', () => {
  const place = addressLine({ address: '99/1 Soi 24', city: 'Bang Kapi', state_name: 'Bangkok', postcode: '10240', country_name: 'Thailand' });

  it('opens the device’s map application', () => {
    expect(place).toBe('99/1 Soi 24, Bang Kapi, Bangkok, 10240, Thailand');
    const q = '99%2F1%20Soi%2024%2C%20Bang%20Kapi%2C%20Bangkok%2C%2010240%2C%20Thailand';
    expect(mapLink(place, 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130')).toBe(`geo:0,0?q=${q}`);
    expect(mapLink(place, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1')).toBe(`https://maps.apple.com/?q=${q}`);
    expect(mapLink(place, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15')).toBe(`https://maps.apple.com/?q=${q}`);
    expect(mapLink(place, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(`https://www.google.com/maps/search/?api=1&query=${q}`);
  });

  it('leaves out empty parts', () => {
    expect(addressLine({ address: 'Rua 1', city: '', state_name: '', postcode: '', country_name: 'Macao' })).toBe('Rua 1, Macao');
  });
});
