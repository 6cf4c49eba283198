/**
 * Exports of a production day: the call sheet and the fitting sheet (PDF) and the full performer
 * list (CSV). The performer list carries performers' phones and e-mails: personal data that only
 * Admin and the project's Casting user reach (the route's policy); every export is written to the
 * audit trail of each performer it carries.
 */
import {
  describeMinorHourLimit,
  FIRST_DAY_MARK,
  formatDateForPeople,
  formatTimeOfDay,
  minorHourLimit,
  roleDisplayName,
  toCastingPerformer,
  type AuditAction,
  type ParticipantRecord,
  type ParticipantStatus,
  type PerformerProfile,
  type ProductionDayRecord,
  type UserRecord,
} from '@scenecall/shared';
import { config } from '../../config';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { richTextToPlainText } from '../../lib/sanitize-html';
import { recordAuditOfMany } from '../audit';
import { renderDaySheetPdf, type SheetContent, type SheetPerformer } from './day-sheet-pdf';
import { performerListCsv } from './performer-list-csv';
import { findUsers } from '../users';
import { dayBookings } from './day-bookings';
import type { DayTarget } from './projects.policy';

/** Who is on a call or fitting sheet: the performers holding the day (and, after it, those who worked). */
const ON_SHEETS: readonly ParticipantStatus[] = ['booked', 'worked'];

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer | string;
}

interface DayPeople {
  participants: ParticipantRecord[];
  users: Map<string, UserRecord>;
}

async function peopleOf(dayId: string): Promise<DayPeople> {
  const participants = await dayBookings().participantsOfDay(dayId);
  const users = await findUsers(participants.map((participant) => participant.performerId));
  return { participants, users };
}

const profileOf = (people: DayPeople, performerId: string) =>
  (people.users.get(performerId)?.profile ?? null) as Partial<PerformerProfile> | null;

const callTimeOf = (participant: ParticipantRecord) =>
  participant.finalCallTime?.time ?? participant.draftCallTime?.time ?? '';

function roleNames(day: ProductionDayRecord): Map<string, string> {
  return new Map(day.roles.map((role) => [role.id, roleDisplayName(role)]));
}

const onSheets = (people: DayPeople) =>
  people.participants.filter((participant) => ON_SHEETS.includes(participant.status));

const idsOf = (participants: readonly ParticipantRecord[]) =>
  participants.map((participant) => participant.performerId);

/**
 * The sheet's performers on `workDate`. `firstDates` (each one's first booked date) marks those on
 * their first booked day (the call sheet's newcomers, issue 39); the fitting sheet passes none.
 */
function sheetPerformers(
  day: ProductionDayRecord,
  people: DayPeople,
  workDate: string,
  firstDates: ReadonlyMap<string, string> = new Map(),
): SheetPerformer[] {
  const roles = roleNames(day);
  return onSheets(people)
    .map((participant) => {
      const profile = profileOf(people, participant.performerId);
      const limit = minorHourLimit(profile?.dateOfBirth ?? null, workDate);
      return {
        name: toCastingPerformer(participant.performerId, profile).name,
        role: roles.get(participant.roleId) ?? '',
        callTime: callTimeOf(participant),
        minorNote: limit ? describeMinorHourLimit(limit) : '',
        firstDayNote: firstDates.get(participant.performerId) === workDate ? FIRST_DAY_MARK : '',
      };
    })
    .sort(
      (a, b) => a.callTime.localeCompare(b.callTime) || a.role.localeCompare(b.role) || a.name.localeCompare(b.name),
    )
    .map((performer) => ({ ...performer, callTime: performer.callTime ? formatTimeOfDay(performer.callTime) : 'TBA' }));
}

const agency = () => {
  const { name, phone, email } = config().agency;
  return { name, phone, email };
};

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 60) || 'day';

/** Every export is written to the audit trail of each performer whose data it carries. */
async function audited(
  caller: Caller,
  action: AuditAction,
  target: DayTarget,
  performerIds: readonly string[],
  file: ExportFile,
): Promise<ExportFile> {
  await recordAuditOfMany(caller, performerIds, action, `productionDays/${target.day.id}`);
  logEvent('projects.day_exported', {
    dayId: target.day.id,
    action,
    performers: performerIds.length,
    byRole: caller.role,
  });
  return file;
}

