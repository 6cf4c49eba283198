/** Post an open call from one of the day's roles, or edit one: what performers read, who fits, questions, closing time. */
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import {
  editOpenCallBodySchema,
  openCallBodyOf,
  type OpenCallForm,
  type OpenCallView,
  type RoleRecord,
} from '@scenecall/shared';
import { useState } from 'react';
import { ApiClientError } from '../../lib/api-client';
import { CriteriaFields } from './criteria-fields';
import { QuestionsEditor } from './questions-editor';
import { useEditCall, usePostCall } from './staff-api';

interface Props {
  dayId: string;
  roles: RoleRecord[];
  /** The call to edit; none to post a new one. */
  call: OpenCallView | null;
  initial: OpenCallForm;
  onClose: () => void;
}

const messageOf = (error: unknown): string =>
  error instanceof ApiClientError && error.message ? error.message : 'Something went wrong. Please try again.';

/** Each field's first problem, from the shared schema the server checks too. */
function issuesOf(form: OpenCallForm, previousCriteria: string): Record<string, string> {
  const parsed = editOpenCallBodySchema.safeParse(openCallBodyOf(form, previousCriteria));
  const issues: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) issues[String(issue.path[0])] ??= issue.message;
  return issues;
}

export function OpenCallDialog({ dayId, roles, call, initial, onClose }: Props) {
  const [form, setForm] = useState(initial);
  const [roleId, setRoleId] = useState(call?.roleId ?? roles[0]?.id ?? '');
  const [requestId] = useState(() => crypto.randomUUID());
  const [issues, setIssues] = useState<Record<string, string>>({});
  const post = usePostCall(dayId);
  const edit = useEditCall(dayId);
  const saving = post.isPending || edit.isPending;
  const error = post.error ?? edit.error;
  const field = (key: keyof OpenCallForm) => ({ error: Boolean(issues[key]), helperText: issues[key] });
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = issuesOf(form, call?.criteria ?? '');
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    const body = openCallBodyOf(form, call?.criteria ?? '');
    if (call) edit.mutate({ callId: call.id, body }, { onSuccess: onClose });
    else post.mutate({ ...body, roleId, requestId }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="open-call-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="open-call-dialog-title">{call ? 'Edit the open call' : 'Post an open call'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {call ? null : (
              <TextField select label="Role" value={roleId} onChange={(event) => setRoleId(event.target.value)}>
                {roles.map((role) => (
                  <MenuItem key={role.id} value={role.id}>
                    {role.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              label="Title for performers"
              value={form.title}
              onChange={(event) => setForm({ ...form, title: event.target.value })}
              {...field('title')}
            />
            <TextField
              label="Description for performers"
              multiline
              minRows={3}
              value={form.description}
              onChange={(event) => setForm({ ...form, description: event.target.value })}
              {...field('description')}
            />
            <CriteriaFields form={form} onChange={setForm} />
            {issues.criteria ? <Alert severity="error">Criteria: {issues.criteria}</Alert> : null}
            <QuestionsEditor questions={form.questions} onChange={(questions) => setForm({ ...form, questions })} />
            {issues.questions ? <Alert severity="error">Questions: {issues.questions}</Alert> : null}
            <TextField
              label="Submissions wanted"
              type="number"
              value={form.submissionsWanted}
              onChange={(event) => setForm({ ...form, submissionsWanted: event.target.value })}
              {...field('submissionsWanted')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Closing date (Toronto time)"
                type="date"
                value={form.closingDate}
                onChange={(event) => setForm({ ...form, closingDate: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
                {...field('closingDate')}
              />
              <TextField
                label="Closing time (Toronto time)"
                type="time"
                value={form.closingTime}
                onChange={(event) => setForm({ ...form, closingTime: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
                {...field('closingTime')}
              />
            </Stack>
            <FormControlLabel
              label="Show the production's name and the day's title to performers"
              control={
                <Checkbox
                  checked={form.showProduction}
                  onChange={(event) => setForm({ ...form, showProduction: event.target.checked })}
                />
              }
            />
            {error ? <Alert severity="error">{messageOf(error)}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving || (!call && roleId === '')}>
            {call ? 'Save' : 'Post'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
