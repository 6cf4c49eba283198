import { Button, Card, CardContent, Chip, TableCell, TableRow, Typography } from '@mui/material';
import {
  agencyDateOf,
  AUDIT_ACTION_LABELS,
  formatAgencyDateTime,
  formatCad,
  formatDateForPeople,
  type CommissionView,
  type MailState,
  type OutboxMailView,
  TEXT_CONSENT_EVENT_LABELS,
  type TextConsentEvent,
  type TextDeliveryStatus,
} from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import {
  downloadInvoice,
  retryEmail,
  useAuditTrail,
  userKey,
  useTestAttempts,
  useUserCommissions,
  useUserEmails,
} from '../api/users-api';
import { DataTable, type DataColumn } from '../../../components/data-table';

export function Section({
  title,
  empty,
  isEmpty,
  columns,
  narrowMinWidth,
  testId,
  children,
}: {
  title: string;
  empty: string;
  isEmpty: boolean;
  columns: string[];
  narrowMinWidth?: number;
  testId?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const headers: DataColumn[] = columns.map((label) => ({ label }));
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {isEmpty ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <DataTable columns={headers} labelledBy={titleId} narrowMinWidth={narrowMinWidth} testId={testId}>
            {children}
          </DataTable>
        )}
      </CardContent>
    </Card>
  );
}

const day = (instant: string) => formatDateForPeople(agencyDateOf(instant));

function InvoiceButton({ commission }: { commission: CommissionView }) {
  const [failed, setFailed] = useState(false);
  if (!commission.invoiceNumber) return <>—</>;
  return (
    <Button
      size="small"
      onClick={() =>
        downloadInvoice(commission).then(
          () => setFailed(false),
          () => setFailed(true),
        )
      }
      aria-label={`Download invoice ${commission.invoiceNumber} (PDF)`}
    >
      {failed ? 'Retry download' : `${commission.invoiceNumber} (PDF)`}
    </Button>
  );
}

export function UserCommissions({ uid }: { uid: string }) {
  const { data = [] } = useUserCommissions(uid);
  return (
    <Section
      title="Commissions"
      empty="No commission yet."
      isEmpty={data.length === 0}
      narrowMinWidth={820}
      columns={[
        'Created',
        'Production',
        'Work dates',
        'Gross',
        'Commission',
        'HST',
        'Total',
        'Penalty',
        'Status',
        'Invoice',
      ]}
    >
      {data.map((commission) => (
        <TableRow key={commission.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(commission.createdAt)}</TableCell>
          <TableCell>{commission.production}</TableCell>
          <TableCell>{commission.dates.map(formatDateForPeople).join('; ')}</TableCell>
          <TableCell>{formatCad(commission.grossCents)}</TableCell>
          <TableCell>{formatCad(commission.commissionCents)}</TableCell>
          <TableCell>{formatCad(commission.hstCents)}</TableCell>
          <TableCell>{formatCad(commission.totalCents)}</TableCell>
          <TableCell>{commission.penaltyCents ? formatCad(commission.penaltyCents) : '—'}</TableCell>
          <TableCell>{commission.status}</TableCell>
          <TableCell>
            <InvoiceButton commission={commission} />
          </TableCell>
        </TableRow>
      ))}
    </Section>
  );
}

const STATE_COLOR: Record<MailState, 'default' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  sending: 'info',
  sent: 'success',
  failed: 'error',
};

const TEMPLATE_NAMES: Record<string, string> = {
  'verify-email': 'E-mail verification',
  invoice: 'Invoice',
  'support-message': 'Support message',
  'custom-message': 'Custom e-mail',
  'texts-on': 'Texts turned on',
  'text-reply': 'Reply to a text',
  'mass-email': 'Mass e-mail',
  'booking-request': 'Availability request',
  'booking-request-text': 'Availability request',
  'booking-update': 'Booking change',
  'booking-update-text': 'Booking change',
  'commission-reminder': 'Commission reminder',
  'commission-reminder-text': 'Commission reminder',
  'voucher-commission-reminder': 'Commission reminder (voucher)',
  'voucher-commission-reminder-text': 'Commission reminder (voucher)',
  'voucher-ready': 'Voucher to sign',
  'voucher-ready-text': 'Voucher to sign',
  'open-call-alert': 'Open call alert',
  'open-call-alert-text': 'Open call alert',
  'open-call-not-selected': 'Open call: not selected',
  'open-call-not-selected-text': 'Open call: not selected',
};

