import { create } from 'zustand';

/**
 * The app's one polite live region (rendered by the shell, `app/layout/live-announcer.tsx`): what a
 * screen reader should hear after something changed out of sight of the focus (a new page, an
 * answered request, a save). Each message gets its own number so the same words said twice are
 * announced twice.
 */
interface AnnouncerState {
  message: string;
  sequence: number;
}

export const useAnnouncerStore = create<AnnouncerState>(() => ({ message: '', sequence: 0 }));

/** Says `message` politely (after what the screen reader is reading). */
export function announce(message: string): void {
  useAnnouncerStore.setState((state) => ({ message: message.trim(), sequence: state.sequence + 1 }));
}
