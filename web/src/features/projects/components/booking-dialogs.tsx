/**
 * The day page's booking panels: Send Availability Check, Confirm Performers, Blacklist Performers
 * and Send Draft/Final Call Time. Each chooses performers from the live board and shows what the
 * server did (how many changed, who was skipped and why).
 */
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  agencyInstant,
  defaultAvailabilityDeadline,
  BLACKLIST_REASON_MAX,
  type BoardParticipantView,
  type BookingActionAnswer,
  type DayBookingBoard,
  type ParticipantStatus,
  type ProductionDayView,
} from '@scenecall/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useBlacklist, useConfirmPerformers, useSendAvailabilityCheck, useSendCallTime } from '../booking-api';
import { BOOKING_PANELS, type BookingPanel } from './booking-panels';
import { ErrorAlert } from './error-alert';

type Action<Input> = UseMutationResult<BookingActionAnswer, Error, Input>;

function Outcome({ answer, board }: { answer: BookingActionAnswer; board: DayBookingBoard }) {
  const names = new Map(board.participants.map((participant) => [participant.performerId, participant.name]));
  return (
    <Stack spacing={1}>
      <Alert severity={answer.changed > 0 ? 'success' : 'info'} role="status">
        Done: {answer.changed} {answer.changed === 1 ? 'performer' : 'performers'} changed.
      </Alert>
      {answer.skipped.length > 0 && (
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {answer.skipped.map((skip) => (
            <li key={skip.performerId}>
              {names.get(skip.performerId) ?? skip.performerId}: {skip.reason}
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}

function ActionDialog<Input>({
  panel,
  open,
  onClose,
  action,
  board,
  submitLabel,
  canSubmit,
  onSubmit,
  children,
}: {
  panel: BookingPanel;
  open: boolean;
  onClose: () => void;
  action: Action<Input>;
  board: DayBookingBoard;
  submitLabel: string;
  canSubmit: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const close = () => {
    action.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={small}>
      <DialogTitle id={titleId}>{BOOKING_PANELS[panel].title}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography>{BOOKING_PANELS[panel].text}</Typography>
            {action.data ? <Outcome answer={action.data} board={board} /> : children}
            <ErrorAlert error={action.error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
          {!action.data && (
            <Button type="submit" variant="contained" disabled={action.isPending || !canSubmit}>
              {action.isPending ? `${submitLabel}…` : submitLabel}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

function PerformerChecklist({
  legend,
  board,
  candidates,
  chosen,
  onChange,
}: {
  legend: string;
  board: DayBookingBoard;
  candidates: BoardParticipantView[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}) {
  const roles = new Map(board.roles.map((role) => [role.id, role.name]));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {legend}
      </Typography>
      {candidates.length === 0 ? (
        <Typography>No performer can take this action now.</Typography>
      ) : (
        <FormGroup>
          {candidates.map((participant) => (
            <FormControlLabel
              key={participant.performerId}
              label={`${participant.name} (${roles.get(participant.roleId) ?? ''}, ${participant.status})`}
              control={
                <Checkbox
                  checked={chosen.includes(participant.performerId)}
                  onChange={() => onChange(toggle(chosen, participant.performerId))}
                />
              }
            />
          ))}
        </FormGroup>
      )}
    </Box>
  );
}

const withStatus = (board: DayBookingBoard, statuses: ParticipantStatus[]) =>
  board.participants.filter((participant) => statuses.includes(participant.status));

interface PanelProps {
  projectId: string;
  day: ProductionDayView;
  board: DayBookingBoard;
  open: boolean;
  onClose: () => void;
}

export function AvailabilityCheckDialog({ projectId, day, board, open, onClose }: PanelProps) {
  const action = useSendAvailabilityCheck(projectId, day.id);
  const candidates = withStatus(board, ['selected', 'expired', 'unavailable']);
  const [chosen, setChosen] = useState(() => withStatus(board, ['selected']).map((entry) => entry.performerId));
  const [deadline, setDeadline] = useState(() => defaultAvailabilityDeadline(day.dates));
  return (
    <ActionDialog
      panel="availability"
      open={open}
      onClose={onClose}
      action={action}
      board={board}
      submitLabel="Send"
      canSubmit={chosen.length > 0 && deadline.date !== '' && deadline.time !== ''}
      onSubmit={() =>
        action.mutate({
          performerIds: chosen,
          deadline: agencyInstant(deadline.date, deadline.time).toISOString(),
        })
      }
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          label="Answer by (date)"
          type="date"
          value={deadline.date}
          onChange={(event) => setDeadline({ ...deadline, date: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Answer by (time, Toronto)"
          type="time"
          value={deadline.time}
          onChange={(event) => setDeadline({ ...deadline, time: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <PerformerChecklist
        legend="Performers to ask"
        board={board}
        candidates={candidates}
        chosen={chosen}
        onChange={setChosen}
      />
    </ActionDialog>
  );
}

export function ConfirmPerformersDialog({ projectId, day, board, open, onClose }: PanelProps) {
  const action = useConfirmPerformers(projectId, day.id);
  const candidates = withStatus(board, ['available', 'standby']);
  const [chosen, setChosen] = useState(() => candidates.map((entry) => entry.performerId));
  const [others, setOthers] = useState<'standby' | 'release'>('standby');
  const othersId = useId();
  return (
    <ActionDialog
      panel="confirm"
      open={open}
      onClose={onClose}
      action={action}
      board={board}
      submitLabel="Book"
      canSubmit={chosen.length > 0}
      onSubmit={() => action.mutate({ performerIds: chosen, others })}
    >
      <PerformerChecklist
        legend="Performers to book (within each role's slots, first answers first)"
        board={board}
        candidates={candidates}
        chosen={chosen}
        onChange={setChosen}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2" id={othersId}>
          When a role is full, the others who answered available
        </Typography>
        <RadioGroup
          aria-labelledby={othersId}
          value={others}
          onChange={(event) => setOthers(event.target.value === 'release' ? 'release' : 'standby')}
        >
          <FormControlLabel value="standby" control={<Radio />} label="Stay on standby (offered a freed slot first)" />
          <FormControlLabel value="release" control={<Radio />} label="Are released and told so" />
        </RadioGroup>
      </Box>
    </ActionDialog>
  );
}

export function BlacklistDialog({ projectId, day, board, open, onClose }: PanelProps) {
  const action = useBlacklist(projectId);
  const candidates = board.participants.filter((participant) => participant.status !== 'blacklisted');
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  return (
    <ActionDialog
      panel="blacklist"
      open={open}
      onClose={onClose}
      action={action}
      board={board}
      submitLabel="Blacklist"
      canSubmit={chosen.length > 0}
      onSubmit={() => {
        setTouched(true);
        if (!missing) action.mutate({ performerIds: chosen, reason });
      }}
    >
      <PerformerChecklist
        legend={`Performers to take off ${day.production}`}
        board={board}
        candidates={candidates}
        chosen={chosen}
        onChange={setChosen}
      />
      <TextField
        label="Reason (seen by Admin only)"
        required
        multiline
        minRows={2}
        value={reason}
        error={touched && missing}
        helperText={touched && missing ? 'Give a reason' : `${reason.length} / ${BLACKLIST_REASON_MAX}`}
        slotProps={{ htmlInput: { maxLength: BLACKLIST_REASON_MAX } }}
        onChange={(event) => setReason(event.target.value)}
      />
    </ActionDialog>
  );
}

export function CallTimeDialog({ projectId, day, board, open, onClose }: PanelProps) {
  const action = useSendCallTime(projectId, day.id);
  const booked = withStatus(board, ['booked']);
  const [which, setWhich] = useState<'draft' | 'final'>('draft');
  const [time, setTime] = useState('07:00');
  const [target, setTarget] = useState<'role' | 'performers'>('role');
  const [roleId, setRoleId] = useState(board.roles[0]?.id ?? '');
  const [chosen, setChosen] = useState<string[]>([]);
  const whichId = useId();
  const targetId = useId();
  const ready = time !== '' && (target === 'role' ? roleId !== '' : chosen.length > 0);
  return (
    <ActionDialog
      panel="callTimes"
      open={open}
      onClose={onClose}
      action={action}
      board={board}
      submitLabel="Send call time"
      canSubmit={ready}
      onSubmit={() =>
        action.mutate(target === 'role' ? { which, time, roleId } : { which, time, performerIds: chosen })
      }
    >
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2" id={whichId}>
          Call time
        </Typography>
        <RadioGroup
          row
          aria-labelledby={whichId}
          value={which}
          onChange={(event) => setWhich(event.target.value === 'final' ? 'final' : 'draft')}
        >
          <FormControlLabel value="draft" control={<Radio />} label="Draft" />
          <FormControlLabel value="final" control={<Radio />} label="Final" />
        </RadioGroup>
      </Box>
      <TextField
        label="Time (Toronto)"
        type="time"
        value={time}
        onChange={(event) => setTime(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2" id={targetId}>
          Send to
        </Typography>
        <RadioGroup
          row
          aria-labelledby={targetId}
          value={target}
          onChange={(event) => setTarget(event.target.value === 'performers' ? 'performers' : 'role')}
        >
          <FormControlLabel value="role" control={<Radio />} label="A role's booked performers" />
          <FormControlLabel value="performers" control={<Radio />} label="Chosen performers" />
        </RadioGroup>
      </Box>
      {target === 'role' ? (
        <TextField select label="Role" value={roleId} onChange={(event) => setRoleId(event.target.value)}>
          {board.roles.map((role) => (
            <MenuItem key={role.id} value={role.id}>
              {role.name} ({role.booked} booked)
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <PerformerChecklist
          legend="Booked performers"
          board={board}
          candidates={booked}
          chosen={chosen}
          onChange={setChosen}
        />
      )}
    </ActionDialog>
  );
}