const DELIVERY_COLOR: Record<TextDeliveryStatus, 'default' | 'info' | 'success' | 'error'> = {
  queued: 'default',
  sent: 'info',
  delivered: 'success',
  failed: 'error',
  undelivered: 'error',
};

/** A text shows what the provider last reported once it was handed over; e-mail shows the outbox state. */
function DeliveryChip({ mail }: { mail: OutboxMailView }) {
  if (mail.channel === 'sms' && mail.state === 'sent' && mail.deliveryStatus) {
    return <Chip size="small" color={DELIVERY_COLOR[mail.deliveryStatus]} label={mail.deliveryStatus} />;
  }
  return <Chip size="small" color={STATE_COLOR[mail.state]} label={mail.state} />;
}

export function UserEmails({ uid }: { uid: string }) {
  const { data = [] } = useUserEmails(uid);
  const queryClient = useQueryClient();
  const retry = async (id: string) => {
    await retryEmail(id).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: [...userKey(uid), 'emails'] });
  };
  return (
    <Section
      title="E-mails and texts sent"
      empty="No e-mail or text sent yet."
      isEmpty={data.length === 0}
      narrowMinWidth={720}
      columns={['Queued', 'Subject or text', 'Kind', 'State', 'Attempts', 'Last error']}
    >
      {data.map((mail) => (
        <TableRow key={mail.id} data-testid={mail.channel === 'sms' ? 'sent-text' : 'sent-email'}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAgencyDateTime(mail.createdAt)}</TableCell>
          <TableCell>{mail.subject ?? '—'}</TableCell>
          <TableCell>
            {mail.channel === 'sms' ? 'Text: ' : ''}
            {TEMPLATE_NAMES[mail.template] ?? mail.template}
          </TableCell>
          <TableCell>
            <DeliveryChip mail={mail} />
          </TableCell>
          <TableCell>{mail.attempts}</TableCell>
          <TableCell>
            {mail.lastError ?? '—'}
            {mail.state === 'failed' && (
              <Button size="small" onClick={() => void retry(mail.id)} sx={{ ml: 1 }}>
                Try again
              </Button>
            )}
          </TableCell>
        </TableRow>
      ))}
    </Section>
  );
}

/** A performer's text consent as it was given and withdrawn: every event, oldest first, never rewritten. */
export function UserTextConsent({ history }: { history: readonly TextConsentEvent[] }) {
  return (
    <Section
      title="Text message consent"
      empty="Never agreed to texts."
      isEmpty={history.length === 0}
      narrowMinWidth={640}
      columns={['When', 'What', 'Wording', 'Where']}
      testId="text-consent"
    >
      {history.map((event) => (
        <TableRow key={`${event.at}-${event.event}`}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAgencyDateTime(event.at, { zone: true })}</TableCell>
          <TableCell>{TEXT_CONSENT_EVENT_LABELS[event.event]}</TableCell>
          <TableCell>{event.wording}</TableCell>
          <TableCell>{event.source === 'profile' ? 'Profile' : 'Text to the agency'}</TableCell>
        </TableRow>
      ))}
    </Section>
  );
}

export function UserTestAttempts({ uid }: { uid: string }) {
  const { data = [] } = useTestAttempts(uid);
  return (
    <Section
      title="Test attempts"
      empty="No test attempt yet."
      isEmpty={data.length === 0}
      columns={['When', 'Score', 'Result']}
    >
      {data.map((attempt) => (
        <TableRow key={attempt.id}>
          <TableCell>{formatAgencyDateTime(attempt.at)}</TableCell>
          <TableCell>
            {attempt.score} / {attempt.total}
          </TableCell>
          <TableCell>{attempt.passed ? 'Passed' : 'Not passed'}</TableCell>
        </TableRow>
      ))}
    </Section>
  );
}

export function UserAuditTrail({ uid }: { uid: string }) {
  const { data = [] } = useAuditTrail(uid);
  return (
    <Section
      title="Audit trail"
      empty="Nothing recorded yet."
      isEmpty={data.length === 0}
      columns={['When', 'What', 'By', 'Detail']}
      testId="audit-trail"
    >
      {data.map((entry) => (
        <TableRow key={entry.id} data-testid="audit-entry">
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAgencyDateTime(entry.at)}</TableCell>
          <TableCell>{AUDIT_ACTION_LABELS[entry.action]}</TableCell>
          <TableCell>{entry.actorName}</TableCell>
          <TableCell>{entry.detail ?? '—'}</TableCell>
        </TableRow>
      ))}
    </Section>
  );
}
