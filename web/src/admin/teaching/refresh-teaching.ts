import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

/** The queries a taught, changed, removed or dismissed answer changes. */
const teachingQueries: ReadonlySet<string> = new Set([
  'QuestionsToAnswer',
  'TaughtAnswers',
  'AssistantWeek',
]);

/**
 * Refetches the teaching lists and the inbox's week that are on screen now. Only those: a name
 * in `refetchQueries` that no mounted query carries is a warning, and the screens not shown
 * fetch again when opened (cache-and-network).
 */
export function useRefreshTeaching(): () => void {
  const client = useApolloClient();
  return useCallback(() => {
    void client
      .refetchQueries({
        include: 'active',
        onQueryUpdated: (query) => teachingQueries.has(query.queryName ?? ''),
      })
      .catch(() => undefined);
  }, [client]);
}
