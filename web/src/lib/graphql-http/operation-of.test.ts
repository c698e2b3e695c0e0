import { ChatEventsDocument, SendChatMessageDocument } from '../../features/chat/gql/graphql';
import { operationOf } from './operation-of';

describe('operationOf', () => {
  it("names a generated document's operation and sends its fragments with it", () => {
    const { query, operationName } = operationOf(SendChatMessageDocument);
    expect(operationName).toBe('SendChatMessage');
    expect(query).toMatch(/^\s*mutation SendChatMessage\(/);
    expect(query).toContain('fragment ChatMessageFields on ChatMessage');
    expect(operationOf(ChatEventsDocument).operationName).toBe('ChatEvents');
  });

  it('leaves the name out of an anonymous operation', () => {
    expect(operationOf({ toString: () => '{ __typename }' })).toEqual({
      query: '{ __typename }',
      operationName: undefined,
    });
  });
});
