import { describe, expect, it } from 'vitest';
import { addressLines, addressParts, formParts } from './address-format';

describe('address formats by country', () => {
  it('orders the form’s parts as the country writes them', () => {
    expect(addressParts('JP')).toEqual(['postcode', 'state', 'city', 'address']);
    expect(addressParts('US')).toEqual(['address', 'city', 'state', 'postcode']);
    expect(addressParts('TH')).toEqual(['address', 'city', 'state', 'postcode']);
    expect(addressParts('CN')).toEqual(['postcode', 'state', 'city', 'address']);
    // The form asks the state before the city everywhere: the city list is the state's.
    expect(formParts('US')).toEqual(['address', 'state', 'city', 'postcode']);
    expect(formParts('JP')).toEqual(['postcode', 'state', 'city', 'address']);
  });

  it('prints an address in the country’s order, leaving out empty parts', () => {
    const jp = { country: 'JP', country_name: '日本', state_name: '千葉', city: 'Chiba', postcode: '260-0013', address: '中央3-10-8' };
    expect(addressLines(jp)).toEqual(['〒260-0013', '千葉', 'Chiba', '中央3-10-8', '日本']);
    expect(addressLines({ ...jp, postcode: '' })).toEqual(['千葉', 'Chiba', '中央3-10-8', '日本']);
    expect(
      addressLines({
        country: 'US',
        country_name: 'United States',
        state_name: 'California',
        city: 'Los Angeles',
        postcode: '90012',
        address: '200 N Spring St',
      }),
    ).toEqual(['200 N Spring St', 'Los Angeles, California 90012', 'United States']);
    expect(addressLines({ country: 'MO', country_name: 'Macao', state_name: '', city: '', postcode: '', address: 'Rua 1' })).toEqual(['Rua 1', 'Macao']);
  });
});
