import { createHmac, randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';

/** The first four groups of an IPv6 address (its /64: one subscriber's whole network). */
function ipv6Network(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const zeros = address.includes('::') ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array<string>(Math.max(zeros, 0)).fill('0'), ...right];
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':');
}

/** The address a client is counted by: an IPv4 address, or an IPv6 address's /64. */
function countedAddress(clientIp: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(clientIp)?.[1];
  if (mapped) return mapped;
  return isIPv6(clientIp) ? `${ipv6Network(clientIp)}::/64` : clientIp;
}

/**
 * Who cast a vote, as the questions to answer count visitors: a keyed hash of the client's
 * address, never the address. A session id is the client's to invent, so votes from many
 * sessions of one address count once. An IPv6 client is counted by its /64, which one
 * subscriber holds whole. The server derives its key from the form-signing secret, so every
 * instance and every restart counts a client alike; nothing kept in the database leads back to
 * an address without that secret. Random per process when none is given (tests).
 */
export class ChatClientKeys {
  constructor(private readonly secret: Buffer = randomBytes(32)) {}

  /** Keys derived from a server secret (a key of their own, not the secret itself). */
  static fromSecret(serverSecret: string): ChatClientKeys {
    return new ChatClientKeys(
      createHmac('sha256', serverSecret).update('chat-client-keys').digest(),
    );
  }

  /** The client's key (32 hex digits), or null for an internal call with no client address. */
  of(clientIp: string | undefined): string | null {
    if (!clientIp) return null;
    return createHmac('sha256', this.secret)
      .update(`chat-client:${countedAddress(clientIp)}`)
      .digest('hex')
      .slice(0, 32);
  }
}
