import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  IconButton,
  InputLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { agencyToday, MAX_DAY_DATES, roleDisplayName, roleInputSchema } from '@scenecall/shared';
import { useId, useState } from 'react';
import { MultiDateField } from '../../../components/multi-date-field';
import { useOwnProjects } from '../api';
import { DAY_UNIONS, EXTERIOR_OPTIONS, newRoleId, type WizardDetails, type WizardRole } from './wizard-state';
import { detailsErrors } from './wizard-details-errors';

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: string;
  options: readonly T[];
  onChange: (value: T) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <FormControl error={Boolean(error)} required fullWidth>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </Select>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

export function DetailsStep({
  details,
  onChange,
  onSubmit,
}: {
  details: WizardDetails;
  onChange: (details: WizardDetails) => void;
  onSubmit: () => void;
}) {
  const projects = useOwnProjects();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof WizardDetails>(key: K, value: WizardDetails[K]) =>
    onChange({ ...details, [key]: value });
  const submit = () => {
    const found = detailsErrors(details);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit();
  };
  const productionId = useId();
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ maxWidth: 640, mx: 'auto' }}
    >
      <FormControl required error={Boolean(errors.production)} fullWidth>
        <InputLabel id={productionId}>Production</InputLabel>
        <Select
          labelId={productionId}
          label="Production"
          value={details.projectId || 'new'}
          onChange={(event) => set('projectId', event.target.value === 'new' ? '' : event.target.value)}
        >
          <MenuItem value="new">New production</MenuItem>
          {(projects.data ?? []).map((project) => (
            <MenuItem key={project.id} value={project.id}>
              {project.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {!details.projectId && (
        <TextField
          label="New production name"
          required
          value={details.newProjectName}
          onChange={(event) => set('newProjectName', event.target.value)}
          error={Boolean(errors.production)}
          helperText={errors.production}
        />
      )}
      <Tooltip title="Pick every shooting day: select multiple dates for strict continuity" placement="top-start">
        <Box>
          <MultiDateField
            label="Dates"
            dates={details.dates}
            onChange={(dates) => set('dates', dates)}
            max={MAX_DAY_DATES}
            today={agencyToday()}
            earliest={agencyToday()}
            hint="Select multiple dates for strict continuity"
            error={errors.dates}
          />
        </Box>
      </Tooltip>
      <Choice
        label="Union"
        value={details.union}
        options={DAY_UNIONS}
        onChange={(v) => set('union', v)}
        error={errors.union}
      />
      <TextField
        label="Location"
        required
        value={details.location}
        onChange={(event) => set('location', event.target.value)}
        error={Boolean(errors.location)}
        helperText={errors.location}
      />
      <Choice
        label="Exterior"
        value={details.exterior}
        options={EXTERIOR_OPTIONS}
        onChange={(v) => set('exterior', v)}
        error={errors.exterior}
      />
      <FormControlLabel
        control={
          <Checkbox checked={details.selfDriveOnly} onChange={(event) => set('selfDriveOnly', event.target.checked)} />
        }
        label="Self-drive only"
      />
      <TextField
        label="Message"
        required
        multiline
        rows={4}
        value={details.notes}
        onChange={(event) => set('notes', event.target.value)}
        error={Boolean(errors.notes)}
        helperText={errors.notes ?? 'Notes for the performers: wardrobe, parking, anything to know.'}
      />
      <Box>
        <Button type="submit" variant="contained">
          Next
        </Button>
      </Box>
    </Stack>
  );
}

export function RolesStep({
  roles,
  onChange,
  onSubmit,
}: {
  roles: WizardRole[];
  onChange: (roles: WizardRole[]) => void;
  onSubmit: () => void;
}) {
  const [name, setName] = useState('');
  const [slots, setSlots] = useState('1');
  const [isSSE, setIsSSE] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const parsed = roleInputSchema.safeParse({ name, slots: Number.parseInt(slots, 10), isSSE });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the role');
    if (roles.some((role) => role.name.toLowerCase() === parsed.data.name.toLowerCase()))
      return setError('Each role name only once');
    onChange([...roles, { id: newRoleId(), name: parsed.data.name, slots: parsed.data.slots, isSSE }]);
    setName('');
    setSlots('1');
    setIsSSE(false);
    setError(null);
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto' }}>
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <TextField label="Role name" required value={name} onChange={(event) => setName(event.target.value)} />
        <TextField
          label="Slots"
          required
          type="number"
          value={slots}
          onChange={(event) => setSlots(event.target.value)}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          sx={{ width: { sm: 110 } }}
        />
        <FormControlLabel
          control={<Checkbox checked={isSSE} onChange={(event) => setIsSSE(event.target.checked)} />}
          label="SSE"
        />
        <Button type="submit" variant="outlined">
          Add role
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <List aria-label="Roles of the day">
        {roles.map((role) => (
          <ListItem
            key={role.id}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Delete ${roleDisplayName(role)}`}
                onClick={() => onChange(roles.filter((candidate) => candidate.name !== role.name))}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={roleDisplayName(role)}
              secondary={`${role.slots} ${role.slots === 1 ? 'slot' : 'slots'}`}
            />
          </ListItem>
        ))}
      </List>
      <Box>
        <Button
          variant="contained"
          onClick={() => {
            if (roles.length === 0) return setError('Select at least one role');
            onSubmit();
          }}
        >
          Next
        </Button>
      </Box>
    </Stack>
  );
}
