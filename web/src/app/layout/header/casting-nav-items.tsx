import { NavLink } from 'react-router';
import { STAFF_AREAS } from '../../../config/staff-links';

/** Casting's own area in the desktop header (loaded only for a Casting session, never on a visitor's page). */
export default function CastingNavItems() {
  return (
    <>
      {STAFF_AREAS.Casting?.links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className="sc-nav-link">
            {link.label}
          </NavLink>
        </li>
      ))}
    </>
  );
}
