/**
 * Root of the statistics queries (dashboard, history, ranking). Their numbers change only when an
 * organiser finishes a BID (ADR 006), so finishing one invalidates this prefix and the three
 * screens show it at once.
 */
export const statisticsQueryKey = ['statistics'] as const
