import type { ActivationTestPaper, TestResult, TestSubmission } from '@scenecall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useTestPaper = () =>
  useQuery({
    queryKey: ['profile', 'activation-test'],
    queryFn: () => api.get<ActivationTestPaper>('/performer/activation-test'),
  });

/** The server scores the test; the browser never knows the answers. */
export const submitTest = (submission: TestSubmission) =>
  api.post<TestResult>('/performer/activation-test', submission);
