/** 'Mass Email': rich text to the day's participants, filtered by role and status. */
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
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  PARTICIPANT_STATUSES,
  roleDisplayName,
  type DayParticipantView,
  type ParticipantStatus,
  type ProductionDayView,
} from '@scenecall/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import { useSendMassEmail } from '../api';
import { recipientsOf, statusesOf, type MassEmailFilter } from '../mass-email';
import { ErrorAlert } from './error-alert';

function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {legend}
      </Typography>
      <FormGroup row>{children}</FormGroup>
    </Box>
  );
}

const toggle = <T,>(list: T[], value: T) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

function MassEmailForm({
  projectId,
  day,
  participants,
  onClose,
}: {
  projectId: string;
  day: ProductionDayView;
  participants: DayParticipantView[];
  onClose: () => void;
}) {
  const send = useSendMassEmail(projectId, day.id);
  const [requestId] = useState(() => crypto.randomUUID());
  const [subject, setSubject] = useState('');
  const [html, setHtml] = useState('');
  const [filter, setFilter] = useState<MassEmailFilter>({ roleIds: [], statuses: [] });
  const [errors, setErrors] = useState<{ subject?: string; html?: string }>({});
  const recipients = recipientsOf(participants, filter).length;
  const statuses = statusesOf(participants, PARTICIPANT_STATUSES);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(subject.trim() === '' ? { subject: 'Subject is required' } : {}),
      ...(html.trim() === '' ? { html: 'Write a message' } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || recipients === 0) return;
    send.mutate({ subject, html, ...filter, requestId });
  };

  if (send.data) {
    return (
      <>
        <DialogContent>
          <Alert severity="success" role="status">
            Sent to {send.data.sent} {send.data.sent === 1 ? 'performer' : 'performers'}.
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose} autoFocus>
            Close
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Choices legend="Roles (none chosen: every role)">
            {day.roles.map((role) => (
              <FormControlLabel
                key={role.id}
                label={roleDisplayName(role)}
                control={
                  <Checkbox
                    checked={filter.roleIds.includes(role.id)}
                    onChange={() => setFilter({ ...filter, roleIds: toggle(filter.roleIds, role.id) })}
                  />
                }
              />
            ))}
          </Choices>
          <Choices legend="Statuses (none chosen: every status)">
            {statuses.map((status) => (
              <FormControlLabel
                key={status}
                label={status}
                control={
                  <Checkbox
                    checked={filter.statuses.includes(status)}
                    onChange={() =>
                      setFilter({ ...filter, statuses: toggle<ParticipantStatus>(filter.statuses, status) })
                    }
                  />
                }
              />
            ))}
          </Choices>
          <Typography role="status">
            {recipients === 0
              ? 'No performer matches these choices.'
              : `${recipients} ${recipients === 1 ? 'performer' : 'performers'} will receive this e-mail.`}
          </Typography>
          <TextField
            id="mass-email-subject"
            label="Subject"
            required
            fullWidth
            value={subject}
            error={Boolean(errors.subject)}
            helperText={errors.subject}
            onChange={(event) => setSubject(event.target.value)}
          />
          <RichTextEditor
            label="Message"
            required
            rows={6}
            value={html}
            error={Boolean(errors.html)}
            helperText={errors.html}
            onChange={setHtml}
          />
          <ErrorAlert error={send.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={send.isPending || recipients === 0}>
          {send.isPending ? 'Sending...' : 'Send email'}
        </Button>
      </DialogActions>
    </form>
  );
}

export function MassEmailDialog({
  open,
  onClose,
  ...props
}: {
  open: boolean;
  projectId: string;
  day: ProductionDayView;
  participants: DayParticipantView[];
  onClose: () => void;
}) {
  const titleId = useId();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={small}>
      <DialogTitle id={titleId}>Mass Email</DialogTitle>
      {open && <MassEmailForm {...props} onClose={onClose} />}
    </Dialog>
  );
}
