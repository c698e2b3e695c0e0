import { ConfigError, loadConfig } from '../../config';

describe('documents settings', () => {
  it('has the issue defaults and the Debian clamd socket', () => {
    const { documents } = loadConfig({});
    expect(documents).toMatchObject({
      maxBytes: 20 * 1024 * 1024,
      perRequest: 5,
      retentionDays: 730,
      clamd: { socket: '/var/run/clamav/clamd.ctl' },
    });
  });

  it('reads CLAMD_HOST as host:port, and refuses a bad one or both addresses', () => {
    expect(loadConfig({ CLAMD_HOST: 'clamav:3310' }).documents.clamd).toEqual({
      host: 'clamav',
      port: 3310,
    });
    expect(loadConfig({ CLAMD_HOST: '[::1]:3310' }).documents.clamd).toEqual({
      host: '::1',
      port: 3310,
    });
    expect(() => loadConfig({ CLAMD_HOST: 'clamav' })).toThrow(ConfigError);
    expect(() => loadConfig({ CLAMD_HOST: 'clamav:99999' })).toThrow(ConfigError);
    expect(() => loadConfig({ CLAMD_HOST: 'a:1', CLAMD_SOCKET: '/run/c.sock' })).toThrow(
      /not both/,
    );
    expect(() => loadConfig({ DOCUMENT_MAX_BYTES: '20MB' })).toThrow(/DOCUMENT_MAX_BYTES/);
  });
});
