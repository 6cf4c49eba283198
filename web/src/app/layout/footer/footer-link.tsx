import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A light footer link. */
export function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink to={to} className="sc-footer__link">
      {children}
    </RouterLink>
  );
}
