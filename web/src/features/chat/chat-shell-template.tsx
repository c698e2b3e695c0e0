import { ChatComposer } from './chat-composer';
import { chatCouldNotOpen } from './chat-failure-text';
import { ChatHeader, chatSubtitleId } from './chat-header';
import { chatShellStatusAttribute, chatShellTemplateId } from './chat-shell';

/**
 * The panel's frame as an inert template in every page's HTML (server-rendered, never
 * hydrated): title bar, a status line and the message box, the same components the panel
 * renders. chat-shell.ts shows a copy of it on a tap that comes before the chat's code.
 */
export function ChatShellTemplate() {
  return (
    <template id={chatShellTemplateId}>
      <div
        className="chat-panel"
        role="dialog"
        aria-label="Land Services Assistant"
        aria-describedby={chatSubtitleId}
        data-testid="chat-shell"
      >
        <ChatHeader owner={null} />
        <div className="chat-conversation" role="region" aria-label="Conversation">
          <p role="status" className="chat-caption" {...{ [chatShellStatusAttribute]: 'opening' }}>
            Opening the chat…
          </p>
          <p
            role="alert"
            hidden
            className="chat-error"
            {...{ [chatShellStatusAttribute]: 'failed' }}
          >
            {`${chatCouldNotOpen.title}. ${chatCouldNotOpen.advice}`}
          </p>
        </div>
        <ChatComposer onSend={() => undefined} inputRef={null} sessionId="" canAttach={false} />
      </div>
    </template>
  );
}
