import { ChatClientKeys } from './chat-client-key';

describe('ChatClientKeys', () => {
  const keys = new ChatClientKeys();

  it('keys a client by its address, keeping no address in the key', () => {
    const key = keys.of('203.0.113.7');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.of('203.0.113.7')).toBe(key);
    expect(keys.of('::ffff:203.0.113.7')).toBe(key);
    expect(keys.of('203.0.113.8')).not.toBe(key);
    expect(new ChatClientKeys().of('203.0.113.7')).not.toBe(key);
    expect(keys.of(undefined)).toBeNull();
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const network = keys.of('2001:db8:85a3:12::1');
    expect(keys.of('2001:db8:85a3:12:ffff:1:2:3')).toBe(network);
    expect(keys.of('2001:0DB8:85A3:0012:0000:0000:0000:0009')).toBe(network);
    expect(keys.of('2001:db8:85a3:13::1')).not.toBe(network);
    expect(keys.of('::1')).toBe(keys.of('0:0:0:0:0:0:0:1'));
  });

  it('derived from the server secret: the same on every instance and after a restart', () => {
    const secret = 'a form-signing secret of at least thirty-two characters';
    const first = ChatClientKeys.fromSecret(secret).of('203.0.113.7');
    expect(ChatClientKeys.fromSecret(secret).of('203.0.113.7')).toBe(first);
    expect(ChatClientKeys.fromSecret(`${secret}!`).of('203.0.113.7')).not.toBe(first);
  });
});
