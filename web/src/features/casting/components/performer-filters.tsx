import {
  Box,
  Button,
  Checkbox,
  FormControl,
  InputLabel,
  ListItemText,
  MenuItem,
  Select,
  Slider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  AGE_FILTER_BOUNDS,
  BUST_CUPS,
  DRESS_SIZES,
  ETHNICITIES,
  EYE_FILTER_NAMES,
  GENDERS,
  HAIR_FILTER_NAMES,
  JACKET_SIZES,
  UNION_STATUSES,
} from '@scenecall/shared';
import { useId, useState } from 'react';
import { useDeleteFilter, useSaveFilter, useSavedFilters } from '../api';
import { filtersOfQuery, filtersQuery, NO_FILTERS, type CastingFilters } from './casting-filters';

function MultiSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 150 }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        multiple
        value={value}
        label={label}
        onChange={(event) =>
          onChange(typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value)
        }
        renderValue={(selected) => selected.join(', ')}
      >
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            <Checkbox size="small" checked={value.includes(option)} />
            <ListItemText primary={option} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

function YesNo({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: '' | 'true' | 'false') => void;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 130 }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        value={value}
        label={label}
        onChange={(event) => onChange(event.target.value as '' | 'true' | 'false')}
      >
        <MenuItem value="">Any</MenuItem>
        <MenuItem value="true">Yes</MenuItem>
        <MenuItem value="false">No</MenuItem>
      </Select>
    </FormControl>
  );
}

const numberOrUndefined = (text: string) =>
  text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Math.round(Number(text));

function SavedFilters({ filters, onChange }: { filters: CastingFilters; onChange: (filters: CastingFilters) => void }) {
  const saved = useSavedFilters();
  const save = useSaveFilter();
  const remove = useDeleteFilter();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState('');
  const id = useId();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id={`${id}-saved`}>Saved filters</InputLabel>
        <Select
          labelId={`${id}-saved`}
          label="Saved filters"
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
            const filter = saved.data?.find((candidate) => candidate.id === event.target.value);
            if (filter) onChange(filtersOfQuery(filter.query));
          }}
        >
          {(saved.data ?? []).map((filter) => (
            <MenuItem key={filter.id} value={filter.id}>
              {filter.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {chosen && (
        <Button size="small" onClick={() => remove.mutate(chosen, { onSuccess: () => setChosen('') })}>
          Delete saved filter
        </Button>
      )}
      <TextField size="small" label="Filter name" value={name} onChange={(event) => setName(event.target.value)} />
      <Button
        size="small"
        variant="outlined"
        disabled={name.trim() === '' || save.isPending}
        onClick={() =>
          save.mutate({ name: name.trim(), query: filtersQuery(filters) }, { onSuccess: () => setName('') })
        }
      >
        Save filter
      </Button>
    </Stack>
  );
}

interface PerformerFiltersProps {
  filters: CastingFilters;
  onChange: (filters: CastingFilters) => void;
  /** The age slider's bounds from the data (spec 2 §9), 0–100 until known. */
  ageBounds?: { min: number; max: number };
}

/** The casting filters (spec 2 §2 'Performer filters', plus the wider set) and saved filters. */
export function PerformerFilters({ filters, onChange, ageBounds = AGE_FILTER_BOUNDS }: PerformerFiltersProps) {
  const set = <K extends keyof CastingFilters>(key: K, value: CastingFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const age: [number, number] = [filters.ageMin ?? ageBounds.min, filters.ageMax ?? ageBounds.max];
  return (
    <Box component="section" aria-label="Performer filters" sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <MultiSelect
          label="Union status"
          options={UNION_STATUSES}
          value={filters.union}
          onChange={(v) => set('union', v)}
        />
        <MultiSelect label="Hair" options={HAIR_FILTER_NAMES} value={filters.hair} onChange={(v) => set('hair', v)} />
        <MultiSelect label="Eye" options={EYE_FILTER_NAMES} value={filters.eyes} onChange={(v) => set('eyes', v)} />
        <MultiSelect label="Gender" options={GENDERS} value={filters.gender} onChange={(v) => set('gender', v)} />
        <MultiSelect
          label="Ethnicity"
          options={ETHNICITIES}
          value={filters.ethnicity}
          onChange={(v) => set('ethnicity', v)}
        />
        <MultiSelect label="Jacket" options={JACKET_SIZES} value={filters.jacket} onChange={(v) => set('jacket', v)} />
        <MultiSelect label="Dress" options={DRESS_SIZES} value={filters.dress} onChange={(v) => set('dress', v)} />
        <MultiSelect label="Bust cup" options={BUST_CUPS} value={filters.bustCup} onChange={(v) => set('bustCup', v)} />
        <YesNo label="Self drive" value={filters.selfDrive} onChange={(v) => set('selfDrive', v)} />
        <YesNo label="Visible tattoos" value={filters.visibleTattoos} onChange={(v) => set('visibleTattoos', v)} />
        <TextField
          size="small"
          label="City"
          value={filters.city}
          onChange={(event) => set('city', event.target.value)}
        />
        <TextField
          size="small"
          label="Name"
          value={filters.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          size="small"
          label="Min height (cm)"
          type="number"
          value={filters.heightMin ?? ''}
          onChange={(event) => set('heightMin', numberOrUndefined(event.target.value))}
          sx={{ width: 140 }}
        />
        <TextField
          size="small"
          label="Max height (cm)"
          type="number"
          value={filters.heightMax ?? ''}
          onChange={(event) => set('heightMax', numberOrUndefined(event.target.value))}
          sx={{ width: 140 }}
        />
      </Stack>
      <Box sx={{ maxWidth: 360, px: 1 }}>
        <Typography id="casting-age-label" variant="body2" gutterBottom>
          Age: {age[0]}–{age[1]}
        </Typography>
        <Slider
          value={age}
          min={ageBounds.min}
          max={ageBounds.max}
          step={1}
          valueLabelDisplay="auto"
          getAriaLabel={(index) => (index === 0 ? 'Minimum age' : 'Maximum age')}
          onChange={(_event, value) => {
            const [min, max] = value as number[];
            onChange({
              ...filters,
              ageMin: min === ageBounds.min ? undefined : min,
              ageMax: max === ageBounds.max ? undefined : max,
            });
          }}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <SavedFilters filters={filters} onChange={onChange} />
        <Button size="small" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      </Stack>
    </Box>
  );
}
