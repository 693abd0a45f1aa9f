import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const base = { DATA_DIR: '/tmp/shop-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.taxRate).toBe(0.15);
    expect(config.seedDemo).toBe(true);
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.mediaDir).toBe('/tmp/shop-config-test/media');
    expect(config.requestTimeoutMs).toBe(30_000);
  });

  it('reads REQUEST_TIMEOUT_MS and refuses one under a second', () => {
    expect(loadConfig({ ...base, REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000);
    expect(() => loadConfig({ ...base, REQUEST_TIMEOUT_MS: '10' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('stops with a message naming each bad variable', () => {
    const bad = () =>
      loadConfig({ ...base, PORT: 'abc', DATABASE_URL: 'mysql://x', TAX_RATE: '7' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT/);
    expect(bad).toThrow(/DATABASE_URL/);
    expect(bad).toThrow(/TAX_RATE/);
  });

  it('rejects a short JWT secret and treats empty variables as unset', () => {
    expect(() => loadConfig({ ...base, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ ...base, DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('generates a JWT secret once into DATA_DIR and keeps it', () => {
    const dir = `/tmp/shop-config-test-${process.pid}`;
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });
});
