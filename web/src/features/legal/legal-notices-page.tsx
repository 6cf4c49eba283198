import { AGENCY } from '@scenecall/shared';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { Bullets, Para, Section } from '../../components/article-parts';
import { AgencyAddress, LegalPage } from './legal-page';

/** /legal-notices: who runs the service, and the terms that apply. */
export default function LegalNoticesPage() {
  return (
    <LegalPage
      title="Legal notices"
      lead={`This service is run by ${AGENCY.legalName}, a background talent agency in Toronto, Ontario.`}
    >
      <Section title="The agency">
        <AgencyAddress email={AGENCY.email} />
        <Para>HST registration: {AGENCY.hstNumber}</Para>
      </Section>
      <Section title="The terms that apply">
        <Bullets
          items={[
            'Performers work with us under the license agreement they accept when they register (and, for a minor, that the guardian accepts on the minor’s behalf).',
            'Commissions, penalties and how to pay them are set out in the agreement and in the guides.',
            <>
              How we handle personal information is in our{' '}
              <Link component={RouterLink} to={paths.legal.privacy}>
                privacy policy
              </Link>
              .
            </>,
          ]}
        />
      </Section>
      <Section title="Law and disputes">
        <Para>
          These terms are governed by the laws of Ontario and the federal laws of Canada that apply there. Write to us
          first about any disagreement; we answer within ten business days.
        </Para>
      </Section>
      <Section title="Names and pictures">
        <Para>
          The names, logos and pictures on this site belong to the agency or to the performers who uploaded them. A
          performer’s pictures are shown only to the agency and to casting, for the performer’s bookings.
        </Para>
      </Section>
    </LegalPage>
  );
}
