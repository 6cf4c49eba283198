/** The day's details, its roles with counts, and its participants (the day page's main column). */
import { Box, Chip, Paper, TableCell, TableRow, Typography } from '@mui/material';
import {
  formatDateForPeople,
  formatTimeOfDay,
  roleDisplayName,
  type DayParticipantView,
  type ProductionDayView,
} from '@scenecall/shared';
import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { TruncatedText } from '../../../components/truncated-text';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function DayDetails({ day }: { day: ProductionDayView }) {
  const rows: [string, ReactNode][] = [
    ['Dates', day.dates.map(formatDateForPeople).join('; ')],
    ['Set location (City)', day.location],
    ['Shuttle', day.shuttle],
    ['Union', day.union],
    ['Interior / Exterior', day.exterior],
    ['Self drive only', day.selfDriveOnly ? 'Yes' : 'No'],
    ['Late after', `${day.lateGraceMinutes} min past the call time`],
    ['Rate', day.rate],
    ['Required Documents', day.requiredDocuments || '—'],
  ];
  return (
    <Panel title="General Info">
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, columnGap: 2, rowGap: 1 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', mb: { xs: 1, sm: 0 } }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {day.notes && (
        <Box sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Notes
          </Typography>
          {/* Sanitised by the server's allow-list before it was stored. */}
          <Box data-testid="day-notes" dangerouslySetInnerHTML={{ __html: day.notes }} sx={{ '& p': { my: 0.5 } }} />
        </Box>
      )}
    </Panel>
  );
}

const ROLE_COLUMNS: DataColumn[] = [
  { label: 'Role', width: '28%' },
  ...['Slots', 'Selected', 'Asked', 'Available', 'Booked', 'Standby'].map((label) => ({ label })),
];

const PARTICIPANT_COLUMNS: DataColumn[] = [
  { label: 'Performer', width: '26%' },
  ...['Role', 'Status', 'Draft call time', 'Final call time', 'Commission paid'].map((label) => ({ label })),
];

export function RolesTable({ day }: { day: ProductionDayView }) {
  return (
    <Panel title="Roles">
      {day.roles.length === 0 ? (
        <Typography>No roles yet. Add them in Edit Production Day Info.</Typography>
      ) : (
        <DataTable columns={ROLE_COLUMNS} label="Roles and their counts" narrowMinWidth={560}>
          {day.roles.map((role) => (
            <TableRow key={role.id}>
              <TableCell component="th" scope="row">
                {roleDisplayName(role)}
              </TableCell>
              <TableCell>{role.slots}</TableCell>
              <TableCell>{role.counts.selected}</TableCell>
              <TableCell>{role.counts.asked}</TableCell>
              <TableCell>{role.counts.available}</TableCell>
              <TableCell>
                {role.counts.booked} / {role.slots}
              </TableCell>
              <TableCell>{role.counts.standby}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}

export function ParticipantsTable({ participants }: { participants: DayParticipantView[] }) {
  return (
    <Panel title={`Performers (${participants.length})`}>
      {participants.length === 0 ? (
        <Typography>No performers on this day yet.</Typography>
      ) : (
        <DataTable columns={PARTICIPANT_COLUMNS} label="Performers on this day" narrowMinWidth={640}>
          {participants.map((participant) => (
            <TableRow key={participant.performerId} data-testid="participant-row">
              <TableCell component="th" scope="row">
                <TruncatedText text={participant.name || 'Unnamed performer'} />
              </TableCell>
              <TableCell>{participant.roleName}</TableCell>
              <TableCell>
                <Chip label={participant.status} size="small" variant="outlined" />
              </TableCell>
              <TableCell>
                {participant.draftCallTime ? formatTimeOfDay(participant.draftCallTime, { zone: true }) : '—'}
              </TableCell>
              <TableCell>
                {participant.finalCallTime ? formatTimeOfDay(participant.finalCallTime, { zone: true }) : '—'}
              </TableCell>
              <TableCell>{participant.commissionPaid ? 'Yes' : 'No'}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}