export async function exportCallSheet(caller: Caller, target: DayTarget): Promise<ExportFile> {
  const day = target.day.record;
  const call = day.call;
  if (!call) throw new ApiError('conflict', 'Create the call sheet first');
  const people = await peopleOf(target.day.id);
  const firstDates = await dayBookings().firstBookedDatesOf(idsOf(onSheets(people)));
  const content: SheetContent = {
    kind: 'Call Sheet',
    agency: agency(),
    production: day.production,
    title: call.title,
    sections: [
      ['Filming date', formatDateForPeople(call.filmingDate)],
      ['Report to', call.reportTo],
      ['Parking', call.parking],
      ['Shuttles', call.shuttles],
      ['Health and safety', call.healthAndSafety],
      ['Rate', call.rate],
      ['Wardrobe', call.wardrobeNotes],
      ['Hair', call.hairNotes],
      ['Makeup', call.makeupNotes],
      ['Accounting', call.accounting],
      ['Additional notes', call.additionalNotes],
      ['Notes', await richTextToPlainText(day.notes)],
    ],
    schedule: { label: 'Schedule', lines: call.callSheet },
    performers: sheetPerformers(day, people, call.filmingDate, firstDates),
  };
  const body = await renderDaySheetPdf(content);
  const fileName = `call-sheet-${call.filmingDate}-${slug(call.title)}.pdf`;
  const file = { fileName, contentType: 'application/pdf', body };
  return audited(caller, 'call-sheet.exported', target, idsOf(onSheets(people)), file);
}

export async function exportFittingSheet(caller: Caller, target: DayTarget): Promise<ExportFile> {
  const day = target.day.record;
  const fitting = day.fitting;
  if (!fitting) throw new ApiError('conflict', 'Create the fitting sheet first');
  const people = await peopleOf(target.day.id);
  const content: SheetContent = {
    kind: 'Fitting Sheet',
    agency: agency(),
    production: day.production,
    title: fitting.title,
    sections: [
      ['Fitting date', formatDateForPeople(fitting.fittingDate)],
      ['Shoot dates', fitting.shootDates.map(formatDateForPeople).join('; ')],
      ['Report to', fitting.reportTo],
      ['Shuttle', day.shuttle],
      ['Rate', fitting.rate],
      ['Fitting notes', fitting.notes],
      ['Wardrobe', fitting.wardrobeNotes],
      ['Hair', fitting.hairNotes],
      ['Makeup', fitting.makeupNotes],
      ['Additional notes', fitting.additionalNotes],
      ['Notes', await richTextToPlainText(day.notes)],
    ],
    schedule: { label: 'Fitting times', lines: fitting.fittingTime },
    performers: sheetPerformers(day, people, fitting.fittingDate),
  };
  const body = await renderDaySheetPdf(content);
  const fileName = `fitting-sheet-${fitting.fittingDate}-${slug(fitting.title)}.pdf`;
  const file = { fileName, contentType: 'application/pdf', body };
  return audited(caller, 'fitting-sheet.exported', target, idsOf(onSheets(people)), file);
}

/** 'Export Full Performer List': one row per participant, with contacts (staff only, audited). */
export async function exportPerformerList(caller: Caller, target: DayTarget): Promise<ExportFile> {
  const day = target.day.record;
  const people = await peopleOf(target.day.id);
  const roles = roleNames(day);
  const rows = people.participants.map((participant) => {
    const user = people.users.get(participant.performerId);
    const profile = profileOf(people, participant.performerId);
    return {
      name: toCastingPerformer(participant.performerId, profile).name,
      phone: user?.tel ?? '',
      email: user?.email ?? '',
      unionStatus: profile?.unionStatus ?? '',
      role: roles.get(participant.roleId) ?? '',
      status: participant.status,
      draftCallTime: participant.draftCallTime?.time ?? '',
      finalCallTime: participant.finalCallTime?.time ?? '',
    };
  });
  rows.sort((a, b) => a.role.localeCompare(b.role) || a.name.localeCompare(b.name));
  const body = await performerListCsv(rows);
  const fileName = `performers-${day.firstDate}-${slug(day.title)}.csv`;
  const file = { fileName, contentType: 'text/csv; charset=utf-8', body };
  return audited(caller, 'performer-list.exported', target, idsOf(people.participants), file);
}
