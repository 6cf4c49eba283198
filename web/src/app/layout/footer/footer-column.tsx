import { FooterLink } from './footer-link';
import type { FooterEntry } from './footer-links';

export function FooterColumn({ id, title, links }: { id: string; title: string; links: FooterEntry[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="sc-footer__heading">
        {title}
      </h2>
      <ul className="sc-footer__list">
        {links.map((link) => (
          <li key={link.label}>
            <FooterLink to={link.to}>{link.label}</FooterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
