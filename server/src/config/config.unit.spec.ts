import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, EVENT_STORE: 'postgres', PROJECTIONS: 'inline', PROJECTION_THREAD: 'worker', SEED_DEMO: true });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
    expect(c.TRUST_PROXY).toEqual(['loopback']);
    expect(c.PROJECTOR_NICE).toBe(-5);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: PORT must be a number between 0 and 65535'],
    [{ PORT: '70000' }, 'PORT: PORT must be between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ EVENT_STORE: 'kafka' }, 'EVENT_STORE: EVENT_STORE must be "postgres" or "esdb"'],
    [{ EVENT_STORE: 'esdb' }, 'EVENTSTORE_URL: EVENTSTORE_URL is required when EVENT_STORE=esdb'],
    [{ REDIS_URL: 'http://localhost' }, 'REDIS_URL: REDIS_URL must be a redis:// or rediss:// URL'],
    [{ SMS_PROVIDER_URL: 'https://sms.example/send' }, 'SMS_PROVIDER_KEY: SMS_PROVIDER_KEY is required when SMS_PROVIDER_URL is set'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together'],
    [{ LINE_CHANNEL_SECRET: 'secret' }, 'LINE_CHANNEL_ID: LINE_CHANNEL_ID and LINE_CHANNEL_SECRET must be set together'],
    [{ PUBLIC_URL: 'https://shop.example/app' }, 'PUBLIC_URL: PUBLIC_URL must be an origin such as https://shop.example (no path)'],
    [{ TRUST_PROXY: 'nginx' }, 'TRUST_PROXY: TRUST_PROXY must be comma separated IP addresses, CIDR ranges or loopback, linklocal, uniquelocal'],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'TRUST_PROXY: TRUST_PROXY must be comma separated IP addresses, CIDR ranges or loopback, linklocal, uniquelocal',
    ],
    [{ PROJECTOR_HEALTH_PORT: 'x' }, 'PROJECTOR_HEALTH_PORT: PROJECTOR_HEALTH_PORT must be a number between 0 and 65535'],
    [{ PROJECTION_THREAD: 'process' }, 'PROJECTION_THREAD: PROJECTION_THREAD must be "worker" or "main"'],
    [{ PROJECTOR_NICE: 'high' }, 'PROJECTOR_NICE: PROJECTOR_NICE must be a whole number between -20 and 19'],
    [{ PROJECTOR_NICE: '-21' }, 'PROJECTOR_NICE: PROJECTOR_NICE must be a whole number between -20 and 19'],
    [{ PROJECTOR_NICE: '2.5' }, 'PROJECTOR_NICE: PROJECTOR_NICE must be a whole number between -20 and 19'],
  ])('rejects %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (e) {
      expect((e as ConfigError).problems).toContain(message);
    }
  });

  it('accepts a full production-shaped configuration', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://shop:pw@db:5432/shop',
      EVENT_STORE: 'esdb',
      EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
      REDIS_URL: 'redis://redis:6379',
      ALLOWED_ORIGINS: 'https://shop.example.tw, https://admin.example.tw',
      TRUST_PROXY: 'loopback, 172.30.80.10, fd00::/8',
      PROJECTOR_HEALTH_PORT: '3001',
    });
    expect(c.TRUST_PROXY).toEqual(['loopback', '172.30.80.10', 'fd00::/8']);
    expect(c.PROJECTOR_HEALTH_PORT).toBe(3001);
    expect(c.ALLOWED_ORIGINS).toEqual(['https://shop.example.tw', 'https://admin.example.tw']);
    expect(c.PORT).toBe(8080);
  });
});
