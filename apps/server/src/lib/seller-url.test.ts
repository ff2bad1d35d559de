import { describe, expect, it } from 'vitest';
import { sellerUrl } from './seller-url';

describe('sellerUrl', () => {
  it.each([
    ['shop.example.com', 'https', undefined, 'https://seller.shop.example.com'],
    ['www.example.com', 'https', undefined, 'https://seller.example.com'],
    ['localhost:8080', 'http', undefined, 'http://seller.localhost:8080'],
    ['seller.localhost:8080', 'http', undefined, 'http://seller.localhost:8080'],
    ['127.0.0.1:8080', 'http', undefined, 'http://127.0.0.1:8080/#/seller'],
    ['[::1]:8080', 'http', undefined, 'http://[::1]:8080/#/seller'],
    ['127.0.0.1:8080', 'http', 'https://mall.example.org', 'https://seller.mall.example.org'],
  ])('%s over %s (PUBLIC_URL %s) → %s', (host, protocol, publicUrl, expected) => {
    expect(sellerUrl(host, protocol, publicUrl)).toBe(expected);
  });
});
