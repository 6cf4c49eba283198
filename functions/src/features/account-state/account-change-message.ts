/**
 * What the performer is told when their account changes (issue 40): the change, the reason and
 * note the Admin gave, what it means for their work and money, and how to answer the agency. One
 * wording for the e-mail and, shorter, the text.
 */
import { ACCOUNT_ACTION_REASON_LABELS, formatDateForPeople, type AccountHistoryEntry } from '@scenecall/shared';

export interface AgencyContact {
  name: string;
  phone: string;
  email: string;
}

export interface AccountChangeMessage {
  subject: string;
  paragraphs: string[];
  text: string;
}

const respond = (agency: AgencyContact) =>
  `To answer or ask about this, write to ${agency.email} or call ${agency.phone}.`;

const reasonLine = (entry: AccountHistoryEntry) => {
  const reason = entry.reason ? ACCOUNT_ACTION_REASON_LABELS[entry.reason] : null;
  return [reason ? `Reason: ${reason}.` : null, entry.note ? `Note from the agency: ${entry.note}` : null].filter(
    (line): line is string => line !== null,
  );
};

export function accountChangeMessage(entry: AccountHistoryEntry, agency: AgencyContact): AccountChangeMessage {
  switch (entry.event) {
    case 'suspend': {
      const until = entry.until ? `until ${formatDateForPeople(entry.until)}` : 'until the agency lifts it';
      return {
        subject: `Your ${agency.name} account is suspended`,
        paragraphs: [
          `${agency.name} has suspended your account ${until}.`,
          ...reasonLine(entry),
          'While it is suspended you are not offered work, your upcoming requests and bookings are released and your open-call submissions withdrawn. You can still sign in to pay what you owe and read your invoices and vouchers.',
          respond(agency),
        ],
        text: `Your account is suspended ${until}. ${entry.reason ? ACCOUNT_ACTION_REASON_LABELS[entry.reason] + '. ' : ''}Upcoming bookings are released. ${respond(agency)}`,
      };
    }
    case 'end-cooperation':
      return {
        subject: `${agency.name} has ended its cooperation with you`,
        paragraphs: [
          `${agency.name} has ended its cooperation with you, and your account is deactivated.`,
          ...reasonLine(entry),
          'Your upcoming requests and bookings are released. You can still sign in to pay what you owe and read your invoices and vouchers.',
          respond(agency),
        ],
        text: `The agency has ended its cooperation with you; your account is deactivated and upcoming bookings released. ${respond(agency)}`,
      };
    case 'end-agreement':
      return {
        subject: `Your agreement with ${agency.name} has ended`,
        paragraphs: [
          'You ended your agreement with the agency, and your account is deactivated.',
          'Your upcoming requests were declined and your bookings released. Commissions and penalties you still owe stay payable: sign in to pay them and to read your invoices and vouchers.',
          'Your data is kept for the retention period and then deleted. To come back, contact the agency.',
          respond(agency),
        ],
        text: `Your agreement has ended and your account is deactivated. You can still sign in to pay what you owe. ${respond(agency)}`,
      };
    case 'reinstate':
    case 'suspension-ends':
    case 'reactivate':
    case 'verify-email':
      return {
        subject: `Your ${agency.name} account is active again`,
        paragraphs: [
          'Your account is active again: you can be offered work, answer requests and put yourself forward for open calls.',
          ...(entry.note ? [`Note from the agency: ${entry.note}`] : []),
          respond(agency),
        ],
        text: `Your account is active again: you can be offered work. ${respond(agency)}`,
      };
    case 'purge-personal-data':
      // Never sent: the purge deletes the contacts it would go to (retention.service.ts).
      return {
        subject: `Your personal data held by ${agency.name} was deleted`,
        paragraphs: [
          'Your account was deactivated for longer than the retention period, so your personal data was deleted. The agency keeps only what the law requires (invoices, payments, vouchers and penalties) with your name.',
          respond(agency),
        ],
        text: `Your personal data was deleted after the retention period. ${respond(agency)}`,
      };
  }
}
