import { ConfigError, loadConfig, loadOwnerPassword } from '../../config';

describe('desk settings', () => {
  it('has working defaults, Secure cookies only in production', () => {
    expect(loadConfig({}).desk).toEqual({
      sessionIdleMinutes: 120,
      sessionMaxHours: 168,
      signInAttemptsPerEmail: 5,
      signInAttemptsPerIp: 20,
      signInWindowMinutes: 15,
      secureCookie: false,
      deviceSecret: undefined,
      ownerReplyTimeoutSeconds: 180,
      personRequestMailsPerHour: 20,
      personRequestMailsPerClientPerHour: 3,
      chatTranscriptsPerClientPerHour: 3,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).desk.secureCookie).toBe(true);
  });

  it('reads and checks each setting', () => {
    const desk = loadConfig({
      OWNER_SESSION_IDLE_MINUTES: '30',
      OWNER_SESSION_MAX_HOURS: '12',
      SIGN_IN_ATTEMPTS_PER_EMAIL: '3',
      SIGN_IN_ATTEMPTS_PER_IP: '9',
      OWNER_REPLY_TIMEOUT_SECONDS: '5',
      PERSON_REQUEST_MAILS_PER_HOUR: '2',
      CHAT_TRANSCRIPTS_PER_CLIENT_PER_HOUR: '7',
    }).desk;
    expect(desk).toMatchObject({
      chatTranscriptsPerClientPerHour: 7,
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
      signInAttemptsPerEmail: 3,
      signInAttemptsPerIp: 9,
      ownerReplyTimeoutSeconds: 5,
      personRequestMailsPerHour: 2,
    });
    expect(() => loadConfig({ OWNER_REPLY_TIMEOUT_SECONDS: '0' })).toThrow(ConfigError);
    expect(
      loadConfig({ PERSON_REQUEST_MAILS_PER_CLIENT_PER_HOUR: '5' }).desk
        .personRequestMailsPerClientPerHour,
    ).toBe(5);
    expect(() =>
      loadConfig({
        PERSON_REQUEST_MAILS_PER_HOUR: '4',
        PERSON_REQUEST_MAILS_PER_CLIENT_PER_HOUR: '5',
      }),
    ).toThrow(/must not exceed PERSON_REQUEST_MAILS_PER_HOUR/);
    expect(loadConfig({ DESK_DEVICE_SECRET: 'k'.repeat(32) }).desk.deviceSecret).toBe(
      'k'.repeat(32),
    );
    expect(() => loadConfig({ DESK_DEVICE_SECRET: 'short' })).toThrow(
      /DESK_DEVICE_SECRET must be at least 32 characters/,
    );
    expect(() => loadConfig({ OWNER_SESSION_IDLE_MINUTES: 'soon' })).toThrow(
      /OWNER_SESSION_IDLE_MINUTES must be a whole number/,
    );
  });

  it('gives owner:add the password from OWNER_PASSWORD only when set', () => {
    expect(loadOwnerPassword({ OWNER_PASSWORD: ' spaces kept ' })).toBe(' spaces kept ');
    expect(loadOwnerPassword({ OWNER_PASSWORD: '' })).toBeUndefined();
    expect(loadOwnerPassword({})).toBeUndefined();
  });
});
