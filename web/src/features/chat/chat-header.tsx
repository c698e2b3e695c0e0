import { PersonMark } from '../../components/person/person-mark';
import { ChatIcon } from './chat-icons';
import { chatCloseAttribute } from './chat-shell';

export const chatSubtitleId = 'chat-panel-subtitle';

/**
 * The panel's title bar: who is answering (the assistant, or the consultant while he is in the
 * chat) and the close button. Shared by the panel and its shell (chat-shell-template.tsx).
 */
export function ChatHeader({
  owner,
  onClose,
}: {
  owner: { name: string } | null;
  /** Absent in the shell's server HTML, whose button chat-shell.ts wires up. */
  onClose?: () => void;
}) {
  return (
    <div className="chat-header">
      <div className="chat-header-who">
        {owner ? <PersonMark size={36} name={owner.name} /> : <PersonMark size={36} />}
        <div className="chat-header-text">
          <h2 data-testid="chat-panel-title" className="chat-title">
            {owner ? owner.name : 'Land Services Assistant'}
          </h2>
          <p id={chatSubtitleId} data-testid="chat-panel-subtitle" className="chat-subtitle">
            {owner ? (
              <>
                <span aria-hidden className="chat-online" />
                Online now · in this chat
              </>
            ) : (
              'Automated assistant · replies instantly'
            )}
          </p>
        </div>
      </div>
      <button
        type="button"
        className="chat-icon-button"
        onClick={onClose}
        aria-label="Close chat"
        {...{ [chatCloseAttribute]: '' }}
      >
        <ChatIcon name="close" />
      </button>
    </div>
  );
}
