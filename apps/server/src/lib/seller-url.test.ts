import { describe, expect, it } from 'vitest';
import { isAllowedHost, sellerUrl } from './seller-url';

const allowedHosts = ['localhost', '127.0.0.1', '[::1]', 'example.com'];

describe('sellerUrl', () => {
  it.each([
    ['shop.example.com', 'https', undefined, 'https://seller.shop.example.com'],
    ['www.example.com', 'https', undefined, 'https://seller.example.com'],
    ['admin.example.com', 'https', undefined, 'https://seller.example.com'],
    ['localhost:8080', 'http', undefined, 'http://seller.localhost:8080'],
    ['seller.localhost:8080', 'http', undefined, 'http://seller.localhost:8080'],
    ['127.0.0.1:8080', 'http', undefined, 'http://127.0.0.1:8080/#/seller'],
    ['[::1]:8080', 'http', undefined, 'http://[::1]:8080/#/seller'],
    ['127.0.0.1:8080', 'http', 'https://mall.example.org', 'https://seller.mall.example.org'],
    ['evil.example', 'http', 'https://mall.example.org', 'https://seller.mall.example.org'],
  ])('%s over %s (PUBLIC_URL %s) → %s', (host, protocol, publicUrl, expected) => {
    expect(sellerUrl({ host, protocol, publicUrl, allowedHosts, port: 8080 })).toBe(expected);
  });

  it.each([
    ['evil.example', 'http://seller.localhost:8080'],
    ['evil.example:8080', 'http://seller.localhost:8080'],
    ['example.com.evil.example', 'http://seller.localhost:8080'],
    ['notexample.com', 'http://seller.localhost:8080'],
    ['localhost.evil.example', 'http://seller.localhost:8080'],
    ['x.127.0.0.1', 'http://seller.localhost:8080'],
    ['not a host', 'http://seller.localhost:8080'],
    ['localhost\r\nX: y', 'http://seller.localhost:8080'],
    // The URL parser reads this one as user "evil.example" at host localhost: an allowed host.
    ['evil.example@localhost/x', 'http://seller.localhost'],
  ])('never builds the address from the Host %j', (host, expected) => {
    expect(sellerUrl({ host, protocol: 'http', allowedHosts, port: 8080 })).toBe(expected);
  });

  it('falls back to the first allowed host, without a port when the server has none to show', () => {
    expect(sellerUrl({ host: 'evil.example', protocol: 'https', allowedHosts: ['mall.example.org'], port: 443 })).toBe('https://seller.mall.example.org');
    expect(sellerUrl({ host: 'evil.example', protocol: 'http', allowedHosts: ['127.0.0.1'], port: 0 })).toBe('http://127.0.0.1/#/seller');
  });

  it('keeps only http and https from a forwarded protocol', () => {
    expect(sellerUrl({ host: 'localhost', protocol: 'javascript', allowedHosts, port: 8080 })).toBe('http://seller.localhost');
  });
});

describe('isAllowedHost', () => {
  it('takes an allowed host and its subdomains, case-insensitively, and nothing else', () => {
    expect(isAllowedHost('Seller.Localhost', allowedHosts)).toBe(true);
    expect(isAllowedHost('admin.example.com', allowedHosts)).toBe(true);
    expect(isAllowedHost('badexample.com', allowedHosts)).toBe(false);
    expect(isAllowedHost('1.127.0.0.1', ['127.0.0.1'])).toBe(false);
  });
});
