import { GatewayError } from '@bookdirect/gateway-sdk';
import { describe, expect, it } from 'vitest';
import { gatewayErrorResponse, gatewayUrl, notFound } from '../src/gateway.server';

describe('gateway failures in loaders', () => {
  it('turns an unreachable gateway into a 503 the error page understands', async () => {
    const down = new GatewayError({ rec: -1, msg: 'Gateway unreachable', key: 'x' });
    const response = gatewayErrorResponse(down);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ key: 'errors:gateway_unavailable' });
  });

  it('turns rec 5 into the same 404 a route throws', async () => {
    const missing = new GatewayError({ rec: 5, msg: 'Not found', key: 'errors:not_found' });
    const response = gatewayErrorResponse(missing);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(await notFound().json());
  });

  it('rethrows anything else untouched', () => {
    const boom = new Error('boom');
    expect(() => gatewayErrorResponse(boom)).toThrow(boom);
    const conflict = new GatewayError({ rec: 6, msg: 'Conflict', key: 'errors:conflict' });
    expect(() => gatewayErrorResponse(conflict)).toThrow(conflict);
  });

  it('reaches the gateway at GATEWAY_URL, by default on port 4000', () => {
    expect(gatewayUrl({})).toBe('http://127.0.0.1:4000');
    expect(gatewayUrl({ GATEWAY_URL: 'http://gw:8080' })).toBe('http://gw:8080');
  });
});

describe('notFound', () => {
  it('is a 404 carrying the generic words unless the page names its own', async () => {
    const plain = notFound();
    expect(plain.status).toBe(404);
    expect(plain.statusText).toBe('Not Found');
    expect(plain.headers.get('Cache-Control')).toBe('no-store');
    expect(await plain.json()).toEqual({ key: 'errors:not_found' });
    expect(await notFound('hotel:not_found_title').json()).toEqual({
      key: 'hotel:not_found_title',
    });
  });
});

describe('site addresses', () => {
  it('default to the local ports and drop a trailing slash', async () => {
    const { siteUrls } = await import('../src/urls.server');
    expect(siteUrls({})).toEqual({
      booking: 'http://localhost:3000',
      marketing: 'http://localhost:3001',
    });
    expect(siteUrls({ BOOKING_URL: 'https://book.example.com/' }).booking).toBe(
      'https://book.example.com',
    );
  });
});
