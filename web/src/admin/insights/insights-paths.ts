export const insightsPath = '/admin/insights';
