import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';

/** The new address, read-only, with a Copy button (calendar apps want it pasted). */
export default function FeedAddress({ url }: { url: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="Your private calendar address"
          value={url}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="contained" onClick={copy} sx={{ flexShrink: 0, mt: 1 }}>
          Copy
        </Button>
      </Box>
      <Typography role="status" variant="body2">
        {copied === 'yes' && 'Copied: paste it into your calendar app.'}
        {copied === 'failed' && 'Your browser did not allow copying: select the address and copy it yourself.'}
      </Typography>
    </Stack>
  );
}
