/** The day's details, its roles with counts, and its participants (the day page's main column). */
import {
  Box,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  formatDateForPeople,
  formatTimeOfDay,
  roleDisplayName,
  type DayParticipantView,
  type ProductionDayView,
} from '@scenecall/shared';
import type { ReactNode } from 'react';

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

/** A table that scrolls sideways inside its box on a phone, never the page. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small">{children}</Table>
    </TableContainer>
  );
}

export function RolesTable({ day }: { day: ProductionDayView }) {
  return (
    <Panel title="Roles">
      {day.roles.length === 0 ? (
        <Typography>No roles yet. Add them in Edit Production Day Info.</Typography>
      ) : (
        <ScrollTable label="Roles and their counts">
          <TableHead>
            <TableRow>
              {['Role', 'Slots', 'Selected', 'Asked', 'Available', 'Booked', 'Standby'].map((heading) => (
                <TableCell key={heading} component="th" scope="col">
                  {heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
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
          </TableBody>
        </ScrollTable>
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
        <ScrollTable label="Performers on this day">
          <TableHead>
            <TableRow>
              {['Performer', 'Role', 'Status', 'Draft call time', 'Final call time', 'Commission paid'].map(
                (heading) => (
                  <TableCell key={heading} component="th" scope="col">
                    {heading}
                  </TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {participants.map((participant) => (
              <TableRow key={participant.performerId} data-testid="participant-row">
                <TableCell component="th" scope="row">
                  {participant.name || 'Unnamed performer'}
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
          </TableBody>
        </ScrollTable>
      )}
    </Panel>
  );
}
