import type { QueryClient } from '@tanstack/react-query';
import { diligenceListingsKey } from './diligence-listings.ts';
import { diligenceKey } from './get-diligence.ts';

/**
 * After a write to a diligence or its entities: refetch the diligence with its parts (entities,
 * overview, timeline) and every list and kanban that shows it.
 */
export async function invalidateDiligence(queryClient: QueryClient, id: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: diligenceKey(id) });
  await queryClient.invalidateQueries({ queryKey: diligenceListingsKey() });
}
