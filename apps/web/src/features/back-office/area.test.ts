import { describe, expect, it } from 'vitest';
import { areaOfHost } from './area';
import { areaBase, atAreaPage, mallUrl, takeHandoff } from './area-paths';

describe('areaOfHost', () => {
  it.each([
    ['seller.shop.example.com', 'seller'],
    ['SELLER.localhost', 'seller'],
    ['admin.shop.example.com', 'admin'],
    ['shop.example.com', null],
    ['127.0.0.1', null],
    ['sellers.example.com', null],
    ['www.seller.example.com', null],
    ['localhost', null],
  ])('%s → %s', (host, area) => {
    expect(areaOfHost(host)).toBe(area);
  });
});

describe('areaBase', () => {
  it('is the root on the area own host and the area route elsewhere', () => {
    expect(areaBase('seller', 'seller.shop.test')).toBe('');
    expect(areaBase('seller', '127.0.0.1')).toBe('/seller');
    expect(areaBase('admin', 'admin.shop.test')).toBe('');
    // The admin console opened as a route of the seller host is still a route.
    expect(areaBase('admin', 'seller.shop.test')).toBe('/admin');
  });
});

describe('mallUrl', () => {
  it('drops the area prefix and keeps protocol and port', () => {
    expect(mallUrl({ protocol: 'https:', hostname: 'seller.shop.test', port: '' })).toBe('https://shop.test/#/');
    expect(mallUrl({ protocol: 'http:', hostname: 'admin.localhost', port: '8080' })).toBe('http://localhost:8080/#/');
    expect(mallUrl({ protocol: 'http:', hostname: '127.0.0.1', port: '18104' })).toBe('http://127.0.0.1:18104/#/');
  });
});

describe('takeHandoff', () => {
  it('takes the code and keeps the rest of the route', () => {
    expect(takeHandoff('#/?handoff=abc')).toEqual({ code: 'abc', hash: '#/' });
    expect(takeHandoff('#/seller?handoff=x-y_z&tab=1')).toEqual({ code: 'x-y_z', hash: '#/seller?tab=1' });
  });

  it('leaves an address without a code alone', () => {
    expect(takeHandoff('#/seller/products?page=2')).toEqual({ code: null, hash: '#/seller/products?page=2' });
    expect(takeHandoff('#/seller')).toEqual({ code: null, hash: '#/seller' });
  });
});

describe('atAreaPage', () => {
  it('puts the page under the area root, on its own host or as a route, and keeps the query', () => {
    expect(atAreaPage('#/?handoff=abc', 'orders')).toBe('#/orders?handoff=abc');
    expect(atAreaPage('#/seller?handoff=abc', 'orders')).toBe('#/seller/orders?handoff=abc');
    expect(atAreaPage('#/seller', 'orders')).toBe('#/seller/orders');
  });
});
