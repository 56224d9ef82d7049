import { QueryClient } from '@tanstack/react-query';

/**
 * TanStack Query defaults of both apps. No automatic retries: a failed call has already shown its
 * toast (request layer), and money-moving calls must never repeat behind the user's back.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
