/**
 * Code a page needs only after a press (a wizard's next steps), loaded on demand and then rendered
 * directly, without a Suspense boundary: a lazy component shows its fallback for at least 300 ms
 * even when its code is already there, and a heading that takes the focus would stand above a
 * spinner meanwhile (a keyboard user's Tab would skip the form that is about to appear).
 */
import { useCallback, useState } from 'react';
import { withGlobalLoading } from './loading-store';

export function useCodeOnDemand<Module>(load: () => Promise<Module>) {
  const [module, setModule] = useState<Module | null>(null);
  /** Loads the code (the global progress bar meanwhile); answers whether it is there. */
  const ensure = useCallback(async (): Promise<boolean> => {
    try {
      const loaded = await withGlobalLoading(load);
      setModule(() => loaded);
      return true;
    } catch {
      return false;
    }
  }, [load]);
  /** Starts loading without waiting (a control about to be pressed is hovered or focused). */
  const warm = useCallback(() => void load().catch(() => undefined), [load]);
  return { module, ensure, warm };
}
