import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import {
  agencyDateOf,
  displayPhone,
  formatDateForPeople,
  profileAge,
  profileAttributes,
  type StaffUserView,
} from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ProfileHeaderCard } from '../../../components/profile-header-card';
import { revealSin, userKey } from '../api/users-api';

/** Label / value pairs as a description list. */
export function Facts({ facts, testId }: { facts: { label: string; value: string; id?: string }[]; testId?: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} data-testid={fact.id ? `fact-${fact.id}` : undefined}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function UserSummary({ user, name }: { user: StaffUserView; name: string }) {
  const facts = [
    { label: 'E-mail', value: user.email },
    { label: 'Phone', value: displayPhone(user.tel) },
    { label: 'Union status', value: user.profile?.unionStatus ?? '' },
    { label: 'Age', value: user.profile?.dateOfBirth ? String(profileAge(user.profile)) : '' },
    ...(user.companyName !== null ? [{ label: 'Company', value: user.companyName }] : []),
    { label: 'Created', value: user.createdAt ? formatDateForPeople(agencyDateOf(user.createdAt)) : '' },
  ];
  return (
    <ProfileHeaderCard photoKey={user.profile?.keyName} name={name}>
      <Facts facts={facts} />
    </ProfileHeaderCard>
  );
}

/** The attributes; the SIN shows masked until an explicit Reveal (which the server audits). */
export function UserAttributes({ user }: { user: StaffUserView }) {
  const queryClient = useQueryClient();
  const [sin, setSin] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const attributes = profileAttributes(user.profile).map((attribute) =>
    attribute.field === 'socialInsuranceNumber' && sin !== null ? { ...attribute, value: sin } : attribute,
  );
  const reveal = async () => {
    setError(null);
    try {
      const answer = await revealSin(user.uid);
      setSin(answer.socialInsuranceNumber ?? 'No SIN on file');
      await queryClient.invalidateQueries({ queryKey: [...userKey(user.uid), 'audit'] });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The SIN could not be revealed');
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="attributes-title">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography id="attributes-title" component="h2" variant="h6">
            Profile
          </Typography>
          {user.profile?.socialInsuranceNumber && sin === null && (
            <Button variant="outlined" size="small" onClick={() => void reveal()}>
              Reveal SIN
            </Button>
          )}
        </Box>
        {error && (
          <Alert severity="error" role="alert" sx={{ my: 1 }}>
            {error}
          </Alert>
        )}
        {user.profile ? (
          <Box sx={{ mt: 2 }}>
            <Facts
              testId="attributes"
              facts={attributes.map((attribute) => ({
                label: attribute.label,
                value: attribute.value,
                id: attribute.field,
              }))}
            />
          </Box>
        ) : (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            No profile yet.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
