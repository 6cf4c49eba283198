import { PRODUCT_SHORT_NAME } from '@scenecall/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** Monogram plus wordmark; past 400 px of scroll only the monogram stays. */
export function SiteLogo({ compact }: { compact: boolean }) {
  return (
    <RouterLink to={paths.home} aria-label={`${PRODUCT_SHORT_NAME} home`} data-compact={compact} className="sc-logo">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="9" fill="#0b3d91" />
        <path
          d="M23 11.5c-1.4-1-3-1.5-4.8-1.5-3 0-5 1.6-5 3.9 0 5 9.8 3.2 9.8 8.3 0 2.5-2.3 4.3-5.5 4.3-2 0-3.8-.6-5.3-1.8"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span aria-hidden="true" className="sc-logo__word">
        {PRODUCT_SHORT_NAME}
      </span>
    </RouterLink>
  );
}
