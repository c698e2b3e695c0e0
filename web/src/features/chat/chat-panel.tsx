import { ApolloProvider } from '@apollo/client/react';
import { getChatClient } from './chat-client';
import { ChatWindow, type ChatWindowProps } from './chat-window';

/**
 * The lazily loaded half of the chat: its Apollo client and socket are created here, the first
 * time someone opens the panel, so no other page pays for them.
 */
export default function ChatPanel(props: ChatWindowProps) {
  return (
    <ApolloProvider client={getChatClient()}>
      <ChatWindow {...props} />
    </ApolloProvider>
  );
}
