/** Line breaks and every other control character (they end or corrupt an iCalendar line). */
const controls = /[\p{Cc}\u2028\u2029]+/gu;

/** The longest parameter value (a CN) written: a name, not a message. */
const maxParameterLength = 100;

/**
 * Text for an iCalendar parameter value such as CN: RFC 5545 lets a quoted param-value hold
 * anything but DQUOTE and control characters, and defines no escape for them (a library's
 * `\"` ends the quoted value as calendar programs read it, and what follows becomes parameters
 * and a new address of the attacker's choosing). So double quotes become single ones, control
 * characters a space, and backslashes go (some readers take them as escapes); what is left
 * cannot leave its quotes, whatever ; : , it holds.
 */
export function icalParameterText(text: string): string {
  return text
    .replace(controls, ' ')
    .replace(/"/g, "'")
    .replace(/\\/g, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, maxParameterLength);
}
