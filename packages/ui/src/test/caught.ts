// The ApiError a call of the request layer failed with, for tests that check what it says.
import { ApiError } from '../request/api-error.ts';

/** The ApiError `promise` rejects with; any other failure, or none, fails the test. */
export const caught = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};
