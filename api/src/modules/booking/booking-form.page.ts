import { DateTime } from 'luxon';
import { escapeHtml } from '../../kernel/html';
import { type PlainPage } from '../../kernel/pages/plain-page';
import { zoneCity } from '@landman/content';
import { type OpenSlot } from './slots';

/** The booking form's own rules on top of the site's plain-page style. */
const formStyle = [
  'h2{color:#13294b;font-size:1.15rem;margin:1.5rem 0 .5rem}',
  'fieldset{border:1px solid #d8d2c8;border-radius:6px;margin:0 0 1rem;padding:.5rem 1rem 1rem}',
  'legend{font-weight:600;padding:0 .25rem}',
  '.times{display:flex;flex-wrap:wrap;gap:.5rem}',
  '.times label{border:1px solid #d8d2c8;border-radius:6px;padding:.25rem .6rem;white-space:nowrap}',
  'label.field{display:block;margin-top:1rem;font-weight:600}',
  'input[type=text],input[type=email],input[type=tel],select,textarea{display:block;width:100%;box-sizing:border-box;margin-top:.25rem;padding:.5rem;font:inherit;border:1px solid #8b8377;border-radius:4px}',
  '.error{color:#a3261b;font-weight:600;margin:.25rem 0 0}',
  '.notice{border-left:4px solid #a3261b;background:#fbeeea;padding:.75rem 1rem}',
  'button{margin-top:1.5rem}',
  'button.quiet{margin-top:.5rem;background:#13294b}',
  'button.quiet:hover{background:#8a4519}',
].join('');

/** A page of the booking form's family (sent in the site's frame: kernel/pages/server-page.ts). */
export function bookingPage(title: string, body: string): PlainPage {
  return {
    title,
    body,
    footer: '<a href="/contact">Back to the contact page</a>',
    widthRem: 40,
    style: formStyle,
  };
}

/** What the form shows: the open slots, the zones, and what was typed and refused. */
export interface BookingFormView {
  slots: readonly OpenSlot[];
  /** The zone the times are shown in (the visitor's choice, else the consultant's). */
  timeZone: string;
  consultantTimeZone: string;
  /** Zones offered in the "show times in" select. */
  zoneChoices: readonly string[];
  formToken: string;
  values?: Readonly<Record<string, string>>;
  /** A message under each refused field, by field name. */
  errors?: Readonly<Record<string, string>>;
  /** A page-wide message (a lost slot, a flood, a stale form). */
  notice?: string;
}

function fieldError(errors: BookingFormView['errors'], name: string): string {
  const message = errors?.[name];
  return message ? `<p class="error" id="${name}-error">${escapeHtml(message)}</p>` : '';
}

function described(errors: BookingFormView['errors'], name: string): string {
  return errors?.[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
}

/** The open slots as radio buttons, one fieldset per day in `zone`. */
function slotList(view: BookingFormView): string {
  const byDay = new Map<string, string[]>();
  for (const slot of view.slots) {
    const local = DateTime.fromJSDate(slot.start, { zone: view.timeZone }).setLocale('en-US');
    const day = local.toFormat('cccc, LLLL d');
    const value = slot.start.toISOString();
    const checked = view.values?.start === value ? ' checked' : '';
    const radio = `<label><input type="radio" name="start" value="${value}"${checked} required> ${escapeHtml(local.toFormat('h:mm a'))}</label>`;
    byDay.set(day, [...(byDay.get(day) ?? []), radio]);
  }
  if (byDay.size === 0) {
    return `<p>There are no open times in the next two weeks. Please <a href="/contact">send a message</a> or call, and we will find a time together.</p>`;
  }
  return [...byDay]
    .map(
      ([day, radios]) =>
        `<fieldset><legend>${escapeHtml(day)}</legend><div class="times">${radios.join('')}</div></fieldset>`,
    )
    .join('\n');
}

function textField(
  view: BookingFormView,
  name: string,
  label: string,
  type: 'text' | 'email' | 'tel',
  autocomplete: string,
): string {
  const value = escapeHtml(view.values?.[name] ?? '');
  return `<label class="field" for="${name}">${label}</label>
<input type="${type}" id="${name}" name="${name}" value="${value}" autocomplete="${autocomplete}"${described(view.errors, name)}>
${fieldError(view.errors, name)}`;
}

/** The GET form that changes the zone the times are shown in (a reload, no script). */
function zoneForm(view: BookingFormView): string {
  const options = view.zoneChoices
    .map((zone) => {
      const selected = zone === view.timeZone ? ' selected' : '';
      return `<option value="${escapeHtml(zone)}"${selected}>${escapeHtml(zoneCity(zone))} time (${escapeHtml(zone)})</option>`;
    })
    .join('');
  return `<form method="get" action="">
<label class="field" for="tz">Show times in</label>
<select id="tz" name="tz">${options}</select>
<button type="submit" class="quiet">Show these times</button>
</form>`;
}

/** The booking form: open slots by day, contact fields, a signed form token. */
export function bookingFormBody(view: BookingFormView): string {
  const notice = view.notice ? `<p class="notice" role="alert">${escapeHtml(view.notice)}</p>` : '';
  const zoneNote =
    view.timeZone === view.consultantTimeZone
      ? `Times are in ${escapeHtml(zoneCity(view.timeZone))} time (${escapeHtml(view.timeZone)}), the consultant's time zone.`
      : `Times are in ${escapeHtml(zoneCity(view.timeZone))} time (${escapeHtml(view.timeZone)}); the consultant works in ${escapeHtml(zoneCity(view.consultantTimeZone))} time (${escapeHtml(view.consultantTimeZone)}).`;
  const topic = escapeHtml(view.values?.topic ?? '');
  return `${notice}
<p>A free 30-minute call. Pick an open time, tell us how to reach you, and you will get a confirmation with a calendar invite.</p>
<p>${zoneNote}</p>
${zoneForm(view)}
<form method="post" action="">
<input type="hidden" name="formToken" value="${escapeHtml(view.formToken)}">
<input type="hidden" name="timeZone" value="${escapeHtml(view.timeZone)}">
<h2>Pick a time</h2>
${fieldError(view.errors, 'start')}
${slotList(view)}
<h2>Your details</h2>
${textField(view, 'name', 'Full name', 'text', 'name')}
${textField(view, 'email', 'E-mail', 'email', 'email')}
${textField(view, 'phone', 'Phone (e-mail or phone is required)', 'tel', 'tel')}
<label class="field" for="topic">What would you like to discuss?</label>
<textarea id="topic" name="topic" rows="4"${described(view.errors, 'topic')}>${topic}</textarea>
${fieldError(view.errors, 'topic')}
${fieldError(view.errors, 'timeZone')}
<button type="submit">Book this time</button>
</form>`;
}
