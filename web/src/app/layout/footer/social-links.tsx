import { AGENCY } from '@scenecall/shared';
import { ShellIcon } from '../../../components/shell-icons';

const NETWORKS = [
  { name: 'Facebook', href: AGENCY.social.facebook, icon: 'facebook' },
  { name: 'Instagram', href: AGENCY.social.instagram, icon: 'instagram' },
] as const;

export function SocialLinks() {
  return (
    <div>
      <h2 id="footer-social" className="sc-footer__heading">
        Follow us
      </h2>
      <ul aria-labelledby="footer-social" className="sc-footer__list sc-footer__social">
        {NETWORKS.map((network) => (
          <li key={network.name}>
            <a
              href={network.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${network.name} (opens in a new tab)`}
              className="sc-icon-button"
            >
              <ShellIcon name={network.icon} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
