import { brand, statusColours } from '../../theme/palette';
import { bodyFontFamily } from '../../theme/fonts';
import { phoneQuery } from './phone-sheet';

/**
 * The chat's style sheets. The widget is plain React and CSS, not MUI: its first open fetches
 * React and the chat alone (issue 25's 100 KB), while the colours, type and focus ring are the
 * site theme's own (palette.ts, fonts.ts; the page's baseline CSS draws the focus ring).
 */
const ink = brand.ink;
const muted = brand.slate;
const navy = brand.navy;
const copper = brand.copper;
const { warning, error } = statusColours;
const phone = `@media ${phoneQuery}`;
const shadow =
  '0 5px 5px -3px rgba(0,0,0,.2), 0 8px 10px 1px rgba(0,0,0,.14), 0 3px 14px 2px rgba(0,0,0,.12)';
const disabledText = 'rgba(0,0,0,.38)';

/**
 * A row of buttons, and the buttons: outlined, filled in navy (`--primary`) or copper
 * (`--secondary`), at least 44 px tall.
 */
const buttonCss = `
.chat-row { display: flex; flex-wrap: wrap; gap: 8px; }
.chat-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 4px;
  min-height: 44px; padding: 4px 12px; border: 2px solid ${navy}; border-radius: 8px;
  background: transparent; color: ${navy}; cursor: pointer; text-decoration: none;
  font: inherit; font-size: .875rem; font-weight: 600; line-height: 1.5;
}
.chat-button:hover { background: rgba(19,41,75,.06); }
.chat-button--primary { background: ${navy}; color: #fff; }
.chat-button--primary:hover { background: ${brand.navyDark}; }
.chat-button--secondary { background: ${copper}; border-color: ${copper}; color: #fff; }
.chat-button--secondary:hover { background: ${brand.copperDark}; }
.chat-button--plain { border-color: transparent; }
.chat-button:disabled {
  cursor: default; color: ${disabledText}; border-color: rgba(0,0,0,.12); background: transparent;
}
.chat-button--primary:disabled, .chat-button--secondary:disabled { background: rgba(0,0,0,.12); }
`;

/** The floating button, and what stands in for the panel while it loads or if it cannot. */
const launcherCss = `
.chat-launcher {
  position: fixed; right: 24px; bottom: 24px; z-index: 1050;
  width: 56px; height: 56px; padding: 0; border: 0; border-radius: 50%;
  display: inline-flex; align-items: center; justify-content: center; cursor: pointer;
  background: ${copper}; color: #fff; box-shadow: ${shadow};
}
.chat-launcher:hover { background: ${brand.copperDark}; }
${phone} { .chat-launcher[aria-expanded="true"] { display: none; } }
.chat-opening {
  position: fixed; right: 20px; bottom: 20px; z-index: 1050; width: 64px; height: 64px;
  pointer-events: none; border-radius: 50%; border: 2px solid transparent;
  border-top-color: ${copper}; animation: chat-spin .9s linear infinite;
}
@keyframes chat-spin { to { transform: rotate(360deg); } }
.chat-load-failed {
  position: fixed; right: 24px; bottom: 96px; z-index: 1300; max-width: 320px;
  padding: 20px; border: 1px solid ${warning}; border-radius: 16px; background: #fff; color: ${ink};
  font-family: ${bodyFontFamily}; box-shadow: ${shadow};
}
.chat-load-failed-title { margin: 0; font-size: 1.125rem; font-weight: 700; line-height: 1.5; }
.chat-load-failed-text { margin: 4px 0 12px; font-size: .9375rem; line-height: 1.6; }
`;

