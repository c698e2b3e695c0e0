import { islandAttribute, islandsReadyAttribute } from '../../islands/island-names';
import { phoneQuery } from './phone-sheet';
import {
  chatCloseAttribute,
  chatShellEarlyAttribute,
  chatShellSendAttribute,
  chatShellStatusAttribute,
  chatShellTemplateId,
  chatShellWaitingText,
} from './chat-shell';

const q = (text: string) => JSON.stringify(text);

/**
 * The page's own first answer to a tap on the chat launcher, inline in the head of every page
 * with scripts (html-document.ts; allowed by its hash, script-hash.ts). The islands entry, a
 * module the loader starts after the first paint, is several round trips away on a slow phone,
 * and until it runs a tap on the launcher did nothing. This few-hundred-byte script shows the
 * shell (chat-shell-template.tsx) at once, keeps what is typed in it and notes Enter or Send;
 * Escape, the close button or a second tap close it. Once the entry runs it sets
 * islandsReadyAttribute, this script steps aside, and chat-shell.ts adopts the shell
 * (adoptEarlyChatShell), loads the chat and hands it what was typed.
 */
export const earlyChatShellScript =
  `(()=>{const d=document,r=d.documentElement;let s=null,b=null,x=null,p=null;` +
  `const off=()=>r.hasAttribute(${q(islandsReadyAttribute)});` +
  `const close=()=>{s.remove();s=null;b.setAttribute('aria-expanded','false');b.focus()};` +
  `const send=()=>{if(!x.value.trim())return;s.setAttribute(${q(chatShellSendAttribute)},'');` +
  `const w=s.querySelector('[${chatShellStatusAttribute}="opening"]');if(w)w.textContent=${q(chatShellWaitingText)}};` +
  // Shows the shell for launcher `l`; false while the template is not parsed yet.
  `const show=l=>{const m=d.getElementById(${q(chatShellTemplateId)});` +
  `const c=m instanceof HTMLTemplateElement&&m.content.firstElementChild;if(!c)return false;` +
  `const n=c.cloneNode(true),a=n.querySelector('textarea');if(!a)return false;` +
  `s=n;b=l;x=a;p=null;s.setAttribute(${q(chatShellEarlyAttribute)},'');` +
  `if(window.matchMedia&&matchMedia(${q(phoneQuery)}).matches)s.setAttribute('aria-modal','true');` +
  `d.body.append(s);b.setAttribute('aria-expanded','true');x.focus();return true};` +
  `const on=(t,f)=>d.addEventListener(t,e=>{if(s&&!s.isConnected)s=null;if(!off())f(e)},true);` +
  `on('click',e=>{const t=e.target;if(!(t instanceof Element))return;` +
  `if(s&&s.contains(t)){if(t.closest('[${chatCloseAttribute}]'))close();return}` +
  `const l=t.closest('[${islandAttribute}="chat-launcher"] button');if(!l)return;` +
  `e.preventDefault();e.stopImmediatePropagation();if(s){close();return}` +
  // A tap while the page is still arriving: the shell shows once its template is parsed.
  `if(!show(l))p=p?null:l});` +
  `d.addEventListener('DOMContentLoaded',()=>{if(p&&!s&&!off())show(p)});` +
  `on('keydown',e=>{if(!s||!s.contains(e.target))return;` +
  `if(e.key==='Escape'){e.stopPropagation();close()}` +
  `else if(e.key==='Enter'&&!e.shiftKey&&!e.isComposing&&e.target===x){e.preventDefault();send()}});` +
  `on('submit',e=>{if(s&&s.contains(e.target)){e.preventDefault();send()}});` +
  `on('input',e=>{if(s&&e.target===x){const u=s.querySelector('button[type="submit"]');` +
  `if(u)u.disabled=!x.value.trim()}})})()`;
