import { addressKey } from './address-key';

describe('addressKey', () => {
  it('drops case and a +tag, keeping the mailbox', () => {
    expect(addressKey('Victim+a@Example.com')).toBe('victim@example.com');
    expect(addressKey('victim+b+c@example.com')).toBe('victim@example.com');
    expect(addressKey('VICTIM@example.COM')).toBe('victim@example.com');
    expect(addressKey('plain.name@example.com')).toBe('plain.name@example.com');
  });
});
