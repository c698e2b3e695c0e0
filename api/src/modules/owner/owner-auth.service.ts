import { createHash, randomBytes } from 'node:crypto';
import { site } from '@landman/content';
import { type DataSource, type Repository } from 'typeorm';
import { type DeskConfig } from '../../config';
import { type DeviceTrust, type IssuedDevice } from './device-trust';
import { InvalidCredentialsError } from './owner.errors';
import { OwnerSession } from './owner-session.entity';
import { Owner } from './owner.entity';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';
import { AddressLockedError, type SignInAttempt, type SignInLimiter } from './sign-in-limiter';
import { newTotpSecret, totpStep, totpUri } from './totp';
import { type Topic } from '../../events/topics';

export interface SignInInput {
  email: string;
  password: string;
  totp?: string | null;
}

/** Where a sign-in comes from: the client's address and the browser's device cookie. */
export interface SignInClient {
  clientIp: string | undefined;
  /** The device cookie's value, as sent (verified here). */
  device?: string;
}

export interface StartedSession {
  owner: Owner;
  /** The cookie's value; only its hash is stored. */
  token: string;
  expiresAt: Date;
  /** A fresh device cookie: this browser signed in as this owner (set when trust is on). */
  device?: IssuedDevice;
}

/**
 * Desk sessions that ended: one (`sessionId`, the stored hash) on sign-out, or all of an owner's
 * (`ownerId`) on a password reset. Open desk sockets of those sessions are closed at once.
 */
export type EndedSessions = { sessionId: string } | { ownerId: string };

declare module '../../events/topics' {
  interface TopicArguments {
    [Topic.OwnerSessionsEnded]: [ended: EndedSessions];
  }
}

export interface OwnerAuthOptions {
  limiter?: SignInLimiter;
  /** Device cookies (sign-in-limiter.ts); without it every browser counts as unknown. */
  devices?: DeviceTrust;
  /** Told once per lockout window that an address's sign-ins are held back (the owner's e-mail). */
  lockoutNotice?: (ownerEmail: string) => Promise<void>;
  /** Told of every session ended here (published on the event bus to every instance). */
  sessionsEnded?: (ended: EndedSessions) => void;
}

export interface SaveOwnerInput {
  email: string;
  password: string;
  displayName?: string;
  /** true: a new TOTP secret; false: second factor off; undefined: unchanged. */
  totp?: boolean;
}

export interface SavedOwner {
  owner: Owner;
  created: boolean;
  /** Set when a new TOTP secret was made: the URL to add to an authenticator app. */
  totpUri?: string;
}

/** A session's last_seen_at is written at most this often (not on every request). */
const touchEveryMs = 60_000;

/** The stored id of the session behind a cookie's token. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');
const hashToken = sessionIdOf;

/**
 * Owner accounts and their sessions in the database: sign-in (argon2id, optional TOTP, limited
 * attempts), the session behind a cookie (idle and absolute expiry), sign-out. The GraphQL auth
 * checker, the CSV route and the WebSocket upgrade all ask `authenticate`.
 */
export class OwnerAuthService {
  private readonly owners: Repository<Owner>;
  private readonly sessions: Repository<OwnerSession>;

  constructor(
    dataSource: DataSource,
    private readonly settings: Pick<DeskConfig, 'sessionIdleMinutes' | 'sessionMaxHours'>,
    private readonly options: OwnerAuthOptions = {},
  ) {
    this.owners = dataSource.getRepository(Owner);
    this.sessions = dataSource.getRepository(OwnerSession);
  }

  async ownerExists(): Promise<boolean> {
    return (await this.owners.count()) > 0;
  }

  /**
   * Over the limit: RateLimitedError. Any wrong detail (address, password, a missing or wrong
   * code, a code already used): InvalidCredentialsError, always with the same message, so a
   * guesser never learns that a password was right.
   */
  async signIn(input: SignInInput, client: SignInClient): Promise<StartedSession> {
    const email = input.email.trim();
    const { limiter, devices } = this.options;
    const attempt: SignInAttempt = {
      email,
      clientIp: client.clientIp,
      device: devices?.verify(client.device, email),
    };
    try {
      await limiter?.consume(attempt);
    } catch (error) {
      if (error instanceof AddressLockedError && error.firstInWindow)
        await this.reportLockout(email);
      throw error;
    }
    const owner = await this.findByEmail(email);
    const passwordOk = await verifyPassword(
      owner?.passwordHash ?? (await decoyPasswordHash()),
      input.password,
    );
    if (!owner || !passwordOk) throw new InvalidCredentialsError();
    if (owner.totpSecret && !(await this.useTotpStep(owner, input.totp?.trim() ?? ''))) {
      throw new InvalidCredentialsError();
    }
    await limiter?.succeeded(attempt);
    const session = await this.startSession(owner);
    return devices ? { ...session, device: devices.issue(owner.email) } : session;
  }

