/**
 * The day page's live booking board: per role asked / available / booked / slots, who has not
 * answered and who has not acknowledged a call time; every performer's booking state, with the
 * marks casting makes on the day (worked, no-show, cancel) and Admin's penalty waiver.
 */
import { Alert, Box, Button, Chip, Menu, MenuItem, Paper, TableCell, TableRow, Typography } from '@mui/material';
import {
  formatAgencyDateTime,
  formatTimeOfDay,
  formatCad,
  type BoardParticipantView,
  type CallTimeView,
  type DayBookingBoard,
  type StaffMark,
} from '@scenecall/shared';
import { useState, type ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { TruncatedText } from '../../../components/truncated-text';
import { useSessionStore } from '../../../lib/session';
import { useMarkParticipant, useWaivePenalty } from '../booking-api';
import { messageOf } from './error-alert';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The board's tables: the first column (who or what the row is) gets a quarter of the width. */
function ScrollTable({ label, headings, children }: { label: string; headings: string[]; children: ReactNode }) {
  const columns: DataColumn[] = headings.map((heading, index) => ({
    label: heading,
    width: index === 0 ? '24%' : undefined,
  }));
  return (
    <DataTable columns={columns} label={label} narrowMinWidth={640}>
      {children}
    </DataTable>
  );
}

export function BoardRolesTable({ board }: { board: DayBookingBoard }) {
  return (
    <Panel title="Roles">
      {board.roles.length === 0 ? (
        <Typography>No roles yet. Add them in Edit Production Day Info.</Typography>
      ) : (
        <ScrollTable
          label="Roles and their counts"
          headings={['Role', 'Asked', 'Available', 'Booked / slots', 'Standby', 'Not answered', 'Not acknowledged']}
        >
          {board.roles.map((role) => (
            <TableRow key={role.id}>
              <TableCell component="th" scope="row">
                {role.name}
              </TableCell>
              <TableCell>{role.asked}</TableCell>
              <TableCell>{role.available}</TableCell>
              <TableCell>
                {role.booked} / {role.slots}
              </TableCell>
              <TableCell>{role.standby}</TableCell>
              <TableCell>{role.notAnswered}</TableCell>
              <TableCell>{role.notAcknowledged}</TableCell>
            </TableRow>
          ))}
        </ScrollTable>
      )}
      {board.availabilityDeadline && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Answers due by {formatAgencyDateTime(board.availabilityDeadline, { zone: true })}.
        </Typography>
      )}
    </Panel>
  );
}

function CallTimeCell({ time }: { time: CallTimeView | null }) {
  if (!time) return <>—</>;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
      {formatTimeOfDay(time.time, { zone: true })}
      {time.changed && <Chip size="small" color="warning" label="Changed" />}
      <Chip
        size="small"
        variant="outlined"
        color={time.acknowledged ? 'success' : 'default'}
        label={time.acknowledged ? 'Acknowledged' : 'Not acknowledged'}
      />
    </Box>
  );
}

const MARKS: { mark: StaffMark; label: string }[] = [
  { mark: 'worked', label: 'Mark worked' },
  { mark: 'no-show', label: 'Mark no-show' },
  { mark: 'cancel', label: 'Cancel booking' },
];

function RowActions({
  projectId,
  dayId,
  participant,
}: {
  projectId: string;
  dayId: string;
  participant: BoardParticipantView;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const mark = useMarkParticipant(projectId, dayId);
  const waive = useWaivePenalty(projectId, dayId);
  const isAdmin = useSessionStore((state) => state.hint?.role === 'Admin');
  const canWaive = isAdmin && participant.penaltyCents > 0 && !participant.penaltyWaived;
  if (participant.status !== 'booked' && !canWaive) return null;
  const menuId = `actions-${participant.performerId}`;
  return (
    <>
      <Button
        size="small"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Actions for {participant.name}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {participant.status === 'booked' &&
          MARKS.map(({ mark: value, label }) => (
            <MenuItem
              key={value}
              onClick={() => {
                setAnchor(null);
                mark.mutate({ performerId: participant.performerId, mark: value });
              }}
            >
              {label}
            </MenuItem>
          ))}
        {canWaive && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              waive.mutate(participant.performerId);
            }}
          >
            Waive penalty
          </MenuItem>
        )}
      </Menu>
      {(mark.error ?? waive.error) ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {messageOf(mark.error ?? waive.error)}
        </Alert>
      ) : null}
    </>
  );
}

const penaltyOf = (participant: BoardParticipantView) =>
  participant.penaltyCents === 0
    ? '—'
    : `${formatCad(participant.penaltyCents)} ${participant.penaltyReason === 'no-show' ? 'no-show' : 'late cancellation'}${participant.penaltyWaived ? ' (waived)' : ''}`;

export function BoardParticipantsTable({
  projectId,
  dayId,
  board,
}: {
  projectId: string;
  dayId: string;
  board: DayBookingBoard;
}) {
  const roles = new Map(board.roles.map((role) => [role.id, role.name]));
  return (
    <Panel title={`Performers (${board.participants.length})`}>
      {board.participants.length === 0 ? (
        <Typography>No performers on this day yet.</Typography>
      ) : (
        <ScrollTable
          label="Performers on this day"
          headings={['Performer', 'Role', 'Status', 'Draft call time', 'Final call time', 'Penalty', 'Actions']}
        >
          {board.participants.map((participant) => (
            <TableRow key={participant.performerId}>
              <TableCell component="th" scope="row">
                <TruncatedText text={participant.name} />
              </TableCell>
              <TableCell>{roles.get(participant.roleId) ?? ''}</TableCell>
              <TableCell>
                {participant.status}
                {participant.status === 'standby' && participant.standbyRank ? ` #${participant.standbyRank}` : ''}
              </TableCell>
              <TableCell>
                <CallTimeCell time={participant.draftCallTime} />
              </TableCell>
              <TableCell>
                <CallTimeCell time={participant.finalCallTime} />
              </TableCell>
              <TableCell>{penaltyOf(participant)}</TableCell>
              <TableCell>
                <RowActions projectId={projectId} dayId={dayId} participant={participant} />
              </TableCell>
            </TableRow>
          ))}
        </ScrollTable>
      )}
      {board.blacklist.length > 0 && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          No longer on this project:{' '}
          {board.blacklist.map((entry) => (entry.reason ? `${entry.name} (${entry.reason})` : entry.name)).join(', ')}
        </Typography>
      )}
    </Panel>
  );
}
