/** What the playground opens with: one of each kind of operation, ready to run. */
export const exampleOperations = `# The API of the site. Press the run button (or Ctrl-Enter) and pick an operation.
# Open the Docs panel (book icon) for every type and field.

query LatestArticles {
  blogPosts {
    slug
    title
    category
    publishedAt
  }
}

# Run this first: it waits for events of the session. Then run SendMessage in a second tab.
subscription WatchChat {
  chatEvents(sessionId: "session_playground_example") {
    typing
    delta
    error
    suggestions
    message { isUser message createdAt }
    links { label href }
  }
}

mutation SendMessage {
  sendChatMessage(input: { sessionId: "session_playground_example", message: "Do you review oil and gas leases?" }) {
    id
    isUser
    createdAt
  }
}
`;
