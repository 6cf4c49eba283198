import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { ROLES, UNION_STATUSES, type Role, type UnionStatus } from '@scenecall/shared';
import type { ListFilters } from './use-list-state';

interface UserFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  filters: ListFilters;
  onFilters: (filters: ListFilters) => void;
  /** The performers' cards have no role filter. */
  showRole?: boolean;
}

/** Search across name, phone and e-mail, and the role, union status and activation filters. */
export function UserFilters({ search, onSearch, filters, onFilters, showRole = true }: UserFiltersProps) {
  // The empty choice ('All roles', …) shows as a value, so the label sits above it.
  const select = {
    select: true,
    size: 'small',
    sx: { minWidth: 170 },
    slotProps: { inputLabel: { shrink: true }, select: { displayEmpty: true } },
  } as const;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        type="search"
        size="small"
        label="Search by name, phone or e-mail"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ flex: 1, minWidth: { md: 280 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {showRole && (
        <TextField
          {...select}
          label="Role"
          value={filters.role}
          onChange={(event) => onFilters({ ...filters, role: event.target.value as Role | '' })}
        >
          <MenuItem value="">All roles</MenuItem>
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {role}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        {...select}
        label="Union status"
        value={filters.unionStatus}
        onChange={(event) => onFilters({ ...filters, unionStatus: event.target.value as UnionStatus | '' })}
      >
        <MenuItem value="">All statuses</MenuItem>
        {UNION_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label="Activated"
        value={filters.activated}
        onChange={(event) => onFilters({ ...filters, activated: event.target.value as ListFilters['activated'] })}
      >
        <MenuItem value="">Activated or not</MenuItem>
        <MenuItem value="true">Activated</MenuItem>
        <MenuItem value="false">Not activated</MenuItem>
      </TextField>
    </Stack>
  );
}