  /**
   * True when `code` is the owner's code of a step later than the last one used: each step
   * signs in once (a code seen over a shoulder or replayed cannot open a second session). One
   * conditional UPDATE, so two sign-ins racing with one code cannot both win.
   */
  private async useTotpStep(owner: Owner, code: string): Promise<boolean> {
    const step = totpStep(owner.totpSecret ?? '', code);
    if (step === undefined) return false;
    const result = await this.owners
      .createQueryBuilder()
      .update(Owner)
      .set({ totpLastStep: String(step) })
      .where('id = :id', { id: owner.id })
      .andWhere('(totp_last_step IS NULL OR totp_last_step < :step)', { step })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Only a real owner's address is written to, and the answer is the same either way. */
  private async reportLockout(email: string): Promise<void> {
    const owner = await this.findByEmail(email);
    if (owner) await this.options.lockoutNotice?.(owner.email);
  }

  /** The owner behind a cookie's token, or undefined (unknown, idle too long, or past expiry). */
  async authenticate(token: string | undefined): Promise<Owner | undefined> {
    if (!token || token.length > 200) return undefined;
    const id = hashToken(token);
    const session = await this.sessions.findOneBy({ id });
    if (!session) return undefined;
    const now = Date.now();
    const idleLimit = session.lastSeenAt.getTime() + this.settings.sessionIdleMinutes * 60_000;
    if (now >= session.expiresAt.getTime() || now >= idleLimit) {
      await this.sessions.delete({ id });
      return undefined;
    }
    if (now - session.lastSeenAt.getTime() >= touchEveryMs) {
      await this.sessions.update({ id }, { lastSeenAt: new Date(now) });
    }
    return (await this.owners.findOneBy({ id: session.ownerId })) ?? undefined;
  }

  /** Keeps a session alive while the owner has the desk open (a live deskEvents socket). */
  async touch(token: string): Promise<void> {
    await this.sessions.update({ id: hashToken(token) }, { lastSeenAt: new Date() });
  }

  /** Ends the session now: the cookie's token opens nothing afterwards. */
  async signOut(token: string | undefined): Promise<void> {
    if (!token) return;
    const sessionId = hashToken(token);
    await this.sessions.delete({ id: sessionId });
    this.options.sessionsEnded?.({ sessionId });
  }

  /** True when an owner used the desk within `withinMs` (a live desk keeps touching its session). */
  async ownerActiveWithin(withinMs: number): Promise<boolean> {
    const rows: unknown[] = await this.sessions.query(
      `SELECT 1 FROM owner_sessions
       WHERE last_seen_at > now() - make_interval(secs => $1::double precision / 1000)
         AND expires_at > now()
       LIMIT 1`,
      [withinMs],
    );
    return rows.length > 0;
  }

  /** `npm run owner:add`: creates the owner, or resets the password (ending their sessions). */
  async saveOwner(input: SaveOwnerInput): Promise<SavedOwner> {
    const email = input.email.trim();
    const existing = await this.findByEmail(email);
    const owner = existing ?? this.owners.create({ email, totpSecret: null });
    owner.passwordHash = await hashPassword(input.password);
    owner.displayName = input.displayName?.trim() || existing?.displayName || site.name;
    let uri: string | undefined;
    if (input.totp === true) {
      owner.totpSecret = newTotpSecret();
      uri = totpUri(owner.totpSecret, email);
    } else if (input.totp === false) owner.totpSecret = null;
    // A new secret starts its own count of steps.
    if (input.totp !== undefined) owner.totpLastStep = null;
    const saved = await this.owners.save(owner);
    if (existing) {
      await this.sessions.delete({ ownerId: saved.id });
      this.options.sessionsEnded?.({ ownerId: saved.id });
    }
    return { owner: saved, created: !existing, ...(uri ? { totpUri: uri } : {}) };
  }

  private findByEmail(email: string): Promise<Owner | null> {
    return this.owners
      .createQueryBuilder('owner')
      .where('lower(owner.email) = lower(:email)', { email })
      .getOne();
  }

  private async startSession(owner: Owner): Promise<StartedSession> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.settings.sessionMaxHours * 3_600_000);
    await this.sessions.insert({
      id: hashToken(token),
      ownerId: owner.id,
      lastSeenAt: now,
      expiresAt,
    });
    return { owner, token, expiresAt };
  }
}
