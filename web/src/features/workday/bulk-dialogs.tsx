/** The set screen's bulk actions: a meal for everyone on set, wrapping a role (or everyone), finishing the day. */
import { agencyTimeOf } from '@scenecall/shared';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';

/** The choice of everyone on set: not empty, which a select would show as a blank field. */
const EVERYONE = '*everyone';

function TimeField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      type="time"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
  );
}

const inHalfAnHour = () => agencyTimeOf(Date.now() + 30 * 60_000);

export function MealForAllDialog({
  onClose,
  onMeal,
}: {
  onClose: () => void;
  onMeal: (start: string, end: string) => void;
}) {
  const [start, setStart] = useState(() => agencyTimeOf(Date.now()));
  const [end, setEnd] = useState(inHalfAnHour);
  return (
    <Dialog open onClose={onClose} aria-labelledby="meal-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onMeal(start, end);
        }}
      >
        <DialogTitle id="meal-title">Meal for all</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Everyone checked in and not wrapped gets this meal break.
          </DialogContentText>
          <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
            <TimeField label="Meal starts" value={start} onChange={setStart} />
            <TimeField label="Meal ends" value={end} onChange={setEnd} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Record the meal
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function WrapRoleDialog({
  roles,
  onClose,
  onWrap,
}: {
  roles: { id: string; name: string }[];
  onClose: () => void;
  onWrap: (roleId: string | undefined, time: string) => void;
}) {
  const [roleId, setRoleId] = useState(EVERYONE);
  const [time, setTime] = useState(() => agencyTimeOf(Date.now()));
  return (
    <Dialog open onClose={onClose} aria-labelledby="wrap-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onWrap(roleId === EVERYONE ? undefined : roleId, time);
        }}
      >
        <DialogTitle id="wrap-title">Wrap</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField select label="Who wraps" value={roleId} onChange={(event) => setRoleId(event.target.value)}>
              <MenuItem value={EVERYONE}>Everyone on set</MenuItem>
              {roles.map((role) => (
                <MenuItem key={role.id} value={role.id}>
                  Everyone in {role.name}
                </MenuItem>
              ))}
            </TextField>
            <TimeField label="Wrap time" value={time} onChange={setTime} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Wrap them
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function FinishDayDialog({
  onClose,
  onFinish,
  error,
}: {
  onClose: () => void;
  onFinish: () => void;
  error: string | undefined;
}) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="finish-title">
      <DialogTitle id="finish-title">Finish the day</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Booked performers who never checked in today are marked no-show, with the no-show penalty (an Admin may waive
          it). Send every unsent change first.
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="error" onClick={onFinish}>
          Finish the day
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A minor's wrap past their hour limit: allowed with the reason, which the voucher and the Admin's user page show. */
export function WrapPastLimitDialog({
  name,
  maxHours,
  onClose,
  onWrap,
}: {
  name: string;
  maxHours: number;
  onClose: () => void;
  onWrap: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby="past-limit-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim()) onWrap(reason.trim());
        }}
      >
        <DialogTitle id="past-limit-title">Wrap {name} past the limit</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {name} is a minor: {maxHours} h at most from check-in. Say why the wrap is later; the voucher keeps the
            reason.
          </DialogContentText>
          <TextField
            label="Reason for the later wrap"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Wrap with this reason
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
