import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { feedback } from '../../lib/feedback';

/**
 * Sends the decision on a record: once done, a toast says so (in the server's words, or `done`); a refusal (decided
 * meanwhile by someone else, say) is kept for the form to show above its button.
 */
export function useDecision<Input>(mutation: UseMutationResult<{ msg?: string }, Error, Input>) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const decide = (input: Input, done: string) => {
    setRefusal(null);
    mutation.mutate(input, {
      onSuccess: (result) => feedback.success(result.msg || done),
      onError: (failure) => setRefusal(failure.message),
    });
  };
  return { decide, refusal, sending: mutation.isPending };
}

export type Decision = Pick<ReturnType<typeof useDecision>, 'refusal' | 'sending'>;
