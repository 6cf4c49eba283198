import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PRODUCT_SHORT_NAME, titleFromPath } from '@scenecall/shared';

/** The spec's rule: the title is the last path segment with words capitalised, else the short name. */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleFromPath(pathname, PRODUCT_SHORT_NAME);
  }, [pathname]);
}
