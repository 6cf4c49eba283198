import { GUIDE_PROGRESS_THRESHOLD_PX } from '@scenecall/shared';

export interface ReadingProgress {
  visible: boolean;
  /** 0 to 1: how much of the scrollable page has been read. */
  ratio: number;
}

/** The article's progress bar: hidden until the reader scrolls past the threshold, then the read share. */
export function readingProgress(scrollY: number, scrollHeight: number, viewportHeight: number): ReadingProgress {
  const scrollable = scrollHeight - viewportHeight;
  const ratio = scrollable > 0 ? Math.min(Math.max(scrollY / scrollable, 0), 1) : 1;
  return { visible: scrollY > GUIDE_PROGRESS_THRESHOLD_PX, ratio };
}
