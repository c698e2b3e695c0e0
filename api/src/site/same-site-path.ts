/**
 * `pathname` as a path on this site, safe to send in a Location header. Browsers read a
 * Location that starts with `//` (or `/\`, which they treat alike) as another host's address,
 * so every run of leading slashes and backslashes becomes one `/`: `//evil.example/` stays
 * `/evil.example/`, a page of this site.
 */
export function sameSitePath(pathname: string): string {
  return pathname.replace(/^[/\\]+/, '/').replace(/^(?![/])/, '/');
}
