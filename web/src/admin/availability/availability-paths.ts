/** The desk's availability screen: weekly hours, dated changes and the booking rules. */
export const availabilityPath = '/admin/availability';