/** The panel and everything in it. */
const panelCss = `
.chat-panel {
  position: fixed; z-index: 1300; display: flex; flex-direction: column; overflow: hidden;
  right: 24px; bottom: 96px; width: 400px; height: min(680px, 80vh);
  max-height: calc(100vh - 120px); border: 1px solid ${brand.rule}; border-radius: 24px;
  background: #fff; color: ${ink}; box-shadow: ${shadow};
  font-family: ${bodyFontFamily}; font-size: 1rem; line-height: 1.65; text-align: left;
}
${phone} {
  .chat-panel {
    left: 0; right: 0; top: 0; bottom: 0; width: 100%; height: 100dvh; max-height: none;
    border: 0; border-radius: 0;
  }
}
.chat-header {
  display: flex; align-items: center; justify-content: space-between; gap: 8px;
  padding: 6px 4px 6px 16px; background: ${navy}; color: #fff;
}
.chat-header-who { display: flex; align-items: center; gap: 10px; min-width: 0; }
.chat-header-text { min-width: 0; }
.chat-title {
  margin: 0; font-size: 1.125rem; font-weight: 700; line-height: 1.3;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.chat-subtitle {
  margin: 0; display: flex; align-items: center; gap: 6px; opacity: .9;
  font-size: .8125rem; line-height: 1.5; white-space: nowrap; overflow: hidden;
}
.chat-online { width: 8px; height: 8px; border-radius: 50%; background: #7ee2a8; flex-shrink: 0; }
.chat-icon-button {
  display: inline-flex; align-items: center; justify-content: center; flex-shrink: 0;
  min-width: 44px; min-height: 44px; padding: 8px; border: 0; border-radius: 50%;
  background: transparent; color: inherit; cursor: pointer; font: inherit;
}
.chat-icon-button:hover { background: rgba(127,127,127,.16); }
.chat-icon-button:disabled { color: rgba(0,0,0,.26); cursor: default; background: transparent; }
.chat-icon-button--small { padding: 5px; font-size: 18px; }
.chat-conversation { flex: 1; overflow-y: auto; padding: 12px; }
.chat-stack { display: flex; flex-direction: column; gap: 10px; }
.chat-extras { margin-top: 10px; }
.chat-entry .chat-time { display: none; font-weight: 400; opacity: .85; }
.chat-entry:hover .chat-time, .chat-entry:focus-within .chat-time { display: inline; }
.chat-speaker {
  display: flex; align-items: center; gap: 6px; margin: 0 0 2px;
  color: ${muted}; font-size: .8125rem; font-weight: 700; line-height: 1.5;
}
.chat-speaker--named { min-height: 22px; }
.chat-speaker--end { justify-content: flex-end; }
.chat-assistant-mark {
  width: 22px; height: 22px; border-radius: 50%; flex-shrink: 0;
  display: inline-flex; align-items: center; justify-content: center;
  background: ${navy}; color: #fff;
}
.chat-sources { list-style: none; padding: 0; margin: 8px 0 0; display: flex; flex-wrap: wrap; gap: 6px; }
.chat-source { min-height: 36px; padding: 2px 10px; border-width: 1px; border-radius: 32px; line-height: 1.4; }
.chat-link { color: inherit; text-decoration: underline; text-underline-offset: .2em; text-decoration-thickness: 1px; }
.chat-link:hover { text-decoration-thickness: 2px; }
.chat-delivery {
  margin: 0; text-align: right; font-size: .8125rem; line-height: 1.5; opacity: .85;
}
.chat-failed { display: flex; align-items: center; justify-content: flex-end; gap: 8px; margin-top: 4px; }
.chat-failed p { margin: 0; font-size: .8125rem; font-weight: 700; }
.chat-failed .chat-button { min-height: 32px; padding: 0 10px; }
.chat-rating { display: flex; align-items: center; flex-wrap: wrap; gap: 2px; margin-top: 2px; }
.chat-rating .chat-icon-button { color: ${muted}; }
.chat-rating .chat-icon-button[aria-pressed="true"] { color: ${navy}; }
.chat-caption { margin: 0; font-size: .8125rem; line-height: 1.5; color: ${muted}; }
.chat-caption--error { color: ${error}; }
.chat-rating .chat-caption { margin-left: 4px; }
.chat-summary h3 { margin: 0 0 6px; font-size: .9375rem; font-weight: 700; line-height: 1.5; }
.chat-summary dl {
  margin: 0; display: grid; grid-template-columns: minmax(6.5em, auto) 1fr; column-gap: 12px;
  row-gap: 4px; font-size: .9375rem; line-height: 1.6;
}
.chat-summary dt { color: ${muted}; font-weight: 600; }
.chat-summary dd { margin: 0; overflow-wrap: anywhere; }
@media (min-width: 600px) { .chat-summary { min-width: 260px; } }
.chat-typing { display: flex; align-items: center; gap: 8px; color: ${muted}; font-size: .9375rem; }
.chat-typing-dots { display: flex; gap: 4px; }
.chat-typing-dots span {
  width: 6px; height: 6px; border-radius: 50%; background: ${muted};
  animation: chat-pulse 1.2s ease-in-out infinite;
}
.chat-typing-dots span:nth-child(2) { animation-delay: .15s; }
.chat-typing-dots span:nth-child(3) { animation-delay: .3s; }
@keyframes chat-pulse { 0%, 80%, 100% { opacity: .25; } 40% { opacity: 1; } }
.chat-error {
  margin: 0; padding: 6px 12px; border: 1px solid ${warning}; border-radius: 8px;
  color: ${warning}; font-size: .875rem; line-height: 1.5;
}
.chat-actions { display: flex; flex-direction: column; gap: 6px; margin-top: 8px; }
.chat-chip {
  height: 32px; padding: 0 12px; border: 1px solid rgba(19,41,75,.7); border-radius: 16px;
  background: transparent; color: ${navy}; cursor: pointer;
  font: inherit; font-size: .8125rem; font-weight: 600; line-height: 1;
}
.chat-chip:hover { background: rgba(19,41,75,.06); }
.chat-chip:disabled { opacity: .38; cursor: default; }
.chat-composer {
  display: flex; gap: 8px; align-items: flex-end; padding: 12px; border-top: 1px solid ${brand.rule};
}
.chat-composer-box { flex: 1; min-width: 0; }
.chat-input {
  display: block; width: 100%; box-sizing: border-box; resize: none; overflow-y: auto;
  max-height: calc(4 * 1.4375em + 19px); padding: 8.5px 14px;
  border: 1px solid rgba(0,0,0,.23); border-radius: 8px; background: #fff; color: ${ink};
  font: inherit; font-size: 1rem; line-height: 1.4375em;
}
.chat-input::placeholder { color: ${muted}; opacity: 1; }
.chat-input:hover { border-color: ${ink}; }
.chat-input:focus, .chat-input:focus-visible { outline: 0; border-color: ${navy}; box-shadow: inset 0 0 0 1px ${navy}; }
.chat-counter { margin: 3px 14px 0; color: ${muted}; font-size: .75rem; line-height: 1.66; }
.chat-send { color: ${navy}; background: rgba(0,0,0,.04); }
.chat-attach { color: ${muted}; }
.chat-documents { list-style: none; margin: 0 0 6px; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.chat-document {
  display: flex; flex-wrap: wrap; align-items: center; gap: 2px 8px; padding: 2px 2px 2px 10px;
  border: 1px solid rgba(0,0,0,.18); border-radius: 12px; font-size: .75rem; line-height: 1.4;
}
.chat-document-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 60%; }
.chat-document-size, .chat-document-status { color: ${muted}; }
.chat-document-status { flex: 1; min-width: 0; }
.chat-document--failed { border-color: ${error}; }
.chat-document--failed .chat-document-status { color: ${error}; }
`;

/**
 * All of the chat's CSS, server-rendered with the launcher on every page (about 2 KB
 * compressed): the button, and the panel, so the shell shown on the tap before React has
 * loaded (chat-shell.ts) looks like the panel it turns into. The buttons come first, so the
 * rules for particular buttons override them.
 */
export const chatCss = buttonCss + launcherCss + panelCss;
