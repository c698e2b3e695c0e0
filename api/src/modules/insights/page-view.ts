import { type Campaign } from './campaign';
import { type DeviceClass } from './device-class';

/** One page view as it is stored: nothing that leads back to an address or a browser. */
export interface PageView extends Campaign {
  viewedAt: Date;
  /** The visitor's key for the UTC day of `viewedAt` (DailyVisitorKeys). */
  visitorKey: string;
  /** The path only (no query), secrets in it replaced. */
  path: string;
  referrerHost: string | null;
  device: DeviceClass;
  /** ISO 3166 alpha-2, from the trusted proxy's header only. */
  country: string | null;
}
