import { create } from 'zustand';

/** The spec's global loading flag: set while a screen-blocking call runs (the footer hides meanwhile). */
interface LoadingState {
  pending: number;
  isLoading: boolean;
  start: () => void;
  stop: () => void;
}

export const useLoadingStore = create<LoadingState>((set) => ({
  pending: 0,
  isLoading: false,
  start: () => set((state) => ({ pending: state.pending + 1, isLoading: true })),
  stop: () =>
    set((state) => {
      const pending = Math.max(state.pending - 1, 0);
      return { pending, isLoading: pending > 0 };
    }),
}));

/** Runs `work` with the global loading flag set. */
export async function withGlobalLoading<T>(work: () => Promise<T>): Promise<T> {
  const { start, stop } = useLoadingStore.getState();
  start();
  try {
    return await work();
  } finally {
    stop();
  }
}
