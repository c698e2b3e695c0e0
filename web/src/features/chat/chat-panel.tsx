import { ChatTransportContext, getChatTransport } from './chat-client';
import { ChatWindow, type ChatWindowProps } from './chat-window';

/**
 * The lazily loaded half of the chat: its transport and socket are created here, the first time
 * someone opens the panel, so no other page pays for them.
 */
export default function ChatPanel(props: ChatWindowProps) {
  return (
    <ChatTransportContext.Provider value={getChatTransport()}>
      <ChatWindow {...props} />
    </ChatTransportContext.Provider>
  );
}
